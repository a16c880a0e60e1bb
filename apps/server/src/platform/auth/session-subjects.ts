import type { Role } from '@mentorbridge/shared';
import { InvalidatedCache } from '../cache/invalidated-cache';
import type { Database } from '../db/database';
import type { NotificationSubscription } from '../db/notifications';
import { SESSION_SUBJECT_CHANNEL } from '../users/users.repository';

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
  maxAgeMs?: number;
}

/**
 * Every write that changes what a guard checks sends `pg_notify('session_subject', id)` in its transaction;
 * the writing instance also evicts at once, as its own notification may arrive after its answer.
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

  get isTrusted(): boolean {
    return this.cache.trusted;
  }

  get size(): number {
    return this.cache.size;
  }

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
