// What the benchmarks read of their processes from /proc (Linux): resident memory, and CPU time, the
// server's (with its threads, the embedded store's among them) and the PostgreSQL backends' serving its
// database. CPU per request moves far less with a machine's load than latency does, which queues behind
// every other request on the same cores: it is the figure to compare code by, and across machines of
// different speeds.
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** Milliseconds per clock tick of /proc's CPU times (USER_HZ = 100 on Linux). */
const TICK_MS = 10;

/**
 * A process's CPU time so far, user and system, in milliseconds (0 once it has ended); `withChildren`
 * adds that of its children that have exited and been waited for.
 */
export function cpuMs(pid: number, withChildren = false): number {
  try {
    // utime, stime, cutime, cstime: fields 14-17, after the parenthesised command name.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = fields.slice(11, withChildren ? 15 : 13).reduce((sum, v) => sum + Number(v), 0);
    return ticks * TICK_MS;
  } catch {
    return 0;
  }
}

/** A process's resident memory in MB (0 once it has ended). */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Math.round(Number(kb ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** The backends connected to `admin`'s database, other than `admin`'s own. */
async function databaseBackends(admin: pg.Client): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((r) => r.pid);
}

/**
 * Starts counting the CPU time of the server `serverPid` and, given `admin`, of its database's backends;
 * `stop` returns both in milliseconds. A backend opened during the count counts from its start; one that
 * closed during it is missed (the server keeps its idle connections: decision 0059).
 */
export async function meterCpu(serverPid: number, admin?: pg.Client) {
  const before = new Map<number, number>();
  for (const pid of admin ? await databaseBackends(admin) : []) before.set(pid, cpuMs(pid));
  const server0 = cpuMs(serverPid);
  return {
    async stop(): Promise<{ serverMs: number; databaseMs: number }> {
      const serverMs = cpuMs(serverPid) - server0;
      let databaseMs = 0;
      for (const pid of admin ? await databaseBackends(admin) : [])
        databaseMs += cpuMs(pid) - (before.get(pid) ?? 0);
      return { serverMs, databaseMs };
    },
  };
}
