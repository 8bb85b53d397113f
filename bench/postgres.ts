import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * Creates the benchmark's PostgreSQL database if the server answers and it is missing; false when no
 * PostgreSQL can be reached, so that part of the benchmark is skipped rather than failed.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * PostgreSQL's buffer settings as a sentence for a benchmark's report: at a million listings the figures
 * depend on them more than on any change to the code (the same code's combinations measured 221 ms p99
 * without huge pages and 86 with them, 2026-12-02, bench/README.md). `huge_pages = try` uses them only
 * when the kernel holds enough, hence the kernel's count beside it (this machine's, where PostgreSQL runs
 * on it).
 */
export async function bufferSettings(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const setting = async (name: string) =>
      (await client.query<{ v: string }>(`select current_setting($1) as v`, [name])).rows[0]?.v;
    const kernel = readFileSync('/proc/meminfo', 'utf8').match(/HugePages_Total:\s+(\d+)/)?.[1] ?? 'unknown';
    return `shared_buffers ${await setting('shared_buffers')}, huge_pages ${await setting('huge_pages')} (huge pages the kernel holds: ${kernel})`;
  } catch (e) {
    return `settings unknown (${(e as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}
