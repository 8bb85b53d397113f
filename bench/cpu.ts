// CPU time of the benchmark's processes, read from /proc (Linux): the server's (with its threads, the
// embedded store's among them) and the PostgreSQL backends serving its database. CPU per request moves
// far less with a machine's load than latency does, which queues behind every other request on the
// same cores: it is the figure to compare code by, and across machines of different speeds.
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** Milliseconds per clock tick of /proc's CPU times (USER_HZ = 100 on Linux). */
const TICK_MS = 10;

/** A process's CPU time so far, user and system, in milliseconds (0 once it has ended). */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The backends connected to `admin`'s database, other than `admin`'s own. */
export async function databaseBackends(admin: pg.Client): Promise<number[]> {
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
