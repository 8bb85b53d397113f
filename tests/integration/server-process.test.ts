import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../fixtures/server-process.ts';
import { adminQuery, quoteIdent, testDatabaseUrl, withDatabase } from '../setup/databases.ts';

/**
 * The real server as a user runs it: a second process on one DATA_DIR is refused, Ctrl-C shuts down
 * cleanly, and the next start finds every acknowledged write. These run on the embedded store, which
 * is the one with a data directory to protect.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-proc-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real server as `npm start` runs it; by default on the embedded store without demo data. */
function startServer(
  port: number,
  env: Record<string, string> = { SEED_DEMO: '0', DATABASE_URL: '' },
): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/**
 * A cold start (tsx compiling the server, PGlite loading its WebAssembly, migrations) takes 3-9 s on a
 * quiet machine, and several times that while the other integration files load both cores: CI once saw
 * a start pass 30 s. Give it 120 s, measured by the clock rather than by attempts.
 */
const READY_WITHIN_MS = 120_000;

async function waitUntilReady(r: Running, port: number): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  // What the last attempt met, for the failure's message: a status, or why the request failed.
  let last = 'no attempt';
  while (Date.now() < deadline) {
    if (r.child.exitCode !== null) throw new Error(`server exited early:\n${r.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(10_000) });
      if (res.ok) return;
      last = `status ${res.status}: ${await res.text()}`;
    } catch (err) {
      // Not listening yet, or no answer within 10 s.
      last = String((err as Error).cause ?? err);
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error(
    `server did not become ready within ${READY_WITHIN_MS / 1000} s (last attempt: ${last}):\n${r.output()}`,
  );
}

const register = (port: number, n: number) =>
  fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `durable-${n}@example.test`,
      password: 'secret-pass-1',
      userData: {
        firstName: 'Dura',
        lastName: 'Ble',
        username: `durable_${n}`,
        country: 'Spain',
        city: 'Madrid',
        age: 40,
        accountType: 'customer',
      },
    }),
  });

const login = (port: number, n: number) =>
  fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `durable-${n}@example.test`, password: 'secret-pass-1' }),
  });

function runCreateAdmin(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm run create-admin', () => {
  it('creates an administrator, promotes an existing account, and explains bad arguments', async () => {
    const created = await runCreateAdmin(['--email', 'Boss@Example.test', '--password', 'boss-password']);
    expect(created.output).toContain('Created administrator boss@example.test');
    expect(created.code).toBe(0);
    const again = await runCreateAdmin(['--email', 'boss@example.test', '--password', 'other-password']);
    expect(again.output).toContain('Promoting boss@example.test');
    expect(again.code).toBe(0);
    const bad = await runCreateAdmin(['--email', 'not-an-email']);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('Usage: npm run create-admin');
  }, 300_000);
});

describe('the server process on the embedded store', () => {
  it('refuses a second process on the same DATA_DIR, shuts down on SIGINT and keeps acknowledged writes', async () => {
    const port = await freePort();
    const first = startServer(port);
    await waitUntilReady(first, port);
    expect(first.output()).toContain(`http://127.0.0.1:${port}`);

    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another process/);

    const acknowledged: number[] = [];
    for (let n = 0; n < 5; n++) if ((await register(port, n)).status === 201) acknowledged.push(n);
    expect(acknowledged).toHaveLength(5);

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);

    const again = startServer(port);
    await waitUntilReady(again, port);
    for (const n of acknowledged) expect((await login(port, n)).status).toBe(200);
    const boss = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@example.test', password: 'boss-password' }),
    });
    expect(boss.status).toBe(200);
    expect(((await boss.json()) as { user: { roleId: number } }).user.roleId).toBe(3);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 300_000);
});

// Part of the PostgreSQL pass of the suite (TEST_DATABASE_URL), which has a server to create databases on.
if (testDatabaseUrl()) {
  describe('the server process on PostgreSQL', () => {
    it('migrates an empty database and seeds nothing unless asked', async () => {
      const url = testDatabaseUrl()!;
      const name = `mkt_proc_${Date.now()}`;
      await adminQuery(url, [`CREATE DATABASE ${quoteIdent(name)}`]);
      const port = await freePort();
      const server = startServer(port, { DATABASE_URL: withDatabase(url, name) });
      try {
        await waitUntilReady(server, port);
        const demo = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-password' }),
        });
        expect(demo.status).toBe(401);
        expect((await register(port, 900)).status).toBe(201);
        const listings = await fetch(`http://127.0.0.1:${port}/api/listings`);
        expect(await listings.json()).toEqual([]);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
        await adminQuery(url, [`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`]);
      }
    }, 300_000);
  });
}
