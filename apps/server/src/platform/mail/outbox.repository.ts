import { and, desc, eq, inArray, isNull, lt, lte, or, type SQLWrapper, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail';
import type { Executor } from '../db/database';
import type { NewMail } from './mail-types';
import { insertNoticedMail, type NoticedMail } from './notices.repository';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * In the caller's transaction, so a mail is sent only if the change commits. `alongside`: a data-modifying
 * statement run as part of the noticed mails' statement (notices.repository.ts).
 */
export async function insertMail(
  executor: Executor,
  mails: NewMail[],
  now: Date,
  alongside?: SQLWrapper,
): Promise<void> {
  const plain = mails.filter((mail) => !mail.notice);
  if (plain.length > 0) {
    await executor.insert(mailOutbox).values(
      plain.map(({ notice: _notice, ...mail }) => ({
        ...mail,
        attachments: mail.attachments ?? [],
        createdAt: now,
        nextAttemptAt: now,
      })),
    );
  }
  await insertNoticedMail(
    executor,
    mails.filter((mail): mail is NoticedMail => mail.notice !== undefined),
    now,
    alongside,
  );
}

/** `SKIP LOCKED` lets instances drain the outbox side by side; the lease expires if one dies mid-send. */
export async function leaseDueMail(
  executor: Executor,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  const due = executor
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.seq)
    .limit(limit)
    .for('update', { skipLocked: true });
  return executor
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailsSent(executor: Executor, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
    .where(inArray(mailOutbox.id, ids));
}

export async function markMailFailed(
  executor: Executor,
  id: string,
  error: string,
  nextAttemptAt: Date | null,
): Promise<void> {
  await executor
    .update(mailOutbox)
    .set(
      nextAttemptAt
        ? { nextAttemptAt, lockedUntil: null, lastError: error }
        : { status: 'failed', lockedUntil: null, lastError: error },
    )
    .where(eq(mailOutbox.id, id));
}

export async function listRecentMail(executor: Executor, limit: number): Promise<OutboxRow[]> {
  return executor
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq))
    .limit(limit);
}

export async function findMail(executor: Executor, id: string): Promise<OutboxRow | undefined> {
  const [row] = await executor.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export type { MailNotice, NewMail } from './mail-types';
