import type { AuthUser } from '../auth/guards';
import type { Executor } from '../db/database';
import { insertAuditRow } from './audit-log.repository';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  targetLabel?: string;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records an admin act, or a host completing a workshop before its start, in the caller's transaction, so
 * the log and the change stand or fall together.
 */
export async function recordAudit(tx: Executor, actor: AuthUser, entry: AuditEntry, at: Date): Promise<void> {
  await insertAuditRow(tx, {
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel ?? '',
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: at,
  });
}
