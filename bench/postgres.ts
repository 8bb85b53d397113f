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
