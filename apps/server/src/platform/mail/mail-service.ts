import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { type DeliveryReport, deliverDueMail } from './outbox';
import type { MailTransport } from './transport';

/**
 * How long a prompt delivery waits for more commits. Each run leases what is due in one statement: one run
 * per commit cost a lease per booking under load, and a mail a moment later is still prompt.
 */
export const PROMPT_DELIVERY_DELAY_MS = 200;

/** Delivers the outbox. `notify` asks for a prompt run after a commit; the periodic job catches the rest. */
export class MailService {
  private pending: Promise<DeliveryReport> | undefined;
  private isNotifiedAgain = false;
  private autoDeliver = false;

  constructor(
    private readonly db: Db,
    readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly logger: { warn(object: object, message: string): void },
  ) {}

  enableAutoDelivery(): void {
    this.autoDeliver = true;
  }

  async deliver(): Promise<DeliveryReport> {
    return deliverDueMail(this.db, this.transport, this.clock, this.logger);
  }

  /** Commits during the wait join its run; one during the run, whose lease may have missed it, gets another. */
  notify(): void {
    if (!this.autoDeliver) return;
    if (this.pending) {
      this.isNotifiedAgain = true;
      return;
    }
    this.pending = sleep(PROMPT_DELIVERY_DELAY_MS)
      .then(() => {
        this.isNotifiedAgain = false;
        return this.deliver();
      })
      .catch((error) => {
        this.logger.warn({ err: error }, 'prompt mail delivery failed; the outbox job will retry');
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        this.pending = undefined;
        if (this.isNotifiedAgain) {
          this.isNotifiedAgain = false;
          this.notify();
        }
      });
  }

  async close(): Promise<void> {
    this.autoDeliver = false;
    while (this.pending) await this.pending;
    await this.transport.close();
  }
}
