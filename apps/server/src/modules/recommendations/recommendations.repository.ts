import { RECOMMENDATION_LIMITS as L } from '@mentorbridge/shared';
import { and, asc, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { mentorReviewStats } from '../../db/schema/mentor-reviews';
import { mentorResponsiveness } from '../../db/schema/mentorship';
import { alumniProfiles } from '../../db/schema/profiles';
import {
  mentorKeyChanges,
  mentorMatchKeys,
  mentorPendingCounts,
  studentMentorCandidates,
  studentWantedKeys,
} from '../../db/schema/recommendations';
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
  STANDING_BOUNDS,
  similarHits,
  similarMatchScore,
  standingScore,
  studentHits,
  studentMatchOf,
  studentMatchScore,
  wantedKeys,
  wantedKeysOf,
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

/** The best `limit` of `hits` by score (ties by id); it joins the two small figure tables by hash. */
function rankHits(db: Db, hits: Hits, matchScore: SQL, limit: number) {
  return db
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
}

/** Mentors ranked by a subquery of `rankHits`'s columns, from hits or from a candidate set. */
type Ranked = ReturnType<typeof rankHits> | CandidateRanking;

/**
 * For the `ranked` mentors only, the account, profile, figures and the keys that matched, best first, each
 * row with `keys` (the student's keys) and the `extra` columns.
 */
function rankedMentors<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  ranked: Ranked,
  keys: SQL,
  extra: Extra,
) {
  return db
    .select({
      ...extra,
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
    return rankedMentors(db, rankHits(db, hits, studentMatchScore(hits), limit), wantedKeys, {}).prepare(
      name,
    );
  });
  return statement.execute({ studentId, now: now.toISOString() });
}

const C = studentMentorCandidates;
const K = mentorMatchKeys;

/** More alumni than this with keys changed since a set was computed, and it is computed again. */
const MAX_CHANGED_SINCE = 64;

/**
 * A set computed on this cluster: transaction ids only grow, so one kept beyond the next id to be assigned
 * came with a restore from another cluster, where it says nothing of the changes since; it counts as none.
 */
const isFromThisCluster = sql`${C.computedXmin} <= pg_snapshot_xmax(pg_current_snapshot())`;

/** One column of the student's candidate row (an InitPlan, once per statement); null without a row. */
const candidateRow = (column: SQLWrapper) =>
  sql`(select ${column} from ${C} where ${C.studentId} = ${sql.placeholder('studentId')} and ${isFromThisCluster})`;

/** The alumni whose keys changed since the student's set was computed: none without a set. */
const changedSince = sql`select ${mentorKeyChanges.alumniId} from ${mentorKeyChanges}
  where ${mentorKeyChanges.changedXid} >= ${candidateRow(C.computedXmin)}`;

/**
 * The candidates with their match scores: the stored ones whose keys did not change since, and those whose
 * keys did, scored live from their keys (an index probe per key of the student); none when the student's
 * keys are not those the set was computed from. The changed alumni are left out through an array read from
 * the index (usually empty), not a hash of a scan of every change; beyond `MAX_CHANGED_SINCE` the answer is
 * not `exact` and is thrown away, so the array stops there.
 */
const candidates = sql`(
  select u.alumni_id, u.match from ${C}, unnest(${C.alumniIds}, ${C.matches}) as u(alumni_id, match)
  where ${C.studentId} = ${sql.placeholder('studentId')} and ${C.keys} = ${wantedKeys} and ${isFromThisCluster}
    and u.alumni_id <> all(array(${changedSince} limit ${literal(MAX_CHANGED_SINCE + 1)}))
  union all
  select ch.alumni_id, ${studentMatchOf(sql`changed.lo`, sql`changed.hi`)}
  from (${changedSince}) ch cross join lateral (select sum(k.lo) as lo, sum(k.hi) as hi from ${K} k
    where k.alumni_id = ch.alumni_id and k.key = any(${wantedKeys})) changed
  where changed.lo is not null and ${candidateRow(C.keys)} = ${wantedKeys}
) as candidates`;

/**
 * Candidates that may be recommended now with their totals (match score and standing), only those that could
 * be among the best `limit`: standing is read first for the candidates at or above the `limit`-th best match
 * score, whose `limit`-th best total is a bar; a candidate below them joins only when its match score plus the
 * most standing adds reaches the bar (a tie goes by id). The rest total less than `limit` others.
 */
