import { pageTotal } from '../db/paging';
import type { InvalidatedCache } from './invalidated-cache';
import type { ReadCaches } from './read-caches';

/** A page as kept, with the number of the read that fetched it from the database. */
export type NumberedPage<P> = P & { read: number };

/** A page of a list and the list's total. */
export interface ListPage<R> {
  rows: R[];
  total: number;
}

type RowOf<P> = P extends ListPage<infer R> ? R : never;

/** How a list's page becomes one reader's answer. */
export interface ReaderPart<R, O, A> {
  /** The reader's own part among a page's rows (their votes, ratings, bookings): one statement on the rows' ids. */
  read(rows: R[]): Promise<O>;
  /** The reader's part of an empty page, which costs no statement. */
  none: O;
  /** What of the page is the reader's own, exactly: the key of their answer beside the page's. */
  signature(rows: R[], own: O): string;
  build(rows: R[], own: O): A;
}

/** Numbers every page read, across all lists of the instance (see `keptPages`). */
let pageReads = 0;

export interface KeptPagesDefinition {
  /** Every table the pages are read from (read-caches.ts). */
  tables: readonly string[];
  /** Tables only the readers' own parts are read from (their votes, ratings): they change answers, not pages. */
  answerTables?: readonly string[];
  capacity: number;
}

export interface KeptPages<P extends ListPage<unknown>, A> {
  pages: InvalidatedCache<string, NumberedPage<P>>;
  /** The kept page under `key`, or `load()`'s, numbered. */
  page(key: string, load: () => Promise<P>): Promise<NumberedPage<P>>;
  /** The whole answer made from `page` for readers of `signature`, kept, or `build()`'s. */
  answer(page: NumberedPage<P>, signature: string, build: () => A | Promise<A>): Promise<A>;
  /**
   * One reader's answer and the list's total: the page under `key` (kept, or `load()`'s; read again when
   * `isStale` says the kept one no longer holds), the reader's part among its rows, and the answer kept for
   * the page read and the reader's signature.
   */
  serve<O>(
    key: string,
    load: () => Promise<P>,
    part: ReaderPart<RowOf<P>, O, A>,
    isStale?: (page: P) => boolean,
  ): Promise<{ total: number; body: A }>;
}

/**
 * A page of a list whose every row carries the total (a window count in the page's statement): one statement,
 * and a second only for a page past the end (platform/db/paging.ts).
 */
export async function countedPage<R extends { total: number }>(
  rows: R[],
  offset: number,
  count: () => Promise<number>,
): Promise<ListPage<R>> {
  return { rows, total: await pageTotal(rows, offset, count) };
}

/**
 * A list the same for every reader but for a few fields of their own (their vote, their rating, their
 * booking, "mine"): its pages are kept per query, the reader's part is read per request (one statement on
 * the page's ids), and the whole answer is kept per page read and reader signature, so most readers, who share
 * the empty signature, get one answer serialised once (kept-values.ts).
 *
 * An answer is keyed by the number of the page read it was made from, not by the page's query: a request that
 * took a page, then heard of a change, then made its answer, keeps an answer no later reader can find beside
 * the page read after the change, so an answer's rows and its page's total always agree.
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
      const page = await pages.read(key, async () => ({ ...(await load()), read: ++pageReads }));
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
      const body = await kept.answer(page, part.signature(rows, own), () => part.build(rows, own));
      return { total: page.total, body };
    },
  };
  return kept;
}
