// How long a fresh start with the demo seed takes (issue 15's budget: a seed under 30 s), and what it costs
// in CPU: starts the server on an empty temporary DATA_DIR with SEED_DEMO=1, waits for /api/health (the
// server listens only once the seed is done), and reads the seed step's own duration from the log.
// CPU is the server's and its exited children's (the photo renderer), from /proc: on a shared machine it
// is the steadier figure, the wall time depends on what else runs.
//   node --import tsx bench/seed-time.ts [runs, default 1]
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMs } from './proc.ts';

const runs = Number(process.argv[2] ?? 1);
const port = 4591;
const cpuSeconds = (pid: number): number => cpuMs(pid, true) / 1000;

function sizeOf(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const st = statSync(path.join(dir, name));
    if (st.isFile()) {
      files++;
      bytes += st.size;
    }
  }
  return { files, bytes };
}

for (let run = 1; run <= runs; run++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-seed-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: '1', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let seedSeconds: number | undefined;
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    const m = /"seconds":([\d.]+)[^\n]*seeded demo data/.exec(log);
    if (m) seedSeconds = Number(m[1]);
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited before it answered');
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const ready = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(child.pid!);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  const photos = sizeOf(path.join(dataDir, 'uploads'));
  rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `run ${run}: seed step ${seedSeconds ?? '?'} s, start to healthy ${ready.toFixed(1)} s, CPU ${cpu.toFixed(1)} s ` +
      `(server + photo renderer), load ${os.loadavg()[0]!.toFixed(1)}; uploads ${photos.files} files, ` +
      `${(photos.bytes / 1e6).toFixed(1)} MB`,
  );
}
