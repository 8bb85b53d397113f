import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { forkTypeScript } from '../lib/fork-typescript.ts';
import { type PgliteThread, startPgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';
import { compiledHereFirst } from './sql-compiler.ts';
import { formatStatement } from './sql-text.ts';

/** One Drizzle type over both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded store's thread (embedded store only): LISTEN/NOTIFY and data-dir dumps need it. */
  pglite?: PgliteThread;
  /** The node-postgres pool (PostgreSQL only). */
  pool?: pg.Pool;
}

/**
 * Per-connection settings. Trigram word similarity of 0.5 (default 0.6) lets one-letter typos in a make
 * or model ('porshe' for 'porsche', 0.57) still match.
 *
 * No parallel workers: every statement here is a short request's, and many run at once on few cores.
 * A parallel plan starts worker processes for a few milliseconds of work and competes with the other
 * requests for the same cores; it also puts a Gather over the estimates' UNION ALL, whose branches then
 * carry per-worker row counts, so counting.ts had to ask each branch alone (six statements for
 * 'porshe 911' instead of one). Decision 0038.
 *
 * No JIT compilation: PostgreSQL compiles a statement's expressions with LLVM once its estimated cost
 * passes `jit_above_cost` (100,000), which at a million listings every estimate's EXPLAIN does (its
 * branch without words is a sequential scan's cost), while at 100,000 none does. Building the code cost
 * ~5 ms per EXPLAIN that plans in 0.7 ms, and loading LLVM ~35 ms in each new connection, for statements
 * that read a few thousand rows at most: the one cost of a request that grew with the inventory.
 * Decision 0039. (PGlite has no JIT; the setting is accepted and changes nothing there.)
 *
 * A random page read costs the planner 1.1 sequential ones (default 4), PostgreSQL's advice for storage
 * whose random reads cost about what sequential ones do (solid-state disks; here the listings are in
 * memory). At 4 the planner preferred a sequential scan with a LIMIT to the full-text index for a sample
 * or a capped count of a few thousand matches, reading 82,000 rows to find 1,000 'lambo' from 2015 on
 * at 100k listings (55 ms; 23 ms by the indexes). Decision 0046.
 *
 * No prefetch advice (`effective_io_concurrency` 0; PostgreSQL's default is 1, PGlite's 16): before reading
 * a bitmap's next table page, PostgreSQL looks it up in its buffers and, when it is not there, tells the
 * kernel it will read it (`posix_fadvise`). With the listings in memory (PostgreSQL's buffers or the
 * operating system's cache) the advice buys nothing and costs a system call and a second lookup per page.
 * Decision 0063.
 */
const SESSION_SETTINGS: Record<string, string> = {
  'pg_trgm.word_similarity_threshold': '0.5',
  max_parallel_workers_per_gather: '0',
  jit: 'off',
  random_page_cost: '1.1',
  effective_io_concurrency: '0',
};

/**
 * PostgreSQL sessions also get 16 MB of `work_mem` (default 4 MB) for a statement's bitmaps and sorts. At
 * a million listings the full-text bitmap of two common words (110,000 listings each) outgrew 4 MB and
 * went lossy: whole pages were then rechecked row by row (199,000 rows for one page of 'barn find'
 * coupes). With 16 MB that page took 123 ms instead of 252, and the 1,800 combinations of the scale
 * benchmark, asked one at a time, 16% less time in all (p99 388 -> 270 ms). It is a ceiling per sort or
 * bitmap, reached only by such statements, in the database server's memory. Not on PGlite: its
 * WebAssembly heap grows to the largest statement's needs and never gives memory back, and its 500 MB
 * budget for the whole server is met with ~25 MB to spare. Decision 0047.
 */
const POSTGRES_SESSION_SETTINGS: Record<string, string> = { ...SESSION_SETTINGS, work_mem: '16MB' };

