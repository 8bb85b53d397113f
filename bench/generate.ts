import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import { listings, users } from '../src/server/db/schema/index.ts';
import { BODY_TYPES, CONDITIONS, FUEL_TYPES, MAKES, REGIONS } from '../src/shared/constants.ts';

/** A small deterministic PRNG, so every run benchmarks the same inventory. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MODELS: Record<string, string[]> = {
  Porsche: ['911 Carrera', '911 Turbo S', 'Taycan', 'Cayenne', 'Panamera'],
  Ferrari: ['SF90 Stradale', 'Roma', '296 GTB', 'Purosangue', 'F8 Tributo'],
  Lamborghini: ['Huracan', 'Urus', 'Revuelto'],
  'Rolls-Royce': ['Cullinan', 'Ghost', 'Phantom', 'Spectre'],
};
const WORDS = [
  'pristine',
  'collector',
  'carbon',
  'ceramic',
  'heritage',
  'bespoke',
  'track',
  'launch',
  'edition',
  'matte',
  'panoramic',
  'massage',
];
const CITIES: Record<string, string[]> = {
  'North America': ['Miami, United States', 'Toronto, Canada', 'Los Angeles, United States'],
  Europe: ['Monaco, France', 'Munich, Germany', 'London, United Kingdom'],
  'Asia Pacific': ['Tokyo, Japan', 'Singapore, Singapore', 'Sydney, Australia'],
  'Middle East': ['Dubai, UAE', 'Doha, Qatar', 'Riyadh, Saudi Arabia'],
  'South America': ['Sao Paulo, Brazil', 'Buenos Aires, Argentina'],
  Africa: ['Cape Town, South Africa', 'Lagos, Nigeria'],
};

/** Inserts `count` listings (90% active) spread over makes, regions, prices and years, from 200 sellers. */
export async function generateInventory(db: Db, count: number): Promise<void> {
  const rand = prng(42);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const sellerRows = await db
    .insert(users)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        email: `bench-seller-${i}@bench.test`,
        firstName: 'Bench',
        lastName: `Seller ${i}`,
        username: `bench_seller_${i}`,
        roleId: i % 3 === 0 ? 2 : 1,
        verified: true,
        city: 'Geneva',
        country: 'Switzerland',
      })),
    )
    .returning({ id: users.id });
  const sellers = sellerRows.map((r) => r.id);
  const now = Date.now();
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, () => {
      const make = pick(MAKES);
      const region = pick(REGIONS);
      return {
        sellerId: pick(sellers),
        make,
        model: pick(MODELS[make] ?? ['GT', 'Coupe', 'Sport', 'Touring']),
        year: 1990 + Math.floor(rand() * 36),
        price: Math.round(30_000 + rand() ** 3 * 3_000_000),
        currency: 'USD',
        mileage: Math.floor(rand() * 80_000),
        condition: pick(CONDITIONS),
        description: Array.from({ length: 12 }, () => pick(WORDS)).join(' '),
        location: pick(CITIES[region]!),
        region,
        features: [pick(WORDS), pick(WORDS)],
        bodyType: pick(BODY_TYPES),
        fuelType: pick(FUEL_TYPES),
        status: rand() < 0.9 ? ('active' as const) : ('pending' as const),
        verified: true,
        createdAt: new Date(now - Math.floor(rand() * 365 * 86_400_000)),
      };
    });
    await db.insert(listings).values(rows);
  }
  await settleBulkLoad(db);
}

/**
 * What autovacuum does to a live database after a bulk load (the embedded store's upkeep, decision 0082,
 * likewise): statistics for the planner, the full-text indexes' pending entries merged, and the
 * visibility map set so counts can read indexes alone. Then a checkpoint, so the load's pages are not
 * written out while the questions are measured. Every table, or the one named.
 */
export async function settleBulkLoad(db: Db, table?: string): Promise<void> {
  await db.execute(sql`vacuum analyze ${table ? sql.identifier(table) : sql``}`);
  await db.execute(sql`checkpoint`);
}
