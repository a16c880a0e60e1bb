import { REPORT_MESSAGES, type ReportInput, type ReportKind } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/errors';
import { badRequest, conflict } from '../../platform/errors';
import { dismissOpenReports, insertReport } from './content-reports.repository';

export interface ReportTarget {
  kind: ReportKind;
  id: string;
  authorId: string | null;
}

/** The partial unique index makes a concurrent duplicate a 409 too. */
export async function fileReport(
  ctx: AppContext,
  reporter: AuthUser,
  target: ReportTarget,
  input: ReportInput,
) {
  if (target.authorId === reporter.id) throw badRequest(REPORT_MESSAGES.own);
  try {
    await insertReport(ctx.db, {
      kind: target.kind,
      targetId: target.id,
      reporterId: reporter.id,
      reason: input.reason,
      details: input.details,
      createdAt: ctx.clock.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REPORT_MESSAGES.duplicate);
    throw error;
  }
  return { success: true as const, message: REPORT_MESSAGES.sent };
}

export async function closeReportsOf(ctx: AppContext, tx: Executor, kind: ReportKind, targetId: string) {
  await dismissOpenReports(tx, kind, targetId, ctx.clock.now());
}
