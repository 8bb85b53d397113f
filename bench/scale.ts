// The scale section of `npm run bench` (issue 14; BENCH_SCALE=0 skips it), also runnable alone:
// `node --import tsx bench/scale.ts`. Grows one inventory to each size (10k, 100k, 1M listings on
// PostgreSQL; 10k and 100k on the embedded PGlite), generated in SQL, and measures every question family
// of the issue uncached (each request a question never asked before, so the per-instance cache never
// answers), 10 connections, beside the bare route measured in the same run, once the server has answered
// combinations for WARM_UP_SECONDS (reported too); then the server's RSS.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/server/db/client.ts';
import { lockDataDir } from '../src/server/lib/data-dir-lock.ts';
import { BODY_TYPES, CONDITIONS, CURRENCIES, FUEL_TYPES, MAKES, REGIONS } from '../src/shared/constants.ts';
import { encodeListingCursor } from '../src/shared/schemas/listing-query.ts';
import { BROWSER_HEADERS } from './browser.ts';
import { settleBulkLoad } from './generate.ts';
import { bufferSettings, ensureDatabase } from './postgres.ts';
import { meterCpu, rssMb } from './proc.ts';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
/**
 * How long a new server answers combinations before the families are measured. V8 compiles a function's
 * optimised code once it is hot, and again when a new shape of question reaches it (a deoptimisation);
 * the search and facet paths are many and large (one compile of the facets' counting took 170 ms on a
 * background thread, CPU the questions then lack). Over a fresh server's first 12,000 combinations at
 * 100,000 listings on PostgreSQL, Node's CPU a request fell 2.56 -> 1.83 -> 1.50 -> 1.29 ms (3,000 a
 * step), p99 116 -> 55 -> 56 -> 43 ms, then held there: measured cold, each family's 5 s paid for
 * compiling the next family's code. The first WARM_UP_SECONDS are reported as a row of their own.
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_SCALE_WARM_UP_SECONDS ?? 30);
const sizesOf = (name: string, fallback: string) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
const PG_SIZES = sizesOf('BENCH_SCALE_SIZES', '10000,100000,1000000');
const PGLITE_SIZES = sizesOf('BENCH_SCALE_PGLITE_SIZES', '10000,100000');
const PG_URL =
  process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace_bench_scale';

const DEEP_CURSOR = encodeListingCursor({ k: '2000', id: 2_147_483_647 });

/**
 * Combinations of words, filters, sorts and pages ("and their combinations", issue 14), a different one
 * each request: 9 texts x 10 filter sets x 5 sorts, first pages and pages deep into each sort (cursor),
 * and the facets of every text and filter set. The page size (20-30) and, for facets, a price cap above
 * every price make each request a question not asked in the last 10 s.
 */
export const COMBINED_TEXTS = [
  '',
  'carbon',
  'porshe 911',
  'ceramic',
  'ferari',
  'pristine collector',
  'lambo',
  'matte',
  'barn find',
];
export const COMBINED_FILTERS = [
  '',
  'make=Ferrari',
  'region=Europe',
  'priceMin=300000',
  'priceMax=80000',
  'yearMin=2015',
  'bodyType=coupe',
  'make=Porsche&yearMin=2010&priceMax=200000',
  'region=Asia%20Pacific&condition=new',
  'mileageMax=5000',
];
/** Each sort, and a cursor into its middle (the keyset after which the deep pages start). */
const COMBINED_SORTS: [string, string][] = [
  ['newest', '2024-01-01 00:00:00+00'],
  ['price_asc', '150000'],
  ['price_desc', '500000'],
  ['year_desc', '2012'],
  ['mileage_asc', '30000'],
];
function combination(i: number): string {
  const text = COMBINED_TEXTS[i % COMBINED_TEXTS.length] ?? '';
  const filters = COMBINED_FILTERS[Math.floor(i / COMBINED_TEXTS.length) % COMBINED_FILTERS.length] ?? '';
  const question = [text && `q=${encodeURIComponent(text)}`, filters].filter(Boolean);
  const kind = Math.floor(i / (COMBINED_TEXTS.length * COMBINED_FILTERS.length)) % 4;
  // A price cap above every price makes each facet question new; a filter set with a cap of its own has
  // that cap moved by `i` dollars instead (a second `priceMax` is a 400, not a question).
  if (kind === 3) {
    const cap = /priceMax=(\d+)/;
    const moved = (dollars: number) => `priceMax=${dollars + i}`;
    const asked = cap.test(filters)
      ? question.map((part) => part.replace(cap, (_, dollars) => moved(Number(dollars))))
      : [...question, moved(9_000_000)];
    return `/api/listings/facets?${asked.join('&')}`;
  }
  const [sort, middle] = COMBINED_SORTS[(i + kind) % COMBINED_SORTS.length] ?? ['newest', ''];
  const cursor = kind === 2 ? [`cursor=${encodeListingCursor({ k: middle, id: 2_147_483_647 })}`] : [];
  return `/api/listings?${[...question, `sort=${sort}`, `limit=${20 + (i % 11)}`, ...cursor].join('&')}`;
}

