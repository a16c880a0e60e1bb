import pg from 'pg';

/**
 * Statements a connection keeps prepared. A statement past the limit goes unnamed as before, so a stream of
 * one-off texts cannot grow a backend's memory without bound.
 */
export const KEPT_STATEMENTS_PER_CONNECTION = 256;
const NAME_PREFIX = 'kept_';

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/**
 * A connection that prepares every statement with parameters once and runs it by name after: PostgreSQL parses
 * and analyses it once per connection, and after five runs may plan it once (a generic plan, chosen only when
 * it costs no more than planning each run). For the short statements of a request, the parse and plan cost
 * more than the run. Statements without parameters go as they are (they may hold several commands).
 */
export class StatementCachingClient extends pg.Client {
  private readonly names = new Map<string, string>();
  private nextName = 0;

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes every call on.
  override query(config: any, values?: any, callback?: any): any {
    const named = this.named(config, values);
    if (!named) return super.query(config, values, callback);
    // A statement that failed to parse was never prepared: its text gives up its name and slot.
    const forgetIfUnparsed = () => {
      const parsed = (this as unknown as { connection: { parsedStatements: Record<string, string> } })
        .connection.parsedStatements;
      if (parsed[named.name] === undefined && this.names.get(named.text) === named.name) {
        this.names.delete(named.text);
      }
    };
    if (typeof values === 'function' || typeof callback === 'function') {
      const done = typeof values === 'function' ? values : callback;
      const wrapped = (error: unknown, result: unknown) => {
        if (error) forgetIfUnparsed();
        done(error, result);
      };
      return typeof values === 'function' ? super.query(named, wrapped) : super.query(named, values, wrapped);
    }
    return super.query(named, values).catch((error: unknown) => {
      forgetIfUnparsed();
      throw error;
    });
  }

  // biome-ignore lint/suspicious/noExplicitAny: handed to pg's overloaded query as its config.
  private named(config: unknown, values: unknown): any {
    const query: QueryConfig | undefined =
      typeof config === 'string'
        ? { text: config }
        : typeof config === 'object' && config
          ? config
          : undefined;
    if (!query || typeof query.text !== 'string' || query.name !== undefined) return undefined;
    if (typeof (query as { submit?: unknown }).submit === 'function') return undefined;
    const parameters = Array.isArray(values) ? values : query.values;
    if (!Array.isArray(parameters) || parameters.length === 0) return undefined;
    let name = this.names.get(query.text);
    if (name === undefined) {
      if (this.names.size >= KEPT_STATEMENTS_PER_CONNECTION) return undefined;
      name = `${NAME_PREFIX}${this.nextName++}`;
      this.names.set(query.text, name);
    }
    return { ...query, name };
  }
}
