import type { Db } from '../db/client';

/**
 * A read on a hot path, built by Drizzle once per database handle and then only executed. Drizzle builds a
 * query's SQL on every run, and for the whole-row selects of a purchase (session with its user, the product,
 * the buyer's orders and codes) that building was a quarter of the server's CPU in the sale rush
 * (bench/rush.ts). A transaction is a handle of its own, so a query prepared on it runs on its connection.
 */
export function preparedOn<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byHandle = new WeakMap<Db, Query>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}
