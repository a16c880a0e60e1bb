import { describe, expect, it } from 'vitest';
import { fakeListeningDatabase } from '../../../test/fake-listener';
import { countedPage, keptPages, MAX_KEPT_ROWS } from './kept-pages';
import { ReadCaches } from './read-caches';

async function listeningCaches() {
  const { database, handlers } = fakeListeningDatabase();
  const caches = new ReadCaches();
  await caches.start(database);
  handlers().onListening();
  return { caches, notify: (table: string) => handlers().onNotification(table) };
}

type Page = { rows: string[]; total: number };

describe('kept pages', () => {
  it('keeps a page per query and an answer per page read and signature', async () => {
    const { caches } = await listeningCaches();
    const list = keptPages<Page, string>(caches, 'things', { tables: ['things'], capacity: 10 });
    let loads = 0;
    const load = async () => {
      loads++;
      return { rows: ['a', 'b'], total: 2 };
    };
    let builds = 0;
    const answer = async (signature: string) => {
      const page = await list.page('q', load);
      return list.answer(page, signature, () => `${page.rows.join('')}/${signature}/${++builds}`);
    };
    expect(await answer('')).toBe('ab//1');
    expect(await answer('')).toBe('ab//1');
    expect(await answer('h,')).toBe('ab/h,/2');
    expect(await answer('')).toBe('ab//1');
    expect(loads).toBe(1);
  });

  it('never gives a later reader an answer made from a page dropped while it was being made', async () => {
    const { caches, notify } = await listeningCaches();
    const list = keptPages<Page, Page>(caches, 'things', { tables: ['things'], capacity: 10 });
    let table = ['old'];
    const load = async () => ({ rows: [...table], total: table.length });
    await list.page('q', load);

    // A request takes the kept page, then the change is heard, then it makes its answer.
    const taken = await list.page('q', load);
    table = ['new', 'rows'];
    notify('things');
    const late = await list.answer(taken, '', () => ({ rows: taken.rows, total: taken.total }));
    expect(late.rows).toEqual(['old']);

    // The next reader reads the new page and an answer made from it: rows and total agree.
    const next = await list.page('q', load);
    const answer = await list.answer(next, '', () => ({ rows: next.rows, total: next.total }));
    expect(next.total).toBe(2);
    expect(answer.rows).toEqual(['new', 'rows']);
  });

  it('empties answers, not pages, when only a table of the readers’ own parts changes', async () => {
    const { caches, notify } = await listeningCaches();
    const list = keptPages<Page, number>(caches, 'things', {
      tables: ['things'],
      answerTables: ['votes'],
      capacity: 10,
    });
    let loads = 0;
    const load = async () => {
      loads++;
      return { rows: ['a'], total: 1 };
    };
    let builds = 0;
    const page = await list.page('q', load);
    expect(await list.answer(page, '', () => ++builds)).toBe(1);
    notify('votes');
    const again = await list.page('q', load);
    expect(again).toBe(page);
    expect(await list.answer(again, '', () => ++builds)).toBe(2);
    expect(loads).toBe(1);
  });

  it('serves a reader their answer: the part read only for rows, one answer per signature, a stale page read again', async () => {
    const { caches } = await listeningCaches();
    const list = keptPages<Page, string>(caches, 'things', { tables: ['things'], capacity: 10 });
    let table = ['a', 'b'];
    let loads = 0;
    const load = async () => {
      loads++;
      return { rows: [...table], total: table.length };
    };
    const partReads: string[][] = [];
    const votes = new Map([['voter', new Set(['b'])]]);
    let builds = 0;
    const serve = (reader: string, isStale?: (page: Page) => boolean) =>
      list.serve(
        'q',
        load,
        {
          read: async (rows) => {
            partReads.push(rows);
            return votes.get(reader) ?? new Set<string>();
          },
          none: new Set<string>(),
          signature: (rows, own) => rows.map((row) => (own.has(row) ? 'v' : '')).join(','),
          build: (rows, own) =>
            `${rows.map((row) => (own.has(row) ? row.toUpperCase() : row)).join('')}#${++builds}`,
        },
        isStale,
      );

    expect(await serve('someone')).toEqual({ total: 2, body: 'ab#1' });
    expect(await serve('voter')).toEqual({ total: 2, body: 'aB#2' });
    expect(await serve('another')).toEqual({ total: 2, body: 'ab#1' });
    expect(partReads).toEqual([
      ['a', 'b'],
      ['a', 'b'],
      ['a', 'b'],
    ]);
    expect(loads).toBe(1);

    // A page its owner finds stale is read again, and answers are made from the new read.
    table = ['c'];
    expect(await serve('someone', (page) => page.rows.includes('a'))).toEqual({ total: 1, body: 'c#3' });
    expect(loads).toBe(2);

    table = [];
    list.pages.evict('q');
    expect(await serve('voter')).toEqual({ total: 0, body: '#4' });
    expect(partReads).toHaveLength(4);
  });
});

describe('counted pages', () => {
  it('take the total from the first row, count nothing for an empty first page, and count past the end', async () => {
    let counts = 0;
    const count = async () => {
      counts++;
      return 7;
    };
    expect(await countedPage([{ id: 'x', total: 7 }], 20, count)).toEqual({
      rows: [{ id: 'x', total: 7 }],
      total: 7,
    });
    expect(await countedPage([], 0, count)).toEqual({ rows: [], total: 0 });
    expect(counts).toBe(0);
    expect(await countedPage([], 40, count)).toEqual({ rows: [], total: 7 });
    expect(counts).toBe(1);
  });
  it('answers a page longer than MAX_KEPT_ROWS without keeping it or its answer', async () => {
    const { caches } = await listeningCaches();
    const list = keptPages<Page, string>(caches, 'things', { tables: ['things'], capacity: 10 });
    let loads = 0;
    let builds = 0;
    const serve = (size: number) =>
      list.serve(
        `size-${size}`,
        async () => {
          loads++;
          return { rows: Array.from({ length: size }, (_, i) => String(i)), total: size };
        },
        {
          read: async () => '',
          none: '',
          signature: () => '',
          build: (rows) => `${rows.length}/${++builds}`,
        },
      );
    expect((await serve(MAX_KEPT_ROWS + 1)).body).toBe(`${MAX_KEPT_ROWS + 1}/1`);
    expect((await serve(MAX_KEPT_ROWS + 1)).body).toBe(`${MAX_KEPT_ROWS + 1}/2`);
    expect(loads).toBe(2);
    expect((await serve(MAX_KEPT_ROWS)).body).toBe(`${MAX_KEPT_ROWS}/3`);
    expect((await serve(MAX_KEPT_ROWS)).body).toBe(`${MAX_KEPT_ROWS}/3`);
    expect(loads).toBe(3);
  });
});
