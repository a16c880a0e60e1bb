import { RECOMMENDATION_LIMITS as L } from '@mentorbridge/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { mentorReviewStats } from '../../db/schema/mentor-reviews';
import { mentorResponsiveness } from '../../db/schema/mentorship';
import { alumniProfiles } from '../../db/schema/profiles';
import { mentorMatchKeys, mentorPendingCounts, studentWantedKeys } from '../../db/schema/recommendations';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import {
  excludedMentors,
  listedAlumni,
  literal,
  matchedKeysOf,
  responsivenessColumns,
  reviewColumns,
  SIMILAR_KINDS,
  similarHits,
  similarMatchScore,
  standingScore,
  studentHits,
  studentMatchScore,
  wantedKeys,
} from './match-score.repository';

const R = mentorResponsiveness;
const P = mentorPendingCounts;
const RS = mentorReviewStats;

/** The student's keys, kept by a trigger on their profile; undefined before a first save. */
export async function findStudentKeys(db: Db, studentId: string): Promise<string[] | undefined> {
  const statement = prepared(db, 'recommendations_student_keys', () =>
    db
      .select({ keys: studentWantedKeys.keys })
      .from(studentWantedKeys)
      .where(eq(studentWantedKeys.studentId, sql.placeholder('studentId')))
      .prepare('recommendations_student_keys'),
  );
  const [row] = await statement.execute({ studentId });
  return row?.keys;
}

type Hits = ReturnType<typeof studentHits>;

/**
 * The best `limit` of `hits` by score (ties by id), then, for those only, the account, profile, figures and
 * the keys that matched. Only the ranking reads every hit; it joins the two small figure tables by hash.
 */
function rankedMentors(db: Db, hits: Hits, matchScore: SQL, keys: SQL, limit: number) {
  const ranked = db
    .select({
      alumniId: hits.alumniId,
      score: sql<number>`(${matchScore} + ${standingScore})::float8`.as('score'),
    })
    .from(hits)
    .leftJoin(R, eq(R.userId, hits.alumniId))
    .leftJoin(RS, eq(RS.alumniId, hits.alumniId))
    .orderBy(desc(sql`score`), asc(hits.alumniId))
    .limit(literal(limit))
    .as('ranked');
  return db
    .select({
      id: users.id,
      name: users.name,
      avatar: users.avatar,
      score: sql<number>`round(${ranked.score}::numeric, 1)`.mapWith(Number),
      currentCompany: alumniProfiles.currentCompany,
      currentPosition: alumniProfiles.currentPosition,
      graduationYear: alumniProfiles.graduationYear,
      collegeName: alumniProfiles.collegeName,
      branch: alumniProfiles.branch,
      technicalSkills: alumniProfiles.technicalSkills,
      responsiveness: responsivenessColumns,
      reviews: reviewColumns,
      matched: matchedKeysOf(ranked.alumniId, keys),
      wantedKeys: sql<string[]>`${keys}`,
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.alumniId))
    .innerJoin(alumniProfiles, eq(alumniProfiles.userId, ranked.alumniId))
    .leftJoin(R, eq(R.userId, ranked.alumniId))
    .leftJoin(RS, eq(RS.alumniId, ranked.alumniId))
    .orderBy(desc(ranked.score), asc(ranked.alumniId));
}

export type RankedMentorRow = Awaited<ReturnType<typeof findRecommendedMentors>>[number];

/**
 * One statement: the student's keys read, looked up, scored, exclusions applied, the best `limit` with their
 * matched keys, each row with the student's keys.
 */
export async function findRecommendedMentors(db: Db, studentId: string, now: Date, limit: number) {
  const name = `recommendations_for_student_${limit}`;
  const statement = prepared(db, name, () => {
    const hits = studentHits(db, excludedMentors(true));
    return rankedMentors(db, hits, studentMatchScore(hits), wantedKeys, limit).prepare(name);
  });
  return statement.execute({ studentId, now: now.toISOString() });
}

/** The mentor's own company, skill and industry keys, which the similar mentors share. */
const similarKeys = sql`array(
  select own.key from ${mentorMatchKeys} own
  where own.alumni_id = ${sql.placeholder('mentorId')} and own.kind in ${SIMILAR_KINDS})`;

/** For a student the exclusions of recommendations apply; other readers see every listed mentor. */
export async function findSimilarMentors(
  db: Db,
  mentorId: string,
  viewer: { id: string; isStudent: boolean },
  now: Date,
  limit: number,
) {
  const name = `recommendations_similar_${viewer.isStudent ? 'student' : 'other'}_${limit}`;
  const statement = prepared(db, name, () => {
    const hits = similarHits(db, excludedMentors(viewer.isStudent));
    return rankedMentors(db, hits, similarMatchScore(hits), similarKeys, limit).prepare(name);
  });
  return statement.execute({ mentorId, studentId: viewer.id, now: now.toISOString() });
}

/**
 * Of the mentors recommendations may show now (listed, not paused, under the pending cap), those whose last
 * settled request was answered or expired, and of them those who answered: `consecutive_expiries` is raised
 * by each expiry and cleared by each answer (and by resuming after a pause), in the same transaction.
 */
export async function readRecommendationAnalytics(db: Db) {
  const [row] = await db
    .select({
      mentors:
        sql<number>`count(*) filter (where ${R.answeredCount} > 0 or ${R.consecutiveExpiries} > 0)`.mapWith(
          Number,
        ),
      answered:
        sql<number>`count(*) filter (where ${R.answeredCount} > 0 and ${R.consecutiveExpiries} = 0)`.mapWith(
          Number,
        ),
    })
    .from(users)
    .innerJoin(R, eq(R.userId, users.id))
    .leftJoin(P, eq(P.alumniId, users.id))
    .where(
      and(
        listedAlumni,
        sql`${users.isVerified} and ${R.pausedAt} is null
          and coalesce(${P.pendingCount}, 0) < ${literal(L.mentorPendingCap)}`,
      ),
    );
  return { mentors: row?.mentors ?? 0, answered: row?.answered ?? 0 };
}
