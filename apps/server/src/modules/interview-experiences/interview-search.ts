import type { InterviewListQuery, SnippetPart } from '@mentorbridge/shared';
import { containsPattern, type ExperienceFilter } from './interview-filters.repository';

const MAX_SEARCH_WORDS = 10;

/** Letters and digits only, so no tsquery operator, quote or backslash from the user reaches the parser. */
export function toPrefixQuery(q: string): string | null {
  const words = (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

export function toExperienceFilter(query: InterviewListQuery): ExperienceFilter {
  const tsQuery = query.q ? toPrefixQuery(query.q) : null;
  return {
    tsQuery,
    textPattern: query.q && !tsQuery ? containsPattern(query.q) : null,
    companyPattern: query.company ? containsPattern(query.company) : null,
    outcome: query.outcome ?? null,
    difficulty: query.difficulty ?? null,
    round: query.round ?? null,
  };
}

/** Words as the english parser splits them, closely enough to cut a snippet around a match. */
const WORD = /[\p{L}\p{N}]+/gu;
const WORDS_BEFORE = 5;
const WORDS_AFTER = 14;
const MAX_FRAGMENTS = 2;
const PLAIN_WORDS = 30;
const FRAGMENT_DELIMITER = ' … ';

/** A row read with `snippetSourceOf`'s columns, with its snippet cut instead. */
export function withSnippet<R extends { snippetText: string | null; queryText: string | null }>(
  row: R,
): Omit<R, 'snippetText' | 'queryText'> & { snippet: SnippetPart[] | null } {
  const { snippetText, queryText, ...rest } = row;
  return {
    ...rest,
    snippet: snippetText === null || queryText === null ? null : snippetOf(snippetText, lexemesOf(queryText)),
  };
}

/** The lexemes of a tsquery's text (`'memoiz':* & 'dynam':*`), as PostgreSQL stemmed the search words. */
export function lexemesOf(tsQueryText: string): string[] {
  return [...tsQueryText.matchAll(/'((?:[^']|'')+)'/g)].map((found) => found[1]!.replaceAll("''", "'"));
}

/**
 * A word matches a prefix lexeme when it starts with it. English stems are prefixes of their words except
 * where a final y became i (`company` → `compani`), so that spelling is tried too.
 */
function isMatch(word: string, lexemes: readonly string[]): boolean {
  const lower = word.toLowerCase();
  return lexemes.some(
    (lexeme) =>
      lower.startsWith(lexeme) || (lexeme.endsWith('i') && lower.startsWith(`${lexeme.slice(0, -1)}y`)),
  );
}

/**
 * Up to two fragments of the text around its first matches, the matched words marked; the text's first words
 * when no word matches. Cut here rather than by ts_headline, which parses every word of every row (about
 * 0.3 ms of database CPU per row). The web renders the parts as text, never HTML.
 */
export function snippetOf(text: string, lexemes: readonly string[]): SnippetPart[] {
  const words = [...text.matchAll(WORD)].map((found) => ({
    start: found.index,
    end: found.index + found[0].length,
    isMatch: isMatch(found[0], lexemes),
  }));
  if (words.length === 0) return [];
  const fragments: Array<{ first: number; last: number }> = [];
  words.forEach((word, index) => {
    if (!word.isMatch) return;
    const previous = fragments.at(-1);
    if (previous && index <= previous.last) return;
    if (previous && index - WORDS_BEFORE <= previous.last + 1) {
      const last = Math.min(index + WORDS_AFTER, previous.first + PLAIN_WORDS - 1, words.length - 1);
      if (last >= index) {
        previous.last = last;
        return;
      }
    }
    if (fragments.length === MAX_FRAGMENTS) return;
    fragments.push({
      first: Math.max(index - WORDS_BEFORE, previous ? previous.last + 1 : 0),
      last: Math.min(index + WORDS_AFTER, words.length - 1),
    });
  });
  if (fragments.length === 0) fragments.push({ first: 0, last: Math.min(PLAIN_WORDS, words.length) - 1 });
  const parts: SnippetPart[] = [];
  const add = (part: SnippetPart) => {
    const last = parts.at(-1);
    if (last && !last.match && !part.match) last.text += part.text;
    else if (part.text) parts.push(part);
  };
  fragments.forEach(({ first, last }, order) => {
    if (order > 0) add({ text: FRAGMENT_DELIMITER, match: false });
    let at = words[first]!.start;
    for (let index = first; index <= last; index++) {
      const word = words[index]!;
      if (!word.isMatch) continue;
      add({ text: text.slice(at, word.start), match: false });
      add({ text: text.slice(word.start, word.end), match: true });
      at = word.end;
    }
    add({ text: text.slice(at, words[last]!.end), match: false });
  });
  return parts;
}
