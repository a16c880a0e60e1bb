import { auditLog } from '../../db/schema/audit-log';
import type { Executor } from '../db/database';

export async function insertAuditRow(tx: Executor, row: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(row);
}
