import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../src/server/db/schema/index.ts';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { makeListing } from '../factories/listings.ts';
import { testAppWithActors } from '../setup/actors.ts';

// Pages of public listings are read as ids, and their listings from those public pages showed in the last
// seconds (ListingCache.cards, cards.ts): every new question must still show each listing as it is now.
const { t, as } = testAppWithActors();
let dealerId: string;
const ids: number[] = [];
beforeAll(async () => {
  dealerId = (await as.account('dealer')).user!.id;
  for (const price of [150_000, 160_000, 170_000])
    ids.push((await makeListing(t.deps.db, dealerId, { make: 'Koenigsegg', model: 'Jesko', price })).id);
});

/** A new question each time (another page size): the per-question cache never answers it. */
let size = 10;
const koenigseggs = async (): Promise<Listing[]> => {
  const res = await as(null).get(`/api/listings?make=Koenigsegg&sort=price_asc&limit=${size++}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const shown = (list: Listing[], id: number) => list.find((l) => l.id === id);

describe('the listings of a page of public listings', () => {
  it('are the same on a new question as read afresh, and kept for the next one', async () => {
    const first = await koenigseggs();
    expect(first.map((l) => l.id)).toEqual(ids);
    expect(ids.every((id) => t.deps.listingCache.cards.get(id) !== undefined)).toBe(true);
    const again = await koenigseggs();
    expect(again).toEqual(first);
  });

  it("show a price change at once, on this instance's next question", async () => {
    await koenigseggs();
    const changed = await as('dealer').patch(`/api/listings/${ids[1]}/price`, { price: 155_000 });
    expect(changed.statusCode).toBe(200);
    const after = await koenigseggs();
    expect(shown(after, ids[1]!)).toMatchObject({ price: 155_000, priceReduced: true });
  });

  it("show the seller's new verified badge at once", async () => {
    const seller = (await as.account('unverifiedSeller')).user!;
    const { id } = await makeListing(t.deps.db, seller.id, { make: 'Koenigsegg', model: 'Gemera' });
    expect(shown(await koenigseggs(), id)?.seller.verified).toBe(false);
    expect((await as('admin').post(`/api/admin/verify-seller/${seller.id}`)).statusCode).toBe(200);
    expect(shown(await koenigseggs(), id)?.seller.verified).toBe(true);
    await t.deps.db.delete(listings).where(eq(listings.id, id));
  });

  it('show a change made elsewhere (another instance, no event here) once their seconds are up', async () => {
    await koenigseggs();
    await t.deps.db.update(listings).set({ model: 'Jesko Absolut' }).where(eq(listings.id, ids[2]!));
    // Kept, the listing is shown as it was for its few seconds, as the page itself would be.
    expect(shown(await koenigseggs(), ids[2]!)?.model).toBe('Jesko');
    t.deps.listingCache.cards.clear();
    expect(shown(await koenigseggs(), ids[2]!)?.model).toBe('Jesko Absolut');
  });

  it('show each listing its own view and watcher counts, zero before any (counters joined: cards.ts)', async () => {
    t.deps.listingCache.cards.clear();
    const before = await koenigseggs();
    for (const id of ids) expect(shown(before, id)).toMatchObject({ viewCount: 0, watcherCount: 0 });
    const view = await as(null).get(`/api/listings/${ids[0]}`);
    expect(view.statusCode).toBe(200);
    expect((await as('customer').post('/api/watchlist', { listingId: ids[1] })).statusCode).toBe(200);
    t.deps.listingCache.cards.clear();
    const after = await koenigseggs();
    expect(shown(after, ids[0]!)).toMatchObject({ viewCount: 1, watcherCount: 0 });
    expect(shown(after, ids[1]!)).toMatchObject({ viewCount: 0, watcherCount: 1 });
    expect(shown(after, ids[2]!)).toMatchObject({ viewCount: 0, watcherCount: 0 });
    // The page shows what the listing's own page shows.
    const detail = (await as(null).get(`/api/listings/${ids[1]}`)).json();
    expect(detail.watcherCount).toBe(1);
    expect((await as('customer').delete(`/api/watchlist/${ids[1]}`)).statusCode).toBe(204);
  });

  it("are the seller's own view, never kept, on the seller's own page", async () => {
    t.deps.listingCache.cards.clear();
    const res = await as('dealer').get(`/api/listings?sellerId=${dealerId}&limit=${size++}`);
    expect(res.statusCode).toBe(200);
    const own: (Listing & { waitingFor?: unknown })[] = res.json();
    expect(own.map((l) => l.id).sort()).toEqual([...ids].sort());
    expect(own.every((l) => 'waitingFor' in l)).toBe(true);
    expect(ids.every((id) => t.deps.listingCache.cards.get(id) === undefined)).toBe(true);
    // The public view of the same listings carries none of the seller's own fields.
    expect((await koenigseggs()).some((l) => 'waitingFor' in l)).toBe(false);
  });
});
