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

const MARKED = /⟦([^⟦⟧]*)⟧/g;

/** The web renders the parts as text, never HTML. */
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
