import {
  RECOMMENDATION_LIMITS as L,
  type MatchKind,
  MENTOR_REVIEW_LIMITS,
  type RecommendationWeight,
  RECOMMENDATION_WEIGHTS as W,
} from '@mentorbridge/shared';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mentorReviewStats } from '../../db/schema/mentor-reviews';
import { mentorResponsiveness, mentorshipRequests } from '../../db/schema/mentorship';
import { mentorMatchKeys, mentorPendingCounts, studentWantedKeys } from '../../db/schema/recommendations';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db/database';

const K = mentorMatchKeys;
const R = mentorResponsiveness;
const RS = mentorReviewStats;

/** Weights, caps and kinds go into the SQL as literals: one text per statement, and plans may use them. */
export function literal(value: number): Placeholder {
  if (!Number.isFinite(value)) throw new Error(`Not a number: ${value}`);
  // Drizzle types LIMIT as a number (bound) or a placeholder; raw SQL is written as it is.
  return sql.raw(String(value)) as unknown as Placeholder;
}

/** A value of a statement: a placeholder of a prepared one, or a bound value (`sql\`${id}::uuid\``). */
export type Value = SQL | Placeholder;

/**
 * The keys of the student `student` as `student_wanted_keys` keeps them (`company:amazon`, `skill:java`…),
 * read inside the statement that uses them (an InitPlan, once per statement); none without a row.
 */
export const wantedKeysOf = (student: Value) => sql`coalesce((select ${studentWantedKeys.keys}
  from ${studentWantedKeys} where ${studentWantedKeys.studentId} = ${student}), '{}'::text[])`;

export const wantedKeys = wantedKeysOf(sql.placeholder('studentId'));

/** Where each kind's count sits in the generated `lo` and `hi` columns, as migration 0033 writes them. */
const MATCH_SLOTS: Record<MatchKind, { column: 'lo' | 'hi'; shift: number; weight: RecommendationWeight }> = {
  company: { column: 'lo', shift: 0, weight: 'targetCompany' },
  previous: { column: 'lo', shift: 6, weight: 'previousCompany' },
  role: { column: 'lo', shift: 12, weight: 'targetRole' },
  experience: { column: 'lo', shift: 18, weight: 'experience' },
  skill: { column: 'lo', shift: 24, weight: 'sharedSkill' },
  branch: { column: 'hi', shift: 0, weight: 'sameBranch' },
  college: { column: 'hi', shift: 6, weight: 'sameCollege' },
  interest: { column: 'hi', shift: 12, weight: 'sharedInterest' },
  industry: { column: 'hi', shift: 18, weight: 'industry' },
  workshop: { column: 'hi', shift: 24, weight: 'workshopTopic' },
};

/** A student's match counts every kind; a similar mentor's, its company, skills and industry. */
const STUDENT_KINDS = Object.keys(MATCH_SLOTS) as MatchKind[];
export const SIMILAR_KIND_LIST: MatchKind[] = ['company', 'skill', 'industry'];
export const SIMILAR_KINDS = sql.raw(`(${SIMILAR_KIND_LIST.map((kind) => `'${kind}'`).join(', ')})`);

/** An alumni has one current company, branch, college and industry: these kinds match once at most. */
const SINGLE_KINDS: readonly MatchKind[] = ['company', 'branch', 'college', 'industry'];

/**
 * The summed slots of a hits subquery turned into points: each kind's count, capped, times its weight. Every
 * hit pays for these operations, so a kind that matches once at most skips its cap.
 */
function matchScoreOf(lo: SQL, hi: SQL, kinds: readonly MatchKind[]): SQL {
  const terms = kinds.map((kind) => {
    const { column, shift, weight } = MATCH_SLOTS[kind];
    const slots = column === 'lo' ? lo : hi;
    const count = shift === 0 ? sql`(${slots} & 63)` : sql`((${slots} >> ${literal(shift)}) & 63)`;
    const capped = SINGLE_KINDS.includes(kind) ? count : sql`least(${count}, ${literal(W[weight].upTo)})`;
    return sql`${literal(W[weight].points)} * ${capped}`;
  });
  return sql.join(terms, sql` + `);
}

/**
 * Every alumni with at least one of the student's keys, but the `excluded` ones, with its two slot sums read
 * from the primary key alone.
 */
export function studentHits(db: Db, excluded: SQL) {
  return db
    .select({
      alumniId: K.alumniId,
      lo: sql<number>`sum(${K.lo})`.as('lo'),
      hi: sql<number>`sum(${K.hi})`.as('hi'),
    })
    .from(K)
    .where(sql`${K.key} = any(${wantedKeys}) and ${K.alumniId} not in (${excluded})`)
    .groupBy(K.alumniId)
    .as('hits');
}

const mine = alias(mentorMatchKeys, 'mine');

/** Every other alumni sharing a company, a skill or an industry with `mentorId`, but the `excluded` ones. */
export function similarHits(db: Db, excluded: SQL) {
  return db
    .select({
      alumniId: K.alumniId,
      lo: sql<number>`sum(${K.lo})`.as('lo'),
      hi: sql<number>`sum(${K.hi})`.as('hi'),
    })
    .from(mine)
    .innerJoin(K, eq(K.key, mine.key))
    .where(
      and(
        eq(mine.alumniId, sql.placeholder('mentorId')),
        sql`${mine.kind} in ${SIMILAR_KINDS}`,
        sql`${K.alumniId} <> ${sql.placeholder('mentorId')}`,
        sql`${K.alumniId} not in (${excluded})`,
      ),
    )
    .groupBy(K.alumniId)
    .as('hits');
}

