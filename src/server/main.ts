// First: the production builds of the libraries loaded below and later (lib/production-mode.ts).
import './lib/production-mode.ts';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, configWarnings, loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { startStoreUpkeep } from './db/upkeep.ts';
import { createDeps } from './deps.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts';
import { createStorage } from './lib/storage.ts';
import { ratesProvider, startRatesRefresh } from './modules/currencies/provider.ts';
import { businessJobHandlers, scheduleBusinessSweeps } from './modules/expiry/jobs.ts';
import { startDocumentCleanup } from './modules/kyc/documents.ts';
import { startOutboxSender } from './modules/notifications/outbox.ts';
import { startAlertJobs } from './modules/saved-searches/alerts.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts.ts';
import { seedDemoIfEmpty } from './seed/index.ts';

/** config -> database -> migrate -> seed -> listen; graceful shutdown on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  let unlock: (() => void) | undefined;
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    // PGlite is single-process: take the data directory before opening it.
    unlock = lockDataDir(config.dataDir);
    database = await openPglite(path.join(config.dataDir, 'pglite'));
  }
  await database.migrate();

  const storage = createStorage(config.dataDir, config.s3);
  const { secret } = resolveAuthSecret(config.authSecret, config.dataDir);
  const deps = createDeps({ config, database, storage, authSecret: secret });
  const app = await buildApp(deps, { level: config.logLevel });
  for (const warning of configWarnings(config)) app.log.warn(warning);

  const seedStarted = performance.now();
  const seeded = config.seedDemo && (await seedDemoIfEmpty(deps));
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  if (seeded) app.log.info({ seconds: seedSeconds }, 'seeded demo data into the empty database');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // Stop taking requests and let in-flight ones finish, then close the store cleanly.
    cleanup.stop();
    await app.close();
    await alertJobs.stop();
    await ratesRefresh?.stop();
    await mailer.stop();
    await upkeep.stop();
    await database.close();
    unlock?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const purge = setInterval(() => void deps.limiter.purgeExpired().catch(() => {}), 10 * 60_000);
  purge.unref();
  const mailer = startOutboxSender(deps, (err) => app.log.warn({ err }, 'e-mail delivery failed'));
  const alertJobs = startAlertJobs(
    deps.db,
    { siteUrl: deps.siteUrl, secret: deps.cookieSecret },
    (err) => app.log.warn({ err }, 'a scheduled job failed'),
    {
      handlers: businessJobHandlers({ siteUrl: deps.siteUrl, payments: deps.payments }),
      schedule: (db) => scheduleBusinessSweeps(db),
    },
  );
  const ratesRefresh = config.ratesProvider
    ? startRatesRefresh(deps.db, ratesProvider(config.ratesProvider), (err) =>
        app.log.warn({ err }, 'refreshing currency rates failed'),
      )
    : null;
  const cleanup = startDocumentCleanup(deps, (err) =>
    app.log.warn({ err }, 'removing uncited identity documents failed'),
  );
  // The embedded store's vacuums and analyses, autovacuum's work on PostgreSQL (decision 0082).
  const upkeep = startStoreUpkeep(
    database,
    (tables) => app.log.info({ tables }, 'vacuumed and analysed the embedded store'),
    (err) => app.log.warn({ err }, 'the embedded store upkeep failed'),
  );

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `  Marketplace ready on http://${shown}:${config.port}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Rate limits: ${config.redis ? 'Redis (REDIS_URL)' : 'in the database'}`,
  ];
  if (config.seedDemo) {
    lines.push(`  Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.email.padEnd(26)} ${a.role}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
