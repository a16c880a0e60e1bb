import type { InvalidatedCache } from './invalidated-cache';
import type { ReadCaches } from './read-caches';

/** A page as kept, with the number of the read that fetched it from the database. */
export type NumberedPage<P> = P & { read: number };

/** Numbers every page read, across all lists of the instance (see `keptPages`). */
let pageReads = 0;

export interface KeptPagesDefinition {
  /** Every table the pages are read from (read-caches.ts). */
  tables: readonly string[];
  /** Tables only the readers' own parts are read from (their votes, ratings): they change answers, not pages. */
  answerTables?: readonly string[];
  capacity: number;
}

export interface KeptPages<P extends object, A> {
  pages: InvalidatedCache<string, NumberedPage<P>>;
  /** The kept page under `key`, or `load()`'s, numbered. */
  page(key: string, load: () => Promise<P>): Promise<NumberedPage<P>>;
  /** The whole answer made from `page` for readers of `signature`, kept, or `build()`'s. */
  answer(page: NumberedPage<P>, signature: string, build: () => A | Promise<A>): Promise<A>;
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
export function keptPages<P extends object, A>(
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
  return {
    pages,
    async page(key, load) {
      const page = await pages.read(key, async () => ({ ...(await load()), read: ++pageReads }));
      return page!;
    },
    async answer(page, signature, build) {
      const answer = await answers.read(`${page.read}|${signature}`, async () => build());
      return answer!;
    },
  };
}
