import {
  explainMatch,
  MATCH_KINDS,
  type MatchedKey,
  type MatchMode,
  mentorRatingOf,
  RECOMMENDATION_LIMITS,
  RECOMMENDATION_MESSAGES,
  type RecommendationAnalytics,
  type RecommendationQuery,
  type RecommendedMentor,
  type RecommendedMentorsResponse,
  type SimilarMentorsResponse,
} from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { notFound } from '../../platform/errors';
import { toMentorResponsiveness } from '../mentorship/mentorship.module';
import {
  findRecommendedFromCandidates,
  findRecommendedMentors,
  findSimilarMentors,
  findStudentKeys,
  type RankedMentorRow,
  readRecommendationAnalytics,
  storeCandidates,
} from './recommendations.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const isMatchKind = (kind: string): kind is MatchedKey['kind'] =>
  (MATCH_KINDS as readonly string[]).includes(kind);

function toRecommended(row: RankedMentorRow, mode: MatchMode, now: Date): RecommendedMentor {
  const responsiveness = toMentorResponsiveness(row.responsiveness);
  const lastActiveAt = row.responsiveness?.lastActiveAt ?? null;
  const ratings = { count: row.reviews?.count ?? 0, sum: row.reviews?.sum ?? 0 };
  const { parts, reasons } = explainMatch(
    {
      keys: row.matched.filter((key): key is MatchedKey => isMatchKind(key.kind)),
      graduationYear: row.graduationYear,
      replyWithinDays: responsiveness.replyWithinDays,
      isRecentlyActive:
        lastActiveAt !== null &&
        lastActiveAt.getTime() >= now.getTime() - RECOMMENDATION_LIMITS.recentlyActiveDays * DAY_MS,
      ratings,
    },
    mode,
  );
  return {
    _id: row.id,
    name: row.name,
    profile: {
      avatar: row.avatar,
      currentCompany: row.currentCompany,
      currentPosition: row.currentPosition,
      graduationYear: row.graduationYear,
      collegeName: row.collegeName,
      branch: row.branch,
      technicalSkills: row.technicalSkills,
    },
    responsiveness,
    mentorRating: mentorRatingOf(ratings.sum, ratings.count),
    score: row.score,
    reasons,
    parts,
  };
}

/**
 * When the student's candidate set is missing, stale or cannot prove its answer: it is computed again and
 * read, and should a change land in between so that it still cannot, every alumni is ranked.
 */
async function recommendAfresh(ctx: AppContext, studentId: string, now: Date, limit: number) {
  await storeCandidates(ctx.db, studentId, Math.max(limit, RECOMMENDATION_LIMITS.defaultLimit));
  const rows = await findRecommendedFromCandidates(ctx.db, studentId, now, limit);
  return rows[0]?.exact ? rows : findRecommendedMentors(ctx.db, studentId, now, limit);
}

/** Nothing is suggested to a student who names no target company and no skill: the page asks for them. */
export async function recommendMentors(
  ctx: AppContext,
  student: AuthUser,
  query: RecommendationQuery,
): Promise<RecommendedMentorsResponse> {
  const now = ctx.clock.now();
  let rows: Array<RankedMentorRow & { exact?: boolean }> = await findRecommendedFromCandidates(
    ctx.db,
    student.id,
    now,
    query.limit,
  );
  // Each row carries the keys it was ranked on; with no row they are read on their own.
  const keys = rows[0]?.wantedKeys ?? (await findStudentKeys(ctx.db, student.id)) ?? [];
  const hasTargetCompanies = keys.some((key) => key.startsWith('company:'));
  if (!hasTargetCompanies && !keys.some((key) => key.startsWith('skill:'))) {
    return { success: true, needsProfile: true, hasTargetCompanies, data: [] };
  }
  if (!rows[0]?.exact) rows = await recommendAfresh(ctx, student.id, now, query.limit);
  const data = rows.map((mentor) => toRecommended(mentor, 'student', now));
  return { success: true, needsProfile: false, hasTargetCompanies, data };
}

export async function similarMentors(
  ctx: AppContext,
  viewer: AuthUser,
  mentorId: string,
  query: RecommendationQuery,
): Promise<SimilarMentorsResponse> {
  if (!isUuid(mentorId)) throw notFound(RECOMMENDATION_MESSAGES.mentorNotFound);
  const now = ctx.clock.now();
  const rows = await findSimilarMentors(
    ctx.db,
    mentorId,
    { id: viewer.id, isStudent: viewer.role === 'student' },
    now,
    query.limit,
  );
  return { success: true, data: rows.map((mentor) => toRecommended(mentor, 'similar', now)) };
}

export async function recommendationAnalytics(
  ctx: AppContext,
): Promise<{ success: true; data: RecommendationAnalytics }> {
  const { mentors, answered } = await readRecommendationAnalytics(ctx.db);
  const answeredShare = mentors === 0 ? null : Math.round((answered / mentors) * 1000) / 10;
  return { success: true, data: { mentors, answered, answeredShare } };
}
