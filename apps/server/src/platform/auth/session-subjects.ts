import type { Role } from '@mentorbridge/shared';
import { InvalidatedCache } from '../cache/invalidated-cache';
import type { Database } from '../db/database';
import type { NotificationSubscription } from '../db/notifications';
import { SESSION_SUBJECT_CHANNEL } from '../users/users.repository';

/** What the guard checks a token against: the columns of `findTokenSubject`. */
export interface SessionSubject {
  id: string;
  name: string;
  email: string;
  role: Role;
  isActive: boolean;
  tokenVersion: number;
}

export interface SessionSubjectsOptions {
  capacity?: number;
  /** How long an entry is trusted at most (milliseconds of real time). */
  maxAgeMs?: number;
}

/**
 * The users behind live sessions, kept per instance so a signed-in request does not read its user again.
 *
 * Every write that changes what a guard checks (active flag, token version, role, name, email, or the
 * row's existence) sends `pg_notify('session_subject', id)` in its transaction; PostgreSQL delivers it
 * at commit to every instance's listener, which drops the entry. The instance that made the change also
 * drops it itself at once (`evict`), as its own notification may arrive after its answer. While the
 * listener is not connected the cache is bypassed; see `InvalidatedCache` for the other safety rules.
 */
export class SessionSubjects {
  private readonly cache: InvalidatedCache<string, SessionSubject>;
  private subscription: NotificationSubscription | null = null;

  constructor(
    private readonly load: (id: string) => Promise<SessionSubject | undefined>,
    options: SessionSubjectsOptions = {},
  ) {
    this.cache = new InvalidatedCache({
      capacity: options.capacity ?? 10_000,
      maxAgeMs: options.maxAgeMs ?? 30_000,
    });
  }

  /** True while the listener is connected, i.e. while cached entries may be used. */
  get isTrusted(): boolean {
    return this.cache.trusted;
  }

  get size(): number {
    return this.cache.size;
  }

  /** Starts following invalidations; until the listener connects, every look-up reads the database. */
  async start(database: Database, onLost: (error: unknown) => void = () => {}): Promise<void> {
    this.subscription = await database.listen(SESSION_SUBJECT_CHANNEL, {
      onNotification: (id) => this.evict(id),
      onListening: () => {
        this.cache.trusted = true;
      },
      onLost: (error) => {
        this.cache.trusted = false;
        onLost(error);
      },
    });
  }

  async stop(): Promise<void> {
    this.cache.trusted = false;
    await this.subscription?.close();
    this.subscription = null;
  }

  get(id: string): Promise<SessionSubject | undefined> {
    return this.cache.read(id, () => this.load(id));
  }

  /** Whether the user is cached (tests: a refusal must come from an invalidation, not a miss). */
  has(id: string): boolean {
    return this.cache.has(id);
  }

  evict(id: string): void {
    this.cache.evict(id);
  }

  clear(): void {
    this.cache.clear();
  }
}
