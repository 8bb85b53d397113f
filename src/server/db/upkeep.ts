import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

/**
 * The embedded store's upkeep: what PostgreSQL's autovacuum does for a server, done by ours for PGlite,
 * which has no background processes (its `autovacuum` setting reads 'on' and nothing acts on it).
 * Without it a store that grew through use was never analysed nor vacuumed: the planner took 100,000
 * listings for an empty table, searches counted every match exactly where an estimate would do ('carbon'
 * p99 1.7 s under the scale benchmark's load instead of 75 ms), estimates were far off (501 Ferraris
 * from 2005 shown for 2,200), and index-only scans read every row from the table, the visibility map
 * never set. Decision 0082. On PostgreSQL, autovacuum's own job: nothing is done here.
 */

/** Whether the server keeps this store up: only the embedded one, where no autovacuum runs. */
const keptByServer = (database: Database): boolean => database.kind === 'pglite';

/** How often the server looks for tables due: autovacuum's own default (`autovacuum_naptime`). */
const UPKEEP_EVERY_MS = 60_000;

/**
 * The tables due, by autovacuum's thresholds and settings (`autovacuum_vacuum_threshold` and the rest,
 * which PGlite keeps at PostgreSQL's defaults): dead rows, rows inserted since the last vacuum, rows
 * changed since the last analysis, each over a fixed number plus a share of the table. PGlite's counters
 * of those start again at zero each time the store is opened, so growth is also read from the table's
 * size against what the last vacuum or analysis measured (`relpages`), by the analysis's share: a store
 * that grew by a bulk load before a restart is still seen as grown.
 */
async function tablesDue(db: Db): Promise<string[]> {
  // The counters reach the statistics views at the next idle moment after a second: flushed now, the
  // next statement reads what this session has done so far.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const setting = (name: string) => sql.raw(`current_setting('autovacuum_${name}')::real`);
  const result = await db.execute(sql`
    select s.relname as "table"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid,
         lateral (select greatest(c.reltuples, 0) as rows,
                         pg_relation_size(c.oid) / current_setting('block_size')::int as pages) t
    where s.schemaname = 'public'
      and (s.n_dead_tup > ${setting('vacuum_threshold')} + ${setting('vacuum_scale_factor')} * t.rows
           or s.n_ins_since_vacuum > ${setting('vacuum_insert_threshold')} + ${setting('vacuum_insert_scale_factor')} * t.rows
           or s.n_mod_since_analyze > ${setting('analyze_threshold')} + ${setting('analyze_scale_factor')} * t.rows
           or t.pages > c.relpages * (1 + ${setting('analyze_scale_factor')}))
    order by s.relname`);
  return (result as unknown as { rows: { table: string }[] }).rows.map((r) => r.table);
}

/**
 * Vacuums and analyses each table due on the embedded store (tablesDue), one at a time, and names them;
 * on PostgreSQL nothing. Both together, whichever threshold was passed: a vacuum with little to do is
 * cheap (it skips the pages the visibility map marks), and one left for a later run would miss the rows
 * a restart's lost counters no longer show. The vacuum sets the visibility map the covering indexes' scans
 * rely on (decisions 0044, 0081) and merges the full-text indexes' pending entries; the analysis gives the
 * planner, and so the search's estimates and reading orders (modules/listings/counting.ts), the table's
 * size and its values' spread.
 */
export async function keepStoreUp(database: Database): Promise<string[]> {
  if (!keptByServer(database)) return [];
  const due = await tablesDue(database.db);
  for (const table of due) await database.db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  return due;
}

/**
 * Runs keepStoreUp every UPKEEP_EVERY_MS on the embedded store until stopped, reporting the tables each
 * run took (`onKept`, when any: the pause it explains); a failed run is reported and the next one tries
 * again. PGlite runs one statement at a time, so requests wait while a table is vacuumed and analysed:
 * at 100,000 listings an analysis takes about a second (it reads a sample of 30,000 rows whatever the
 * table's size), a vacuum with nothing to do 11 ms; a table is taken again only once a tenth of it has
 * changed. `stop` waits for a run under way, so the store closes after it.
 */
export function startStoreUpkeep(
  database: Database,
  onKept: (tables: string[]) => void,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  if (!keptByServer(database)) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // Caught at the end, so a failed run never stops the next one from starting.
    running = running
      .then(() => keepStoreUp(database))
      .then((tables) => tables.length > 0 && onKept(tables))
      .catch(onError);
  }, UPKEEP_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
