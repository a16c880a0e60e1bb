import {
  type Achievements,
  badgeProgress,
  badgesFor,
  type LeaderboardEntry,
  levelFor,
  type PointsHistoryItem,
} from '@mentorbridge/shared';

/** Never imported by app code. */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

const NO_CONTRIBUTIONS: LeaderboardEntry['contributions'] = {
  acceptedMentorships: 0,
  mentorshipSessions: 0,
  interviewExperiences: 0,
  resourcesShared: 0,
  mockInterviews: 0,
  fiveStarRatings: 0,
  companyInsights: 0,
  missedRequests: 0,
};

interface EntryOverrides extends Partial<Omit<LeaderboardEntry, 'user' | 'contributions'>> {
  userId?: string;
  name?: string;
  contributions?: Partial<LeaderboardEntry['contributions']>;
}

/** The level follows the points unless given. */
export function createLeaderboardEntry(overrides: EntryOverrides = {}): LeaderboardEntry {
  const n = next();
  const { userId = `alumni-${n}`, name = `Alumni ${n}`, contributions, ...rest } = overrides;
  const points = rest.points ?? 120;
  return {
    _id: userId,
    user: { _id: userId, name, email: `alumni${n}@example.edu`, profile: { avatar: null } },
    rank: n,
    rankScore: points * 0.7,
    rankChange: 0,
    level: levelFor(points),
    points,
    rating: { average: 0, total: 0 },
    streak: { current: 0, longest: 0 },
    badges: [],
    ...rest,
    contributions: { ...NO_CONTRIBUTIONS, ...contributions },
  };
}

export function createRanking(count: number, overrides: EntryOverrides = {}): LeaderboardEntry[] {
  return Array.from({ length: count }, (_, index) =>
    createLeaderboardEntry({ rank: index + 1, points: 600 - index * 100, ...overrides }),
  );
}

/** Badges and badge progress follow the stats unless given. */
export function createAchievements(overrides: Partial<Achievements> = {}): Achievements {
  const base = {
    averageRating: 4.2,
    totalRatings: 6,
    totalSessionsConducted: 12,
    leaderboardPoints: 245,
    totalHelpfulVotes: 3,
    ...overrides,
  };
  const stats = {
    ratingAverage: base.averageRating,
    sessionsConducted: base.totalSessionsConducted,
    helpfulVotes: base.totalHelpfulVotes,
  };
  return {
    badges: badgesFor(stats),
    level: levelFor(base.leaderboardPoints),
    rank: 4,
    streak: { current: 15, longest: 20 },
    contributions: { ...NO_CONTRIBUTIONS, acceptedMentorships: 5, mentorshipSessions: 12, mockInterviews: 3 },
    badgeProgress: badgeProgress(stats),
    recentFeedback: [],
    ...base,
  };
}

export function createHistoryItem(overrides: Partial<PointsHistoryItem> = {}): PointsHistoryItem {
  const n = next();
  return {
    _id: `ledger-${n}`,
    kind: 'mentorship_accepted',
    isReversal: false,
    nominalPoints: 10,
    points: 10,
    reason: null,
    sourceType: 'mentorship_request',
    sourceId: `request-${n}`,
    occurredAt: '2026-03-10T12:30:00.000Z',
    ...overrides,
  };
}

/** jsdom has no matchMedia. */
export function stubMatchMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const stub = (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { value: stub, configurable: true, writable: true });
  return () => {
    // @ts-expect-error jsdom has no matchMedia: remove the stub again.
    delete window.matchMedia;
  };
}
