import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, outboxEmails } from '../../src/server/db/schema/index.ts';
import { COMPARE_MAX, SIMILAR_COUNT } from '../../src/shared/domain/discovery.ts';
import { makeListing } from '../factories/listings.ts';
import { expectError, testAppWithActors } from '../setup/actors.ts';

const { t, as } = testAppWithActors();

const sellerId = async () => (await as.account('seller')).user!.id;
const mailTo = async (email: string) =>
  t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));

describe('the watchlist', () => {
  it('watches a live listing once, lists it with the watch time and price, and unwatches it', async () => {
    const listing = await makeListing(t.deps.db, await sellerId(), { price: 120_000 });
    const first = await as('customer').post('/api/watchlist', { listingId: listing.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ listingId: listing.id, priceAtWatch: 120_000, watcherCount: 1 });
    const again = await as('customer').post('/api/watchlist', { listingId: listing.id });
    expect(again.json()).toMatchObject({ watcherCount: 1, watchedAt: first.json().watchedAt });

    const list = await as('customer').get('/api/watchlist');
    expect(list.statusCode).toBe(200);
    const mine = list.json().find((w: { listingId: number }) => w.listingId === listing.id);
    expect(mine).toMatchObject({
      priceAtWatch: 120_000,
      currencyAtWatch: 'USD',
      listing: { id: listing.id },
    });
    expect(Date.parse(mine.watchedAt)).toBeGreaterThan(Date.now() - 60_000);

    const owner = await as('seller').get(`/api/listings/${listing.id}`);
    expect(owner.json().watcherCount).toBe(1);

    const gone = await as('customer').delete(`/api/watchlist/${listing.id}`);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect((await as('customer').delete(`/api/watchlist/${listing.id}`)).statusCode).toBe(204);
    const after = await as('customer').get('/api/watchlist');
    expect(after.json().map((w: { listingId: number }) => w.listingId)).not.toContain(listing.id);
    expect((await as('seller').get(`/api/listings/${listing.id}`)).json().watcherCount).toBe(0);
  });

  it('carries watcherCount on public listings, counting each watcher once', async () => {
    const listing = await makeListing(t.deps.db, await sellerId(), { model: 'Counted' });
    await as('customer').post('/api/watchlist', { listingId: listing.id });
    await as('dealer').post('/api/watchlist', { listingId: listing.id });
    await as('dealer').post('/api/watchlist', { listingId: listing.id });
    const list = await as(null).get('/api/listings?model=Counted');
    expect(list.json()[0]).toMatchObject({ id: listing.id, watcherCount: 2 });
    const detail = await as(null).get(`/api/listings/${listing.id}`);
    expect(detail.json().watcherCount).toBe(2);
  });

  it('never shows another account its watchlist', async () => {
    const listing = await makeListing(t.deps.db, await sellerId(), { model: 'Private watch' });
    await as('customer').post('/api/watchlist', { listingId: listing.id });
    const other = await as.fresh('customer');
    const theirs = await other.get('/api/watchlist');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    // Deleting someone else's watch is deleting one's own, which does not exist: theirs stays.
    expect((await other.delete(`/api/watchlist/${listing.id}`)).statusCode).toBe(204);
    const mine = (await as('customer').get('/api/watchlist')).json();
    expect(mine.map((w: { listingId: number }) => w.listingId)).toContain(listing.id);
  });

  it('answers 404 for a pending, turned-down, sold or unknown listing', async () => {
    const id = await sellerId();
    for (const status of ['pending', 'inactive', 'sold'] as const) {
      const hidden = await makeListing(t.deps.db, id, { status, verified: status !== 'pending' });
      expectError(
        await as('customer').post('/api/watchlist', { listingId: hidden.id }),
        404,
        'Listing not found',
      );
    }
    expectError(
      await as('customer').post('/api/watchlist', { listingId: 999_999 }),
      404,
      'Listing not found',
    );
  });

  it('refuses visitors and bad ids', async () => {
    expectError(await as(null).get('/api/watchlist'), 401, /sign in/);
    expectError(await as(null).post('/api/watchlist', { listingId: 1 }), 401, /sign in/);
    expectError(await as(null).delete('/api/watchlist/1'), 401, /sign in/);
    expectError(await as('customer').post('/api/watchlist', { listingId: 'x' }), 400, undefined, {
      listingId: 'listingId must be a listing id',
    });
    expectError(await as('customer').post('/api/watchlist', {}), 400);
    expectError(await as('customer').delete('/api/watchlist/abc'), 400);
  });

  it('does not list a watched listing that left the market', async () => {
    const listing = await makeListing(t.deps.db, await sellerId(), { model: 'Leaves' });
    await as('customer').post('/api/watchlist', { listingId: listing.id });
    await t.deps.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, listing.id));
    const list = (await as('customer').get('/api/watchlist')).json();
    expect(list.map((w: { listingId: number }) => w.listingId)).not.toContain(listing.id);
  });
});

