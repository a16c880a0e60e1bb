import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { platformJobs } from '../src/platform/jobs/platform-jobs';
import { JobScheduler } from '../src/platform/jobs/scheduler';
import { retryDelayMs } from '../src/platform/mail/outbox';
import { createSmtpTransport } from '../src/platform/mail/transport';
import { startSmtpServer } from '../test/smtp-server';
import { createFaultApp, LOG_LEVEL, rows } from './fault-app';
import { TcpProxy } from './tcp-proxy';

describe('SMTP down for a while', async () => {
  const smtp = await startSmtpServer();
  const smtpProxy = await new TcpProxy('127.0.0.1', Number(new URL(smtp.url).port)).start();
  const { app, clock, direct, logs } = await createFaultApp({
    mailTransport: createSmtpTransport(
      smtpProxy.urlFor(smtp.url),
      'MentorBridge <no-reply@mentorbridge.test>',
    ),
  });
  // The outbox job as main.ts runs it, ticked by hand on the test clock.
  const scheduler = new JobScheduler(app.ctx.db, clock, app.log);
  for (const job of platformJobs(app.ctx)) scheduler.register(job);
  const tick = async (ms: number) => {
    clock.advance(ms);
    await scheduler.runDue();
  };
  const outbox = () =>
    rows<{
      subject: string;
      status: string;
      attempts: number;
      next_attempt_at: string;
      last_error: string | null;
    }>(
      direct,
      sql`select subject, status, attempts, next_attempt_at, last_error from mail_outbox order by seq`,
    );
  const failures = () => logs.filter((line) => line.msg === 'mail delivery failed; will retry');

  it('lets the actions succeed, keeps the mail, retries with backoff and delivers each mail once when SMTP returns', async () => {
    await smtpProxy.cut();
    const subjects = ['First question', 'Second question', 'Third question'];
    for (const subject of subjects) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact/send',
        payload: { name: 'Asha', email: 'asha@example.com', subject, message: 'Hello' },
        remoteAddress: `10.80.${randomInt(255)}.${randomInt(255)}`,
      });
      expect(response.statusCode).toBe(201);
    }
    // Two mails a message (the inbox and the sender's confirmation), all waiting.
    expect(await outbox()).toHaveLength(6);

    await tick(0);
    let queued = await outbox();
    expect(queued.every((mail) => mail.status === 'pending' && mail.attempts === 1 && mail.last_error)).toBe(
      true,
    );
    expect(failures()).toHaveLength(6);
    expect(
      failures().every((line) => line.retryInMs === retryDelayMs(1) && line.level === LOG_LEVEL.warn),
    ).toBe(true);

    // The job runs every 5 s, but a failed mail waits for its backoff.
    await tick(5_000);
    expect(failures()).toHaveLength(6);
    await tick(retryDelayMs(1));
    queued = await outbox();
    expect(queued.every((mail) => mail.status === 'pending' && mail.attempts === 2)).toBe(true);
    // The second failure doubles the wait, in the log and in the row.
    const second = failures().slice(6);
    expect(second).toHaveLength(6);
    expect(second.every((line) => line.attempts === 2 && line.retryInMs === retryDelayMs(2))).toBe(true);
    for (const mail of queued)
      expect(new Date(mail.next_attempt_at).getTime()).toBe(clock.now().getTime() + retryDelayMs(2));
    expect(smtp.received).toHaveLength(0);

    await smtpProxy.restore();
    await tick(retryDelayMs(2));
    const delivered = await smtp.waitFor(6);
    await tick(retryDelayMs(3));
    await tick(60 * 60 * 1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(delivered).toHaveLength(6);
    queued = await outbox();
    expect(delivered.map((mail) => mail.subject).sort()).toEqual(queued.map((mail) => mail.subject).sort());
    expect(
      queued.every((mail) => mail.status === 'sent' && mail.attempts === 3 && mail.last_error === null),
    ).toBe(true);
    const stored = await rows<{ subject: string }>(direct, sql`select subject from contact_messages`);
    expect(stored.map((row) => row.subject).sort()).toEqual([...subjects].sort());
    await smtpProxy.close();
    await smtp.close();
  });
});
