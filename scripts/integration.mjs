// `npm run test:integration`: the API suite on the embedded PGlite, then again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), so both databases pass the same tests. The Redis-backed tests
// (TEST_REDIS_URL) need to run once: they join the last pass only.
import { spawnSync } from 'node:child_process';

const vitest = [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--project',
  'integration',
  ...process.argv.slice(2),
];
const pgUrl = process.env.TEST_DATABASE_URL;

const runs = [['PGlite', { ...process.env, TEST_DATABASE_URL: '' }]];
if (pgUrl) runs.push([`PostgreSQL (${new URL(pgUrl).pathname.slice(1)})`, process.env]);
for (const [, env] of runs.slice(0, -1)) env.TEST_REDIS_URL = '';

for (const [name, env] of runs) {
  console.log(`\n== integration suite on ${name}${env.TEST_REDIS_URL ? ' and Redis' : ''}`);
  const r = spawnSync(process.execPath, vitest, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
