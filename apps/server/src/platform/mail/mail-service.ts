import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { type DeliveryReport, deliverDueMail } from './outbox';
import type { MailTransport } from './transport';

/** Delivers the outbox. `notify` asks for a prompt run after a commit; the periodic job catches the rest. */
export class MailService {
  private pending: Promise<DeliveryReport> | undefined;
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

  notify(): void {
    if (!this.autoDeliver || this.pending) return;
    this.pending = this.deliver()
      .catch((error) => {
        this.logger.warn({ err: error }, 'prompt mail delivery failed; the outbox job will retry');
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        this.pending = undefined;
      });
  }

  async close(): Promise<void> {
    await this.pending;
    await this.transport.close();
  }
}
