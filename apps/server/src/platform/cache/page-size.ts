import { pageTotal } from '../db/paging';

export interface ListPage<R> {
  rows: R[];
  total: number;
}

/**
 * Pages longer than this are answered but not kept: a whole list (up to LIST_CAP rows) is asked rarely and
 * would hold megabytes per entry in a cache whose capacity counts entries.
 */
export const MAX_KEPT_ROWS = 100;

export const isKeptSize = (page: { rows: readonly unknown[] } | { items: readonly unknown[] }) =>
  ('rows' in page ? page.rows : page.items).length <= MAX_KEPT_ROWS;

/** Every row carries the total (a window count), so a page costs one statement. */
export async function countedPage<R extends { total: number }>(
  rows: R[],
  offset: number,
  count: () => Promise<number>,
): Promise<ListPage<R>> {
  return { rows, total: await pageTotal(rows, offset, count) };
}
