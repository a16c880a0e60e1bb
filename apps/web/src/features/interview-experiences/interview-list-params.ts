import { DIFFICULTIES, OUTCOMES, QUESTION_TYPES } from '@mentorbridge/shared';

export interface InterviewListParams {
  q: string;
  company: string;
  outcome: string;
  difficulty: string;
  round: string;
  page: number;
}

export const FILTER_KEYS = ['q', 'company', 'outcome', 'difficulty', 'round'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const pick = (value: string | null, allowed: readonly string[]) =>
  value && allowed.includes(value) ? value : '';

/** Unknown filter values and bad pages fall back to any/1. */
export function readListParams(search: URLSearchParams): InterviewListParams {
  const page = Number(search.get('page'));
  return {
    q: search.get('q')?.trim() ?? '',
    company: search.get('company')?.trim() ?? '',
    outcome: pick(search.get('outcome'), OUTCOMES),
    difficulty: pick(search.get('difficulty'), DIFFICULTIES),
    round: pick(search.get('round'), QUESTION_TYPES),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function hasActiveFilters(params: InterviewListParams): boolean {
  return FILTER_KEYS.some((key) => params[key] !== '');
}

export function toApiQuery(params: InterviewListParams, limit: number): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) if (params[key]) query.set(key, params[key]);
  query.set('page', String(params.page));
  query.set('limit', String(limit));
  return query;
}
