import pg from 'pg';

/** Test databases on a real PostgreSQL (TEST_DATABASE_URL): a migrated template, cloned per test file. */

export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export const templateName = (url: string): string =>
  `${new URL(url).pathname.slice(1) || 'marketplace_test'}_template`;

export async function adminQuery(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;
