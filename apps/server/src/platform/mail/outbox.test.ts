import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MemoryTransport } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { ManualClock } from '../clock';
import { MailService } from './mail-service';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './outbox';
import { insertMail } from './outbox.repository';
import type { MailTransport } from './transport';

const silent = { warn() {} };

describe('mail outbox', async () => {
  const { database, destroy } = await createTestDatabase();
  const clock = new ManualClock(new Date('2026-11-22T10:00:00Z'));
  const mail = (n: number) => ({
    to: `user${n}@example.com`,
    subject: `Mail ${n}`,
    text: 't',
    html: '<p>h</p>',
  });

  it('delivers each mail once when several instances drain the outbox at the same time', async () => {
    await insertMail(
      database.db,
      Array.from({ length: 45 }, (_, i) => mail(i)),
      clock.now(),
    );
    const transports = [new MemoryTransport(), new MemoryTransport(), new MemoryTransport()];
    const services = transports.map((transport) => new MailService(database.db, transport, clock, silent));
    await Promise.all(services.map((service) => service.deliver()));
    const sent = transports.flatMap((transport) => transport.sent.map((m) => m.to));
    expect(sent).toHaveLength(45);
    expect(new Set(sent).size).toBe(45);
  });

  it('does not send a mail whose transaction rolled back', async () => {
    await database.db
      .transaction(async (tx) => {
        await insertMail(tx, [mail(999)], clock.now());
        throw new Error('rollback');
      })
      .catch(() => {});
    const transport = new MemoryTransport();
    await new MailService(database.db, transport, clock, silent).deliver();
    expect(transport.sent).toHaveLength(0);
  });

  it('backs off exponentially and gives up after the last attempt', async () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);

    await database.db.execute(sql`delete from mail_outbox`);
    await insertMail(database.db, [mail(1)], clock.now());
    const failing: MailTransport = {
      name: 'smtp',
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
      close: async () => {},
    };
    const service = new MailService(database.db, failing, clock, silent);
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      expect(await service.deliver()).toEqual({ sent: 0, failed: 1 });
      clock.advance(retryDelayMs(attempt) + 1);
    }
    expect(await service.deliver()).toEqual({ sent: 0, failed: 0 });
    const result = await database.db.execute(sql`select status, attempts, last_error from mail_outbox`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { status: 'failed', attempts: MAX_MAIL_ATTEMPTS, last_error: '550 mailbox unavailable' },
    ]);
    await destroy();
  });
});
