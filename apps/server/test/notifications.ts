import type { Notification, NotificationCategory } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../src/platform/context';
import { insertMail, type MailNotice } from '../src/platform/mail/outbox.repository';
import { bearer } from './factories';

let counter = 0;

export async function notify(
  app: AppInstance,
  user: { id: string; email: string },
  overrides: Partial<MailNotice> & { category?: NotificationCategory } = {},
) {
  counter++;
  const title = overrides.title ?? `Notice ${counter}`;
  await app.ctx.db.transaction((tx) =>
    insertMail(
      tx,
      [
        {
          to: user.email,
          subject: title,
          text: `${title} text`,
          html: `<p>${title}</p>`,
          notice: {
            userId: user.id,
            category: 'workshops',
            title,
            body: `${title} body`,
            link: '/x',
            ...overrides,
          },
        },
      ],
      app.ctx.clock.now(),
    ),
  );
  return title;
}

export async function listOf(app: AppInstance, token: string, query = 'limit=50') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/notifications?${query}`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  return response.json() as {
    data: Notification[];
    total: number;
    unread: number;
    page: number;
    pages: number;
  };
}

export async function unreadOf(app: AppInstance, token: string): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/notifications/unread-count',
    headers: bearer(token),
  });
  return response.json().count;
}

export async function rowsOf(app: AppInstance, userId: string) {
  const result = await app.ctx.db.execute(
    sql`select id, category, title, body, link from notifications where user_id = ${userId} order by created_at, title`,
  );
  return (
    result as unknown as {
      rows: Array<{ id: string; category: string; title: string; body: string; link: string }>;
    }
  ).rows;
}
