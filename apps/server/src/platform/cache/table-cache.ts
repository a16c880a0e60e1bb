import { getTableName, type Table } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import type { NotificationSubscription } from '../db/notifications';
import { markKept } from './kept-values';

/** Sent by a statement trigger on every table (migrations 0018–0024): no write path can forget it. */
export const TABLE_CHANGED_CHANNEL = 'table_changed';

/** What a cached read declared in a repository is given: `AppContext` is one. */
export interface CachedReader {
  db: Db;
  cache: TableCache;
}

interface Entry {
  value: unknown;
  readAt: number;
  tables: readonly string[];
  weight: number;
}

/**
 * Rows of a page or a list, else 1: a 20-row page of the bench data holds about 25 KB. A ranking of ids
 * (`{ids}`) counts one per 100 ids, about as much memory as a row.
 */
function weightOf(value: unknown): number {
  const ids = (value as { ids?: unknown } | null)?.ids;
  if (Array.isArray(ids)) return Math.max(1, Math.ceil(ids.length / 100));
  const rows = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null
      ? ((value as { rows?: unknown }).rows ?? (value as { items?: unknown }).items)
      : undefined;
  return Array.isArray(rows) ? Math.max(1, rows.length) : 1;
}

interface Loading {
  promise: Promise<unknown>;
  generation: number;
}

export interface TableCacheOptions {
  /** In rows (`weightOf`): 10,000 interview rows, the largest kept, are about 40 MB. */
  capacity?: number;
  /**
   * Bounds what a kept answer may miss besides a change: a period's start (today's ranking), an "active today".
   * A silently cut listener is the listener's heartbeat's job (it ends one that stops answering within 15 s).
   */
  maxAgeMs?: number;
}

/**
 * Answers of reads kept per instance and dropped when one of the tables they were read from changes, as
 * PostgreSQL reports at commit. Nothing is kept while the listener is down; a read that started before a
 * change of its tables is answered but not kept; concurrent misses of one key share one load.
 */
export class TableCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTable = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private readonly loading = new Map<string, Loading>();
  private readonly capacity: number;
  private readonly maxAgeMs: number;
  private weight = 0;
  private epoch = 0;
  private trusted = false;
  private database: Database | null = null;
  private subscription: NotificationSubscription | null = null;

  constructor(options: TableCacheOptions = {}) {
    this.capacity = options.capacity ?? 10_000;
    this.maxAgeMs = options.maxAgeMs ?? 300_000;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The answer of `load`, kept under `key` until one of `tables` changes. `keep` may refuse a value that is
   * answered but not kept (a very long page), or a kept one that is no longer to be answered (its time passed).
   */
  async cached<V>(
    tables: readonly Table[],
    key: string,
    load: () => Promise<V>,
    keep?: (value: V) => boolean,
  ): Promise<V> {
    const names = tables.map((table) => getTableName(table));
    const fullKey = `${names.join(',')}|${key}`;
    const entry = this.trusted ? this.entries.get(fullKey) : undefined;
    if (entry && performance.now() - entry.readAt < this.maxAgeMs && (keep?.(entry.value as V) ?? true)) {
      this.entries.delete(fullKey);
      this.entries.set(fullKey, entry);
      return entry.value as V;
    }
    const generation = this.generationOf(names);
    const shared = this.loading.get(fullKey);
    if (shared && shared.generation === generation) return shared.promise as Promise<V>;
    const readAt = performance.now();
    const promise = load();
    this.loading.set(fullKey, { promise, generation });
    try {
      const value = await promise;
      if (this.trusted && this.generationOf(names) === generation && (keep?.(value) ?? true)) {
        this.store(fullKey, { value, readAt, tables: names, weight: weightOf(value) });
      }
      return value;
    } finally {
      if (this.loading.get(fullKey)?.promise === promise) this.loading.delete(fullKey);
    }
  }

  async start(database: Database, onLost: (error: unknown) => void = () => {}): Promise<void> {
    this.database = database;
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
    this.database = null;
  }

  /**
   * Resolves once every change committed before the call has been heard: a write's answer waits for it, so
   * the writer's next read on this instance sees the write.
   */
  async settled(): Promise<void> {
    if (this.trusted) await this.database?.settled();
  }

  private tableChanged(table: string): void {
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
    const keys = this.keysByTable.get(table);
    if (!keys) return;
    for (const key of keys) this.drop(key);
    keys.clear();
  }

  private generationOf(tables: readonly string[]): number {
    let sum = this.epoch;
    for (const table of tables) sum += this.generations.get(table) ?? 0;
    return sum;
  }

  private store(key: string, entry: Entry): void {
    markKept(entry.value);
    this.drop(key);
    this.entries.set(key, entry);
    for (const table of entry.tables) {
      let keys = this.keysByTable.get(table);
      if (!keys) {
        keys = new Set();
        this.keysByTable.set(table, keys);
      }
      keys.add(key);
    }
    this.weight += entry.weight;
    while (this.weight > this.capacity && this.entries.size > 1) {
      this.drop(this.entries.keys().next().value as string);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
    for (const table of entry.tables) this.keysByTable.get(table)?.delete(key);
  }

  private setTrusted(value: boolean): void {
    this.trusted = value;
    this.epoch++;
    this.entries.clear();
    this.keysByTable.clear();
    this.weight = 0;
  }
}
