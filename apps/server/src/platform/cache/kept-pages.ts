import { pageTotal } from '../db/paging';
import type { InvalidatedCache } from './invalidated-cache';
import type { ReadCaches } from './read-caches';

export type NumberedPage<P> = P & { read: number };

export interface ListPage<R> {
  rows: R[];
  total: number;
}

type RowOf<P> = P extends ListPage<infer R> ? R : never;

export interface ReaderPart<R, O, A> {
  read(rows: R[]): Promise<O>;
  none: O;
  signature(rows: R[], own: O): string;
  build(rows: R[], own: O): A;
}

let pageReads = 0;

/**
 * Pages longer than this are answered but not kept: a whole list (up to LIST_CAP rows) is asked rarely and
 * would hold megabytes per entry in caches whose capacity counts entries.
 */
export const MAX_KEPT_ROWS = 100;

export const isKeptSize = (page: { rows: readonly unknown[] } | { items: readonly unknown[] }) =>
  ('rows' in page ? page.rows : page.items).length <= MAX_KEPT_ROWS;

export interface KeptPagesDefinition {
  tables: readonly string[];
  answerTables?: readonly string[];
  capacity: number;
}

export interface KeptPages<P extends ListPage<unknown>, A> {
  pages: InvalidatedCache<string, NumberedPage<P>>;
  page(key: string, load: () => Promise<P>): Promise<NumberedPage<P>>;
  answer(page: NumberedPage<P>, signature: string, build: () => A | Promise<A>): Promise<A>;
  serve<O>(
    key: string,
    load: () => Promise<P>,
    part: ReaderPart<RowOf<P>, O, A>,
    isStale?: (page: P) => boolean,
  ): Promise<{ total: number; body: A }>;
}

/** Every row carries the total (a window count), so a page costs one statement. */
export async function countedPage<R extends { total: number }>(
  rows: R[],
  offset: number,
  count: () => Promise<number>,
): Promise<ListPage<R>> {
  return { rows, total: await pageTotal(rows, offset, count) };
}

/**
 * An answer is keyed by the number of the page read it was made from, not by the query, so an answer's
 * rows and its page's total always agree even when a change is heard between the two.
 */
export function keptPages<P extends ListPage<unknown>, A>(
  caches: ReadCaches,
  name: string,
  definition: KeptPagesDefinition,
): KeptPages<P, A> {
  const pages = caches.named<NumberedPage<P>>(`${name}:pages`, {
    tables: definition.tables,
    capacity: definition.capacity,
  });
  const answers = caches.named<A>(`${name}:answers`, {
    tables: [...definition.tables, ...(definition.answerTables ?? [])],
    capacity: definition.capacity,
  });
  const kept: KeptPages<P, A> = {
    pages,
    async page(key, load) {
      const page = await pages.read(key, async () => ({ ...(await load()), read: ++pageReads }), isKeptSize);
      return page!;
    },
    async answer(page, signature, build) {
      const answer = await answers.read(`${page.read}|${signature}`, async () => build());
      return answer!;
    },
    async serve(key, load, part, isStale) {
      let page = await kept.page(key, load);
      if (isStale?.(page)) {
        pages.evict(key);
        page = await kept.page(key, load);
      }
      const rows = page.rows as RowOf<P>[];
      const own = rows.length > 0 ? await part.read(rows) : part.none;
      const body = isKeptSize(page)
        ? await kept.answer(page, part.signature(rows, own), () => part.build(rows, own))
        : await part.build(rows, own);
      return { total: page.total, body };
    },
  };
  return kept;
}
