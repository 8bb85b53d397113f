// How a running server's CPU a request settles (issue 14; bench/README.md, seventeenth session): asks one
// server, already started, a question family (`FAMILY`, a name's start; the combinations by default) in
// rounds of `amount` questions, 10 connections, every question new, and prints each round's CPU a request
// (the server process, and with DATABASE_URL the PostgreSQL backends of its database) and p99. V8 compiles
// the hot paths over the first rounds; this shows when a server's figures stop moving.
// `node --import tsx bench/settling.ts <port> <server pid> <rounds> <amount>`
import autocannon from 'autocannon';
import pg from 'pg';
import { BROWSER_HEADERS } from './browser.ts';
import { meterCpu } from './proc.ts';
import { FAMILIES } from './scale.ts';

const [port, pid, rounds, amount] = process.argv.slice(2).map(Number) as [number, number, number, number];
const family = FAMILIES.find(([name]) => name.startsWith(process.env.FAMILY ?? 'combinations'));
if (!family) throw new Error(`no question family starts with ${process.env.FAMILY}`);
const makePath = family[1];
const admin = process.env.DATABASE_URL
  ? new pg.Client({ connectionString: process.env.DATABASE_URL })
  : undefined;
await admin?.connect();
// Questions numbered from FROM: a later run asks new ones, not those the server may still hold.
let question = Number(process.env.FROM ?? Date.now() % 1_000_000_000);
for (let round = 1; round <= rounds; round++) {
  const cpu = await meterCpu(pid, admin);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 10,
    amount,
    headers: BROWSER_HEADERS,
    requests: [{ setupRequest: (req) => ({ ...req, path: makePath(question++) }) }],
  });
  const { serverMs, databaseMs } = await cpu.stop();
  const n = Math.max(1, result.requests.total);
  const database = admin ? ` + ${(databaseMs / n).toFixed(2)}` : '';
  console.log(
    `round ${round}: ${result.requests.total} questions, CPU ${(serverMs / n).toFixed(2)}${database} ms a request, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`,
  );
}
await admin?.end();
