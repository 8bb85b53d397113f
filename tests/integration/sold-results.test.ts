import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listings, outboxEmails, watchlist } from '../../src/server/db/schema/index.ts';
import { makeListing } from '../factories/listings.ts';
import { openSse } from '../fixtures/sse.ts';
import { expectError, testAppWithActors } from '../setup/actors.ts';

/**
 * Issue 17, sold results and price history: the seller marks a live listing sold, the public results
 * archive, a withheld sold price that never leaves the server, days on market, the "Reduced" flag; and
 * issue 16's leftovers: the price-drop e-mail throttle, the live watch notice, watchlist paging.
 */

/**
 * A stand-in for the client's server renderer: it puts everything the page's API calls answered into the
 * HTML, so whatever the public JSON carries would show in the page.
 */
const RENDERER = `
export function createPageRenderer(transport) {
  return async (url) => {
    const id = url.pathname.startsWith('/listing/') ? url.pathname.split('/')[2] : null;
    const api = id ? '/api/listings/' + id : '/api/listings?status=sold';
    const res = await transport(api, { method: 'GET' });
    return { html: '<pre>' + (await res.text()) + '</pre>', stateTag: '<script type="application/json" id="server-state">{}</script>' };
  };
}
`;

const { t, as } = testAppWithActors();
let base: string;

