import { ADMIN_MESSAGES as M, type ReportDecisionInput, type ReportKind } from '@mentorbridge/shared';
import { linkBaseUrl } from '../../config';
import { recordAudit } from '../../platform/audit/audit-log';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUuid } from '../../platform/db/errors';
import { conflict, notFound } from '../../platform/errors';
import { insertMail, type NewMail } from '../../platform/mail/outbox.repository';
import { findUserBasics } from '../../platform/users/users.repository';
import { deleteInsightIn } from '../company-insights/company-insights.module';
import { deleteExperienceIn } from '../interview-experiences/interview-experiences.module';
import { removeReviewIn } from '../mentor-sessions/mentor-sessions.module';
import { deleteResourceIn, removeStoredFile } from '../resources/resources.module';
import { accountDeactivatedMail, contentRemovedMail } from './admin-console.mails';
import {
  closeReports,
  deactivateAccount,
  findReport,
  lockOpenReports,
  lockReportedItem,
  type ReportedItem,
} from './report-decisions.repository';

interface Decision {
  ctx: AppContext;
  tx: Executor;
  admin: AuthUser;
  kind: ReportKind;
  targetId: string;
  item: ReportedItem | undefined;
  reason: string | null;
}

async function removeItem(decision: Decision): Promise<{ storageKey?: string; mail?: NewMail }> {
  const { ctx, tx, admin, kind, targetId, item, reason } = decision;
  if (!item) return {};
  const author = item.authorId ? await findUserBasics(tx, item.authorId) : undefined;
  const publicUrl = linkBaseUrl(ctx.config);
  switch (kind) {
    case 'profile':
      if (!item.isActive) return {};
      await deactivateAccount(tx, targetId, ctx.clock.now());
      return { mail: author && accountDeactivatedMail(author, reason, publicUrl) };
    case 'experience':
      await deleteExperienceIn(ctx, tx, admin, targetId);
      break;
    case 'insight':
      await deleteInsightIn(ctx, tx, admin, targetId);
      break;
    case 'review':
      if (!item.isActive) return {};
      await removeReviewIn(ctx, tx, targetId);
      break;
    case 'resource': {
      const resource = await deleteResourceIn(ctx, tx, admin, targetId);
      return {
        storageKey: resource.storageKey,
        mail: author && contentRemovedMail(author, kind, item.label, reason, publicUrl),
      };
    }
  }
  return { mail: author && contentRemovedMail(author, kind, item.label, reason, publicUrl) };
}

/** The item and then its open reports are locked, so of two admins deciding at once the second gets 409. */
export async function decideReport(ctx: AppContext, admin: AuthUser, id: string, input: ReportDecisionInput) {
  if (!isUuid(id)) throw notFound(M.reportNotFound);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const report = await findReport(tx, id);
    if (!report) throw notFound(M.reportNotFound);
    const item = await lockReportedItem(tx, report.kind, report.targetId);
    const openIds = await lockOpenReports(tx, report.kind, report.targetId);
    if (!openIds.includes(id)) throw conflict(M.reportClosed);
    const isRemoval = input.decision === 'remove';
    await closeReports(tx, openIds, isRemoval ? 'removed' : 'dismissed', admin.id, now);
    const removal = isRemoval
      ? await removeItem({
          ctx,
          tx,
          admin,
          kind: report.kind,
          targetId: report.targetId,
          item,
          reason: input.reason,
        })
      : {};
    if (removal.mail) await insertMail(tx, [removal.mail], now);
    const deactivates = isRemoval && report.kind === 'profile' && item?.isActive === true;
    await recordAudit(
      tx,
      admin,
      {
        action: isRemoval ? 'report.remove' : 'report.dismiss',
        targetType: report.kind,
        targetId: report.targetId,
        targetLabel: item?.label ?? '',
        reason: input.reason,
        before: { status: 'open', reports: openIds.length, ...(deactivates ? { isActive: true } : {}) },
        after: {
          status: isRemoval ? 'removed' : 'dismissed',
          reportId: id,
          ...(deactivates ? { isActive: false } : {}),
        },
      },
      now,
    );
    return { storageKey: removal.storageKey, isRemoval, deactivated: deactivates ? report.targetId : null };
  });
  // Other instances drop the user on the commit's notification; this one at once (session-subjects.ts).
  if (outcome.deactivated) ctx.sessions.evict(outcome.deactivated);
  if (outcome.storageKey) await removeStoredFile(ctx, outcome.storageKey);
  ctx.mail.notify();
  return { success: true as const, message: outcome.isRemoval ? M.contentRemoved : M.reportDismissed };
}
