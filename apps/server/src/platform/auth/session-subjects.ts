import type { Role } from '@mentorbridge/shared';
import type { Database } from '../db/database';
import type { NotificationSubscription } from '../db/notifications';
import { SESSION_SUBJECT_CHANNEL } from '../users/users.repository';
import { BoundedCache } from './bounded-cache';

/** What the guard checks a token against: the columns of `findTokenSubject`. */
export interface SessionSubject {
  id: string;
  name: string;
  email: string;
  role: Role;
  isActive: boolean;
  tokenVersion: number;
}

interface Entry {
  subject: SessionSubject;
  /** `performance.now()` when it was read. */
  readAt: number;
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
 * at commit to every instance's listener, which drops the entry. Safety rules:
 * - while the listener is not connected, a notification may be missed: the cache is bypassed (every
 *   request reads the user) and emptied when listening resumes;
 * - a read that started before an invalidation is not stored (the `generation` check), so a row read
 *   just before a commit cannot outlive the notification of that commit;
 * - entries also expire after `maxAgeMs`, a bound on a listener that is silently cut off (a half-open
 *   TCP connection is noticed only by keep-alive) — not the mechanism that ends sessions.
 */
export class SessionSubjects {
  private readonly entries: BoundedCache<string, Entry>;
  private readonly maxAgeMs: number;
  private generation = 0;
  private listening = false;
  private subscription: NotificationSubscription | null = null;

  constructor(
    private readonly load: (id: string) => Promise<SessionSubject | undefined>,
    options: SessionSubjectsOptions = {},
  ) {
    this.entries = new BoundedCache(options.capacity ?? 10_000);
    this.maxAgeMs = options.maxAgeMs ?? 30_000;
  }

  /** True while the listener is connected, i.e. while cached entries may be used. */
  get isTrusted(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Starts following invalidations; until the listener connects, every look-up reads the database. */
  async start(database: Database, onLost: (error: unknown) => void = () => {}): Promise<void> {
    this.subscription = await database.listen(SESSION_SUBJECT_CHANNEL, {
      onNotification: (id) => this.evict(id),
      onListening: () => {
        this.clear();
        this.listening = true;
      },
      onLost: (error) => {
        this.listening = false;
        this.clear();
        onLost(error);
      },
    });
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.clear();
    await this.subscription?.close();
    this.subscription = null;
  }

  async get(id: string): Promise<SessionSubject | undefined> {
    if (this.listening) {
      const entry = this.entries.get(id);
      if (entry && performance.now() - entry.readAt < this.maxAgeMs) return entry.subject;
    }
    const generation = this.generation;
    const readAt = performance.now();
    const subject = await this.load(id);
    if (subject && this.listening && generation === this.generation) {
      this.entries.set(id, { subject, readAt });
    }
    return subject;
  }

  /** Whether the user is cached (tests: a refusal must come from an invalidation, not a miss). */
  has(id: string): boolean {
    return this.entries.has(id);
  }

  evict(id: string): void {
    this.generation++;
    this.entries.delete(id);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
