// Two bench servers on one PostgreSQL database for an A/B comparison (bench/ab-cpu.ts,
// bench/ab-questions.ts): A from another worktree (`AB_BASE`, e.g. main checked out elsewhere), B from
// this one. Each has caches of its own, so a question new to one is new to the other. A change of schema
// is compared on two copies of the database: `AB_DATABASE_A` is side A's (B's stays `db`, which it migrates).
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

export interface Side {
  child: ChildProcess;
  port: number;
}

/** Starts both sides on `db` (ports from `firstPort`), each ready once it reports so. */
export async function startSides(
  db: string,
  tag: string,
  firstPort: number,
): Promise<Record<'A' | 'B', Side>> {
  const base = process.env.AB_BASE;
  if (!base) throw new Error('AB_BASE: the other worktree (side A)');
  const roots = { A: base, B: path.join(import.meta.dirname, '..') };
  const sides: Partial<Record<'A' | 'B', Side>> = {};
  let port = firstPort;
  for (const side of ['A', 'B'] as const) {
    const root = roots[side];
    const p = port++;
    const child = fork(path.join(root, 'bench/server.ts'), {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: side === 'A' ? (process.env.AB_DATABASE_A ?? db) : db,
        PORT: String(p),
        DATA_DIR: `/tmp/${tag}-${side}`,
        LOG_LEVEL: 'silent',
      },
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    await new Promise((r) => child.once('message', r));
    sides[side] = { child, port: p };
  }
  return sides as Record<'A' | 'B', Side>;
}

export function stopSides(sides: Record<string, Side>): void {
  for (const { child } of Object.values(sides)) child.kill('SIGTERM');
}
