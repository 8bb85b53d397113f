import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.ts';
import { listings } from '../../src/server/db/schema/index.ts';
import { listingFacets } from '../../src/server/modules/listings/service.ts';
import type { ListingFilters } from '../../src/shared/schemas/listing-query.ts';
import { makeUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Words the server holds whole (every public match: docs/decisions/0096-pages-from-the-words-rows.md)
 * are counted exactly, where the database counts a sample of 500 of their matches and scales it.
 */
let t: TestApp;
const MAKES = ['Ferrari', 'Porsche', 'Bentley', 'McLaren', 'Aston Martin'];
const REGIONS = ['Europe', 'North America', 'Asia Pacific', 'Middle East'];

beforeAll(async () => {
  t = await createTestApp();
  const seller = await makeUser(t.deps, 'dealer');
  await t.deps.db.insert(listings).values(
    Array.from({ length: 700 }, (_, i) => ({
      sellerId: seller.id,
      make: MAKES[(i * 7) % 5] ?? 'Ferrari',
      model: 'Coupe',
      year: 2000 + (i % 25),
      price: 60_000 + i * 1_000,
      currency: 'USD',
      mileage: i * 10,
      condition: 'excellent' as const,
      location: 'Somewhere',
      region: REGIONS[(i * 3) % 4] ?? 'Europe',
      // 622 with the word, in every make and region.
      description: i % 9 === 0 ? 'A quiet grand tourer.' : 'Carbon roof, carbon mirrors.',
      status: 'active' as const,
    })),
  );
});
afterAll(() => t.close());

describe('words held whole', () => {
  it('have every facet counted exactly, where the database estimates from a sample', async () => {
    const [matches] = rowsOf<{ n: number }>(
      await t.deps.db.execute(
        sql`select count(*)::int as n from ${listings} where description ilike '%carbon%'`,
      ),
    );
    expect(matches?.n).toBeGreaterThan(550);
    const fromDatabase = await listingFacets(t.deps.db, null, { q: 'carbon' } as ListingFilters);
    expect(fromDatabase.estimated).toBe(true);

    const cache = t.deps.listingCache;
    let asked = 0;
    const facets = () => t.app.inject({ url: `/api/listings/facets?q=carbon&priceMin=${asked++}` });
    await expect
      .poll(
        async () => {
          await facets();
          return cache.wordRows.rows.size;
        },
        { timeout: 5_000 },
      )
      .toBe(1);
    const served = (await t.app.inject({ url: '/api/listings/facets?q=carbon' })).json();
    expect(served.estimated).toBe(false);
    expect(served.total).toBe(matches?.n);
    const exact = rowsOf<{ make: string; n: number }>(
      await t.deps.db.execute(
        sql`select make, count(*)::int as n from ${listings} where description ilike '%carbon%' group by make order by n desc, make`,
      ),
    );
    expect(
      Object.fromEntries(served.make.map((c: { value: string; count: number }) => [c.value, c.count])),
    ).toEqual(Object.fromEntries(exact.map((r) => [r.make, r.n])));
    // Its page says the same number, exactly.
    const page = await t.app.inject({ url: '/api/listings?q=carbon&sort=price_asc' });
    expect(page.headers['x-total-count']).toBe(String(matches?.n));
  });
});
