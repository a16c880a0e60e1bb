import pg from 'pg';

/** What a listener to a PostgreSQL notification channel is told. */
export interface NotificationHandlers {
  onNotification(payload: string): void;
  /** The channel is listened to (first time or again): from now on no notification is missed. */
  onListening(): void;
  /** The listening connection is gone: notifications may be missed until `onListening`. */
  onLost(error: unknown): void;
}

export interface NotificationSubscription {
  close(): Promise<void>;
}

const RETRY_FIRST_MS = 200;
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries), reconnecting with a
 * growing pause after any loss. Resolves after the first attempt, connected or not: a database that is
 * down at that moment is retried in the background.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationSubscription> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const lose = (failed: pg.Client, error: unknown) => {
    if (client !== failed) return;
    client = null;
    failed.end().catch(() => {});
    handlers.onLost(error);
    if (closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const candidate = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5000 });
    client = candidate;
    candidate.on('error', (error) => lose(candidate, error));
    candidate.on('end', () => lose(candidate, new Error('listening connection ended')));
    candidate.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(candidate, error);
      return;
    }
    if (client !== candidate || closed) return;
    retryMs = RETRY_FIRST_MS;
    handlers.onListening();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
