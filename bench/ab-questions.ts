// Reply time of each question one at a time, A/B (issue 14; bench/README.md "Scale"): the 1,440
// combinations of the scale benchmark (bench/scale.ts), or those whose path holds `AB_PATH` (e.g.
// `facets`), each asked of two servers on one PostgreSQL database (bench/ab-servers.ts: A from `AB_BASE`,
// B from this worktree), the order alternating from one question to the next, `AB_ROUNDS` rounds (each
// round a new price cap or page size, so new to both sides' caches) after a warm-up round. Prints the sum
// of the per-question medians on each side and the questions that moved most. Under no load, a change to
// how one question is read shows as itself, not as the queue behind the others (bench/ab-cpu.ts).
// `AB_BASE=/path/to/main-worktree AB_PATH=facets node --import tsx bench/ab-questions.ts postgres://.../mp_scale_1m`
import { startSides, stopSides } from './ab-servers.ts';
import { BROWSER_HEADERS } from './browser.ts';
import { FAMILIES } from './scale.ts';

const DB = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/marketplace_bench_scale';
const ROUNDS = Number(process.env.AB_ROUNDS ?? 5);
/** The combinations' questions repeat in shape every 1,440 (bench/scale.ts `combination`). */
const SHAPES = 1440;
const combination = FAMILIES.find(([name]) => name.startsWith('combinations'))?.[1];
if (!combination) throw new Error('no combinations family in bench/scale.ts');
const asked = Array.from({ length: SHAPES }, (_, i) => i).filter((i) =>
  combination(i).includes(process.env.AB_PATH ?? ''),
);

const sides = await startSides(DB, 'ab-questions', 4820);

async function replyMs(port: number, path: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: BROWSER_HEADERS });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${res.status} from ${path}`);
  return performance.now() - start;
}

const times = { A: asked.map((): number[] => []), B: asked.map((): number[] => []) };
for (let round = 0; round <= ROUNDS; round++) {
  for (const [j, i] of asked.entries()) {
    const path = combination(i + SHAPES * (round + 1));
    const order = (round + j) % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
    for (const side of order) {
      const ms = await replyMs(sides[side].port, path);
      // Round 0 warms both sides' connections and the database's cache.
      if (round > 0) times[side][j]?.push(ms);
    }
  }
}
stopSides(sides);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const medians = { A: times.A.map(median), B: times.B.map(median) };
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
console.log(
  `${asked.length} questions, ${ROUNDS} rounds: sum of medians A ${sum(medians.A).toFixed(0)} ms, B ${sum(medians.B).toFixed(0)} ms`,
);
const moved = asked
  .map((i, j) => ({ path: combination(i), a: medians.A[j] ?? 0, b: medians.B[j] ?? 0 }))
  .sort((x, y) => x.b - x.a - (y.b - y.a));
console.log('| B - A ms | A ms | B ms | question |\n|---|---|---|---|');
for (const m of [...moved.slice(0, 8), ...moved.slice(-8)])
  console.log(
    `| ${(m.b - m.a).toFixed(1)} | ${m.a.toFixed(1)} | ${m.b.toFixed(1)} | ${decodeURIComponent(m.path)} |`,
  );