describe('PATCH /api/listings/{id}/price', () => {
  it('changes a live listing’s price with no review and records the change', async () => {
    const listing = await makeListing(t.deps.db, await sellerId(), { price: 200_000 });
    const res = await as('seller').patch(`/api/listings/${listing.id}/price`, { price: 185_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price: 185_000, status: 'active', verified: true });
    expect(res.json().priceHistory).toEqual([
      { oldPrice: 200_000, newPrice: 185_000, currency: 'USD', changedAt: expect.any(String) },
    ]);
    await as('seller').patch(`/api/listings/${listing.id}/price`, { price: 190_000 });
    const pub = await as(null).get(`/api/listings/${listing.id}`);
    expect(pub.json().price).toBe(190_000);
    expect(pub.json().priceHistory.map((c: { newPrice: number }) => c.newPrice)).toEqual([185_000, 190_000]);
  });

  it('drops the public browse answers at once', async () => {
    const listing = await makeListing(t.deps.db, await sellerId(), { model: 'Cached', price: 300_000 });
    expect((await as(null).get('/api/listings?model=Cached')).json()[0].price).toBe(300_000);
    await as('seller').patch(`/api/listings/${listing.id}/price`, { price: 280_000 });
    expect((await as(null).get('/api/listings?model=Cached')).json()[0].price).toBe(280_000);
  });

  it('is refused to others, on listings that are not live, and for invalid prices', async () => {
    const listing = await makeListing(t.deps.db, await sellerId(), { price: 100_000 });
    const url = `/api/listings/${listing.id}/price`;
    expectError(await as(null).patch(url, { price: 1 }), 401);
    expectError(await as('customer').patch(url, { price: 1 }), 403, 'You can only change your own listings');
    expectError(await as('admin').patch(url, { price: 1 }), 403, 'You can only change your own listings');
    expectError(
      await as('seller').patch('/api/listings/999999/price', { price: 1 }),
      404,
      'Listing not found',
    );
    expectError(await as('seller').patch(url, { price: -5 }), 400, undefined, {
      price: 'Price must be more than 0',
    });
    expectError(await as('seller').patch(url, { price: 'cheap' }), 400, undefined, {
      price: 'Price must be a number',
    });
    expectError(await as('seller').patch(url, { price: 10.001 }), 400, undefined, {
      price: 'Price can have at most 2 decimals',
    });
    expectError(await as('seller').patch(url, {}), 400);
    for (const status of ['pending', 'inactive', 'sold'] as const) {
      const other = await makeListing(t.deps.db, await sellerId(), { status });
      expectError(await as('seller').patch(`/api/listings/${other.id}/price`, { price: 1 }), 409);
    }
    const unchanged = (await as(null).get(`/api/listings/${listing.id}`)).json();
    expect(unchanged.price).toBe(100_000);
    expect(unchanged.priceHistory).toEqual([]);
  });
});

