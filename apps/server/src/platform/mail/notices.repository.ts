import { randomUUID } from 'node:crypto';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail';
import {
  notificationDigestItems,
  notificationPreferences,
  notifications,
} from '../../db/schema/notifications';
import type { Executor } from '../db/database';
import type { NewMail } from './mail-types';

/** Delivered at commit to every instance, which pushes the unread count to the user's open streams. */
export const USER_NOTIFICATIONS_CHANNEL = 'user_notifications';

export type NoticedMail = NewMail & { notice: NonNullable<NewMail['notice']> };

/**
 * One statement: queued now ('instant', or urgent unless 'off'), left out ('off'), or kept for the digest.
 * `alongside`, a data-modifying statement (an insert, say) that the mails announce, runs as part of it: one
 * round trip, and a refusal of either part refuses both.
 */
export async function insertNoticedMail(
  executor: Executor,
  mails: NoticedMail[],
  now: Date,
  alongside?: SQLWrapper,
): Promise<void> {
  if (mails.length === 0) {
    if (alongside) await executor.execute(alongside.getSQL());
    return;
  }
  const rows = mails.map((mail, ord) => ({
    id: randomUUID(),
    ord,
    user_id: mail.notice.userId,
    category: mail.notice.category,
    title: mail.notice.title,
    body: mail.notice.body,
    link: mail.notice.link,
    urgent: mail.notice.urgent === true,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments ?? [],
  }));
  const p = notificationPreferences;
  const at = sql`${now.toISOString()}::timestamptz`;
  await executor.execute(sql`
    with ${alongside ? sql`alongside as (${alongside.getSQL()}),` : sql``} input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as i(
        id uuid, ord int, user_id uuid, category text, title text, body text, link text, urgent boolean,
        "to" text, subject text, "text" text, html text, attachments jsonb
      )
    ),
    modes as (
      select input.*, coalesce(
        case input.category
          when 'mentorship' then ${p.mentorshipEmail}
          when 'workshops' then ${p.workshopsEmail}
          when 'resources' then ${p.resourcesEmail}
          when 'moderation' then ${p.moderationEmail}
        end,
        'instant'
      ) as mode
      from input left join ${p} on ${p.userId} = input.user_id
    ),
    noted as (
      insert into ${notifications} (id, user_id, category, title, body, link, created_at)
      select id, user_id, category, title, body, link, ${at} from input
    ),
    mailed as (
      insert into ${mailOutbox} ("to", subject, "text", html, attachments, created_at, next_attempt_at)
      select "to", subject, "text", html, attachments, ${at}, ${at} from modes
      where mode = 'instant' or (urgent and mode <> 'off')
      order by ord
    ),
    deferred as (
      insert into ${notificationDigestItems} (notification_id, user_id, created_at)
      select id, user_id, ${at} from modes where mode = 'digest' and not urgent
    )
    select pg_notify(${USER_NOTIFICATIONS_CHANNEL}, user_id::text) from (select distinct user_id from input) recipients
  `);
}

export async function announceNotificationChange(executor: Executor, userId: string): Promise<void> {
  await executor.execute(sql`select pg_notify(${USER_NOTIFICATIONS_CHANNEL}, ${userId})`);
}
