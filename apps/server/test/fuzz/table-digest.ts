import { sql } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/database';

/** Row count and content digest of each table, by table name. */
export type TableDigests = Record<string, string>;

async function rowsOf<T>(db: Db, text: string): Promise<T[]> {
  const result = await db.execute(sql.raw(text));
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * Returns a function giving every table of the public schema its row count and an md5 of its rows' text,
 * ordered by that text (no primary key needed; physical order, ctid and vacuum do not matter).
 *
 * The full read takes tens of milliseconds, so it is kept with the next transaction id at the time: every
 * change to a row needs a transaction id, so while that id has not moved no table has changed, and the
 * kept digests are still true (one cheap round trip instead of a read of every table).
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

/** The tables whose digest differs, leaving out those a request may change even when it is refused. */
export function changedTables(before: TableDigests, after: TableDigests, mayChange: readonly string[]) {
  return Object.keys({ ...before, ...after }).filter(
    (name) => !mayChange.includes(name) && before[name] !== after[name],
  );
}