/**
 * The question families of issue 14, each request distinct (`i` makes it a question never asked); also
 * what bench/ab-cpu.ts measures.
 */
export const FAMILIES: [string, (i: number) => string][] = [
  ['broad word (q=carbon), newest first', (i) => `/api/listings?q=carbon&priceMin=${i}`],
  ['misspelt make and model (porshe 911)', (i) => `/api/listings?q=porshe%20911&priceMin=${i}`],
  [
    'make + year range + price cap, price sort',
    (i) => `/api/listings?make=Ferrari&yearMin=2005&yearMax=2024&priceMax=${900_000 + i}&sort=price_asc`,
  ],
  ['all active, mileage sort, price floor', (i) => `/api/listings?sort=mileage_asc&priceMin=${i}`],
  [
    'words + filter + price sort',
    (i) => `/api/listings?q=ceramic&region=Europe&priceMin=${i}&sort=price_desc`,
  ],
  // A cursor deep into the inventory: every car from before 2000, newest year first.
  ['deep page through the cursor', (i) => `/api/listings?sort=year_desc&priceMin=${i}&cursor=${DEEP_CURSOR}`],
  ['facet counts, no text', (i) => `/api/listings/facets?region=Europe&priceMin=${i}`],
  ['facet counts with a text query', (i) => `/api/listings/facets?q=carbon&priceMin=${i}`],
  ['combinations of words, filters, sorts and pages', combination],
];

/** Words of descriptions: a long-tailed vocabulary (the first words are far more common than the last). */
const WORDS = `carbon ceramic pristine collector heritage bespoke track launch edition matte panoramic massage
  leather alcantara forged wheels titanium exhaust manual gearbox serviced warranty documented original paint
  protection film ventilated seats heated steering wheel night vision head-up display adaptive cruise lane
  assist burmester naim bang olufsen meridian bowers wilkins sound system sport chrono package lift axle
  ceramic brakes launch control carbon roof diffuser spoiler splitter magnesium rims racing harness cage
  clubsport weissach pack competition seats tailored interior contrast stitching piping embroidered headrests
  starlight headliner picnic tables champagne cooler umbrellas coachbuilt one-off concours restored matching
  numbers barn find low mileage single owner full history dealer maintained import registered export ready
  delivery miles climate controlled storage cover trickle charger books keys toolkit`
  .split(/\s+/)
  .filter(Boolean);

const MODELS: Record<string, string[]> = {
  Porsche: ['911 Carrera', '911 Turbo S', '911 GT3 RS', 'Taycan', 'Cayenne', 'Panamera', '918 Spyder'],
  Ferrari: ['SF90 Stradale', 'Roma', '296 GTB', 'Purosangue', 'F8 Tributo', '812 Superfast'],
  Lamborghini: ['Huracan', 'Urus', 'Revuelto', 'Aventador'],
  'Rolls-Royce': ['Cullinan', 'Ghost', 'Phantom', 'Spectre'],
};
const GENERIC_MODELS = ['GT', 'Coupe', 'Sport', 'Touring', 'Roadster', 'Spider', 'Grand Tourer', 'Limited'];

const literal = (xs: readonly string[]) =>
  `array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`;
const SELLERS = 5000;

