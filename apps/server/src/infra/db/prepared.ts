// Prepared reads: the hot per-request queries are built once per Database and sent as named statements
// (node-postgres parses each once per connection; drizzle skips building the SQL on every call).
import { is, sql, type Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from './client';

/** The query's parameters: placeholders when it is prepared, the values themselves in a transaction. */
export type QueryParams<P> = { [K in keyof P]: P[K] | Placeholder };

/** What a drizzle query builder offers: run it (await) or prepare it under a name. */
type Preparable<R> = PromiseLike<R> & {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> };
};

const names = new Set<string>();

/**
 * A read run as a prepared statement on the app's Database and as an ordinary query in a transaction (a
 * statement prepared on the Database would run on another connection, outside the transaction).
 * `name` must be unique in the app (checked here): PostgreSQL keeps one statement per name and connection.
 */
export function preparedRead<P extends Record<string, unknown>, R>(
  name: string,
  build: (db: DbOrTx, params: QueryParams<P>) => Preparable<R>,
): (db: DbOrTx, params: P) => Promise<R> {
  if (names.has(name)) throw new Error(`Two prepared reads are named ${name}`);
  names.add(name);
  // Each parameter the query reads becomes the placeholder of that name.
  const placeholders = new Proxy({}, { get: (_, key) => sql.placeholder(String(key)) }) as QueryParams<P>;
  const prepared = new WeakMap<Database, ReturnType<Preparable<R>['prepare']>>();
  return (db, params) => {
    if (is(db, PgTransaction)) return Promise.resolve(build(db, params));
    let query = prepared.get(db);
    if (!query) {
      query = build(db, placeholders).prepare(name);
      prepared.set(db, query);
    }
    return query.execute(params);
  };
}
