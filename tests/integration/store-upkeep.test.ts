import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepStoreUp, startStoreUpkeep } from '../../src/server/db/upkeep.ts';
import { makeUser, type TestUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * The embedded store's upkeep (db/upkeep.ts, decision 0082): on PGlite the server vacuums and analyses
 * the tables autovacuum would, so the planner, the search's estimates and the covering indexes see the
 * inventory as it is; on PostgreSQL it leaves that to autovacuum.
 */
let t: TestApp;
let seller: TestUser;
let embedded: boolean;

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.deps.db.execute(q)) as unknown as { rows: T[] }).rows;

/** What the catalogue says of the listings table, as the last vacuum or analysis measured it. */
const measured = async () =>
  (
    await rows<{ tuples: number; pages: number; visible: number }>(
      sql`select reltuples::int as tuples, relpages as pages, relallvisible as visible from pg_class where relname = 'listings'`,
    )
  )[0];

/** `n` active listings of `make`, years 2005-2024, added in one statement as an import or a seed would. */
const addListings = (n: number, make: string) =>
  t.deps.db.execute(sql`
    insert into listings (seller_id, make, model, year, price, currency, mileage, condition, location, region,
                          description, features, status, verified, body_type)
    select ${seller.id}, ${make}, 'Test', 2005 + i % 20, 200000 + i * 10, 'USD', i * 7, 'excellent',
           'Modena, Italy', 'Europe', 'hand built carbon tub', '{}', 'active', true, 'coupe'
    from generate_series(1, ${n}) as i`);

/**
 * Runs the upkeep after a change to the listings and checks what it did: on PGlite, the listings vacuumed
 * (every page all-visible) and analysed (at least `rows` of them counted); on PostgreSQL nothing, autovacuum's
 * job. Whether the store is the embedded one, for the checks that follow.
 */
async function listingsKeptUp(rows: number): Promise<boolean> {
  const done = await keepStoreUp(t.deps.database);
  if (!embedded) {
    expect(done).toEqual([]);
    return false;
  }
  expect(done).toContain('listings');
  const table = await measured();
  expect(table?.tuples).toBeGreaterThanOrEqual(rows);
  expect(table?.visible).toBe(table?.pages);
  return true;
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeUser(t.deps, 'seller');
  embedded = t.deps.database.kind === 'pglite';
  // The store's own tables as a fresh server leaves them: every one analysed as it now is.
  await keepStoreUp(t.deps.database);
});
afterAll(() => t.close());

describe('the embedded store upkeep', () => {
  it('vacuums and analyses the listings once they have grown, and a buyer is shown an estimate near the truth', async () => {
    await addListings(3000, 'Pagani');
    if (!(await listingsKeptUp(3000))) return;
    // 1,500 of the 3,000 are from 2015 on: past the exact range, so the buyer sees an estimate.
    t.deps.listingCache.invalidate();
    const res = await t.app.inject({ url: '/api/listings?make=Pagani&yearMin=2015&limit=5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBeUndefined();
    const estimate = Number(res.headers['x-total-count-estimate']);
    expect(estimate).toBeGreaterThan(1500 * 0.7);
    expect(estimate).toBeLessThan(1500 * 1.3);
  });

  it('does nothing when nothing has changed since', async () => {
    expect(await keepStoreUp(t.deps.database)).toEqual([]);
  });

  it('vacuums the dead rows of listings changed in place', async () => {
    await t.deps.db.execute(sql`update listings set price = price + 1 where make = 'Pagani' and year < 2010`);
    // 750 rows of 3,000 changed: dead rows past 50 and a fifth of the table.
    if (!(await listingsKeptUp(3000))) return;
    await t.deps.db.execute(sql`select pg_stat_force_next_flush()`);
    const [stats] = await rows<{ dead: number }>(
      sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'listings'`,
    );
    expect(stats?.dead).toBe(0);
  });

  it('sees growth by the table size when the change counters were lost, as a restart loses them', async () => {
    await addListings(1000, 'Koenigsegg');
    await t.deps.db.execute(sql`select pg_stat_reset()`);
    await listingsKeptUp(4000);
  });

  it('runs by itself once a minute on the embedded store, says which tables it took, and finishes a run before stopping', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const kept: string[][] = [];
      const failed: unknown[] = [];
      const upkeep = startStoreUpkeep(
        t.deps.database,
        (tables) => kept.push(tables),
        (e) => failed.push(e),
      );
      await addListings(1000, 'Rimac');
      await vi.advanceTimersByTimeAsync(59_000);
      expect(kept).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
      await upkeep.stop();
      expect(failed).toEqual([]);
      expect(kept).toEqual(embedded ? [['listings']] : []);
      // Stopped: no run after.
      await addListings(2000, 'Rimac');
      await vi.advanceTimersByTimeAsync(120_000);
      expect(kept).toHaveLength(embedded ? 1 : 0);
    } finally {
      vi.useRealTimers();
    }
  });
});
