import pg from 'pg';

export interface NotificationHandlers {
  onNotification(payload: string): void;
  onListening(): void;
  onLost(error: unknown): void;
}

export interface NotificationSubscription {
  close(): Promise<void>;
}

const RETRY_FIRST_MS = 200;
const RETRY_MAX_MS = 5_000;

export interface ListenerTimings {
  /** How often the connection is asked a `select 1` while nothing else is asked of it. */
  heartbeatMs: number;
  /** A round trip not answered within this is a lost connection (a half-open one reports nothing). */
  answerWithinMs: number;
}

const DEFAULT_TIMINGS: ListenerTimings = { heartbeatMs: 10_000, answerWithinMs: 5_000 };

export const LISTENER_APPLICATION_NAME = 'mentorbridge-listener';

interface Subscriber {
  channel: string;
  handlers: NotificationHandlers;
}

/**
 * One dedicated connection for every channel: PostgreSQL wakes every listening connection of the database
 * at each notifying commit, so each extra one costs every write. Operations run one at a time, so a
 * channel added while connecting is listened to exactly once.
 */
export class PostgresListener {
  private readonly subscribers = new Set<Subscriber>();
  private client: pg.Client | null = null;
  private readonly listening = new Set<string>();
  private ready = false;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private queue: Promise<void> = Promise.resolve();
  private nextRoundTrip: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly timings: ListenerTimings = DEFAULT_TIMINGS,
  ) {}

  async listen(channel: string, handlers: NotificationHandlers): Promise<NotificationSubscription> {
    const subscriber = { channel, handlers };
    this.subscribers.add(subscriber);
    await this.serially(async () => {
      if (!this.subscribers.has(subscriber)) return;
      if (!this.client && !this.retryTimer) return this.connect();
      if (!this.ready) return; // a reconnection is under way: it listens for every subscriber.
      await this.listenOn(channel);
      if (this.ready) handlers.onListening();
    });
    return { close: () => this.unsubscribe(subscriber) };
  }

  /**
   * Resolves once every notification committed before the call has arrived: PostgreSQL sends a listening
   * connection its pending notifications before it answers the connection's next statement. Callers that
   * arrive before the round trip is sent share it; one statement at a time runs on the connection.
   */
  settled(): Promise<void> {
    if (this.nextRoundTrip) return this.nextRoundTrip;
    const roundTrip = this.serially(async () => {
      this.nextRoundTrip = null;
      const client = this.ready ? this.client : null;
      if (client) await this.roundTrip(client);
    });
    this.nextRoundTrip = roundTrip;
    return roundTrip;
  }

  /**
   * A connection that does not answer in time is lost: its subscribers stop trusting what they heard, and
   * the statement queue moves on instead of waiting on it.
   */
  private async roundTrip(client: pg.Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.timings.answerWithinMs);
    });
    try {
      const answer = await Promise.race([client.query('select 1').catch(() => 'failed' as const), late]);
      if (answer === 'late') this.lose(client, new Error('listening connection did not answer in time'));
    } finally {
      clearTimeout(timer);
    }
  }

  /** Each heartbeat proves that every notification sent before it has arrived, or ends the connection. */
  private startHeartbeat(client: pg.Client) {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      if (this.client === client && this.ready) void this.settled();
    }, this.timings.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private serially(operation: () => Promise<void>): Promise<void> {
    const next = this.queue.then(operation, operation);
    this.queue = next.catch(() => {});
    return next;
  }

  private async listenOn(channel: string) {
    const client = this.client;
    if (!client || this.listening.has(channel)) return;
    try {
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      this.listening.add(channel);
    } catch (error) {
      this.lose(client, error);
    }
  }

  private async unsubscribe(subscriber: Subscriber) {
    if (!this.subscribers.delete(subscriber)) return;
    await this.serially(async () => {
      if (this.subscribers.size === 0) return this.disconnect();
      const { channel } = subscriber;
      const stillWanted = [...this.subscribers].some((other) => other.channel === channel);
      if (stillWanted || !this.listening.has(channel) || !this.client) return;
      this.listening.delete(channel);
      await this.client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
    });
  }

  private async connect() {
    const candidate = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      application_name: LISTENER_APPLICATION_NAME,
    });
    this.client = candidate;
    this.ready = false;
    this.listening.clear();
    candidate.on('error', (error) => this.lose(candidate, error));
    candidate.on('end', () => this.lose(candidate, new Error('listening connection ended')));
    candidate.on('notification', (message) => {
      const payload = message.payload ?? '';
      for (const subscriber of this.subscribers) {
        if (subscriber.channel === message.channel) subscriber.handlers.onNotification(payload);
      }
    });
    try {
      await candidate.connect();
      for (const channel of new Set([...this.subscribers].map((subscriber) => subscriber.channel))) {
        await candidate.query(`listen ${pg.escapeIdentifier(channel)}`);
        this.listening.add(channel);
      }
    } catch (error) {
      this.lose(candidate, error);
      return;
    }
    if (this.client !== candidate) return;
    this.ready = true;
    this.retryMs = RETRY_FIRST_MS;
    this.startHeartbeat(candidate);
    for (const subscriber of [...this.subscribers]) subscriber.handlers.onListening();
  }

  private lose(failed: pg.Client, error: unknown) {
    if (this.client !== failed) return;
    this.client = null;
    this.ready = false;
    this.listening.clear();
    this.stopHeartbeat();
    // end() waits on a socket that may never answer: a half-open one is dropped at once.
    (failed as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    failed.end().catch(() => {});
    for (const subscriber of [...this.subscribers]) subscriber.handlers.onLost(error);
    if (this.subscribers.size === 0 || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.serially(async () => {
        if (!this.client && this.subscribers.size > 0) await this.connect();
      });
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  private async disconnect() {
    this.stopHeartbeat();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const current = this.client;
    this.client = null;
    this.ready = false;
    this.listening.clear();
    this.retryMs = RETRY_FIRST_MS;
    await current?.end().catch(() => {});
  }
}
