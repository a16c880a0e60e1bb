/**
 * The total of a page whose every row carries it (a window count in the page's own statement): read from the
 * first row; an empty first page has nothing to count; only a page past the end (no row) counts apart.
 */
export async function pageTotal(
  rows: readonly { total: number }[],
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  return offset === 0 ? 0 : count();
}
