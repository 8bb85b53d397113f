import { Column, is, SQL, sql } from 'drizzle-orm';
import { dialect } from './sql-text.ts';

/** A selection as drizzle takes it: columns and expressions, objects of them nested. */
export type Selection = { [key: string]: Column | SQL | Selection };

const parts = (selection: Selection): SQL[] =>
  Object.entries(selection).map(([key, value]) => {
    // Keys are the selection's own identifiers (never input), written as SQL string literals.
    const name = sql.raw(`'${key.replaceAll("'", "''")}'`);
    return sql`${name}, ${is(value, Column) || is(value, SQL) ? value : jsonObjectSql(value)}`;
  });

/** `json_build_object(...)` of a selection: one JSON value per row, nested objects nested. */
export const jsonObjectSql = (selection: Selection): SQL =>
  sql`json_build_object(${sql.join(parts(selection), sql`, `)})`;

/**
 * A selection as one JSON column, composed by the database and rendered to SQL text once. A page of
 * rows then crosses the driver as one value a row, which it parses with JSON.parse, instead of one
 * value per field that the driver decodes and drizzle maps one by one (decision 0044). The selection
 * must hold no parameter (columns and fixed expressions only); values are JSON's: numbers, strings,
 * booleans, arrays, and timestamps as ISO 8601 text.
 */
export function jsonRowSql<T>(selection: Selection): SQL<T> {
  const { sql: text, params } = dialect.sqlToQuery(jsonObjectSql(selection));
  if (params.length > 0) throw new Error('jsonRowSql: the selection holds parameters');
  return sql.raw(text) as SQL<T>;
}