describe('e-mails to watchers', () => {
  it('on a price drop, not on a rise', async () => {
    const watcher = await as.fresh('customer');
    const listing = await makeListing(t.deps.db, await sellerId(), { model: 'Drop', price: 90_000 });
    await watcher.post('/api/watchlist', { listingId: listing.id });
    await as('seller').patch(`/api/listings/${listing.id}/price`, { price: 95_000 });
    expect(await mailTo(watcher.user!.email)).toEqual([]);
    await as('seller').patch(`/api/listings/${listing.id}/price`, { price: 85_000 });
    const mail = await mailTo(watcher.user!.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Price drop: the 2022 Porsche Drop you watch');
    expect(mail[0]!.body).toContain('$85,000');
    expect(mail[0]!.body).toContain('$95,000');
    expect(mail[0]!.body).toContain(`${t.deps.siteUrl}/listing/${listing.id}`);
    // The seller and non-watchers get nothing.
    expect(await mailTo((await as.account('customer')).user!.email)).toEqual([]);
  });

  it('when an administrator takes the listing down', async () => {
    const watcher = await as.fresh('customer');
    const listing = await makeListing(t.deps.db, await sellerId(), { model: 'Takedown' });
    await watcher.post('/api/watchlist', { listingId: listing.id });
    const res = await as('admin').post(`/api/admin/reject-listing/${listing.id}`, {
      reason: 'Stolen photos',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(watcher.user!.email);
    expect(mail.map((m) => m.subject)).toEqual(['The 2022 Porsche Takedown you watch is no longer listed']);
    expect(mail[0]!.body).not.toContain('Stolen photos');
  });

  it('when the seller deletes it', async () => {
    const watcher = await as.fresh('customer');
    const listing = await makeListing(t.deps.db, await sellerId(), { model: 'Deleted' });
    await watcher.post('/api/watchlist', { listingId: listing.id });
    expect((await as('seller').delete(`/api/listings/${listing.id}`)).statusCode).toBe(204);
    const mail = await mailTo(watcher.user!.email);
    expect(mail.map((m) => m.subject)).toEqual(['The 2022 Porsche Deleted you watch is no longer listed']);
  });

  it('not when a pending listing is turned down (nobody could watch it)', async () => {
    const before = (await t.deps.db.select().from(outboxEmails)).length;
    const listing = await makeListing(t.deps.db, await sellerId(), { status: 'pending', verified: false });
    await as('admin').post(`/api/admin/reject-listing/${listing.id}`, { reason: 'Blurry photos' });
    const after = await t.deps.db.select().from(outboxEmails);
    // Only the seller's own 'needs changes' e-mail.
    expect(after.length - before).toBe(1);
  });
});

describe('GET /api/listings/compare', () => {
  it('answers the public listings asked for, in order, leaving out unknown and hidden ones', async () => {
    const id = await sellerId();
    const a = await makeListing(t.deps.db, id, { model: 'A' });
    const b = await makeListing(t.deps.db, id, { model: 'B' });
    const hidden = await makeListing(t.deps.db, id, { status: 'pending' });
    const res = await as(null).get(`/api/listings/compare?ids=${b.id},${hidden.id},999999,${a.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((l: { id: number }) => l.id)).toEqual([b.id, a.id]);
    // Even its owner compares only public listings.
    const own = await as('seller').get(`/api/listings/compare?ids=${hidden.id}`);
    expect(own.json()).toEqual([]);
  });

  it(`refuses more than ${COMPARE_MAX} and malformed ids`, async () => {
    const ids = Array.from({ length: COMPARE_MAX + 1 }, (_, i) => i + 1).join(',');
    expectError(await as(null).get(`/api/listings/compare?ids=${ids}`), 400, undefined, {
      ids: `At most ${COMPARE_MAX} listings can be compared`,
    });
    expectError(await as(null).get('/api/listings/compare?ids=1,x'), 400);
    expectError(await as(null).get('/api/listings/compare'), 400);
    // The same id twice counts once.
    expect((await as(null).get('/api/listings/compare?ids=1,1,1,1,1')).statusCode).toBe(200);
  });
});

describe('GET /api/listings/{id}/similar', () => {
  it(`answers up to ${SIMILAR_COUNT} live listings of the same make and body type, near in price and year`, async () => {
    const id = await sellerId();
    const base = { make: 'McLaren', bodyType: 'coupe', year: 2021, price: 250_000 } as const;
    const listing = await makeListing(t.deps.db, id, { ...base, model: 'Base' });
    const near = [];
    for (let i = 0; i < SIMILAR_COUNT + 2; i++)
      near.push(await makeListing(t.deps.db, id, { ...base, model: `Near ${i}`, price: 250_000 + i * 1000 }));
    const far = [
      await makeListing(t.deps.db, id, { ...base, model: 'Cheap', price: 100_000 }),
      await makeListing(t.deps.db, id, { ...base, model: 'Old', year: 2005 }),
      await makeListing(t.deps.db, id, { ...base, model: 'Suv', bodyType: 'suv' }),
      await makeListing(t.deps.db, id, { ...base, make: 'Ferrari', model: 'Other make' }),
      await makeListing(t.deps.db, id, { ...base, model: 'Pending', status: 'pending' }),
    ];
    const res = await as(null).get(`/api/listings/${listing.id}/similar`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().map((l: { id: number }) => l.id);
    expect(ids).toEqual(near.slice(0, SIMILAR_COUNT).map((l) => l.id));
    for (const f of far) expect(ids).not.toContain(f.id);
  });

  it('answers 404 for a listing that is not public', async () => {
    const hidden = await makeListing(t.deps.db, await sellerId(), { status: 'pending' });
    expectError(await as(null).get(`/api/listings/${hidden.id}/similar`), 404);
    expectError(await as('seller').get(`/api/listings/${hidden.id}/similar`), 404);
    expectError(await as(null).get('/api/listings/abc/similar'), 400);
  });
});

describe('seller analytics', () => {
  it('shows watchers per listing over time', async () => {
    const listing = await makeListing(t.deps.db, await sellerId(), { model: 'Analysed' });
    await as('customer').post('/api/watchlist', { listingId: listing.id });
    await as('dealer').post('/api/watchlist', { listingId: listing.id });
    const res = await as('seller').get('/api/seller/analytics');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const today = body.watchersPerDay.filter((r: { listingId: number }) => r.listingId === listing.id);
    expect(today.at(-1)).toMatchObject({ watchers: 2 });
    expect(body.listings.find((l: { listingId: number }) => l.listingId === listing.id).watcherCount).toBe(2);
    // Nobody else's listings.
    const others = await as('dealer').get('/api/seller/analytics');
    expect(others.json().watchersPerDay.map((r: { listingId: number }) => r.listingId)).not.toContain(
      listing.id,
    );
  });
});

describe('deleting a listing', () => {
  it('takes its watches and price history with it', async () => {
    const listing = await makeListing(t.deps.db, await sellerId());
    await as('customer').post('/api/watchlist', { listingId: listing.id });
    await as('seller').patch(`/api/listings/${listing.id}/price`, { price: 1000 });
    expect((await as('seller').delete(`/api/listings/${listing.id}`)).statusCode).toBe(204);
    const left = await t.deps.db
      .select()
      .from(listings)
      .where(inArray(listings.id, [listing.id]));
    expect(left).toEqual([]);
  });
});
