import { PassThrough } from 'node:stream';
import type { Notification, NotificationStreamEvent } from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import type { NotificationSubscription } from '../../platform/db/notifications';
import { USER_NOTIFICATIONS_CHANNEL } from '../../platform/mail/notices.repository';
import { findUnreadState, type NotificationRow } from './notifications.repository';

/** A comment line every so often keeps proxies and balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
const MAX_STREAMS_PER_USER = 8;

interface OpenStream {
  body: PassThrough;
  newestSeen: { at: number; id: string | null };
}

interface UserStreams {
  streams: OpenStream[];
  reading: Promise<void> | null;
  again: boolean;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    category: row.category,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function frame(event: NotificationStreamEvent): string {
  return `event: unread\ndata: ${JSON.stringify(event)}\n\n`;
}

/** Changes arriving while a read runs cause one more read after it, so the last event shows the final count. */
export class NotificationStreams {
  private readonly users = new Map<string, UserStreams>();
  private subscription: Promise<NotificationSubscription> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly ctx: AppContext) {}

  /** The listener first, then the current count, so no change is missed. */
  async open(userId: string): Promise<PassThrough> {
    await this.listen();
    const body = new PassThrough();
    const stream: OpenStream = { body, newestSeen: { at: 0, id: null } };
    let entry = this.users.get(userId);
    if (!entry) {
      entry = { streams: [], reading: null, again: false };
      this.users.set(userId, entry);
    }
    entry.streams.push(stream);
    if (entry.streams.length > MAX_STREAMS_PER_USER) entry.streams[0]!.body.end();
    body.on('close', () => this.remove(userId, stream));
    // The browser reconnects after 5 s if the stream drops.
    body.write('retry: 5000\n\n');
    const { count, latest } = await findUnreadState(this.ctx.db, userId);
    if (latest) stream.newestSeen = { at: latest.createdAt.getTime(), id: latest.id };
    body.write(frame({ count }));
    this.startHeartbeat();
    return body;
  }

  get size(): number {
    let total = 0;
    for (const entry of this.users.values()) total += entry.streams.length;
    return total;
  }

  /** Open streams would hold up the server's close. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const entry of this.users.values()) for (const stream of entry.streams) stream.body.end();
    this.users.clear();
    const subscription = this.subscription;
    this.subscription = null;
    await (await subscription?.catch(() => null))?.close();
  }

  private listen(): Promise<NotificationSubscription> {
    this.subscription ??= this.ctx.database.listen(USER_NOTIFICATIONS_CHANNEL, {
      onNotification: (userId) => this.changed(userId),
      // Back after a loss: changes may have been missed, so every user here is read again.
      onListening: () => {
        for (const userId of this.users.keys()) this.changed(userId);
      },
      onLost: (error) =>
        this.ctx.logger.warn(
          { err: error },
          'notification listener lost; streams are stale until it is back',
        ),
    });
    return this.subscription;
  }

  private changed(userId: string): void {
    const entry = this.users.get(userId);
    if (!entry || this.closed) return;
    if (entry.reading) {
      entry.again = true;
      return;
    }
    entry.reading = this.push(userId, entry)
      .catch((error) => this.ctx.logger.warn({ err: error }, 'could not read a user’s unread notifications'))
      .finally(() => {
        entry.reading = null;
        if (entry.again) {
          entry.again = false;
          this.changed(userId);
        } else if (entry.streams.length === 0 && this.users.get(userId) === entry) {
          this.users.delete(userId);
        }
      });
  }

  private async push(userId: string, entry: UserStreams): Promise<void> {
    const { count, latest } = await findUnreadState(this.ctx.db, userId);
    for (const stream of entry.streams) {
      const seen = stream.newestSeen;
      const at = latest?.createdAt.getTime() ?? 0;
      const isNew = latest !== undefined && (at > seen.at || (at === seen.at && latest.id !== seen.id));
      if (isNew) stream.newestSeen = { at, id: latest.id };
      stream.body.write(frame(isNew ? { count, latest: toNotification(latest) } : { count }));
    }
  }

  private remove(userId: string, stream: OpenStream): void {
    const entry = this.users.get(userId);
    if (!entry) return;
    entry.streams = entry.streams.filter((candidate) => candidate !== stream);
    if (entry.streams.length === 0 && !entry.reading) this.users.delete(userId);
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const entry of this.users.values())
        for (const stream of entry.streams) stream.body.write(': ping\n\n');
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }
}
