import type { Database } from '../db/database';
import type { NotificationSubscription } from '../db/notifications';
import { InvalidatedCache } from './invalidated-cache';

/**
 * The NOTIFY channel on which a table's name says "rows of this table changed". Sent by the statement
 * triggers of migration 0018 (function `notify_table_changed`), so no write path can forget it; PostgreSQL
 * delivers it at commit, once per transaction and table, and not at all on a rollback.
 */
export const TABLE_CHANGED_CHANNEL = 'table_changed';

export interface ReadCacheDefinition {
  /**
   * Every table the cached answers are read from; a change to any of them empties the cache. A trigger may
   * notify a narrower name in its table's stead (`users_admin_columns`, migration 0022): list it too.
   */
  tables: readonly string[];
  capacity?: number;
  maxAgeMs?: number;
}

interface Defined {
  tables: ReadonlySet<string>;
  cache: InvalidatedCache<string, unknown>;
}

/**
 * Shared answers of costly public reads (a search's ranked page, a filtered list), kept per instance and
 * emptied when a table they are read from changes:
 * - on every instance, by the `table_changed` notification of the committing transaction;
 * - on the instance that answered a write (any request other than GET or HEAD), at once, before its
 *   answer leaves (`clearAll`), so whoever wrote reads their write on the next request;
 * - while the listener is down, nothing is kept (every read goes to the database).
 * Only what is the same for every reader is kept; what depends on the viewer is read per request.
 */
export class ReadCaches {
  private readonly defined = new Map<string, Defined>();
  private subscription: NotificationSubscription | null = null;
  private trusted = false;

  /** The cache of that name, created on first use (one per instance of the app). */
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
