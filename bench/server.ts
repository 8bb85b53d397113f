// A benchmark server: the real app on the prepared database, no seeding, quiet logs. On the embedded
// store it holds the data directory's lock as the product's server does: a second process on one PGlite
// store (a server started before the previous one had closed) corrupted it.
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPglite, openPostgres } from '../src/server/db/client.ts';
import { createDeps } from '../src/server/deps.ts';
import { lockDataDir } from '../src/server/lib/data-dir-lock.ts';
import { LocalStorage } from '../src/server/lib/storage.ts';

const config = { ...loadConfig(), seedDemo: false };
const unlock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
const database = config.databaseUrl
  ? await openPostgres(config.databaseUrl, 10)
  : await openPglite(path.join(config.dataDir, 'pglite'));
const deps = createDeps({
  config,
  database,
  storage: new LocalStorage(path.join(config.dataDir, 'uploads')),
  authSecret: 'bench-secret-bench-secret-bench-secret',
});
const app = await buildApp(deps);
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  unlock?.();
  process.exit(0);
});
