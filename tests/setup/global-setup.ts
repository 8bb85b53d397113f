import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/server/db/client.ts';
import { adminQuery, quoteIdent, templateName, testDatabaseUrl, withDatabase } from './databases.ts';

declare module 'vitest' {
  interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once: a PGlite data directory dumped to a file (each test file loads it, skipping initdb
 * and migrations) and, when TEST_DATABASE_URL is set, a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-test-'));
  const pglite = await openPglite(null);
  await pglite.migrate();
  const dump = await pglite.pglite!.dumpDataDir();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);

  const url = testDatabaseUrl();
  let template: string | null = null;
  if (url) {
    template = templateName(url);
    await adminQuery(url, [
      `DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`,
      `CREATE DATABASE ${quoteIdent(template)}`,
    ]);
    const db = await openPostgres(withDatabase(url, template), 1);
    await db.migrate();
    await db.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (url && template)
      await adminQuery(url, [`DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`]);
  };
}
