import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../src/server/db/schema/index.ts';
import { makeListing } from '../factories/listings.ts';
import { testAppWithActors } from '../setup/actors.ts';

const { t, as } = testAppWithActors();
let sellerId: string;
beforeAll(async () => {
  sellerId = (await as.account('seller')).user!.id;
});

const page = (id: number) => as(null).get(`/api/listings/${id}`);

/** The cached copy of a listing's page made to expire now, as its 10 seconds would. */
async function expire(id: number) {
  const copy = t.deps.listingCache.details.get(id);
  expect(copy).toBeDefined();
  t.deps.listingCache.details.set(id, copy!, { ttl: 1 });
  await new Promise((r) => setTimeout(r, 5));
}

/** Asks for the page until `done` holds for its answer (the copy read beside the visitor has landed). */
async function until(id: number, done: (res: Awaited<ReturnType<typeof page>>) => boolean) {
  for (let i = 0; i < 100; i++) {
    const res = await page(id);
    if (done(res)) return res;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`listing ${id}: never changed`);
}

// A change made by another instance (or the database directly) reaches this one's cache only by time.
const changeElsewhere = (id: number, values: Partial<typeof listings.$inferInsert>) =>
  t.deps.db.update(listings).set(values).where(eq(listings.id, id));

describe("a listing's page after its cached copy expired", () => {
  it('is answered from the copy while a fresh one is read, then shows the change', async () => {
    const { id } = await makeListing(t.deps.db, sellerId, { model: '911 Carrera S' });
    expect((await page(id)).json().model).toBe('911 Carrera S');
    await changeElsewhere(id, { model: '911 Turbo S' });
    await expire(id);
    // The visitor does not wait for the database: the copy at hand answers.
    const stale = await page(id);
    expect(stale.statusCode).toBe(200);
    expect(stale.json().model).toBe('911 Carrera S');
    expect((await until(id, (r) => r.json().model === '911 Turbo S')).statusCode).toBe(200);
  });

  it('stops being shown once the listing has left public view', async () => {
    const { id } = await makeListing(t.deps.db, sellerId);
    expect((await page(id)).statusCode).toBe(200);
    await changeElsewhere(id, { status: 'pending' });
    await expire(id);
    const gone = await until(id, (r) => r.statusCode !== 200);
    expect(gone.statusCode).toBe(404);
    expect(t.deps.listingCache.details.get(id)).toBeUndefined();
    // Its seller still gets the full record.
    const own = await as('seller').get(`/api/listings/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().status).toBe('pending');
  });

  it('is the sold page, read each time, once the listing is sold', async () => {
    const { id } = await makeListing(t.deps.db, sellerId);
    expect((await page(id)).statusCode).toBe(200);
    await changeElsewhere(id, { status: 'sold', soldAt: new Date(), soldPrice: 140_000 });
    await expire(id);
    const sold = await until(id, (r) => r.json().status === 'sold');
    expect(sold.statusCode).toBe(200);
    // Only active listings' pages are kept.
    expect(t.deps.listingCache.details.get(id)).toBeUndefined();
  });
});

describe("a listing's page and cards after its seller edits their profile", () => {
  it("show the seller's new name at once, not the cached copy's", async () => {
    const { id } = await makeListing(t.deps.db, sellerId, { model: 'SF90 Stradale' });
    const search = () => as(null).get('/api/listings?q=SF90');
    const namesIn = async () =>
      (await search()).json().map((l: { seller: { firstName: string } }) => l.seller.firstName);
    expect((await page(id)).json().seller.firstName).not.toBe('Renata');
    expect(await namesIn()).not.toContain('Renata');
    // Both answers are now cached for 10 seconds.
    expect(t.deps.listingCache.details.get(id)).toBeDefined();
    const res = await as('seller').patch('/api/users/me', { firstName: 'Renata' });
    expect(res.statusCode).toBe(200);
    expect((await page(id)).json().seller.firstName).toBe('Renata');
    expect(await namesIn()).toContain('Renata');
  });
});