type Hits = ReturnType<typeof studentHits>;

/** A student's match score from the summed slots of the alumni's keys among the student's. */
export const studentMatchOf = (lo: SQL, hi: SQL) => matchScoreOf(lo, hi, STUDENT_KINDS);

/** 0 for an alumni matching nothing (left joined): `least` would read a null count as its cap. */
export const studentMatchScore = (hits: Hits) =>
  studentMatchOf(sql`coalesce(${hits.lo}, 0)`, sql`coalesce(${hits.hi}, 0)`);
export const similarMatchScore = (hits: Hits) =>
  matchScoreOf(sql`coalesce(${hits.lo}, 0)`, sql`coalesce(${hits.hi}, 0)`, SIMILAR_KIND_LIST);

/**
 * Responsiveness and ratings, in float8 (cheap for thousands of rows; the top rows are rounded): replies
 * within `fastReplyDays` on average, active within `recentlyActiveDays` of `now`, and stars above or below 3
 * once the rating is shown. Reads `R` and `RS` joined by the caller.
 */
export const standingScore = sql<number>`
  (case when ${R.answeredCount} > 0
      and ${R.replySecondsTotal} <= ${R.answeredCount}::bigint * ${literal(L.fastReplyDays * 86_400)}
    then ${literal(W.fastReply.points)} else 0 end)
  + (case when ${R.lastActiveAt} >= ${sql.placeholder('now')}::timestamptz
      - ${literal(L.recentlyActiveDays)} * interval '1 day'
    then ${literal(W.recentlyActive.points)} else 0 end)
  + (case when ${RS.reviewCount} >= ${literal(MENTOR_REVIEW_LIMITS.minRatingsShown)}
    then ${literal(W.ratingStar.points)} * (${RS.ratingSum}::float8 / ${RS.reviewCount} - 3) else 0 end)`;

/** The most and the least that standing adds to a match score: what a candidate set must allow for. */
export const STANDING_BOUNDS = {
  most: W.fastReply.points + W.recentlyActive.points + 2 * W.ratingStar.points,
  least: -2 * W.ratingStar.points,
} as const;

/** An alumni the directory lists: active with a complete profile (literals, for its partial index). */
export const listedAlumni = sql`${users.role} = 'alumni' and ${users.isActive} and ${users.isProfileComplete}`;

/**
 * Who is never recommended, read once per statement into a hash that each key row probes (an array's
 * `<> all` compares every row with every excluded id), each part from its own small index; no id is null,
 * so `not in` is exact:
 * deactivated, unverified or incomplete alumni and, for a student (`studentId`), paused mentors, mentors at
 * the pending cap, mentors the student has a request waiting with, and mentors the student has or had as
 * mentor (accepted, ended, or archived after acceptance): a recommendation finds someone new.
 */
export function excludedMentors(forStudent: boolean, student: Value = sql.placeholder('studentId')): SQL {
  const unlisted = sql`select ${users.id} from ${users} where ${users.role} = 'alumni'
    and not (${users.isActive} and ${users.isProfileComplete} and ${users.isVerified})`;
  if (!forStudent) return unlisted;
  return sql`${unlisted}
    union all select ${R.userId} from ${R} where ${R.pausedAt} is not null
    union all select ${mentorPendingCounts.alumniId} from ${mentorPendingCounts}
      where ${mentorPendingCounts.pendingCount} >= ${literal(L.mentorPendingCap)}
    union all select ${mentorshipRequests.alumniId} from ${mentorshipRequests}
      where ${mentorshipRequests.studentId} = ${student}
        and (${mentorshipRequests.status} in ('pending', 'accepted', 'ended')
          or ${mentorshipRequests.acceptedAt} is not null)`;
}

/**
 * The keys of `alumniId` that made its match, for its reasons: the alumni's few dozen keys read from one
 * index range and filtered, which measured about half the cost of probing the primary key once per key of
 * the student (`offset 0` keeps the planner from doing that).
 */
export function matchedKeysOf(alumniId: unknown, keys: SQL) {
  return sql<Array<{ kind: string; label: string; count: number }>>`(
    select coalesce(json_agg(json_build_object('kind', k.kind, 'label', k.label, 'count', k.count)
      order by k.kind, k.label), '[]'::json)
    from (select * from ${K} own where own.alumni_id = ${alumniId} offset 0) k where k.key = any(${keys}))`;
}

export const responsivenessColumns = {
  answeredCount: R.answeredCount,
  replySecondsTotal: R.replySecondsTotal,
  lastActiveAt: R.lastActiveAt,
  pausedAt: R.pausedAt,
};

export const reviewColumns = {
  count: sql<number>`coalesce(${RS.reviewCount}, 0)`.mapWith(Number),
  sum: sql<number>`coalesce(${RS.ratingSum}, 0)`.mapWith(Number),
};
