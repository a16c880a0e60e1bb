import type { InterviewListParams } from './interview-list-params';

/** Query keys of the interview-experiences feature, all under 'interview-experiences'. */
export const experienceKeys = {
  all: ['interview-experiences'] as const,
  /** Every page of the public list, whatever the search and filters. */
  lists: ['interview-experiences', 'list'] as const,
  list: (params: InterviewListParams) => ['interview-experiences', 'list', params] as const,
  details: ['interview-experiences', 'detail'] as const,
  detail: (id: string) => ['interview-experiences', 'detail', id] as const,
  /** The alumni's own experiences (dashboard tab). */
  mine: ['interview-experiences', 'mine'] as const,
};
