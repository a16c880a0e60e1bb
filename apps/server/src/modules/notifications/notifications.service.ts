import {
  NOTIFICATION_MESSAGES as M,
  type NotificationListQuery,
  type NotificationPreferences,
} from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { notFound } from '../../platform/errors';
import { announceNotificationChange } from '../../platform/mail/notices.repository';
import { toNotification } from './notification-streams';
import {
  countAll,
  countUnread,
  findPreferences,
  listPage,
  markAllRead,
  markRead,
  savePreferences,
} from './notifications.repository';

export async function listNotifications(ctx: AppContext, user: AuthUser, query: NotificationListQuery) {
  const offset = (query.page - 1) * query.limit;
  const [rows, counts] = await Promise.all([
    listPage(ctx.db, user.id, offset, query.limit),
    countAll(ctx.db, user.id),
  ]);
  return {
    success: true as const,
    data: rows.map(toNotification),
    total: counts.total,
    unread: counts.unread,
    page: query.page,
    pages: Math.ceil(counts.total / query.limit),
  };
}

export async function unreadCount(ctx: AppContext, user: AuthUser) {
  return { success: true as const, count: await countUnread(ctx.db, user.id) };
}

/** Someone else's notification answers as an unknown one: 404, never a hint that it exists. */
export async function readNotification(ctx: AppContext, user: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const now = ctx.clock.now();
  const count = await ctx.db.transaction(async (tx) => {
    const outcome = await markRead(tx, user.id, id, now);
    if (outcome === 'missing') throw notFound(M.notFound);
    if (outcome === 'changed') await announceNotificationChange(tx, user.id);
    return countUnread(tx, user.id);
  });
  return { success: true as const, message: M.marked, count };
}

export async function readAllNotifications(ctx: AppContext, user: AuthUser) {
  const now = ctx.clock.now();
  const count = await ctx.db.transaction(async (tx) => {
    if ((await markAllRead(tx, user.id, now)) > 0) await announceNotificationChange(tx, user.id);
    return countUnread(tx, user.id);
  });
  return { success: true as const, message: M.allRead, count };
}

export async function getPreferences(ctx: AppContext, user: AuthUser) {
  const row = await findPreferences(ctx.db, user.id);
  return {
    success: true as const,
    data: {
      email: {
        mentorship: row?.mentorshipEmail ?? 'instant',
        workshops: row?.workshopsEmail ?? 'instant',
        resources: row?.resourcesEmail ?? 'instant',
        moderation: row?.moderationEmail ?? 'instant',
      },
    } satisfies NotificationPreferences,
  };
}

export async function updatePreferences(ctx: AppContext, user: AuthUser, input: NotificationPreferences) {
  const row = await savePreferences(
    ctx.db,
    {
      userId: user.id,
      mentorshipEmail: input.email.mentorship,
      workshopsEmail: input.email.workshops,
      resourcesEmail: input.email.resources,
      moderationEmail: input.email.moderation,
    },
    ctx.clock.now(),
  );
  return {
    success: true as const,
    data: {
      email: {
        mentorship: row.mentorshipEmail,
        workshops: row.workshopsEmail,
        resources: row.resourcesEmail,
        moderation: row.moderationEmail,
      },
    },
  };
}
