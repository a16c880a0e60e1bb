import {
  EXPERIENCE_LIMITS,
  type ExperienceBody,
  type InterviewListQuery,
  listWindow,
  EXPERIENCE_MESSAGES as M,
  type ReportInput,
} from '@mentorbridge/shared';
import { recordAudit } from '../../platform/audit/audit-log';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUuid } from '../../platform/db/errors';
import { cappedTotal } from '../../platform/db/paging';
import { notFound } from '../../platform/errors';
import { closeReportsOf, fileReport } from '../content-reports/content-reports.module';
import { awardPoints, reversePoints } from '../leaderboard/leaderboard.module';
import { toExperienceValues } from './interview-experiences.forms';
import { helpfulSource, postedSource } from './interview-experiences.points';
import {
  AUTHOR_EXPERIENCES_CAP,
  countAuthorExperiences,
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
  commonExperienceAnswer,
  type HelpfulPart,
  helpfulAmong,
  publicExperiencePage,
} from './interview-list.repository';
import { toExperienceFilter } from './interview-search';

/** To anyone else it is "not found", like one that does not exist. */
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
  const total = await cappedTotal(rows, AUTHOR_EXPERIENCES_CAP, () =>
    countAuthorExperiences(ctx.db, alumni.id),
  );
  return { total, body: { success: true as const, data: rows.map(toMyExperience) } };
}

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

export async function editExperience(ctx: AppContext, alumni: AuthUser, id: string, body: ExperienceBody) {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockChangeable(tx, alumni, id, false);
    return updateExperience(tx, id, { ...toExperienceValues(body, current), updatedAt: now });
  });
  return { success: true as const, message: M.updated, experience: toMyExperience(row) };
}

/** The row lock makes a concurrent vote either finish first (and be reversed here) or find nothing. */
export async function deleteExperience(ctx: AppContext, user: AuthUser, id: string) {
  await ctx.db.transaction((tx) => deleteExperienceIn(ctx, tx, user, id));
  return { success: true as const, message: M.deleted };
}

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

/** Without page or limit, every match up to `LIST_CAP`. */
export async function listInterviews(ctx: AppContext, viewer: AuthUser, query: InterviewListQuery) {
  const filter = toExperienceFilter(query);
  const window = listWindow(query, EXPERIENCE_LIMITS.defaultPageSize);
  const { rows, total, read } = await publicExperiencePage(ctx, filter, window.limit, window.offset);
  const parts =
    rows.length > 0
      ? await helpfulAmong(
          ctx.db,
          viewer.id,
          rows.map((row) => row.id),
        )
      : new Map<string, HelpfulPart>();
  const build = () =>
    rows.map((row) =>
      toPublicExperience({ ...row, ...(parts.get(row.id) ?? { isHelpful: false }) }, viewer.id),
    );
  const isCommon = rows.every((row) => !parts.get(row.id)?.isHelpful && row.alumniId !== viewer.id);
  const body = isCommon
    ? await commonExperienceAnswer(
        ctx,
        { read, helpfulCounts: rows.map((row) => parts.get(row.id)?.helpfulCount ?? row.helpfulCount) },
        build,
      )
    : build();
  return { window, total, body };
}

export async function getInterview(ctx: AppContext, viewer: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const row = await findPublicExperience(ctx.db, id, viewer.id);
  if (!row) throw notFound(M.notFound);
  return { success: true as const, data: toPublicExperience(row, viewer.id) };
}

export async function reportExperience(ctx: AppContext, reporter: AuthUser, id: string, input: ReportInput) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const experience = await findExperience(ctx.db, id);
  if (!experience) throw notFound(M.notFound);
  return fileReport(ctx, reporter, { kind: 'experience', id, authorId: experience.alumniId }, input);
}
