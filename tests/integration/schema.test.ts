import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, rowsOf } from '../../src/server/db/client.ts';
import { inquiries, listings, ratings, roles, users } from '../../src/server/db/schema/index.ts';
import { counterColumns } from '../../src/server/modules/listings/counters.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser, type TestUser } from '../factories/users.ts';
import { adminQuery, quoteIdent, testDatabaseUrl, withDatabase } from '../setup/databases.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeUser(t.deps, 'seller');
  buyer = await makeUser(t.deps, 'customer');
});
afterAll(() => t.close());

/** The database refuses a write; answers the PostgreSQL error code. */
async function refused(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (e) {
    for (let err = e as { code?: string; cause?: unknown } | undefined; err; err = err.cause as never) {
      if (typeof err.code === 'string') return err.code;
    }
    throw e;
  }
  throw new Error('the write was accepted');
}

describe('data model', () => {
  it('has the three roles', async () => {
    const rows = await t.deps.db
      .select({ id: roles.id, name: roles.name, monthly: roles.monthlyPrice })
      .from(roles)
      .orderBy(roles.id);
    expect(rows).toEqual([
      { id: 1, name: 'customer', monthly: 0 },
      { id: 2, name: 'dealer', monthly: 0 },
      { id: 3, name: 'admin', monthly: 0 },
    ]);
  });

  it('defaults a listing as the spec says and keeps prices at two decimals', async () => {
    const [row] = await t.deps.db
      .insert(listings)
      .values({
        sellerId: seller.id,
        make: 'Audi',
        model: 'R8',
        year: 2020,
        price: 123456.789,
        location: 'Berlin, Germany',
        region: 'Europe',
      })
      .returning();
    expect(row).toMatchObject({
      currency: 'USD',
      condition: 'excellent',
      status: 'active',
      verified: false,
      kmVerified: false,
      imageUrls: [],
      features: [],
      price: 123456.79,
    });
    // Nobody has viewed or watched it: no row of counts, which read as zero.
    const [counts] = await t.deps.db.select(counterColumns).from(listings).where(eq(listings.id, row!.id));
    expect(counts).toEqual({ viewCount: 0, watcherCount: 0 });
  });

  it('deletes a listing with its inquiries, and keeps its ratings with the seller', async () => {
    const l = await makeListing(t.deps.db, seller.id);
    await t.deps.db.insert(inquiries).values({
      listingId: l.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      senderId: buyer.id,
      message: 'Is it still available?',
    });
    await t.deps.db
      .insert(ratings)
      .values({ listingId: l.id, buyerId: buyer.id, sellerId: seller.id, rating: 5 });
    await t.deps.db.delete(listings).where(eq(listings.id, l.id));
    expect(await t.deps.db.select().from(inquiries).where(eq(inquiries.listingId, l.id))).toEqual([]);
    const kept = await t.deps.db.select().from(ratings).where(eq(ratings.sellerId, seller.id));
    expect(kept.map((r) => r.listingId)).toContain(null);
  });

  it('allows one rating per buyer, seller and listing, from 1 to 5 only', async () => {
    const l = await makeListing(t.deps.db, seller.id);
    await t.deps.db
      .insert(ratings)
      .values({ listingId: l.id, buyerId: buyer.id, sellerId: seller.id, rating: 4 });
    expect(
      await refused(
        t.deps.db
          .insert(ratings)
          .values({ listingId: l.id, buyerId: buyer.id, sellerId: seller.id, rating: 2 }),
      ),
    ).toBe('23505');
    const other = await makeListing(t.deps.db, seller.id);
    for (const rating of [0, 6, -1]) {
      expect(
        await refused(
          t.deps.db
            .insert(ratings)
            .values({ listingId: other.id, buyerId: buyer.id, sellerId: seller.id, rating }),
        ),
      ).toBe('23514');
    }
  });

  it('refuses listings without a seller, unknown currencies, negative prices and unknown enum values', async () => {
    const base = {
      make: 'BMW',
      model: 'M5',
      year: 2021,
      price: 1,
      location: 'Munich, Germany',
      region: 'Europe',
    };
    expect(
      await refused(
        t.deps.db.insert(listings).values({ ...base, sellerId: '00000000-0000-4000-8000-000000000000' }),
      ),
    ).toBe('23503');
    expect(
      await refused(t.deps.db.insert(listings).values({ ...base, sellerId: seller.id, currency: 'XYZ' })),
    ).toBe('23514');
    expect(
      await refused(t.deps.db.insert(listings).values({ ...base, sellerId: seller.id, price: -1 })),
    ).toBe('23514');
    expect(
      await refused(
        t.deps.db.execute(
          sql`insert into listings (seller_id, make, model, year, price, location, region, status) values (${seller.id}, 'BMW', 'M5', 2021, 1, 'x', 'Europe', 'deleted')`,
        ),
      ),
    ).toBe('22P02');
  });

  it('keeps e-mails unique and lower-case', async () => {
    const [u] = await t.deps.db.select().from(users).where(eq(users.id, buyer.id));
    expect(await refused(t.deps.db.insert(users).values({ email: u!.email }))).toBe('23505');
    expect(await refused(t.deps.db.insert(users).values({ email: 'Mixed@Case.test' }))).toBe('23514');
  });

  it("keeps each listing full-text index's pending entries to 256 kB, a new index's too (decision 0091)", async () => {
    // Every search through such an index reads its pending list whole: at 100,000 listings, 5,000 new
    // ones left 464 pages pending in the public full-text index with PostgreSQL's 4 MB, 16 with 256 kB.
    const indexes = rowsOf<{ name: string; options: string }>(
      await t.deps.db.execute(sql`
        select c.relname as name, coalesce(array_to_string(c.reloptions, ','), '') as options
        from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
        where i.indrelid = 'listings'::regclass and a.amname = 'gin'`),
    );
    expect(indexes.length).toBeGreaterThanOrEqual(10);
    for (const index of indexes)
      expect(index).toEqual({ name: index.name, options: 'gin_pending_list_limit=256' });
  });
});

// Part of the PostgreSQL pass of the suite (TEST_DATABASE_URL), which has a server to create databases on.
if (testDatabaseUrl()) {
  describe('migrations on PostgreSQL', () => {
    it('can be run by several instances at once', async () => {
      const url = testDatabaseUrl()!;
      const name = `mkt_mig_${Date.now()}`;
      await adminQuery(url, [`CREATE DATABASE ${quoteIdent(name)}`]);
      const dbs = await Promise.all([1, 2, 3].map(() => openPostgres(withDatabase(url, name), 2)));
      try {
        await Promise.all(dbs.map((d) => d.migrate()));
        const [row] = await dbs[0]!.db.select({ n: sql<number>`count(*)::int` }).from(roles);
        expect(row!.n).toBe(3);
      } finally {
        await Promise.all(dbs.map((d) => d.close()));
        await adminQuery(url, [`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`]);
      }
    });
  });
}