/** Grows the inventory to `target` listings in SQL: skewed makes and prices, several currencies, 10% not active. */
export async function growInventory(database: Database, target: number): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into users (email, first_name, last_name, username, role_id, verified, city, country)
    select 'scale-seller-' || i || '@bench.test', 'Scale', 'Seller ' || i, 'scale_seller_' || i,
           case when i % 3 = 0 then 2 else 1 end, true, 'Geneva', 'Switzerland'
    from generate_series(1, ${sql.raw(String(SELLERS))}) as i
    on conflict do nothing`);
  const [row] = (
    (await db.execute(sql`select count(*)::int as n from listings`)) as unknown as { rows: { n: number }[] }
  ).rows;
  const models = sql.raw(`'${JSON.stringify(MODELS)}'::jsonb`);
  for (let from = (row?.n ?? 0) + 1; from <= target; from += 100_000) {
    const to = Math.min(target, from + 99_999);
    await db.execute(sql`
      with sellers as (
        select id, row_number() over (order by id) as n from users where email like 'scale-seller-%'
      )
      insert into listings (seller_id, make, model, year, price, currency, mileage, condition, description,
                            location, region, features, body_type, fuel_type, status, verified, created_at)
      select s.id, r.make,
             coalesce(${models} -> r.make ->> floor(random() * jsonb_array_length(coalesce(${models} -> r.make, '[]')))::int,
                      (${sql.raw(literal(GENERIC_MODELS))})[1 + floor(random() * ${sql.raw(String(GENERIC_MODELS.length))})::int]),
             1970 + floor(55 * (1 - random() ^ 3))::int,
             round((25000 + random() ^ 4 * 6000000)::numeric, -2),
             (${sql.raw(literal(['USD', 'USD', 'USD', 'EUR', 'EUR', 'GBP', 'CHF', 'AED', 'JPY', 'HKD'].filter((c) => (CURRENCIES as readonly string[]).includes(c))))})[1 + floor(random() * 10)::int],
             floor(random() ^ 2 * 120000)::int,
             (${sql.raw(literal(CONDITIONS))})[1 + floor(random() * ${sql.raw(String(CONDITIONS.length))})::int]::listing_condition,
             r.description, r.region || ' city ' || (g.i % 40), r.region,
             array[r.w1, r.w2],
             (${sql.raw(literal(BODY_TYPES))})[1 + floor(random() * ${sql.raw(String(BODY_TYPES.length))})::int],
             (${sql.raw(literal(FUEL_TYPES))})[1 + floor(random() * ${sql.raw(String(FUEL_TYPES.length))})::int],
             case when random() < 0.9 then 'active' when random() < 0.5 then 'pending' else 'sold' end::listing_status,
             random() < 0.7,
             now() - random() * interval '730 days'
      from generate_series(${sql.raw(String(from))}, ${sql.raw(String(to))}) as g(i)
      cross join lateral (
        select (${sql.raw(literal(MAKES))})[1 + floor(${sql.raw(String(MAKES.length))} * random() ^ 2)::int] as make,
               (${sql.raw(literal(REGIONS))})[1 + floor(${sql.raw(String(REGIONS.length))} * random() ^ 1.5)::int] as region,
               (select string_agg(w[1 + floor(array_length(w, 1) * random() ^ 2)::int], ' ')
                  from (select ${sql.raw(literal(WORDS))} as w) v, generate_series(1, 10 + g.i % 25)) as description,
               (${sql.raw(literal(WORDS))})[1 + floor(${sql.raw(String(WORDS.length))} * random() ^ 2)::int] as w1,
               (${sql.raw(literal(WORDS))})[1 + floor(${sql.raw(String(WORDS.length))} * random())::int] as w2
        where g.i > 0
      ) r
      join sellers s on s.n = 1 + (g.i::bigint * 7919) % ${sql.raw(String(SELLERS))}`);
  }
  await settleBulkLoad(db, 'listings');
}

interface RssRow {
  db: string;
  size: number;
  idleMb: number;
  afterMb: number;
  settledMb: number;
  /** 20 s after the listing views and the combinations asked after them. */
  afterViewsMb: number;
}

/**
 * The server's RSS right after a burst and once idle: the budget is the idle instance, past the server's
 * idle collection (10 s).
 */
async function afterBurst(pid: number): Promise<{ afterMb: number; settledMb: number }> {
  const afterMb = rssMb(pid);
  await new Promise((r) => setTimeout(r, 20_000));
  return { afterMb, settledMb: rssMb(pid) };
}

export interface ScaleRow {
  db: string;
  size: number;
  family: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU a request, ms: the server's (on the embedded store, with its database thread) and PostgreSQL's. */
  serverCpu: number;
  databaseCpu?: number;
}

/** A row's CPU a request: the server's, and PostgreSQL's beside it where the database is apart. */
const cpuText = (r: ScaleRow): string =>
  r.databaseCpu === undefined ? `${r.serverCpu}` : `${r.serverCpu} + ${r.databaseCpu}`;

function start(env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, 'server.ts'), {
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`server.ts exited with ${code}`)));
  });
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The next question number of each family on the server being measured, from 1 on each new server (its
 * answer cache starts empty, so nothing is repeated to it). One running number for every family and size
 * gave the same family different questions at each size and on each machine: a price floor of a few
 * hundred dollars at 10k listings and about $220,000 at a million, further on a faster machine, so the
 * growth compared unlike questions (at a million, 'porshe 911' above $300,000 needs its count read apart;
 * above $40,000 its walk proves it). The combinations' facet questions whose filter set has a price cap of
 * its own still move that cap by the number (combination).
 */
const nextQuestion = new Map<(i: number) => string, number>();

async function measureFamily(url: string, makePath: (i: number) => string, seconds: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: [
      {
        setupRequest: (req) => {
          const i = nextQuestion.get(makePath) ?? 1;
          nextQuestion.set(makePath, i + 1);
          return { ...req, path: makePath(i) };
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** How many listing pages the benchmark views before measuring the combinations again. */
const VIEWS = 20_000;

/**
 * Views VIEWS listings of an inventory of `size` once each, through the listing's API route, each view a
 * different visitor (the User-Agent tells anonymous visitors apart) and a different listing (7,919 is
 * prime: the ids it steps through from a random start do not repeat), so that every view of a public
 * listing is counted, on the next run against the same inventory too. Answers how many were answered
 * (views of public listings; the others are 404s).
 */
async function viewListings(url: string, size: number): Promise<number> {
  const run = Date.now().toString(36);
  let n = Math.floor(Math.random() * size);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: VIEWS,
    headers: BROWSER_HEADERS,
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          return {
            ...req,
            path: `/api/listings/${1 + ((i * 7919) % size)}`,
            headers: { ...req.headers, 'user-agent': `Mozilla/5.0 (scale benchmark ${run} ${i})` },
          };
        },
      },
    ],
  });
  return result['2xx'];
}

async function scaleOn(
  label: string,
  sizes: number[],
  open: () => Promise<Database>,
  env: Record<string, string>,
  rows: ScaleRow[],
  rss: RssRow[],
  lockedDir?: string,
) {
  // On PostgreSQL, a connection of its own to read which backends serve the server's database.
  const admin = env.DATABASE_URL ? new pg.Client({ connectionString: env.DATABASE_URL }) : undefined;
  await admin?.connect();
  try {
    for (const size of sizes) {
      // The embedded store's directory is locked while it grows, and released for the server, which locks
      // it itself (bench/server.ts): a server still running from before is refused, not let corrupt it.
      const unlock = lockedDir ? lockDataDir(lockedDir) : undefined;
      const database = await open();
      await database.migrate();
      const t0 = Date.now();
      await growInventory(database, size);
      await database.close();
      unlock?.();
      console.log(`[scale ${label}] ${size} listings ready in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      const port = 4700 + rows.length;
      const base = `http://127.0.0.1:${port}`;
      const server = await start({ ...env, PORT: String(port) });
      nextQuestion.clear();
      try {
        const idleMb = rssMb(server.pid!);
        // One round of every family first: a fresh server's first questions pay for start-up (plans, V8
        // compiling the hot paths), which would otherwise land in the first family's p99.
        for (const [, makePath] of FAMILIES) await measureFamily(base, makePath, 1);
        const measure = async (family: string, makePath: (i: number) => string, seconds = SECONDS) => {
          await measureFamily(base, makePath, 1); // warm-up: plans, pages in memory
          const cpu = await meterCpu(server.pid!, admin);
          const r = await measureFamily(base, makePath, seconds);
          const { serverMs, databaseMs } = await cpu.stop();
          const perRequest = (ms: number) => Math.round((100 * ms) / Math.max(1, r.requests)) / 100;
          const row: ScaleRow = {
            db: label,
            size,
            family,
            rps: r.rps,
            p50: r.p50,
            p99: r.p99,
            errors: r.errors,
            serverCpu: perRequest(serverMs),
            databaseCpu: admin ? perRequest(databaseMs) : undefined,
          };
          rows.push(row);
          console.log(
            `[scale ${label} ${size}] ${family}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, CPU ${cpuText(row)} ms a request`,
          );
        };
        // A server's first minute, measured and reported apart: the budgets are a running server's.
        await measure(
          `combinations in the server's first ${WARM_UP_SECONDS} s of questions (its code still compiling)`,
          combination,
          WARM_UP_SECONDS,
        );
        for (const [family, makePath] of FAMILIES) await measure(family, makePath);
        const questions = await afterBurst(server.pid!);
        // The same combinations once visitors have viewed listings, as a live marketplace's are between
        // two vacuums: each counted view changes its listing (decision 0091).
        const viewed = await viewListings(base, size);
        console.log(`[scale ${label} ${size}] ${viewed} of ${VIEWS} listing views were of public listings`);
        // A minute of views alone leaves the search paths' optimised code cold again (the first 3,000
        // combinations after them took 1.87 ms of Node's CPU a request, then 1.41; 1.20 before): a live
        // marketplace's views and searches come mixed, so the searches' code stays compiled.
        await measureFamily(base, combination, WARM_UP_SECONDS);
        await measure(`combinations after ${VIEWS.toLocaleString('en-US')} listing views`, combination);
        const views = await afterBurst(server.pid!);
        rss.push({ db: label, size, idleMb, ...questions, afterViewsMb: views.settledMb });
      } finally {
        await stop(server);
      }
    }
  } finally {
    await admin?.end();
  }
}

