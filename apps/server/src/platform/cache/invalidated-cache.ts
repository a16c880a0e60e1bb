import { BoundedCache } from './bounded-cache';

interface Entry<V> {
  value: V;
  readAt: number;
}

export interface InvalidatedCacheOptions {
  capacity: number;
  maxAgeMs: number;
}

/**
 * Safety rules: while not `trusted` nothing is kept; a read that started before an invalidation is not
 * stored (`generation`); `maxAgeMs` bounds a silently cut listener (half-open TCP).
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

  set trusted(value: boolean) {
    this.isTrusted = value;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  async read(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (this.isTrusted) {
      const entry = this.entries.get(key);
      if (entry && performance.now() - entry.readAt < this.maxAgeMs) return entry.value;
    }
    const generation = this.generation;
    const readAt = performance.now();
    const value = await load();
    if (value !== undefined && this.isTrusted && generation === this.generation) {
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
