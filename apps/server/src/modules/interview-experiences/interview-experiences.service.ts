import {
  type ExperienceBody,
  type InterviewExperience,
  type InterviewListQuery,
  EXPERIENCE_MESSAGES as M,
  type ReportInput,
} from '@mentorbridge/shared';
import { recordAudit } from '../../platform/audit/audit-log';
import type { AuthUser } from '../../platform/auth/guards';
import { countedPage, keptPages } from '../../platform/cache/kept-pages';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUuid } from '../../platform/db/errors';
import { notFound } from '../../platform/errors';
import { closeReportsOf, fileReport } from '../content-reports/content-reports.module';
import { awardPoints, reversePoints } from '../leaderboard/leaderboard.module';
import { toExperienceValues } from './interview-experiences.forms';
import { helpfulSource, postedSource } from './interview-experiences.points';
import {
  deleteExperienceRow,
  findExperience,
  findPublicExperience,
  insertExperience,
  listAuthorExperiences,
  listVoterIds,
  lockExperience,
  updateExperience,
} from './interview-experiences.repository';
import { toMyExperience, toPublicExperience } from './interview-experiences.views';
import {
  countPublicExperiences,
  helpfulAmong,
  listPublicExperiences,
  pageKey,
  type SharedExperienceRow,
} from './interview-list.repository';
import { toExperienceFilter } from './interview-search';

/**
 * Locks the experience for its author (and, when `adminMay`, for any admin); to anyone else it is "not
 * found", like one that does not exist.
 */
async function lockChangeable(tx: Executor, user: AuthUser, id: string, adminMay: boolean) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const experience = await lockExperience(tx, id);
  if (!experience) throw notFound(M.notFound);
  const mayChange = experience.alumniId === user.id || (adminMay && user.role === 'admin');
  if (!mayChange) throw notFound(M.notFound);
  return experience;
}

export async function listMyExperiences(ctx: AppContext, alumni: AuthUser) {
  const rows = await listAuthorExperiences(ctx.db, alumni.id);
  return { success: true as const, data: rows.map(toMyExperience) };
}

/** Posting pays the author +15 in the same transaction (within the daily cap). */
export async function addExperience(ctx: AppContext, alumni: AuthUser, body: ExperienceBody) {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertExperience(tx, {
      ...toExperienceValues(body),
      alumniId: alumni.id,
      createdAt: now,
      updatedAt: now,
    });
    await awardPoints(ctx, tx, alumni.id, postedSource(inserted.id));
    return inserted;
  });
  return { success: true as const, message: M.added, data: toMyExperience(row) };
}

/** Only the author edits (an admin may delete, not rewrite, someone's experience). */
export async function editExperience(ctx: AppContext, alumni: AuthUser, id: string, body: ExperienceBody) {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockChangeable(tx, alumni, id, false);
    return updateExperience(tx, id, { ...toExperienceValues(body, current), updatedAt: now });
  });
  return { success: true as const, message: M.updated, experience: toMyExperience(row) };
}

/**
 * The author or an admin deletes. In one transaction: the +15 and every vote's +2 are taken back, open
 * reports are closed (nothing is left to decide) and the row goes (its votes cascade). The row lock makes
 * a vote arriving meanwhile either finish first (and be reversed here) or find nothing.
 */
export async function deleteExperience(ctx: AppContext, user: AuthUser, id: string) {
  await ctx.db.transaction((tx) => deleteExperienceIn(ctx, tx, user, id));
  return { success: true as const, message: M.deleted };
}

/**
 * The delete inside the caller's transaction (the admin reports panel removes content in its own). An
 * admin deleting someone else's experience is audited; authors deleting their own are not.
 */
export async function deleteExperienceIn(ctx: AppContext, tx: Executor, user: AuthUser, id: string) {
  const experience = await lockChangeable(tx, user, id, true);
  await reversePoints(ctx, tx, postedSource(id));
  for (const voterId of await listVoterIds(tx, id)) {
    await reversePoints(ctx, tx, helpfulSource(id, voterId));
  }
  await closeReportsOf(ctx, tx, 'experience', id);
  await deleteExperienceRow(tx, id);
  if (experience.alumniId !== user.id) {
    await recordAudit(
      tx,
      user,
      {
        action: 'experience.delete',
        targetType: 'experience',
        targetId: id,
        targetLabel: experience.role ? `${experience.company} (${experience.role})` : experience.company,
        before: {
          company: experience.company,
          role: experience.role,
          alumniId: experience.alumniId,
          helpfulCount: experience.helpfulCount,
        },
      },
      ctx.clock.now(),
    );
  }
}

/**
 * The public list: pages shared by every reader, kept until the experiences or their authors' names change;
 * the reader's helpful votes read per request; whole answers per page read and per which rows the reader found
 * helpful or wrote (platform/cache/kept-pages.ts).
 */
function publicList(ctx: AppContext) {
  return keptPages<
    { rows: SharedExperienceRow[]; total: number },
    { success: true; data: InterviewExperience[] }
  >(
    ctx.readCaches,
    'interviews',
    // A page of 20 experiences is about 80 KB, and an answer's bytes are kept beside it.
    { tables: ['interview_experiences', 'users'], capacity: 100 },
  );
}

/**
 * The public list: full-text search (ranked, with a snippet) or newest first, filtered and paged. Each row
 * of the page carries the total, so one statement answers both; only a page past the end (no row) counts
 * apart, and an empty first page means there is nothing to count. A kept page costs one statement: the
 * reader's own votes among its rows.
 */
export async function listInterviews(ctx: AppContext, viewer: AuthUser, query: InterviewListQuery) {
  const filter = toExperienceFilter(query);
  const offset = (query.page - 1) * query.limit;
  return publicList(ctx).serve(
    pageKey(filter, query.limit, offset),
    async () =>
      countedPage(await listPublicExperiences(ctx.db, filter, query.limit, offset), offset, () =>
        countPublicExperiences(ctx.db, filter),
      ),
    {
      read: (rows) =>
        helpfulAmong(
          ctx.db,
          viewer.id,
          rows.map((row) => row.id),
        ),
      none: new Set<string>(),
      signature: (rows, helpful) =>
        rows
          .map((row) => (helpful.has(row.id) ? 'h' : '') + (row.alumniId === viewer.id ? 'm' : ''))
          .join(','),
      build: (rows, helpful) => ({
        success: true as const,
        data: rows.map((row) => toPublicExperience({ ...row, isHelpful: helpful.has(row.id) }, viewer.id)),
      }),
    },
  );
}

export async function getInterview(ctx: AppContext, viewer: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const row = await findPublicExperience(ctx.db, id, viewer.id);
  if (!row) throw notFound(M.notFound);
  return { success: true as const, data: toPublicExperience(row, viewer.id) };
}

/** A report for the admin panel: one open report per reader, never on one's own experience. */
export async function reportExperience(ctx: AppContext, reporter: AuthUser, id: string, input: ReportInput) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const experience = await findExperience(ctx.db, id);
  if (!experience) throw notFound(M.notFound);
  return fileReport(ctx, reporter, { kind: 'experience', id, authorId: experience.alumniId }, input);
}
