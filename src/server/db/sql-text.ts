import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * The application's SQL dialect, for SQL rendered outside a query: the same naming as its drizzle
 * instances (db/client.ts), schema keys in snake_case.
 */
export const dialect = new PgDialect({ casing: 'snake_case' });

/** A condition as one string, its text and parameters: the same key for the same condition, however built. */
export const sqlKey = (condition: SQL): string => {
  const { sql, params } = dialect.sqlToQuery(condition);
  return JSON.stringify([sql, params]);
};
