import type { PointSource } from '../leaderboard/leaderboard.module';

/** The author's +15 for posting: paid once, taken back when the experience is deleted. */
export const postedSource = (experienceId: string): PointSource => ({
  kind: 'experience_posted',
  sourceType: 'interview_experience',
  sourceId: experienceId,
});

/** The author's +2 for one reader's vote: paid once ever, taken back when withdrawn or the experience goes. */
export const helpfulSource = (experienceId: string, voterId: string): PointSource => ({
  kind: 'helpful_vote',
  sourceType: 'interview_helpful_vote',
  sourceId: `${experienceId}:${voterId}`,
});
