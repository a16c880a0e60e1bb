import type { PointSource } from '../leaderboard/leaderboard.module';

export const postedSource = (experienceId: string): PointSource => ({
  kind: 'experience_posted',
  sourceType: 'interview_experience',
  sourceId: experienceId,
});

export const helpfulSource = (experienceId: string, voterId: string): PointSource => ({
  kind: 'helpful_vote',
  sourceType: 'interview_helpful_vote',
  sourceId: `${experienceId}:${voterId}`,
});