beforeAll(async () => {
  mkdirSync(t.deps.config.clientDir, { recursive: true });
  writeFileSync(
    path.join(t.deps.config.clientDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.dirname(t.deps.config.serverRendererFile), { recursive: true });
  writeFileSync(t.deps.config.serverRendererFile, RENDERER);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const sellerId = async () => (await as.account('seller')).user!.id;
const mailTo = async (email: string) =>
  t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
const sell = (id: number, body: object, who: Parameters<typeof as>[0] = 'seller') =>
  as(who).patch(`/api/listings/${id}/status`, body);
const DAY = 86_400_000;

describe('PATCH /api/listings/{id}/status', () => {
  it('lets the seller mark a live listing sold, and tells its watchers in the same change', async () => {
    const watcher = await as.fresh('customer');
    const listing = await makeListing(t.deps.db, await sellerId(), { model: 'Sold One', price: 300_000 });
    await watcher.post('/api/watchlist', { listingId: listing.id });
    const res = await sell(listing.id, { status: 'sold', soldPrice: 287_500, showSoldPrice: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'sold',
      soldPrice: 287_500,
      showSoldPrice: true,
      price: 300_000,
    });
    expect(Date.parse(res.json().soldAt)).toBeGreaterThan(Date.now() - 60_000);
    const mail = await mailTo(watcher.user!.email);
    expect(mail.map((m) => m.subject)).toEqual(['The 2022 Porsche Sold One you watch has been sold']);
    expect(mail[0]!.body).not.toContain('287');
    // Out of the inventory, into the results archive; its page stays up.
    expect((await as(null).get('/api/listings?model=Sold One')).json()).toEqual([]);
    const results = (await as(null).get('/api/listings?status=sold&model=Sold One')).json();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ id: listing.id, status: 'sold', soldPrice: 287_500 });
    expect((await as(null).get(`/api/listings/${listing.id}`)).json()).toMatchObject({ soldPrice: 287_500 });
  });

  it('answers 404 for anyone else’s listing, 409 for a listing that is not live, 400 for bad input', async () => {
    const listing = await makeListing(t.deps.db, await sellerId(), { model: 'Not Yours' });
    const body = { status: 'sold', soldPrice: 100_000, showSoldPrice: true };
    expectError(await as(null).patch(`/api/listings/${listing.id}/status`, body), 401);
    for (const who of ['customer', 'dealer', 'admin'] as const)
      expectError(await sell(listing.id, body, who), 404, 'Listing not found');
    expectError(await sell(999_999, body), 404, 'Listing not found');
    expect((await as(null).get(`/api/listings/${listing.id}`)).json().status).toBe('active');

    const pending = await makeListing(t.deps.db, await sellerId(), { status: 'pending', verified: false });
    expectError(await sell(pending.id, body), 409, 'A pending listing cannot be marked sold');
    const inactive = await makeListing(t.deps.db, await sellerId(), { status: 'inactive' });
    expectError(await sell(inactive.id, body), 409, 'A inactive listing cannot be marked sold');
    expect((await sell(listing.id, body)).statusCode).toBe(200);
    expectError(await sell(listing.id, body), 409, 'A sold listing cannot be marked sold');

    const fresh = await makeListing(t.deps.db, await sellerId());
    expectError(await sell(fresh.id, { status: 'active', soldPrice: 1 }), 400, undefined, {
      status: 'status must be sold',
    });
    expectError(await sell(fresh.id, { status: 'sold', soldPrice: -1 }), 400, undefined, {
      soldPrice: 'Price must be more than 0',
    });
    expectError(await sell(fresh.id, { status: 'sold', soldPrice: 'lots' }), 400, undefined, {
      soldPrice: 'Price must be a number',
    });
    expectError(await sell(fresh.id, { status: 'sold' }), 400);
    expectError(
      await sell(fresh.id, { status: 'sold', soldPrice: 5, showSoldPrice: 'yes' }),
      400,
      undefined,
      {
        showSoldPrice: 'showSoldPrice must be true or false',
      },
    );
    expect((await as(null).get(`/api/listings/${fresh.id}`)).json().status).toBe('active');
  });

  it('never lets a withheld sold price leave the server', async () => {
    const HIDDEN = 876_543.21;
    const listing = await makeListing(t.deps.db, await sellerId(), {
      make: 'Ferrari',
      model: 'Withheld',
      price: 900_000,
      bodyType: 'coupe',
    });
    const neighbour = await makeListing(t.deps.db, await sellerId(), {
      make: 'Ferrari',
      model: 'Neighbour',
      price: 880_000,
      bodyType: 'coupe',
    });
    expect(
      (await sell(listing.id, { status: 'sold', soldPrice: HIDDEN, showSoldPrice: false })).statusCode,
    ).toBe(200);
    const leaks = (body: string) => body.includes('876543') || body.includes('876,543');
    const urls = [
      '/api/listings?status=sold',
      '/api/listings?status=sold&make=Ferrari&sort=price_desc',
      `/api/listings/${listing.id}`,
      `/api/listings/compare?ids=${listing.id},${neighbour.id}`,
      `/api/listings/${neighbour.id}/similar`,
      `/api/listings?sellerId=${await sellerId()}&status=sold`,
      '/api/listings/facets?status=sold',
    ];
    for (const who of [null, 'customer', 'dealer'] as const)
      for (const url of urls) {
        const res = await as(who).get(url);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(leaks(res.body), `${who} ${url}`).toBe(false);
      }
    const detail = (await as(null).get(`/api/listings/${listing.id}`)).json();
    expect(detail).toMatchObject({ status: 'sold', soldPrice: null, showSoldPrice: false });
    // The server-rendered pages carry only what the public API answered.
    for (const page of ['/results', `/listing/${listing.id}`]) {
      const html = await (await fetch(`${base}${page}`)).text();
      expect(html, page).toContain('Withheld');
      expect(leaks(html), page).toBe(false);
    }
    // Its seller sees what they entered.
    const own = (await as('seller').get(`/api/listings/${listing.id}`)).json();
    expect(own.soldPrice).toBe(HIDDEN);
    const ownList = (await as('seller').get(`/api/listings?sellerId=${await sellerId()}&status=sold`)).json();
    expect(ownList.find((l: { id: number }) => l.id === listing.id).soldPrice).toBe(HIDDEN);
  });
});

describe('GET /api/listings?status=sold (the results archive)', () => {
  it('lists sold listings only, newest sale first, without suspended sellers’ ones', async () => {
    const id = await sellerId();
    const older = await makeListing(t.deps.db, id, {
      make: 'Lamborghini',
      status: 'sold',
      soldAt: new Date(Date.now() - 5 * DAY),
      soldPrice: 400_000,
      showSoldPrice: true,
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    const newer = await makeListing(t.deps.db, id, {
      make: 'Lamborghini',
      status: 'sold',
      soldAt: new Date(Date.now() - DAY),
      soldPrice: 350_000,
      createdAt: new Date(Date.now() - 40 * DAY),
    });
    await makeListing(t.deps.db, id, { make: 'Lamborghini' });
    const other = await as.fresh('seller');
    await makeListing(t.deps.db, other.user!.id, {
      make: 'Lamborghini',
      status: 'sold',
      soldAt: new Date(),
      sellerSuspended: true,
    });
    const res = await as(null).get('/api/listings?status=sold&make=Lamborghini');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((l: { id: number }) => l.id)).toEqual([newer.id, older.id]);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()[1]).toMatchObject({ soldPrice: 400_000, showSoldPrice: true });
    expect(res.json()[0]).toMatchObject({ soldPrice: null });
    // Pages follow the sale order too.
    const first = await as(null).get('/api/listings?status=sold&make=Lamborghini&limit=1');
    const next = /cursor=([^&>]+)/.exec(String(first.headers.link))![1]!;
    const second = await as(null).get(`/api/listings?status=sold&make=Lamborghini&limit=1&cursor=${next}`);
    expect(second.json().map((l: { id: number }) => l.id)).toEqual([older.id]);
    // The public never gets pending or turned-down listings by asking for them.
    expect((await as(null).get('/api/listings?status=pending')).json()).toEqual([]);
  });
});

describe('days on market and the Reduced flag', () => {
  it('counts whole days from going live, to the sale if sold; none for a listing never live', async () => {
    const id = await sellerId();
    const live = await makeListing(t.deps.db, id, {
      model: 'Days Live',
      liveAt: new Date(Date.now() - 10 * DAY - 3_600_000),
      createdAt: new Date(Date.now() - 30 * DAY),
    });
    const sold = await makeListing(t.deps.db, id, {
      model: 'Days Sold',
      status: 'sold',
      liveAt: new Date(Date.now() - 20 * DAY),
      soldAt: new Date(Date.now() - 16 * DAY),
    });
    const pending = await makeListing(t.deps.db, id, {
      model: 'Days Pending',
      status: 'pending',
      verified: false,
    });
    expect((await as(null).get(`/api/listings/${live.id}`)).json().daysOnMarket).toBe(10);
    expect((await as(null).get(`/api/listings/${sold.id}`)).json().daysOnMarket).toBe(4);
    expect((await as('seller').get(`/api/listings/${pending.id}`)).json().daysOnMarket).toBeNull();
    for (const l of (await as(null).get('/api/listings?limit=100')).json())
      expect(typeof l.daysOnMarket, String(l.id)).toBe('number');

    // Approval starts the count; a return to review and a second approval keep the first go-live time.
    const approved = await as('admin').post(`/api/admin/approve-listing/${pending.id}`);
    expect(approved.statusCode, approved.body).toBe(200);
    const [row] = await t.deps.db.select().from(listings).where(eq(listings.id, pending.id));
    expect(row!.liveAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await as(null).get(`/api/listings/${pending.id}`)).json().daysOnMarket).toBe(0);
    const firstLive = new Date(Date.now() - 3 * DAY);
    await t.deps.db
      .update(listings)
      .set({ status: 'pending', liveAt: firstLive })
      .where(eq(listings.id, pending.id));
    await as('admin').post(`/api/admin/approve-listing/${pending.id}`);
    expect((await as(null).get(`/api/listings/${pending.id}`)).json().daysOnMarket).toBe(3);
  });

  it('flags a listing whose latest price change was a reduction', async () => {
    const listing = await makeListing(t.deps.db, await sellerId(), { model: 'Reduced Flag', price: 200_000 });
    const flag = async () => (await as(null).get('/api/listings?model=Reduced Flag')).json()[0].priceReduced;
    expect(await flag()).toBe(false);
    await as('seller').patch(`/api/listings/${listing.id}/price`, { price: 185_000 });
    expect(await flag()).toBe(true);
    const detail = (await as(null).get(`/api/listings/${listing.id}`)).json();
    expect(detail).toMatchObject({
      priceReduced: true,
      priceHistory: [{ oldPrice: 200_000, newPrice: 185_000 }],
    });
    await as('seller').patch(`/api/listings/${listing.id}/price`, { price: 190_000 });
    expect(await flag()).toBe(false);
  });
});

