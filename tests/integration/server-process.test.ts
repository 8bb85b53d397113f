import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

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

function startServer(port: number): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitUntilReady(r: Running, port: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (r.child.exitCode !== null) throw new Error(`server exited early:\n${r.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error(`server did not become ready:\n${r.output()}`);
}

const register = (port: number, n: number) =>
  fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `durable-${n}@example.test`,
      password: 'secret123',
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
    body: JSON.stringify({ email: `durable-${n}@example.test`, password: 'secret123' }),
  });

describe('the server process on the embedded store', () => {
  it('refuses a second process on the same DATA_DIR, shuts down on SIGINT and keeps acknowledged writes', async () => {
    const port = 3400 + Math.floor(Math.random() * 400);
    const first = startServer(port);
    await waitUntilReady(first, port);
    expect(first.output()).toContain(`http://127.0.0.1:${port}`);

    const second = startServer(port + 1);
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
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
