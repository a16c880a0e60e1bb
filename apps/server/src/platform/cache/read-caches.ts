import type { Database } from '../db/database';
import type { NotificationSubscription } from '../db/notifications';
import { InvalidatedCache } from './invalidated-cache';

/** Sent by statement triggers, so no write path can forget it; delivered at commit, never on rollback. */
export const TABLE_CHANGED_CHANNEL = 'table_changed';

export interface ReadCacheDefinition {
  /** A trigger may notify a narrower name in its table's stead (`users_admin_columns`): list it too. */
  tables: readonly string[];
  capacity?: number;
  maxAgeMs?: number;
}

interface Defined {
  tables: ReadonlySet<string>;
  cache: InvalidatedCache<string, unknown>;
}

/**
 * The instance that answered a write clears at once, before its answer leaves, so the writer reads its
 * write; while the listener is down nothing is kept.
 */
export class ReadCaches {
  private readonly defined = new Map<string, Defined>();
  private subscription: NotificationSubscription | null = null;
  private trusted = false;

  named<V>(name: string, definition: ReadCacheDefinition): InvalidatedCache<string, V> {
    let entry = this.defined.get(name);
    if (!entry) {
      const cache = new InvalidatedCache<string, unknown>({
        capacity: definition.capacity ?? 500,
        maxAgeMs: definition.maxAgeMs ?? 60_000,
      });
      cache.trusted = this.trusted;
      entry = { tables: new Set(definition.tables), cache };
      this.defined.set(name, entry);
    }
    return entry.cache as InvalidatedCache<string, V>;
  }

  async start(database: Database, onLost: (error: unknown) => void = () => {}): Promise<void> {
    this.subscription = await database.listen(TABLE_CHANGED_CHANNEL, {
      onNotification: (table) => this.tableChanged(table),
      onListening: () => this.setTrusted(true),
      onLost: (error) => {
        this.setTrusted(false);
        onLost(error);
      },
    });
  }

  async stop(): Promise<void> {
    this.setTrusted(false);
    await this.subscription?.close();
    this.subscription = null;
  }

  tableChanged(table: string): void {
    for (const { tables, cache } of this.defined.values()) if (tables.has(table)) cache.clear();
  }

  clearAll(): void {
    for (const { cache } of this.defined.values()) cache.clear();
  }

  private setTrusted(value: boolean): void {
    this.trusted = value;
    for (const { cache } of this.defined.values()) cache.trusted = value;
  }
}
