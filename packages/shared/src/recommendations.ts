import { z } from 'zod';
import { dataResponseSchema, limitParam } from './common';
import { mentorRatingSchema } from './mentor-reviews';
import { mentorResponsivenessSchema } from './mentorship-responsiveness';

/**
 * Every weight of the mentor score, in one place (docs/decisions/022-mentor-recommendations.md). A match is
 * worth `points`, counted up to `upTo` times. The server's SQL inlines these numbers and the "Why?" parts
 * are computed from them, so the two cannot drift apart.
 */
export const RECOMMENDATION_WEIGHTS = {
  /** The mentor works now at one of the student's target companies. */
  targetCompany: { points: 40, upTo: 1 },
  /** The mentor worked at a target company before. */
  previousCompany: { points: 15, upTo: 1 },
  /** The mentor's position contains one of the student's target roles. */
  targetRole: { points: 15, upTo: 1 },
  /** Per interview experience the mentor posted for a target company. */
  experience: { points: 6, upTo: 3 },
  /** Per technical skill both list. */
  sharedSkill: { points: 4, upTo: 5 },
  sameBranch: { points: 15, upTo: 1 },
  sameCollege: { points: 6, upTo: 1 },
  /** Per career interest of the student that the mentor lists as an interest or skill. */
  sharedInterest: { points: 3, upTo: 3 },
  /** The mentor's industry is one of the student's career interests. */
  industry: { points: 6, upTo: 1 },
  /** Per topic of the mentor's workshops among the student's skills and interests. */
  workshopTopic: { points: 4, upTo: 3 },
  /** The mentor usually replies within `fastReplyDays`. */
  fastReply: { points: 6, upTo: 1 },
  /** The mentor was active within `recentlyActiveDays`. */
  recentlyActive: { points: 4, upTo: 1 },
  /** Per star above 3 of the mentor's average rating (below 3 it lowers the score), once it is shown. */
  ratingStar: { points: 3, upTo: 1 },
} as const;
export type RecommendationWeight = keyof typeof RECOMMENDATION_WEIGHTS;

export const RECOMMENDATION_LIMITS = {
  defaultLimit: 6,
  maxLimit: 20,
  /** A mentor with this many requests waiting for their answer is not recommended until they answer some. */
  mentorPendingCap: 10,
  fastReplyDays: 2,
  recentlyActiveDays: 14,
  /** The admin figure: an unanswered request expires after this many days, so an answer came within them. */
  answeredWithinDays: 7,
} as const;

export const RECOMMENDATION_MESSAGES = {
  title: 'Mentors for you',
  needsProfile: 'Add your target companies and skills, and we will suggest mentors who fit them.',
  addTargets: 'Add target companies',
  addTargetsHint: 'Add your target companies to see mentors who work there.',
  none: 'No mentor matches your profile yet. Add more target companies or skills, or browse the directory.',
  loadFailed: 'Failed to load mentors for you',
  similarTitle: 'Similar mentors',
  similarNone: 'No similar mentors yet',
  similarLoadFailed: 'Failed to load similar mentors',
  mentorNotFound: 'Mentor not found',
  why: 'Why?',
  bestMatch: 'Best match',
} as const;

export const recommendationQuerySchema = z.object({
  limit: limitParam({
    maxLimit: RECOMMENDATION_LIMITS.maxLimit,
    defaultLimit: RECOMMENDATION_LIMITS.defaultLimit,
    wording: 'range',
  }),
});
export type RecommendationQuery = z.infer<typeof recommendationQuerySchema>;

/** One line of the "Why?" detail: what matched, in words, and the points it added (negative lowers). */
export const matchPartSchema = z.object({ label: z.string(), points: z.number() });
export type MatchPart = z.infer<typeof matchPartSchema>;

export const recommendedMentorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  profile: z.object({
    avatar: z.string().nullable(),
    currentCompany: z.string().nullable(),
    currentPosition: z.string().nullable(),
    graduationYear: z.number().nullable(),
    collegeName: z.string().nullable(),
    branch: z.string().nullable(),
    technicalSkills: z.array(z.string()),
  }),
  responsiveness: mentorResponsivenessSchema,
  mentorRating: mentorRatingSchema,
  score: z.number(),
  /** The 1–3 strongest reasons, each true of the data it was read from. */
  reasons: z.array(z.string()),
  /** Every part of the score, strongest first; they add up to `score`. */
  parts: z.array(matchPartSchema),
});
export type RecommendedMentor = z.infer<typeof recommendedMentorSchema>;

/**
 * `needsProfile`: the student lists no target company and no skill, so nothing is suggested.
 * `hasTargetCompanies`: false asks the page to invite the student to add some.
 */
export const recommendedMentorsResponseSchema = z.object({
  success: z.literal(true),
  needsProfile: z.boolean(),
  hasTargetCompanies: z.boolean(),
  data: z.array(recommendedMentorSchema),
});
export type RecommendedMentorsResponse = z.infer<typeof recommendedMentorsResponseSchema>;

export const similarMentorsResponseSchema = dataResponseSchema(z.array(recommendedMentorSchema));
export type SimilarMentorsResponse = z.infer<typeof similarMentorsResponseSchema>;

/**
 * Of the mentors recommendations may show now (listed, verified, not paused, under the pending cap) whose
 * last settled request was answered or expired, how many answered it. A request expires unanswered after
 * `answeredWithinDays`, so an answered one was answered within them.
 */
export const recommendationAnalyticsSchema = z.object({
  mentors: z.number().int(),
  answered: z.number().int(),
  /** `answered` of `mentors`, 0-100; null when no mentor has a settled request. */
  answeredShare: z.number().nullable(),
});
export type RecommendationAnalytics = z.infer<typeof recommendationAnalyticsSchema>;
export const recommendationAnalyticsResponseSchema = dataResponseSchema(recommendationAnalyticsSchema);
