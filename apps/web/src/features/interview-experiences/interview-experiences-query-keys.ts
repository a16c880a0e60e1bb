import type { InterviewListParams } from './interview-list-params';

export const experienceKeys = {
  all: ['interview-experiences'] as const,
  lists: ['interview-experiences', 'list'] as const,
  list: (params: InterviewListParams) => ['interview-experiences', 'list', params] as const,
  details: ['interview-experiences', 'detail'] as const,
  detail: (id: string) => ['interview-experiences', 'detail', id] as const,
  mine: ['interview-experiences', 'mine'] as const,
};