const scoredCandidates = (limit: number) => {
  const nth = sql`coalesce((select match from available order by match desc offset ${literal(limit - 1)} limit 1),
    -2147483648)`;
  const scored = (where: SQL) => sql`select available.alumni_id, (available.match + ${standingScore})::float8
    as total from available left join ${R} on ${R.userId} = available.alumni_id
    left join ${RS} on ${RS.alumniId} = available.alumni_id where ${where}`;
  return sql`(
  with available as materialized (
    select candidates.alumni_id, candidates.match from ${candidates}
    where candidates.alumni_id not in (${excludedMentors(true)})
  ), first as (${scored(sql`available.match >= ${nth}`)})
  select alumni_id, total from first
  union all ${scored(sql`available.match < ${nth} and available.match + ${literal(STANDING_BOUNDS.most)}
    >= (select total from first order by total desc offset ${literal(limit - 1)} limit 1)`)}
) as scored`;
};

/** The best `limit` candidates that may be recommended now, by match score and standing (ties by id). */
function candidateRanking(db: Db, limit: number) {
  return db
    .select({
      alumniId: sql<string>`scored.alumni_id`.as('candidate_id'),
      score: sql<number>`scored.total`.as('score'),
    })
    .from(scoredCandidates(limit))
    .orderBy(desc(sql`score`), asc(sql`scored.alumni_id`))
    .limit(literal(limit))
    .as('ranked');
}

type CandidateRanking = ReturnType<typeof candidateRanking>;

/**
 * "Mentors for you" from the student's candidate set, in one statement: the rows of
 * `findRecommendedMentors` when each has `exact`, and none without a set for the student's keys. A set holds
 * every alumni whose match score is above `outside_max`, so any other alumni whose keys did not change
 * scores at most `outside_max` plus the most standing adds. The answer is exact when no such alumni can tie
 * or beat the `limit`-th mentor, or there is no other alumni (`outside_max` null); and `exact` is false when
 * too many alumni changed their keys since, so that the caller computes the set again.
 */
export async function findRecommendedFromCandidates(db: Db, studentId: string, now: Date, limit: number) {
  const name = `recommendations_from_candidates_${limit}`;
  const statement = prepared(db, name, () => {
    const ranked = candidateRanking(db, limit);
    const outsideMax = candidateRow(C.outsideMax);
    const exact = sql<boolean>`(${outsideMax} is null or (count(*) over () = ${literal(limit)}
        and min(${ranked.score}) over () > ${outsideMax} + ${literal(STANDING_BOUNDS.most)}))
      and (select count(*) from (${changedSince} limit ${literal(MAX_CHANGED_SINCE + 1)}) changed)
        <= ${literal(MAX_CHANGED_SINCE)}`;
    return rankedMentors(db, ranked, wantedKeys, { exact }).prepare(name);
  });
  return statement.execute({ studentId, now: now.toISOString() });
}

/**
 * Computes the student's candidate set again, in one statement: every alumni sharing a key, excluded ones
 * too, scored by keys. Of those recommendable now, the `limit`-th best match score less the range of
 * standing sets the floor: the `limit` best by match score then total at least that floor plus the most
 * standing adds, so that a fresh set always proves its answer. The set is every alumni at or above the floor
 * (in no order; both arrays are filled from the same rows), `outside_max` the best below. The snapshot's
 * oldest unseen transaction is kept: a key change the statement did not see has a transaction id at or after
 * it.
 */
export async function storeCandidates(db: Db, studentId: string, limit: number) {
  const student = sql`${studentId}::uuid`;
  const keys = wantedKeysOf(student);
  const range = STANDING_BOUNDS.most - STANDING_BOUNDS.least;
  await db.execute(sql`
    with hits as (
      select k.alumni_id, ${studentMatchOf(sql`sum(k.lo)`, sql`sum(k.hi)`)} as match
      from ${K} k where k.key = any(${keys}) group by k.alumni_id
    ), bar as materialized (
      select coalesce((
        select hits.match from hits where hits.alumni_id not in (${excludedMentors(true, student)})
        order by hits.match desc offset ${literal(limit - 1)} limit 1
      ), -2147483648 + ${literal(range)}) - ${literal(range)} as floor
    )
    insert into ${C} (student_id, keys, alumni_ids, matches, outside_max, computed_xmin)
    select ${student}, ${keys},
      coalesce(array_agg(hits.alumni_id) filter (where hits.match >= bar.floor), '{}'),
      coalesce(array_agg(hits.match) filter (where hits.match >= bar.floor), '{}'),
      max(hits.match) filter (where hits.match < bar.floor),
      pg_snapshot_xmin(pg_current_snapshot())
    from bar left join hits on true
    on conflict (student_id) do update set keys = excluded.keys, alumni_ids = excluded.alumni_ids,
      matches = excluded.matches, outside_max = excluded.outside_max, computed_xmin = excluded.computed_xmin`);
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
    return rankedMentors(db, rankHits(db, hits, similarMatchScore(hits), limit), similarKeys, {}).prepare(
      name,
    );
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
