export async function pageTotal(
  rows: readonly { total: number }[],
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  return offset === 0 ? 0 : count();
}

/** The true total of a list read up to `cap` rows: its length below the cap, else one count. */
export async function cappedTotal(
  rows: readonly unknown[],
  cap: number,
  count: () => Promise<number>,
): Promise<number> {
  return rows.length < cap ? rows.length : count();
}