describe('price drops: at most one e-mail a day, a live notice every time', () => {
  it('e-mails a watcher once per listing in 24 hours, and again after', async () => {
    const watcher = await as.fresh('customer');
    const listing = await makeListing(t.deps.db, await sellerId(), { model: 'Throttle', price: 100_000 });
    const other = await makeListing(t.deps.db, await sellerId(), { model: 'Other Car', price: 100_000 });
    await watcher.post('/api/watchlist', { listingId: listing.id });
    await watcher.post('/api/watchlist', { listingId: other.id });
    const stream = await openSse(`${base}/api/events`, watcher.cookie);
    try {
      await stream.next('ready');
      await as('seller').patch(`/api/listings/${listing.id}/price`, { price: 95_000 });
      expect(await stream.next('watch')).toMatchObject({ listingId: listing.id, notice: 'price_drop' });
      await as('seller').patch(`/api/listings/${listing.id}/price`, { price: 90_000 });
      // The second drop the same day: the header still hears of it, the inbox does not.
      expect(await stream.next('watch')).toMatchObject({ listingId: listing.id, notice: 'price_drop' });
      const drops = async () =>
        (await mailTo(watcher.user!.email))
          .filter((m) => m.subject.startsWith('Price drop'))
          .map((m) => m.subject);
      expect(await drops()).toEqual(['Price drop: the 2022 Porsche Throttle you watch']);
      // Another listing has its own allowance.
      await as('seller').patch(`/api/listings/${other.id}/price`, { price: 99_000 });
      expect(await drops()).toHaveLength(2);
      // A day later the next drop is e-mailed again.
      await t.deps.db
        .update(watchlist)
        .set({ priceDropEmailedAt: new Date(Date.now() - 24 * 3_600_000 - 1000) })
        .where(eq(watchlist.listingId, listing.id));
      await as('seller').patch(`/api/listings/${listing.id}/price`, { price: 85_000 });
      expect(await drops()).toHaveLength(3);
      // Being sold is always e-mailed, whatever the drops before, and heard live.
      await sell(listing.id, { status: 'sold', soldPrice: 84_000 });
      const live = [await stream.next('watch'), await stream.next('watch'), await stream.next('watch')];
      expect(live).toEqual([
        expect.objectContaining({ listingId: other.id, notice: 'price_drop' }),
        expect.objectContaining({ listingId: listing.id, notice: 'price_drop' }),
        expect.objectContaining({ listingId: listing.id, notice: 'sold' }),
      ]);
      expect((await mailTo(watcher.user!.email)).map((m) => m.subject)).toContain(
        'The 2022 Porsche Throttle you watch has been sold',
      );
    } finally {
      stream.close();
    }
  });
});

describe('GET /api/watchlist paging', () => {
  it('pages through every watch newest first with the Link header, and lists every id for the hearts', async () => {
    const watcher = await as.fresh('customer');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const l = await makeListing(t.deps.db, await sellerId(), { model: `Paged ${i}` });
      await watcher.post('/api/watchlist', { listingId: l.id });
      ids.unshift(l.id);
    }
    const seen: number[] = [];
    let url: string | null = '/api/watchlist?limit=2';
    let pages = 0;
    while (url) {
      const res = await watcher.get(url);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().map((w: { listingId: number }) => w.listingId));
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(ids);
    expect((await watcher.get('/api/watchlist')).json()).toHaveLength(5);
    expect((await watcher.get('/api/watchlist/ids')).json()).toEqual({ listingIds: ids });
    expectError(await watcher.get('/api/watchlist?cursor=nonsense'), 400, 'Invalid cursor');
    expectError(await watcher.get('/api/watchlist?limit=0'), 400, undefined, {
      limit: 'limit must be at least 1',
    });
    expectError(await watcher.get('/api/watchlist?limit=101'), 400, undefined, {
      limit: 'limit must be at most 100',
    });
    expectError(await as(null).get('/api/watchlist/ids'), 401, /sign in/);
  });
});
