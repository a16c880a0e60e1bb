import { CONTACT_REFERENCE_PATTERN, MESSAGES } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/smtp-server';
import { createTestApp } from '../../../test/test-app';
import { createSmtpTransport } from '../../platform/mail/transport';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  subject: 'Campus tie-up',
  message: 'Hello team',
};

async function rows(app: Awaited<ReturnType<typeof createTestApp>>['app'], query: ReturnType<typeof sql>) {
  const result = await app.ctx.db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('POST /api/contact/send', async () => {
  // One app for the tests that need no special transport; each uses its own client IP for the rate limit.
  const shared = await createTestApp();
  const from = (n: number) => `10.0.0.${n}`;

  it.each([
    ['name', MESSAGES.contact.nameRequired],
    ['email', MESSAGES.contact.emailRequired],
    ['subject', MESSAGES.contact.subjectRequired],
    ['message', MESSAGES.contact.messageRequired],
  ] as const)('answers 400 naming the missing %s and stores nothing', async (field, message) => {
    const { app } = shared;
    const outboxBefore = (await rows(app, sql`select id from mail_outbox`)).length;
    const { [field]: _omitted, ...body } = valid;
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact/send',
      payload: body,
      remoteAddress: from(1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message,
      code: 'VALIDATION_ERROR',
      errors: [{ path: field, message }],
    });
    expect(await rows(app, sql`select id from contact_messages where ip = ${from(1)}`)).toHaveLength(0);
    expect(await rows(app, sql`select id from mail_outbox`)).toHaveLength(outboxBefore);
  });

  it('stores the message with a reference and delivers both mails through SMTP, escaped', async () => {
    const smtp = await startSmtpServer();
    try {
      const { app } = await createTestApp({
        mailTransport: createSmtpTransport(smtp.url, 'MentorBridge <no-reply@mb.test>'),
      });
      const payload = {
        ...valid,
        subject: 'Question <b>bold</b>',
        message: '<script>alert("x")</script> & more',
      };
      const response = await app.inject({ method: 'POST', url: '/api/contact/send', payload });

      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        success: true,
        message: 'Message sent successfully!',
        reference: expect.stringMatching(CONTACT_REFERENCE_PATTERN),
      });
      expect(body.reference).toBe('MB-2026-000001');
      const stored = await rows(
        app,
        sql`select reference, name, email, subject, message from contact_messages`,
      );
      expect(stored).toEqual([
        {
          reference: body.reference,
          name: valid.name,
          email: valid.email,
          subject: payload.subject,
          message: payload.message,
        },
      ]);

      expect(await app.ctx.mail.deliver()).toEqual({ sent: 2, failed: 0 });
      const mails = await smtp.waitFor(2);
      const inbox = mails.find((mail) => mail.to?.[0]?.address === 'inbox@mentorbridge.test');
      const confirmation = mails.find((mail) => mail.to?.[0]?.address === valid.email);
      expect(inbox?.subject).toContain(body.reference);
      expect(confirmation?.subject).toContain(body.reference);
      expect(confirmation?.text).toContain(body.reference);
      for (const mail of [inbox, confirmation]) {
        expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
        expect(mail?.html).not.toContain('<script>');
        expect(mail?.html).not.toContain('<b>bold</b>');
        expect(mail?.text).toContain('<script>alert("x")</script> & more');
      }
    } finally {
      await smtp.close();
    }
  });

  it('numbers references in sequence', async () => {
    const { app } = shared;
    const first = await app.inject({
      method: 'POST',
      url: '/api/contact/send',
      payload: valid,
      remoteAddress: from(2),
    });
    const second = await app.inject({
      method: 'POST',
      url: '/api/contact/send',
      payload: valid,
      remoteAddress: from(2),
    });
    const number = (reference: string) => Number(reference.slice(-6));
    expect(number(second.json().reference)).toBe(number(first.json().reference) + 1);
  });

  it('allows 5 messages per hour per IP, then answers 429 with Retry-After', async () => {
    const { app } = shared;
    const before = (await rows(app, sql`select id from contact_messages`)).length;
    const send = (ip: string) =>
      app.inject({ method: 'POST', url: '/api/contact/send', payload: valid, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await send('10.1.1.1')).statusCode).toBe(201);
    const limited = await send('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.contact.tooMany, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.2.2.2')).statusCode).toBe(201);
    expect(await rows(app, sql`select id from contact_messages`)).toHaveLength(before + 6);
  });

  it('keeps the message and delivers the mail once SMTP comes back', async () => {
    const down = await startSmtpServer();
    const port = Number(new URL(down.url).port);
    await down.close();
    const { app, clock } = await createTestApp({
      mailTransport: createSmtpTransport(`smtp://127.0.0.1:${port}`, 'mb@mb.test'),
    });

    const response = await app.inject({ method: 'POST', url: '/api/contact/send', payload: valid });
    expect(response.statusCode).toBe(201);
    expect(await app.ctx.mail.deliver()).toEqual({ sent: 0, failed: 2 });
    const pending = await rows(app, sql`select status, attempts, last_error from mail_outbox`);
    expect(pending).toHaveLength(2);
    for (const row of pending) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(row.last_error).toBeTruthy();
    }
    // Not due yet: backoff holds the retry.
    expect(await app.ctx.mail.deliver()).toEqual({ sent: 0, failed: 0 });

    const up = await startSmtpServer(port);
    try {
      clock.advance(60_000);
      expect(await app.ctx.mail.deliver()).toEqual({ sent: 2, failed: 0 });
      expect(await up.waitFor(2)).toHaveLength(2);
      const sent = await rows(app, sql`select status, attempts from mail_outbox`);
      expect(sent.every((row) => row.status === 'sent' && row.attempts === 2)).toBe(true);
    } finally {
      await up.close();
    }
  });
});
