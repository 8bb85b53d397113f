import { Column, Name, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';

/**
 * Statements as SQL text and parameters in one pass, for the chunks the application's statements are
 * made of: text, nested statements, parameters, columns, tables, names and lists. Drizzle's own
 * compiler (PgDialect.sqlToQuery) asks each chunk whether it is each of ten kinds in turn, each answer
 * a walk up the chunk's prototype chain (`is`), and builds an object per chunk that its caller merges:
 * 11% of the server's CPU under the scale benchmark's combinations (bench/README.md, eighteenth
 * session), where a search statement has hundreds of chunks. Here each chunk is one `instanceof` test
 * and the text one string. The same text and parameters as drizzle's, which a unit test checks against
 * it; anything else (a subquery, a view, an alias, a placeholder, a fragment whose parameters are written
 * in, or an object this does not know) answers undefined, and drizzle compiles the statement.
 */

/** The first chunk this compiler leaves to drizzle ends the pass. */
const LEFT_TO_DRIZZLE = Symbol('left to drizzle');

/** Drizzle's keys of a table's name, schema and whether it is an alias (table.ts, internal to its types). */
const TABLE_NAME = Symbol.for('drizzle:Name');
const TABLE_SCHEMA = Symbol.for('drizzle:Schema');
const IS_ALIAS = Symbol.for('drizzle:IsAlias');

interface Compiled {
  sql: string;
  params: unknown[];
}

/** How the dialect names things: drizzle's own quoting, and a column's name by its casing. */
interface Naming {
  quoted(name: string): string;
  column(column: Column): string;
}

/** A dialect's naming, the one drizzle's compiler uses (PgDialect.escapeName and its casing cache). */
function namingOf(dialect: PgDialect): Naming {
  const casing = (dialect as unknown as { casing: { getColumnCasing(column: Column): string } }).casing;
  return { quoted: (name) => dialect.escapeName(name), column: (column) => casing.getColumnCasing(column) };
}

/** A table as drizzle names it: with its schema unless it has none or is an alias. */
function tableName(table: Table, naming: Naming): string {
  const keys = table as unknown as { [TABLE_NAME]: string; [TABLE_SCHEMA]?: string; [IS_ALIAS]?: boolean };
  const schema = keys[TABLE_SCHEMA];
  const name = naming.quoted(keys[TABLE_NAME]);
  return schema === undefined || keys[IS_ALIAS] ? name : `${naming.quoted(schema)}.${name}`;
}

function addParam(out: Compiled, value: unknown): void {
  out.params.push(value);
  out.sql += `$${out.params.length}`;
}

function addChunk(chunk: unknown, out: Compiled, naming: Naming): void {
  if (chunk instanceof StringChunk) {
    out.sql += chunk.value.length === 1 ? chunk.value[0] : chunk.value.join('');
  } else if (chunk instanceof SQL) {
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw LEFT_TO_DRIZZLE;
    for (const inner of chunk.queryChunks) addChunk(inner, out, naming);
  } else if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) throw LEFT_TO_DRIZZLE;
    const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (value instanceof SQL) addChunk(value, out, naming);
    else addParam(out, value);
  } else if (chunk instanceof Column) {
    out.sql += `${tableName(chunk.table, naming)}.${naming.quoted(naming.column(chunk))}`;
  } else if (chunk instanceof Table) {
    out.sql += tableName(chunk, naming);
  } else if (chunk instanceof Name) {
    out.sql += naming.quoted(chunk.value);
  } else if (Array.isArray(chunk)) {
    out.sql += '(';
    for (let i = 0; i < chunk.length; i++) {
      if (i > 0) out.sql += ', ';
      addChunk(chunk[i], out, naming);
    }
    out.sql += ')';
  } else if (chunk === undefined) {
    // Drizzle writes nothing for an absent chunk.
  } else if (typeof chunk === 'function') {
    throw LEFT_TO_DRIZZLE;
  } else if (chunk === null || chunk instanceof Date || typeof chunk !== 'object') {
    addParam(out, chunk);
  } else {
    throw LEFT_TO_DRIZZLE;
  }
}

/** `statement` as `dialect`'s drizzle compiler would compile it, or undefined where it must (see above). */
export function compileSql(statement: SQL, dialect: PgDialect): Compiled | undefined {
  const out: Compiled = { sql: '', params: [] };
  try {
    addChunk(statement, out, namingOf(dialect));
  } catch (error) {
    if (error === LEFT_TO_DRIZZLE) return undefined;
    throw error;
  }
  return out;
}

/**
 * `dialect` compiling its statements here first (compileSql), as drizzle's database objects call it for
 * every statement they run: drizzle builds the dialect itself, so its method is replaced on the object.
 * Statements compiled for an index's definition (`invokeSource`) stay drizzle's.
 */
export function compiledHereFirst(dialect: PgDialect): void {
  const drizzles = dialect.sqlToQuery.bind(dialect);
  dialect.sqlToQuery = (statement, invokeSource) =>
    (invokeSource === undefined ? compileSql(statement, dialect) : undefined) ??
    drizzles(statement, invokeSource);
}
