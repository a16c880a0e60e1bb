import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { leaseDueMail, markMailFailed, markMailsSent } from './outbox.repository';
import type { MailTransport } from './transport';

export const MAX_MAIL_ATTEMPTS = 10;
const LEASE_MS = 2 * 60 * 1000;
const BATCH = 20;

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  clock: Clock,
  logger?: { warn(object: object, message: string): void },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await leaseDueMail(db, clock.now(), LEASE_MS, BATCH);
    if (batch.length === 0) return report;
    // UPDATE … RETURNING keeps no order: send in the order the mails were queued.
    batch.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.seq - b.seq);
    // The batch's sent mails are marked in one statement after it: a statement per mail cost as much as the
    // mail. A process that dies before that leaves them leased, and they go again once the lease ends.
    const sent: string[] = [];
    for (const mail of batch) {
      try {
        await transport.send(mail);
        sent.push(mail.id);
        report.sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryAt =
          mail.attempts >= MAX_MAIL_ATTEMPTS
            ? null
            : new Date(clock.now().getTime() + retryDelayMs(mail.attempts));
        await markMailFailed(db, mail.id, message.slice(0, 500), retryAt);
        // The backoff is in the line, so an operator sees when the outbox tries again (or that it gave up).
        logger?.warn(
          {
            mailId: mail.id,
            attempts: mail.attempts,
            err: message,
            retryAt: retryAt?.toISOString() ?? null,
            retryInMs: retryAt ? retryDelayMs(mail.attempts) : null,
          },
          retryAt ? 'mail delivery failed; will retry' : 'mail delivery failed; giving up',
        );
        report.failed++;
      }
    }
    await markMailsSent(db, sent, clock.now());
    if (batch.length < BATCH) return report;
  }
}
