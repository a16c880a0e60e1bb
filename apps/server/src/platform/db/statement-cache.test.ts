import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_STATEMENTS_PER_CONNECTION, StatementCachingClient } from './statement-cache';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('statements kept prepared per connection', () => {
  let client: StatementCachingClient;

  const kept = async () =>
    (
      (await client.query(
        "select statement from pg_prepared_statements where name like 'kept\\_%' order by prepare_time",
      )) as pg.QueryResult<{ statement: string }>
    ).rows.map((row) => row.statement);

  beforeAll(async () => {
    client = new StatementCachingClient({ connectionString: url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  it('prepares a statement with parameters once and runs it by name after', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query({ text, values: [41] })).rows).toEqual([{ n: 42 }]);
    expect((await kept()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('sends statements without parameters as they are, several commands included', async () => {
    const before = await kept();
    await client.query('select 1; select 2');
    await client.query({ text: 'select 3 as n', values: [] });
    expect(await kept()).toEqual(before);
  });

  it('leaves a statement that names itself alone', async () => {
    await client.query({ name: 'own_name', text: 'select $1::text as t', values: ['a'] });
    const { rows } = await client.query("select name from pg_prepared_statements where name = 'own_name'");
    expect(rows).toHaveLength(1);
    expect((await kept()).includes('select $1::text as t')).toBe(false);
  });

  it('answers a failing statement with its own error, every time, and goes on', async () => {
    const text = 'select $1::int from no_such_table';
    for (let i = 0; i < 2; i++) {
      await expect(client.query(text, [1])).rejects.toThrow('relation "no_such_table" does not exist');
    }
    expect((await client.query('select $1::int * 2 as n', [21])).rows).toEqual([{ n: 42 }]);
  });

  it('keeps at most its limit and runs the rest unnamed', async () => {
    for (let i = 0; i < KEPT_STATEMENTS_PER_CONNECTION + 5; i++) {
      expect((await client.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: i + 1 }]);
    }
    expect(await kept()).toHaveLength(KEPT_STATEMENTS_PER_CONNECTION);
  });
});
