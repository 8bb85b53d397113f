import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { compiledHereFirst } from './sql-compiler.ts';

/**
 * The application's SQL dialect, for SQL rendered outside a query: the same naming as its drizzle
 * instances (db/client.ts), schema keys in snake_case, and the same compiler (sql-compiler.ts).
 */
export const dialect = new PgDialect({ casing: 'snake_case' });
compiledHereFirst(dialect);

/**
 * A fixed fragment as SQL text with its parameters written in as literals, rendered once where it is
 * defined: for fragments of the domain's constants only (never input), which every statement would
 * otherwise render again.
 */
export const inlinedSql = (fragment: SQL): string => dialect.sqlToQuery(fragment.inlineParams()).sql;

/** A condition as one string, its text and parameters: the same key for the same condition, however built. */
export const sqlKey = (condition: SQL): string => {
  const { sql, params } = dialect.sqlToQuery(condition);
  return JSON.stringify([sql, params]);
};

/** A parameter's JSON: the scalars a statement compares, each a literal that PostgreSQL types by its place. */
const scalar = (param: unknown): string | number | boolean | null => {
  if (param === null || typeof param === 'string' || typeof param === 'boolean') return param;
  if (typeof param === 'number' && Number.isFinite(param)) return param;
  throw new Error(`a format() statement takes scalar parameters only, not ${String(param)}`);
};

/**
 * A statement as a `format()` string and its parameters as one JSON array (for a database function that
 * runs it: migration 0033): each `$n` becomes `%n$L`, which `format` fills with the n-th parameter quoted as
 * a literal (`quote_literal`: no value can end the literal), and each `%` of the text is doubled. Untyped
 * quoted literals are typed by their place as the parameters the driver sends apart are, so the statement
 * means the same.
 */
export function formatStatement(statement: SQL): { format: string; params: string } {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const format = text.replaceAll('%', '%%').replace(/\$(\d+)/g, '%$1$$L');
  return { format, params: JSON.stringify(params.map(scalar)) };
}
