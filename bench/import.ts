// The inventory import section of `npm run bench` (BENCH_IMPORT=0 skips it), also runnable alone:
// `node --import tsx bench/import.ts`. On the embedded PGlite (the default database), a premium dealer
// imports a 5,000-row CSV (BENCH_IMPORT_ROWS) through the import service as the route runs it: first all new
// listings, then every price changed while they wait for review, then the same file again (all unchanged),
// then, once an administrator has approved them, every price changed again (5,000 live listings' prices, each
// recorded in its price history). Budget: 5,000 rows in under 10 s (issue 18).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client.ts';
import { listings, subscriptions, users } from '../src/server/db/schema/index.ts';
import { DomainEvents } from '../src/server/lib/domain-events.ts';
import { importInventory } from '../src/server/modules/listing-import/service.ts';
import type { RealtimeBus } from '../src/server/modules/realtime/bus.ts';
import { PLANS } from '../src/shared/domain/plans.ts';
import { IMPORT_COLUMNS } from '../src/shared/schemas/listing-import.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
const MAKES = ['Porsche', 'Ferrari', 'Lamborghini', 'Bentley', 'McLaren'];

function csv(rows: number, priceBump: number): Buffer {
  const lines = [IMPORT_COLUMNS.map((c) => c.column).join(',')];
  for (let i = 0; i < rows; i++) {
    const cells: Record<string, string> = {
      stock_number: `BENCH-${i}`,
      vin: '',
      make: MAKES[i % MAKES.length]!,
      model: `Model ${i % 37}`,
      year: String(2015 + (i % 10)),
      price: String(100_000 + i * 10 + priceBump),
      currency: 'USD',
      mileage: String((i * 97) % 60_000),
      condition: 'excellent',
      description: '"One owner, full service history, always garaged."',
      location: '"Miami, FL"',
      region: 'North America',
      engine: 'V8',
      transmission: 'Automatic',
      fuel_type: 'gasoline',
      body_type: 'coupe',
      exterior_color: 'Black',
      interior_color: 'Tan',
      features: 'Carbon brakes; Sport exhaust',
      photo_urls: '',
    };
    lines.push(IMPORT_COLUMNS.map((c) => cells[c.column]).join(','));
  }
  return Buffer.from(lines.join('\n'));
}

export interface ImportBenchRow {
  run: string;
  rows: number;
  seconds: number;
  report: string;
}

export async function runImportBench(): Promise<ImportBenchRow[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-import-bench-'));
  const database = await openPglite(path.join(dir, 'db'));
  try {
    await database.migrate();
    const { db } = database;
    const [dealer] = await db
      .insert(users)
      .values({ email: 'bench-dealer@bench.test', username: 'bench_dealer', roleId: 2, verified: true })
      .returning({ id: users.id, email: users.email });
    await db.insert(subscriptions).values({
      userId: dealer!.id,
      plan: 'premium',
      status: 'active',
      pricePerMonth: PLANS.premium.pricePerMonth,
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
    const deps = {
      db,
      events: new DomainEvents(),
      siteUrl: 'http://localhost',
      realtime: { publish: async () => {} } as unknown as RealtimeBus,
    };
    const origin = {
      actor: {
        id: dealer!.id,
        email: dealer!.email,
        roleId: 2,
        verified: true,
        emailVerified: true,
        sessionId: 'bench',
        twoFactorEnabled: false,
        sessionToken: 'bench',
      },
      meta: { ip: '127.0.0.1', userAgent: 'bench' },
    };
    const out: ImportBenchRow[] = [];
    for (const [run, file] of [
      ['new listings (wait for review)', csv(ROWS, 0)],
      ['every price changed while waiting for review', csv(ROWS, 250)],
      ['same file again (unchanged)', csv(ROWS, 250)],
      ['every price changed on live listings (price history)', csv(ROWS, 500)],
    ] as const) {
      // Before the last run an administrator has approved them all: the dealer's stock is live.
      if (run.includes('live'))
        await db
          .update(listings)
          .set({ status: 'active', verified: true })
          .where(eq(listings.sellerId, dealer!.id));
      const t0 = performance.now();
      const report = await importInventory(deps, origin, file);
      const seconds = (performance.now() - t0) / 1000;
      out.push({
        run,
        rows: ROWS,
        seconds: Math.round(seconds * 100) / 100,
        report: `created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}, errors ${report.errors.length}`,
      });
    }
    return out;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const importTable = (rows: ImportBenchRow[]): string =>
  [
    '| run | rows | seconds | report |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.run} | ${r.rows} | ${r.seconds} | ${r.report} |`),
  ].join('\n');

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`\nInventory import on PGlite (budget: ${ROWS} rows < 10 s)\n`);
  console.log(importTable(await runImportBench()));
}
