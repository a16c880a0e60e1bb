import type { InterviewListQuery, SnippetPart } from '@mentorbridge/shared';
import { containsPattern, type ExperienceFilter } from './interview-list.repository';

/** More words than this add nothing a reader needs and only cost the index. */
const MAX_SEARCH_WORDS = 10;

/**
 * The to_tsquery text for a search: its words (letters and digits only, so no tsquery operator, quote or
 * backslash from the user ever reaches the parser), each as a prefix, all required. Null when the text has
 * no word (e.g. only '%', '_' or quotes).
 */
export function toPrefixQuery(q: string): string | null {
  const words = (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** The list query as repository filters: full text when `q` has words, else a literal match on company and role. */
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

const MARKED = /⟦([^⟦⟧]*)⟧/g;

/** Splits a ts_headline answer (matched words between ⟦ and ⟧) into parts the web renders as text, never HTML. */
export function splitHeadline(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const found of headline.matchAll(MARKED)) {
    if (found.index > last) parts.push({ text: headline.slice(last, found.index), match: false });
    if (found[1]) parts.push({ text: found[1], match: true });
    last = found.index + found[0].length;
  }
  if (last < headline.length) parts.push({ text: headline.slice(last), match: false });
  return parts;
}
