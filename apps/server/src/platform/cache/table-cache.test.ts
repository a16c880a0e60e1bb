import { pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { fakeListeningDatabase } from '../../../test/fake-listener';
import { TableCache } from './table-cache';

const things = pgTable('things', { id: text('id') });
const votes = pgTable('votes', { id: text('id') });
const others = pgTable('others', { id: text('id') });

async function listeningCache(options?: ConstructorParameters<typeof TableCache>[0]) {
  const { database, handlers } = fakeListeningDatabase();
  const cache = new TableCache(options);
  await cache.start(database);
  handlers().onListening();
  return { cache, handlers, notify: (table: string) => handlers().onNotification(table) };
}

describe('table cache', () => {
  it('keeps an answer until one of its tables changes, and only the answers that read the changed table', async () => {
    const { cache, notify } = await listeningCache();
    let loads = 0;
    const read = (tables: Parameters<typeof cache.cached>[0], key: string) =>
      cache.cached(tables, key, async () => `${key}:${++loads}`);

    expect(await read([things, votes], 'a')).toBe('a:1');
    expect(await read([things, votes], 'a')).toBe('a:1');
    expect(await read([others], 'b')).toBe('b:2');
    notify('votes');
    expect(await read([things, votes], 'a')).toBe('a:3');
    expect(await read([others], 'b')).toBe('b:2');
    notify('unrelated');
    expect(await read([things, votes], 'a')).toBe('a:3');
  });

  it('keeps nothing before the listener is connected or after it is lost, and starts empty when it is back', async () => {
    const { database, handlers } = fakeListeningDatabase();
    const cache = new TableCache();
    await cache.start(database);
    let loads = 0;
    const read = () => cache.cached([things], 'k', async () => ++loads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
    handlers().onListening();
    expect(await read()).toBe(3);
    expect(await read()).toBe(3);
    handlers().onLost(new Error('connection reset'));
    expect(await read()).toBe(4);
    expect(await read()).toBe(5);
    handlers().onListening();
    expect(await read()).toBe(6);
    expect(await read()).toBe(6);
  });

  it('answers but does not keep a read across a change of its tables', async () => {
    const { cache, notify } = await listeningCache();
    const stale = await cache.cached([things], 'k', async () => {
      notify('things');
      return 'read before the commit';
    });
    expect(stale).toBe('read before the commit');
    expect(await cache.cached([things], 'k', async () => 'fresh')).toBe('fresh');
    expect(cache.size).toBe(1);
  });

  it('shares one load between concurrent misses, but not with a reader who starts after a change', async () => {
    const { cache, notify } = await listeningCache();
    let loads = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = async () => {
      const n = ++loads;
      await gate;
      return n;
    };
    const first = cache.cached([things], 'k', load);
    const second = cache.cached([things], 'k', load);
    notify('things');
    const third = cache.cached([things], 'k', load);
    release();
    expect(await Promise.all([first, second, third])).toEqual([1, 1, 2]);
    expect(loads).toBe(2);
  });

  it('answers without keeping what `keep` refuses, and reads again a kept value `keep` no longer accepts', async () => {
    const { cache } = await listeningCache();
    let loads = 0;
    let now = 0;
    const read = () =>
      cache.cached(
        [things],
        'k',
        async () => ({ n: ++loads, until: now + 10 }),
        (value) => value.until > now,
      );
    expect((await read()).n).toBe(1);
    expect((await read()).n).toBe(1);
    now = 10;
    expect((await read()).n).toBe(2);
    expect(
      await cache.cached(
        [things],
        'big',
        async () => ++loads,
        () => false,
      ),
    ).toBe(3);
    expect(
      await cache.cached(
        [things],
        'big',
        async () => ++loads,
        () => false,
      ),
    ).toBe(4);
  });

  it('holds at most its capacity, dropping the least recently read', async () => {
    const { cache } = await listeningCache({ capacity: 2 });
    let loads = 0;
    const read = (key: string) => cache.cached([things], key, async () => `${key}${++loads}`);
    await read('a');
    await read('b');
    await read('a');
    await read('c');
    expect(cache.size).toBe(2);
    expect(await read('a')).toBe('a1');
    expect(await read('b')).toBe('b4');
  });
});
