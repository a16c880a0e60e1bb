export const recommendationKeys = {
  all: ['recommendations'] as const,
  forMe: (limit: number) => ['recommendations', 'mine', limit] as const,
  similar: (mentorId: string, limit: number) => ['recommendations', 'similar', mentorId, limit] as const,
};
