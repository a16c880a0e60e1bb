import { describe, expect, it } from 'vitest';
import {
  badgeProgress,
  badgesFor,
  leaderboardQuerySchema,
  levelFor,
  rankScore,
  totalContributions,
} from './leaderboard';

describe('levels, scores and badges', () => {
  it('puts each boundary in its band', () => {
    const at = [0, 99, 100, 199, 200, 299, 300, 499, 500, 5000].map((points) => [points, levelFor(points)]);
    expect(at).toEqual([
      [0, 'Bronze'],
      [99, 'Bronze'],
      [100, 'Silver'],
      [199, 'Silver'],
      [200, 'Gold'],
      [299, 'Gold'],
      [300, 'Platinum'],
      [499, 'Platinum'],
      [500, 'Diamond'],
      [5000, 'Diamond'],
    ]);
  });

  it('scores points × 0.7 + average rating × 6', () => {
    expect(rankScore(100, 4.5)).toBe(97);
    expect(rankScore(0, 0)).toBe(0);
  });

  it('earns each badge exactly at its threshold', () => {
    const none = { ratingAverage: 3.99, sessionsConducted: 49, helpfulVotes: 49 };
    expect(badgesFor(none)).toEqual([]);
    expect(badgesFor({ ratingAverage: 4, sessionsConducted: 50, helpfulVotes: 50 })).toEqual([
      'Star Mentor',
      '50 Sessions',
      'Community Hero',
    ]);
    expect(badgesFor({ ratingAverage: 4.5, sessionsConducted: 100, helpfulVotes: 0 })).toEqual([
      'Star Mentor',
      'Top Rated',
      '50 Sessions',
      '100 Sessions',
    ]);
    expect(badgeProgress(none).find((badge) => badge.name === 'Community Hero')).toMatchObject({
      current: 49,
      target: 50,
      earned: false,
      percent: 98,
    });
  });

  it('reads the leaderboard query with its defaults and bounds', () => {
    expect(leaderboardQuerySchema.parse({})).toEqual({ limit: 100, period: 'all-time' });
    expect(leaderboardQuerySchema.safeParse({ limit: '1000' }).success).toBe(true);
    expect(leaderboardQuerySchema.safeParse({ limit: '1001' }).success).toBe(false);
  });
});

describe('contributions total', () => {
  it('adds every contribution count but missed requests, a penalty', () => {
    const counts = {
      acceptedMentorships: 1,
      mentorshipSessions: 2,
      interviewExperiences: 3,
      resourcesShared: 4,
      mockInterviews: 5,
      fiveStarRatings: 6,
      companyInsights: 7,
      missedRequests: 100,
    };
    expect(totalContributions(counts)).toBe(28);
  });
});
