import {
  MENTORSHIP_LIMITS,
  type MentorResponsiveness,
  type OwnResponsiveness,
  RESPONSIVENESS_MESSAGES as R,
  RESPONSIVENESS_LIMITS,
  replyWithinDays,
} from '@mentorbridge/shared';
import { linkBaseUrl } from '../../config';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { conflict } from '../../platform/errors';
import { insertMail } from '../../platform/mail/outbox.repository';
import { findUserBasics } from '../../platform/users/users.repository';
import type { RequestRow } from './mentorship.repository';
import { pausedMail, reminderMail } from './responsiveness.mails';
import {
  findResponsiveness,
  flagDueReminders,
  pauseAlumni,
  type ResponsivenessRow,
  recordAnswer,
  recordExpiry,
  resumeAlumni,
} from './responsiveness.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function expiresAtOf(row: Pick<RequestRow, 'status' | 'createdAt'>): Date | null {
  if (row.status !== 'pending') return null;
  return new Date(row.createdAt.getTime() + MENTORSHIP_LIMITS.autoArchiveDays * DAY_MS);
}

type Figures = Pick<ResponsivenessRow, 'answeredCount' | 'replySecondsTotal' | 'lastActiveAt' | 'pausedAt'>;

export function toMentorResponsiveness(row: Partial<Figures> | null | undefined): MentorResponsiveness {
  return {
    replyWithinDays: replyWithinDays(row?.answeredCount ?? 0, row?.replySecondsTotal ?? 0),
    lastActiveAt: row?.lastActiveAt?.toISOString() ?? null,
    isAcceptingRequests: !row?.pausedAt,
  };
}

function toOwn(row: ResponsivenessRow | undefined): OwnResponsiveness {
  return {
    ...toMentorResponsiveness(row),
    answeredCount: row?.answeredCount ?? 0,
    consecutiveExpiries: row?.consecutiveExpiries ?? 0,
    pausedAt: row?.pausedAt?.toISOString() ?? null,
    pauseAfterExpiries: RESPONSIVENESS_LIMITS.pauseAfterExpiries,
  };
}

export async function mentorResponsivenessOf(ctx: AppContext, alumniId: string) {
  return toMentorResponsiveness(await findResponsiveness(ctx.db, alumniId));
}

export async function ownResponsiveness(ctx: AppContext, alumni: AuthUser): Promise<OwnResponsiveness> {
  return toOwn(await findResponsiveness(ctx.db, alumni.id));
}

export async function resumeRequests(ctx: AppContext, alumni: AuthUser) {
  const row = await resumeAlumni(ctx.db, alumni.id, ctx.clock.now());
  if (!row) throw conflict(R.notPaused);
  return { success: true as const, message: R.resumed, data: toOwn(row) };
}

export async function noteAnswer(executor: Executor, request: RequestRow, now: Date) {
  await recordAnswer(executor, request.alumniId, (now.getTime() - request.createdAt.getTime()) / 1000, now);
}

/** Mailed once: pauseAlumni answers only the call that paused. */
export async function noteExpiry(ctx: AppContext, executor: Executor, alumniId: string, now: Date) {
  const streak = await recordExpiry(executor, alumniId);
  if (streak < RESPONSIVENESS_LIMITS.pauseAfterExpiries) return;
  if (!(await pauseAlumni(executor, alumniId, now))) return;
  const alumni = (await findUserBasics(executor, alumniId))!;
  await insertMail(executor, [pausedMail(alumni, linkBaseUrl(ctx.config))], now);
}

const BATCH = 100;

export async function sendReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let sent = 0;
  for (const day of [...RESPONSIVENESS_LIMITS.reminderDays].reverse() as Array<2 | 5>) {
    const cutoff = new Date(now.getTime() - day * DAY_MS);
    for (;;) {
      const batch = await ctx.db.transaction(async (tx) => {
        const rows = await flagDueReminders(tx, day, cutoff, now, BATCH);
        for (const row of rows) {
          const alumni = (await findUserBasics(tx, row.alumniId))!;
          const student = (await findUserBasics(tx, row.studentId))!;
          const expiresAt = expiresAtOf(row)!;
          const daysLeft = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
          const expiry = { daysLeft, expiresAt, timeZone: ctx.config.PLATFORM_TIME_ZONE };
          await insertMail(tx, [reminderMail(alumni, student, row, expiry, linkBaseUrl(ctx.config))], now);
        }
        return rows.length;
      });
      sent += batch;
      if (batch < BATCH) break;
    }
  }
  if (sent > 0) ctx.mail.notify();
  return sent;
}
