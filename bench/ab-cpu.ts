// CPU per request under load, A/B (issue 14; bench/README.md "Scale"): two servers on the same
// PostgreSQL database, A from another worktree (`AB_BASE`, e.g. main checked out elsewhere) and B from
// this one, each question family of the scale benchmark 1,000 questions per side (`AB_REQUESTS`) in the
// order A B B A after a warm-up round, 10 connections, every question distinct (each pair asks both sides
// the same ones). CPU is read from /proc: the server process's ticks and the database backends' (every connection
// to the database), per request. Latency moves with the machine's load; this measure much less, since
// both sides share it.
// `AB_FAMILY` asks only the families whose names start with it (e.g. `combinations`). `AB_DATABASE_A`: side
// A on a copy of its own (a change of schema; bench/ab-servers.ts), its backends metered there.
// `AB_BASE=/path/to/main-worktree node --import tsx bench/ab-cpu.ts postgres://.../mp_scale_1m`
import autocannon from 'autocannon';
import pg from 'pg';
import { type Side, startSides, stopSides } from './ab-servers.ts';
import { BROWSER_HEADERS } from './browser.ts';
import { meterCpu } from './proc.ts';
import { FAMILIES } from './scale.ts';

const DB = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/marketplace_bench_scale';
const REQUESTS = Number(process.env.AB_REQUESTS ?? 1000);
const ASKED = FAMILIES.filter(([name]) => name.startsWith(process.env.AB_FAMILY ?? ''));

// Each side's database, whose backends are metered: the same one, or A's own copy (AB_DATABASE_A).
const admins = {
  A: new pg.Client({ connectionString: process.env.AB_DATABASE_A ?? DB }),
  B: new pg.Client({ connectionString: DB }),
};
for (const admin of Object.values(admins)) await admin.connect();

const servers: Record<string, Side> = await startSides(DB, 'ab-cpu', 4810);

let question = 0;
/** `load`: how long (`duration`, s) or how many questions (`amount`) each side is asked. */
async function measure(
  side: string,
  makePath: (i: number) => string,
  load: { duration: number } | { amount: number },
  from?: number,
) {
  if (from !== undefined) question = from;
  const server = servers[side];
  if (!server?.child.pid) throw new Error(`no server ${side}`);
  const cpu = await meterCpu(server.child.pid, admins[side as 'A' | 'B']);
  const r = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: 10,
    ...load,
    headers: BROWSER_HEADERS,
    requests: [{ setupRequest: (req) => ({ ...req, path: makePath(question++) }) }],
  });
  const { serverMs: node, databaseMs: db } = await cpu.stop();
  return { n: r.requests.total, node, db, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

for (const [, makePath] of ASKED)
  for (const side of ['A', 'B']) await measure(side, makePath, { duration: 1 });
console.log(
  '| family | side | requests | Node ms/req | PostgreSQL ms/req | total ms/req | p99 ms (two runs) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const [family, makePath] of ASKED) {
  const sum: Record<string, { n: number; node: number; db: number; p99: number[]; errors: number }> = {};
  // Each pair of runs asks both sides the same questions (new to each side's own cache): a family whose
  // questions differ in cost (the combinations) is compared question for question.
  const seed = Number(process.env.AB_SEED ?? 20_000);
  const pairs = [seed, seed + 10_000];
  for (const [side, from] of [
    ['A', pairs[0]],
    ['B', pairs[0]],
    ['B', pairs[1]],
    ['A', pairs[1]],
  ] as const) {
    const r = await measure(side, makePath, { amount: REQUESTS }, from);
    sum[side] ??= { n: 0, node: 0, db: 0, p99: [], errors: 0 };
    const s = sum[side];
    s.n += r.n;
    s.node += r.node;
    s.db += r.db;
    s.p99.push(r.p99);
    s.errors += r.errors;
  }
  for (const [side, s] of Object.entries(sum)) {
    const ms = (t: number) => (t / Math.max(1, s.n)).toFixed(1);
    console.log(
      `| ${family} | ${side} | ${s.n}${s.errors ? ` (${s.errors} errors)` : ''} | ${ms(s.node)} | ${ms(s.db)} | ${ms(s.node + s.db)} | ${s.p99.join(' / ')} |`,
    );
  }
}
stopSides(servers);
for (const admin of Object.values(admins)) await admin.end();
