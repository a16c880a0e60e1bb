import type { SnippetPart } from '@mentorbridge/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  interviewExperiences as ie,
  interviewHelpfulVotes as votes,
} from '../../db/schema/interview-experiences';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db/database';

/** Without the `search` vector and its source, which no answer shows. */
export const experienceColumns = {
  id: ie.id,
  alumniId: ie.alumniId,
  company: ie.company,
  role: ie.role,
  interviewDate: ie.interviewDate,
  difficulty: ie.difficulty,
  outcome: ie.outcome,
  rounds: ie.rounds,
  questionTypes: ie.questionTypes,
  questions: ie.questions,
  companyExpectations: ie.companyExpectations,
  tips: ie.tips,
  helpfulCount: ie.helpfulCount,
  createdAt: ie.createdAt,
  updatedAt: ie.updatedAt,
};

export type NewExperience = typeof ie.$inferInsert;
export type ExperienceRow = Omit<typeof ie.$inferSelect, 'search' | 'searchText'>;
export type PublicExperienceRow = ExperienceRow & {
  authorName: string | null;
  isHelpful: boolean;
  snippet: SnippetPart[] | null;
};

export async function insertExperience(executor: Executor, values: NewExperience): Promise<ExperienceRow> {
  const [row] = await executor.insert(ie).values(values).returning(experienceColumns);
  return row!;
}

export async function updateExperience(
  executor: Executor,
  id: string,
  patch: Partial<NewExperience>,
): Promise<ExperienceRow> {
  const [row] = await executor.update(ie).set(patch).where(eq(ie.id, id)).returning(experienceColumns);
  return row!;
}

export async function findExperience(executor: Executor, id: string): Promise<ExperienceRow | undefined> {
  const [row] = await executor.select(experienceColumns).from(ie).where(eq(ie.id, id));
  return row;
}

export async function lockExperience(executor: Executor, id: string): Promise<ExperienceRow | undefined> {
  const [row] = await executor.select(experienceColumns).from(ie).where(eq(ie.id, id)).for('update');
  return row;
}

/** Every vote, withdrawal and delete takes this lock first, so they queue instead of deadlocking. */
export async function deleteExperienceRow(executor: Executor, id: string) {
  await executor.delete(ie).where(eq(ie.id, id));
}

export const AUTHOR_EXPERIENCES_CAP = 500;

export async function listAuthorExperiences(executor: Executor, alumniId: string) {
  return executor
    .select(experienceColumns)
    .from(ie)
    .where(eq(ie.alumniId, alumniId))
    .orderBy(desc(ie.createdAt), desc(ie.id))
    .limit(AUTHOR_EXPERIENCES_CAP);
}

export async function countAuthorExperiences(executor: Executor, alumniId: string): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(ie).where(eq(ie.alumniId, alumniId));
  return row?.n ?? 0;
}

export const authorName = users.name;
export const isHelpfulColumn = sql<boolean>`${votes.userId} is not null`;

export async function findPublicExperience(
  executor: Executor,
  id: string,
  viewerId: string,
): Promise<PublicExperienceRow | undefined> {
  const [row] = await executor
    .select({ ...experienceColumns, authorName, isHelpful: isHelpfulColumn, snippet: sql<null>`null` })
    .from(ie)
    .leftJoin(users, eq(users.id, ie.alumniId))
    .leftJoin(votes, and(eq(votes.experienceId, ie.id), eq(votes.userId, viewerId)))
    .where(eq(ie.id, id));
  return row;
}

interface VoteRow {
  alumni_id: string | null;
  helpful_count: number;
  changed: boolean;
}

/**
 * Locks the experience, adds the vote unless it is the author's own or already there, and moves the count
 * by the vote added: one statement. No row: no such experience.
 */
export async function castVote(executor: Executor, experienceId: string, userId: string, now: Date) {
  const result = await executor.execute(sql`
    with target as (
      select ${ie.id}, ${ie.alumniId}, ${ie.helpfulCount} from ${ie}
      where ${ie.id} = ${experienceId} for no key update
    ), vote as (
      insert into ${votes} (${sql.identifier(votes.experienceId.name)}, ${sql.identifier(votes.userId.name)}, ${sql.identifier(votes.createdAt.name)})
      select id, ${userId}::uuid, ${now.toISOString()}::timestamptz from target where alumni_id is distinct from ${userId}
      on conflict do nothing returning ${votes.experienceId}
    ), counted as (
      update ${ie} set ${sql.identifier(ie.helpfulCount.name)} = ${ie.helpfulCount} + 1
      where ${ie.id} in (select experience_id from vote) returning ${ie.helpfulCount}
    )
    select target.alumni_id, coalesce((select helpful_count from counted), target.helpful_count) as helpful_count,
      exists (select 1 from vote) as changed
    from target`);
  const [row] = (result as unknown as { rows: VoteRow[] }).rows;
  return row && { alumniId: row.alumni_id, helpfulCount: Number(row.helpful_count), isNew: row.changed };
}

/** Locks the experience, removes the vote and moves the count by the vote removed: one statement. */
export async function withdrawVote(executor: Executor, experienceId: string, userId: string) {
  const result = await executor.execute(sql`
    with target as (
      select ${ie.id}, ${ie.alumniId}, ${ie.helpfulCount} from ${ie}
      where ${ie.id} = ${experienceId} for no key update
    ), vote as (
      delete from ${votes} where ${votes.experienceId} in (select id from target) and ${votes.userId} = ${userId}
      returning ${votes.experienceId}
    ), counted as (
      update ${ie} set ${sql.identifier(ie.helpfulCount.name)} = greatest(${ie.helpfulCount} - 1, 0)
      where ${ie.id} in (select experience_id from vote) returning ${ie.helpfulCount}
    )
    select target.alumni_id, coalesce((select helpful_count from counted), target.helpful_count) as helpful_count,
      exists (select 1 from vote) as changed
    from target`);
  const [row] = (result as unknown as { rows: VoteRow[] }).rows;
  return row && { alumniId: row.alumni_id, helpfulCount: Number(row.helpful_count), wasThere: row.changed };
}

export async function insertVote(executor: Executor, experienceId: string, userId: string, now: Date) {
  const inserted = await executor
    .insert(votes)
    .values({ experienceId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: votes.userId });
  return inserted.length > 0;
}

export async function addToHelpfulCount(executor: Executor, id: string, delta: 1 | -1): Promise<number> {
  const [row] = await executor
    .update(ie)
    .set({ helpfulCount: sql`greatest(${ie.helpfulCount} + ${delta}, 0)` })
    .where(eq(ie.id, id))
    .returning({ helpfulCount: ie.helpfulCount });
  return row?.helpfulCount ?? 0;
}

export async function listVotedExperienceIds(executor: Executor, userId: string): Promise<string[]> {
  const rows = await executor
    .select({ experienceId: votes.experienceId })
    .from(votes)
    .where(eq(votes.userId, userId))
    .orderBy(asc(votes.experienceId));
  return rows.map((row) => row.experienceId);
}

export async function listVoterIds(executor: Executor, experienceId: string): Promise<string[]> {
  const rows = await executor
    .select({ userId: votes.userId })
    .from(votes)
    .where(eq(votes.experienceId, experienceId));
  return rows.map((row) => row.userId);
}
