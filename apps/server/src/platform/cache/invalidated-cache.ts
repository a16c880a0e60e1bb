import { BoundedCache } from './bounded-cache';
import { markKept } from './kept-values';

interface Entry<V> {
  value: V;
  /** `performance.now()` when it was read. */
  readAt: number;
}

export interface InvalidatedCacheOptions {
  capacity: number;
  /** How long an entry is trusted at most (milliseconds of real time). */
  maxAgeMs: number;
}

/**
 * Values read from the database, kept per instance until a notification says they changed. The owner
 * wires the notifications (`evict`, `clear`) and says whether they can be trusted to arrive (`trusted`).
 * Safety rules:
 * - while not trusted (the listener is not connected, so a notification may be missed) nothing is kept
 *   or answered from memory: every read goes to the database;
 * - a read that started before an invalidation is not stored (the `generation` check), so a row read
 *   just before a commit cannot outlive the notification of that commit;
 * - entries also expire after `maxAgeMs`, a bound on a listener that is silently cut off (a half-open
 *   TCP connection is noticed only by keep-alive), not the mechanism that keeps answers current.
 */
export class InvalidatedCache<K, V> {
  private readonly entries: BoundedCache<K, Entry<V>>;
  private readonly maxAgeMs: number;
  private generation = 0;
  private isTrusted = false;

  constructor(options: InvalidatedCacheOptions) {
    this.entries = new BoundedCache(options.capacity);
    this.maxAgeMs = options.maxAgeMs;
  }

  get trusted(): boolean {
    return this.isTrusted;
  }

  /** Trust changes empty the cache: what was kept before a lost listener may have missed a change. */
  set trusted(value: boolean) {
    this.isTrusted = value;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept value, or `load()`'s, kept when it is not `undefined` and nothing was invalidated meanwhile. */
  async read(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (this.isTrusted) {
      const entry = this.entries.get(key);
      if (entry && performance.now() - entry.readAt < this.maxAgeMs) return entry.value;
    }
    const generation = this.generation;
    const readAt = performance.now();
    const value = await load();
    if (value !== undefined && this.isTrusted && generation === this.generation) {
      markKept(value);
      this.entries.set(key, { value, readAt });
    }
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  evict(key: K): void {
    this.generation++;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
