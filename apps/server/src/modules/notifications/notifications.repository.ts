import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  notificationDigestItems,
  notificationPreferences,
  notifications,
} from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db/database';

export type NotificationRow = typeof notifications.$inferSelect;
export type PreferencesRow = typeof notificationPreferences.$inferSelect;

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** Each part is read from its own index, at most `offset + limit` rows each. */
export async function listPage(
  executor: Executor,
  userId: string,
  offset: number,
  limit: number,
): Promise<NotificationRow[]> {
  const n = notifications;
  const reach = offset + limit;
  const result = await executor.execute(sql`
    select id, user_id as "userId", category, title, body, link, created_at as "createdAt",
      extract(epoch from created_at)::float8 * 1000 as "createdMs", extract(epoch from read_at)::float8 * 1000 as "readMs"
    from (
      (select *, 0 as part from ${n} where ${n.userId} = ${userId} and ${n.readAt} is null
        order by ${n.createdAt} desc, ${n.id} desc limit ${reach})
      union all
      (select *, 1 as part from ${n} where ${n.userId} = ${userId} and ${n.readAt} is not null
        order by ${n.createdAt} desc, ${n.id} desc limit ${reach})
    ) page
    order by part, "createdAt" desc, id desc
    offset ${offset} limit ${limit}
  `);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((row) => ({
    id: row.id as string,
    userId: row.userId as string,
    category: row.category as NotificationRow['category'],
    title: row.title as string,
    body: row.body as string,
    link: row.link as string,
    createdAt: new Date(row.createdMs as number),
    readAt: row.readMs === null ? null : new Date(row.readMs as number),
  }));
}

export async function countAll(
  executor: Executor,
  userId: string,
): Promise<{ total: number; unread: number }> {
  const [row] = await executor
    .select({
      total: count(),
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function countUnread(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor.select({ count: count() }).from(notifications).where(unreadOf(userId));
  return row?.count ?? 0;
}

export async function findUnreadState(
  executor: Executor,
  userId: string,
): Promise<{ count: number; latest: NotificationRow | undefined }> {
  const [count, [latest]] = await Promise.all([
    countUnread(executor, userId),
    executor
      .select()
      .from(notifications)
      .where(unreadOf(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(1),
  ]);
  return { count, latest };
}

export async function markRead(
  executor: Executor,
  userId: string,
  id: string,
  now: Date,
): Promise<'changed' | 'unchanged' | 'missing'> {
  const changed = await executor
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), unreadOf(userId)))
    .returning({ id: notifications.id });
  if (changed.length > 0) return 'changed';
  const [existing] = await executor
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return existing ? 'unchanged' : 'missing';
}

export async function markAllRead(executor: Executor, userId: string, now: Date): Promise<number> {
  const changed = await executor
    .update(notifications)
    .set({ readAt: now })
    .where(unreadOf(userId))
    .returning({ id: notifications.id });
  return changed.length;
}

export async function findPreferences(
  executor: Executor,
  userId: string,
): Promise<PreferencesRow | undefined> {
  const [row] = await executor
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

export async function savePreferences(
  executor: Executor,
  row: Omit<PreferencesRow, 'updatedAt'>,
  now: Date,
): Promise<PreferencesRow> {
  const { userId: _userId, ...modes } = row;
  const [saved] = await executor
    .insert(notificationPreferences)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...modes, updatedAt: now } })
    .returning();
  return saved!;
}

export interface DigestEntry {
  userId: string;
  name: string;
  email: string;
  category: NotificationRow['category'];
  title: string;
  body: string;
  link: string;
}

/** Deleted in the caller's transaction (which queues the digests), so each item is mailed once. */
export async function takeDueDigestItems(
  executor: Executor,
  cutoff: Date,
  limit: number,
): Promise<DigestEntry[]> {
  const d = notificationDigestItems;
  const n = notifications;
  const result = await executor.execute(sql`
    with due as (
      select ${d.userId} as user_id from ${d}
      group by ${d.userId} having min(${d.createdAt}) <= ${cutoff.toISOString()}::timestamptz
      limit ${limit}
    ),
    taken as (
      delete from ${d} using due where ${d.userId} = due.user_id
      returning ${d.notificationId} as notification_id, ${d.userId} as user_id
    )
    select taken.user_id as "userId", ${users.name} as name, ${users.email} as email, ${n.category} as category,
      ${n.title} as title, ${n.body} as body, ${n.link} as link
    from taken
    join ${n} on ${n.id} = taken.notification_id
    join ${users} on ${users.id} = taken.user_id
    order by taken.user_id, ${n.createdAt}, ${n.id}
  `);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((row) => ({
    userId: row.userId as string,
    name: row.name as string,
    email: row.email as string,
    category: row.category as DigestEntry['category'],
    title: row.title as string,
    body: row.body as string,
    link: row.link as string,
  }));
}
