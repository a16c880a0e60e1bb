import { sql } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/database';

export type TableDigests = Record<string, string>;

async function rowsOf<T>(db: Db, text: string): Promise<T[]> {
  const result = await db.execute(sql.raw(text));
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * Ordered by row text, so no primary key is needed. A full read takes tens of milliseconds, so it is kept
 * with the next transaction id: while that id has not moved, no table has changed.
 */
export async function createTableDigester(db: Db): Promise<() => Promise<TableDigests>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const query = tables
    .map(({ name }) => {
      const quoted = `"${name.replaceAll('"', '""')}"`;
      return `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from public.${quoted} t`;
    })
    .join(' union all ');
  let kept: { mark: string; digests: TableDigests } | undefined;
  return async () => {
    const [{ mark }] = (await rowsOf<{ mark: string }>(
      db,
      'select pg_snapshot_xmax(pg_current_snapshot())::text as mark',
    )) as [{ mark: string }];
    if (kept?.mark !== mark) {
      const rows = await rowsOf<{ name: string; digest: string }>(db, query);
      kept = { mark, digests: Object.fromEntries(rows.map((row) => [row.name, row.digest])) };
    }
    return kept.digests;
  };
}

export function changedTables(before: TableDigests, after: TableDigests, mayChange: readonly string[]) {
  return Object.keys({ ...before, ...after }).filter(
    (name) => !mayChange.includes(name) && before[name] !== after[name],
  );
}