/** Runs the scale section and prints its tables; `bareRps` is the bare route measured in the same run. */
export async function runScale(bareRps: number, bareP99: number): Promise<void> {
  const rows: ScaleRow[] = [];
  const rss: RssRow[] = [];
  // BENCH_SCALE_PGLITE_DIR keeps the embedded store there (grown, not generated again, on the next run).
  const kept = process.env.BENCH_SCALE_PGLITE_DIR;
  const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), 'marketplace-scale-'));
  try {
    if (PGLITE_SIZES.length > 0)
      await scaleOn(
        'PGlite',
        PGLITE_SIZES,
        () => openPglite(path.join(dataDir, 'pglite')),
        { DATA_DIR: dataDir, DATABASE_URL: '' },
        rows,
        rss,
        dataDir,
      );
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
  if (PG_SIZES.length > 0 && (await ensureDatabase(PG_URL))) {
    await scaleOn(
      'PostgreSQL',
      PG_SIZES,
      () => openPostgres(PG_URL, 4),
      { DATABASE_URL: PG_URL, DATA_DIR: dataDir },
      rows,
      rss,
    );
  } else if (PG_SIZES.length > 0) {
    console.log(`PostgreSQL not reachable at ${PG_URL}: scale section skipped there`);
  }
  const postgres = PG_SIZES.length > 0 ? `; PostgreSQL: ${await bufferSettings(PG_URL)}` : '';

  console.log(
    `\nScale: every question distinct (uncached), ${CONNECTIONS} connections, ${SECONDS} s per question; bare route ${bareRps} req/s, p99 ${bareP99} ms${postgres}\n`,
  );
  console.log(
    '| database | listings | question | req/s | p50 ms | p99 ms | errors | p99 growth from the previous size | CPU ms a request: server + PostgreSQL |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const previous = rows.filter((x) => x.db === r.db && x.family === r.family && x.size < r.size).at(-1);
    const growth = previous ? `${(r.p99 / Math.max(previous.p99, 1)).toFixed(1)}x` : '-';
    console.log(
      `| ${r.db} | ${r.size} | ${r.family} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${growth} | ${cpuText(r)} |`,
    );
  }
  console.log(
    '\nCPU a request: the server process with its threads (on the embedded store, the database thread among them) and the PostgreSQL backends serving its database, under the load above; the load generator shares the same cores.',
  );
  console.log(
    `\n| database | listings | server RSS idle MB | right after the questions MB | idle 20 s later MB | idle 20 s after the ${VIEWS.toLocaleString('en-US')} views and their combinations MB |`,
  );
  console.log('|---|---|---|---|---|---|');
  for (const m of rss)
    console.log(`| ${m.db} | ${m.size} | ${m.idleMb} | ${m.afterMb} | ${m.settledMb} | ${m.afterViewsMb} |`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bare = fork(path.join(import.meta.dirname, 'bare-server.ts'), {
    env: { ...process.env, PORT: '4598' },
    execArgv: ['--import', 'tsx'],
  });
  await new Promise((r) => bare.once('message', r));
  const result = await autocannon({
    url: 'http://127.0.0.1:4598/bare',
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  await stop(bare);
  await runScale(Math.round(result.requests.average), result.latency.p99);
}
