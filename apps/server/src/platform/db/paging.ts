export async function pageTotal(
  rows: readonly { total: number }[],
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  return offset === 0 ? 0 : count();
}
