import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { insertMail } from '../../platform/mail/outbox.repository';

describe('development mailbox', async () => {
  const { app } = await createTestApp();
  const invitation = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
  await insertMail(
    app.ctx.db,
    [
      {
        to: 'asha@example.com',
        subject: 'Your session is confirmed',
        text: 'See you there',
        html: '<p>See you there</p>',
        attachments: [
          {
            filename: 'mentorship-session.ics',
            contentType: 'text/calendar; charset=utf-8',
            content: Buffer.from(invitation).toString('base64'),
          },
        ],
      },
    ],
    app.ctx.clock.now(),
  );

  it('lists each mail with its attachments’ names, types and sizes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const [mail] = response.json().data;
    expect(mail.attachments).toEqual([
      { index: 0, filename: 'mentorship-session.ics', contentType: 'text/calendar; charset=utf-8', size: 32 },
    ]);
  });

  it('downloads an attachment as a file', async () => {
    const [mail] = (await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json().data;
    const response = await app.inject({ method: 'GET', url: `/api/dev/mailbox/${mail._id}/attachments/0` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="mentorship-session.ics"; filename*=UTF-8''mentorship-session.ics`,
    );
    expect(response.body).toBe(invitation);
  });

  it('answers 404 for an unknown mail or attachment', async () => {
    const [mail] = (await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json().data;
    for (const url of [
      `/api/dev/mailbox/${mail._id}/attachments/1`,
      `/api/dev/mailbox/${randomUUID()}/attachments/0`,
      '/api/dev/mailbox/not-an-id/attachments/0',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('development mailbox in production', async () => {
  const { app } = await createTestApp({ env: { NODE_ENV: 'production' } });

  it('does not exist', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
  });
});
