import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type Config, defaultRateLimits, SEARCH_CONCURRENCY } from '../../src/server/config.ts';
import { type Database, openPglite, openPostgres } from '../../src/server/db/client.ts';
import { type AppDeps, createDeps } from '../../src/server/deps.ts';
import { FileTransport } from '../../src/server/lib/mailer.ts';
import { createStorage } from '../../src/server/lib/storage.ts';
import { adminQuery, quoteIdent, testDatabaseUrl, withDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  dataDir: string;
  close(): Promise<void>;
}

/** The page `vite build` leaves in the client directory, which the server's pages are made from. */
export function writeClientPage(
  t: Pick<TestApp, 'deps'>,
  html = '<!doctype html><html><head><title>Generic</title></head><body><div id="root"></div></body></html>',
): void {
  mkdirSync(t.deps.config.clientDir, { recursive: true });
  writeFileSync(path.join(t.deps.config.clientDir, 'index.html'), html);
}

/** A fresh database for one test file: PGlite from the migrated dump, or a clone of the PostgreSQL template. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = testDatabaseUrl();
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `mkt_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, [`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`]);
    const database = await openPostgres(withDatabase(url, name), 5);
    return {
      database,
      drop: async () => {
        await database.close();
        await adminQuery(url, [`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`]);
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  const database = await openPglite(null, new Blob([new Uint8Array(dump)]));
  return { database, drop: () => database.close() };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-app-'));
  const { database, drop } = await freshDatabase();
  const config: Config = {
    port: 3000,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    seedDemo: false,
    publicUrl: undefined,
    authSecret: undefined,
    smtpUrl: undefined,
    supportEmail: 'support@example.test',
    redis: undefined,
    s3: undefined,
    logLevel: 'silent',
    searchConcurrency: SEARCH_CONCURRENCY,
    trustProxy: false,
    clientDir: path.join(dataDir, 'no-client'),
    serverRendererFile: path.join(dataDir, 'no-ssr/entry-server.js'),
    rateLimits: defaultRateLimits,
    ...overrides,
  };
  const deps = createDeps({
    config,
    database,
    storage: createStorage(config.dataDir, config.s3),
    authSecret: 'test-secret-that-is-long-enough-for-hmac-signing',
    mail: new FileTransport(path.join(dataDir, 'outbox')),
  });
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const isPostgres = (): boolean => Boolean(testDatabaseUrl());
