// A benchmark server: the real app on the prepared database, no seeding, quiet logs.
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPglite, openPostgres } from '../src/server/db/client.ts';
import { createDeps } from '../src/server/deps.ts';
import { LocalStorage } from '../src/server/lib/storage.ts';

const config = { ...loadConfig(), seedDemo: false };
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
  process.exit(0);
});
