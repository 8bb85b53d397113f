import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/** What Drizzle's PGlite driver calls on its client (drizzle-orm/pglite/session.js). */
export type DrizzlePgliteClient = Pick<PGlite, 'query' | 'transaction'>;

/**
 * The instance as Drizzle is given it. Drizzle passes the same parsers with every query (timestamps,
 * dates, intervals and their arrays kept as PostgreSQL's text, which Drizzle then maps itself), and PGlite
 * merges them into its own ~365 parsers on every query: 0.16 ms of a query that takes 0.1 ms without them
 * (bench/README.md, "Scale"). They are installed on the instance at the first query instead, and queries
 * pass on without them: each type is read exactly as Drizzle asked, once per instance rather than per query.
 */
export function pgliteForDrizzle(client: PGlite): DrizzlePgliteClient {
  const installed = new Set<string>();
  const withoutParsers = (options?: QueryOptions): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    const { parsers, ...rest } = options;
    for (const [oid, parse] of Object.entries(parsers))
      if (!installed.has(oid)) {
        client.parsers[oid] = parse;
        installed.add(oid);
      }
    return rest;
  };
  /** `target`'s query, its options without the parsers. */
  const queryOf = (target: Pick<Transaction, 'query'>) =>
    ((sql, params, options) => target.query(sql, params, withoutParsers(options))) as Transaction['query'];
  return {
    query: queryOf(client),
    // A transaction's queries too: the same transaction object, its query wrapped.
    transaction: (callback) =>
      client.transaction((tx) =>
        callback(Object.assign(Object.create(tx) as Transaction, { query: queryOf(tx) })),
      ),
  };
}
