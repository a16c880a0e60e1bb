import { ADMIN_MESSAGES as M, type ReportInput } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { notFound } from '../../platform/errors';
import { fileReport } from '../content-reports/content-reports.module';
import { findProfileTarget } from './report-decisions.repository';

/** Deactivated accounts and admins have no profile anyone reads, so they are not found. */
export async function reportProfile(ctx: AppContext, reporter: AuthUser, id: string, input: ReportInput) {
  if (!isUuid(id)) throw notFound(M.userNotFound);
  const target = await findProfileTarget(ctx.db, id);
  if (!target?.isActive || target.role === 'admin') throw notFound(M.userNotFound);
  return fileReport(ctx, reporter, { kind: 'profile', id, authorId: target.id }, input);
}
