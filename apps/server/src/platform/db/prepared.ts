import type { Db } from './database';

/** For the short queries of a read path, planning costs more than running them: plan once per connection. */
const cache = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: () => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (!statement) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}
