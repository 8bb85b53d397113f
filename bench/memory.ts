// `node --expose-gc --import tsx bench/memory.ts`: where the server's resident memory goes on the embedded
// store after the demo seed (issue 14's budget: 500 MB embedded, 350 MB PostgreSQL). Builds the app step
// by step in one process and prints RSS and its parts after each step.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPglite } from '../src/server/db/client.ts';
import { createDeps } from '../src/server/deps.ts';
import { LocalStorage } from '../src/server/lib/storage.ts';
import { seedDemoIfEmpty } from '../src/server/seed/index.ts';

const mb = (n: number) => Math.round(n / 1024 / 1024);
const steps: {
  step: string;
  rss: number;
  heap: number;
  external: number;
  arrayBuffers: number;
  wasm: number;
  seconds: number;
}[] = [];
let last = performance.now();
let wasmHeap = async () => 0;
async function mark(step: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  steps.push({
    step,
    rss: mb(m.rss),
    heap: mb(m.heapUsed),
    external: mb(m.external),
    arrayBuffers: mb(m.arrayBuffers),
    wasm: mb(await wasmHeap()),
    // How long the step took (the demo seed's budget is 30 s).
    seconds: Math.round((performance.now() - last) / 100) / 10,
  });
  last = performance.now();
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-memory-'));
try {
  await mark('node + modules loaded');
  const database = await openPglite(path.join(dataDir, 'pglite'));
  wasmHeap = () => database.pglite?.heapBytes() ?? Promise.resolve(0);
  await mark('PGlite opened');
  await database.migrate();
  await mark('migrated');
  const config = { ...loadConfig(), dataDir, databaseUrl: undefined };
  const deps = createDeps({
    config,
    database,
    storage: new LocalStorage(path.join(dataDir, 'uploads')),
    authSecret: 'memory-secret-memory-secret-memory-secret',
  });
  const app = await buildApp(deps);
  await mark('app built');
  await seedDemoIfEmpty(deps);
  // The photos are drawn in a child process (seed/car-art/photo-renderer.ts): none of sharp's memory
  // should show here.
  await mark('demo seeded');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  for (const url of ['/', '/listings', '/api/listings', '/api/listings/facets'])
    await fetch(`http://127.0.0.1:${address.port}${url}`);
  await mark('served /, /listings and the API once (renderer loaded)');
  console.table(steps);
  await app.close();
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
