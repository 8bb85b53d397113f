// `npm run test:e2e`: builds the client, checks the initial bundle budget, then runs Playwright against the real server on a fresh
// embedded store (playwright.config.ts starts it).
import { spawnSync } from 'node:child_process';

const run = (args) => {
  const r = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
run(['scripts/check-bundle.mjs']);
run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]);
