import { describe, expect, it } from 'vitest';
import { fakeListeningDatabase } from '../../../test/fake-listener';
import { ReadCaches } from './read-caches';

describe('read caches', () => {
  it('keep answers while listening, and drop only the caches that read a changed table', async () => {
    const { database, handlers: listener } = fakeListeningDatabase();
    const caches = new ReadCaches();
    const pages = caches.named<string>('pages', { tables: ['interview_experiences', 'users'] });
    const insights = caches.named<string>('insights', { tables: ['company_insights'] });
    await caches.start(database);
    listener().onListening();
    let loads = 0;
    const read = (cache: typeof pages, key: string) => cache.read(key, async () => `${key}:${++loads}`);

    expect(await read(pages, 'a')).toBe('a:1');
    expect(await read(pages, 'a')).toBe('a:1');
    expect(await read(insights, 'b')).toBe('b:2');
    listener().onNotification('users');
    expect(await read(pages, 'a')).toBe('a:3');
    expect(await read(insights, 'b')).toBe('b:2');
    caches.clearAll();
    expect(await read(insights, 'b')).toBe('b:4');
    expect(caches.named('pages', { tables: [] })).toBe(pages);
  });

  it('keep nothing before the listener is connected or after it is lost, and start empty when it is back', async () => {
    const { database, handlers: listener } = fakeListeningDatabase();
    const caches = new ReadCaches();
    await caches.start(database);
    const pages = caches.named<number>('pages', { tables: ['interview_experiences'] });
    let loads = 0;
    const read = () => pages.read('k', async () => ++loads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
    listener().onListening();
    expect(await read()).toBe(3);
    expect(await read()).toBe(3);
    listener().onLost(new Error('connection reset'));
    expect(await read()).toBe(4);
    expect(await read()).toBe(5);
    listener().onListening();
    expect(await read()).toBe(6);
    expect(await read()).toBe(6);
  });

  it('do not keep an answer read across a change', async () => {
    const { database, handlers: listener } = fakeListeningDatabase();
    const caches = new ReadCaches();
    await caches.start(database);
    listener().onListening();
    const pages = caches.named<string>('pages', { tables: ['interview_experiences'] });
    const stale = await pages.read('k', async () => {
      listener().onNotification('interview_experiences');
      return 'read before the commit';
    });
    expect(stale).toBe('read before the commit');
    expect(pages.has('k')).toBe(false);
  });
});
