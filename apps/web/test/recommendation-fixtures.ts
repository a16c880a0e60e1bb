import type { RecommendedMentor } from '@mentorbridge/shared';

let sequence = 0;

/** Never imported by app code. */
export function createRecommendedMentor(
  name: string,
  overrides: Partial<RecommendedMentor> = {},
): RecommendedMentor {
  sequence += 1;
  return {
    _id: `mentor-${sequence}`,
    name,
    profile: {
      avatar: null,
      currentCompany: 'Amazon',
      currentPosition: 'SDE II',
      graduationYear: 2021,
      collegeName: 'NIT Trichy',
      branch: 'CSE',
      technicalSkills: ['Java', 'SQL'],
    },
    responsiveness: { replyWithinDays: 1, lastActiveAt: null, isAcceptingRequests: true },
    mentorRating: null,
    score: 64,
    reasons: [
      'Works at Amazon, on your target list',
      'Same branch (CSE), graduated 2021',
      'Shares Java and SQL',
    ],
    parts: [
      { label: 'Works at Amazon, on your target list', points: 40 },
      { label: 'Same branch (CSE), graduated 2021', points: 15 },
      { label: 'Shares Java and SQL', points: 8 },
      { label: 'Usually replies within a day', points: 6 },
      { label: 'Rated 2.0 in 3 reviews', points: -3 },
    ],
    ...overrides,
  };
}

export const recommendedResponse = (data: RecommendedMentor[], overrides: Record<string, unknown> = {}) => ({
  success: true,
  needsProfile: false,
  hasTargetCompanies: true,
  data,
  ...overrides,
});