/** A drizzle database whose statements are compiled to text by sql-compiler.ts first (its dialect's). */
function compiledByUs(db: unknown): Db {
  compiledHereFirst((db as { dialect: PgDialect }).dialect);
  return db as Db;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * A new data directory is made in a child process: PGlite's initdb in the server's own process leaves
 * ~140 MB more resident memory for the life of the process than opening an existing directory (measured
 * 494 vs 356 MB right after opening; bench/README.md, "Memory on the embedded store").
 */
async function createDataDirApart(dataDir: string): Promise<void> {
  const child = forkTypeScript(new URL('./create-data-dir.ts', import.meta.url), [dataDir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  if (code !== 0)
    throw new Error(`creating the embedded data directory ${dataDir} failed (${signal ?? code})`);
}

/**
 * PGlite's buffer cache: 64 MB, half of PostgreSQL's default. The cache lives in PGlite's WebAssembly
 * heap, which never returns memory, so after a busy hour every buffer is resident: with 128 MB the server
 * idled at 482-543 MB after the scale benchmark's questions on 100,000 listings (budget 500), with 64 MB at
 * 408-481, and 900 combinations of words, filters, sorts and pages took the same 11.9 s either way (the
 * operating system's cache holds what PGlite's no longer does). Decision 0055.
 */
const PGLITE_SHARED_BUFFERS = '64MB';

export async function openPglite(dataDir: string | null, loadDataDir?: Blob | File): Promise<Database> {
  if (dataDir) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  // PG_VERSION is how PostgreSQL (and PGlite) tell a data directory from an empty folder.
  if (dataDir && !loadDataDir && !existsSync(path.join(dataDir, 'PG_VERSION')))
    await createDataDirApart(dataDir);
  const client = await startPgliteThread({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: await loadDataDir.arrayBuffer() } : {}),
    startSettings: { shared_buffers: PGLITE_SHARED_BUFFERS },
    sessionSettings: SESSION_SETTINGS,
  });
  // Drizzle calls query and transaction alone (DrizzlePgliteClient).
  const db = compiledByUs(drizzlePglite(client as unknown as PGlite, { schema, casing: 'snake_case' }));
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/** Any fixed number: the advisory lock instances take while migrating. */
const MIGRATION_LOCK = 727_073_690;

/**
 * Several instances starting together on an empty database would race to create the same types and
 * tables. Each takes a session-level advisory lock on its own connection first, so one migrates and the
 * others then find nothing left to do.
 */
async function withMigrationLock(url: string, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await client.end();
  }
}

/**
 * How long an idle connection is kept open: always (0). A new connection is a new PostgreSQL process
 * that reads its catalogs again and maps the shared buffers page by page as it first touches them; the
 * pool's default closed connections after 10 s idle, and the first uncached search after a quiet 11 s
 * took 43-49 ms where the same question on a used connection took 10-16 ms (100,000 listings). A quiet
 * marketplace would have paid that on most requests. The pool holds at most `max` of them.
 */
const IDLE_CONNECTION_TIMEOUT_MS = 0;

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const options = Object.entries(POSTGRES_SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options,
    idleTimeoutMillis: IDLE_CONNECTION_TIMEOUT_MS,
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = compiledByUs(drizzleNodePg(pool, { schema, casing: 'snake_case' }));
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: () =>
      withMigrationLock(url, () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR })),
    close: () => pool.end(),
  };
}

/** The rows of a raw `db.execute`, whether the driver answers `{ rows }` or the rows themselves. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * The rows of `statement` run with PostgreSQL's index scans off, which only bitmaps and the table itself
 * are then left to read, in the order the table holds its rows. It runs in one call of the database
 * function rows_in_table_order (migration 0033), whose SET clause holds the settings for that call alone:
 * one round trip, where a transaction of its own took four on PostgreSQL (begin, the settings, the
 * statement, commit; decision 0076). Each row comes back as the JSON of its columns. Synchronized scans
 * are off in the call too (migration 0038, decision 0090): a sequential scan starts at the table's first
 * page, whose pages stay in the cache, and the same question reads the same rows each time.
 */
export async function rowsInTableOrder<T>(db: Db, statement: SQL): Promise<T[]> {
  const { format, params } = formatStatement(statement);
  const result = await db.execute(sql`select rows_in_table_order(${format}, ${params}::json) as r`);
  return rowsOf<{ r: T }>(result).map((row) => row.r);
}
