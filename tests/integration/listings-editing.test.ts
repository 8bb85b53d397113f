import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, inquiries, kycApplications, listings } from '../../src/server/db/schema/index.ts';
import { makeListing } from '../factories/listings.ts';
import type { TestUser } from '../factories/users.ts';
import { png } from '../fixtures/images.ts';
import { multipart } from '../fixtures/multipart.ts';
import { type Actor, testAppWithActors } from '../setup/actors.ts';

const { t, as } = testAppWithActors();
/** The file's accounts by name: one of each kind, a customer who has not applied to sell, a second seller. */
const who: Record<string, Actor> = {};
const users: Record<string, TestUser> = {};

beforeAll(async () => {
  for (const kind of ['seller', 'dealer', 'customer', 'admin'] as const) who[kind] = await as.account(kind);
  who.unverifiedSeller = await as.fresh('customer');
  who.other = await as.fresh('seller');
  for (const [name, actor] of Object.entries(who)) users[name] = actor.user!;
});

const valid = {
  make: 'Ferrari',
  model: 'Roma',
  year: 2023,
  price: 245000.5,
  currency: 'EUR',
  mileage: 1200,
  condition: 'excellent',
  location: 'Maranello, Italy',
  region: 'Europe',
  vin: 'ZFF98RNA0P0123456',
  features: [' Carbon seats ', 'carbon seats', '', 'Apple CarPlay'],
};
/** Requests as one of the file's accounts by name, or anonymously (null). */
const by = (name: string | null) => (name ? who[name]! : as(null));
const create = (name: string | null, payload: object) => by(name).post('/api/listings', payload);
const patch = (name: string | null, id: number, payload: object) =>
  by(name).patch(`/api/listings/${id}`, payload);
const del = (name: string | null, id: number) => by(name).delete(`/api/listings/${id}`);

describe('POST /api/listings', () => {
  it('creates a pending, unverified listing for the session user, whatever the body says', async () => {
    const res = await create('seller', {
      ...valid,
      status: 'active',
      verified: true,
      viewCount: 999,
      sellerId: users.other!.id,
    });
    expect(res.statusCode).toBe(201);
    const l = res.json();
    expect(l).toMatchObject({
      sellerId: users.seller!.id,
      status: 'pending',
      verified: false,
      viewCount: 0,
      price: 245000.5,
      currency: 'EUR',
    });
    expect(l.features).toEqual(['Carbon seats', 'Apple CarPlay']);
    expect(l.imageUrls).toEqual([]);
  });

  it('lets verified dealers list too, with the form defaults', async () => {
    const { currency: _c, condition: _k, features: _f, ...rest } = valid;
    const res = await create('dealer', rest);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ currency: 'USD', condition: 'excellent', features: [] });
  });

  it('warns, without refusing, when the VIN check digit does not match', async () => {
    const res = await create('seller', { ...valid, vin: 'ZFF98RNA9P0123456' });
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual(["The VIN's check digit does not match: please double-check it"]);
    const ok = await create('seller', { ...valid, vin: '1M8GDM9AXKP042788' });
    expect(ok.json().warnings).toEqual([]);
  });

  it('refuses anonymous visitors (401) and unverified or admin accounts (403 with the verification wording)', async () => {
    const anon = await create(null, valid);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Authentication required: Please sign in to create a listing.');
    for (const who of ['customer', 'admin']) {
      const res = await create(who, valid);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(
        /^Verification Required: You need to be verified before you can sell vehicles/,
      );
    }
  });

  it('lets a customer who applied for identity verification list through the private flow, fee required', async () => {
    const u = users.unverifiedSeller!;
    await t.deps.db.insert(kycApplications).values({
      userId: u.id,
      applicationType: 'individual',
      fullName: 'Una Verified',
      idDocumentUrl: 'kyc:x',
    });
    const res = await create('unverifiedSeller', valid);
    expect(res.statusCode).toBe(201);
    const [row] = await t.deps.db.select().from(listings).where(eq(listings.id, res.json().id));
    expect(row).toMatchObject({ status: 'pending', feeRequired: true });
  });

  it.each([
    [{ make: 'Trabant' }, 'make'],
    [{ model: '  ' }, 'model'],
    [{ year: 1899 }, 'year'],
    [{ year: new Date().getFullYear() + 2 }, 'year'],
    [{ price: -1 }, 'price'],
    [{ price: 10.123 }, 'price'],
    [{ price: 'lots' }, 'price'],
    [{ currency: 'BTC' }, 'currency'],
    [{ condition: 'mint' }, 'condition'],
    [{ location: '' }, 'location'],
    [{ region: 'Atlantis' }, 'region'],
    [{ vin: 'ZFF98RNA0P012345' }, 'vin'],
    [{ vin: 'ZFF98RNAOP0123456' }, 'vin'],
    [{ mileage: -5 }, 'mileage'],
    [{ features: 'sunroof' }, 'features'],
    [{ imageUrls: ['https://evil.example/car.jpg'] }, 'imageUrls'],
  ])('refuses %j with a field error', async (over, field) => {
    const res = await create('seller', { ...valid, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('accepts next year as a model year', async () => {
    expect((await create('seller', { ...valid, year: new Date().getFullYear() + 1 })).statusCode).toBe(201);
  });
});

describe('PATCH /api/listings/:id', () => {
  it('edits an unverified listing of its seller, leaving other fields alone', async () => {
    const l = await makeListing(t.deps.db, users.seller!.id, {
      status: 'pending',
      verified: false,
      description: 'Original text',
    });
    const res = await patch('seller', l.id, {
      price: 99999.99,
      features: ['Heated seats', 'heated seats '],
      status: 'active',
      verified: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      price: 99999.99,
      features: ['Heated seats'],
      description: 'Original text',
      status: 'pending',
      verified: false,
    });
  });

  it('refuses edits once the listing is verified (409), by others (403) and anonymous (401)', async () => {
    const live = await makeListing(t.deps.db, users.seller!.id, { verified: true });
    expect((await patch('seller', live.id, { price: 1 })).statusCode).toBe(409);
    const draft = await makeListing(t.deps.db, users.seller!.id, { status: 'pending', verified: false });
    expect((await patch('other', draft.id, { price: 1 })).statusCode).toBe(403);
    expect((await patch('admin', draft.id, { price: 1 })).statusCode).toBe(403);
    expect((await patch(null, draft.id, { price: 1 })).statusCode).toBe(401);
    expect((await patch('seller', 999999, { price: 1 })).statusCode).toBe(404);
    expect((await patch('seller', draft.id, { year: 1800 })).statusCode).toBe(400);
    const [row] = await t.deps.db.select().from(listings).where(eq(listings.id, draft.id));
    expect(row!.price).toBe(150000);
  });

  it('sends a turned-down listing back for approval when its seller edits it', async () => {
    const l = await makeListing(t.deps.db, users.seller!.id, {
      status: 'inactive',
      verified: false,
      rejectionReason: 'Blurry photos',
    });
    const res = await patch('seller', l.id, { description: 'New photos coming' });
    expect(res.json()).toMatchObject({ status: 'pending', rejectionReason: null });
  });
});

describe('what a listing change does to search', () => {
  it('finds a renamed listing by a misspelling of its new name', async () => {
    const l = await makeListing(t.deps.db, users.seller!.id, { status: 'pending', verified: false });
    expect((await patch('seller', l.id, { make: 'Bugatti', model: 'Chiron Pur Sport' })).statusCode).toBe(
      200,
    );
    const res = await by('seller').get(
      `/api/listings?sellerId=${users.seller!.id}&q=${encodeURIComponent('bugati chiron')}`,
    );
    expect(res.json().map((x: { id: number }) => x.id)).toEqual([l.id]);
  });

  it('finds a new name by a misspelling searched before the name existed (the remembered lookups go)', async () => {
    const search = async () =>
      (await by('seller').get(`/api/listings?sellerId=${users.seller!.id}&q=jeskko`))
        .json()
        .map((x: { id: number }) => x.id);
    expect(await search()).toEqual([]);
    const l = await makeListing(t.deps.db, users.seller!.id, { status: 'pending', verified: false });
    expect((await patch('seller', l.id, { make: 'Bugatti', model: 'Jesko' })).statusCode).toBe(200);
    expect(await search()).toEqual([l.id]);
  });

  it('finds a word an edit brings by its beginning, beside the words it began before (the words begun go too)', async () => {
    const search = async () =>
      (await by('seller').get(`/api/listings?sellerId=${users.seller!.id}&q=quokka`))
        .json()
        .map((x: { id: number }) => x.id)
        .sort();
    const first = await makeListing(t.deps.db, users.seller!.id, {
      status: 'pending',
      verified: false,
      description: 'Delivered with a quokkaboard car cover.',
    });
    expect(await search()).toEqual([first.id]);
    const l = await makeListing(t.deps.db, users.seller!.id, { status: 'pending', verified: false });
    const edit = await patch('seller', l.id, { description: 'Delivered with quokkarug floor mats.' });
    expect(edit.statusCode).toBe(200);
    expect(await search()).toEqual([first.id, l.id].sort());
  });

  it('keeps the total of every sort and page right once a listing is gone', async () => {
    const total = async (query: string) =>
      Number((await as(null).get(`/api/listings?${query}`)).headers['x-total-count']);
    const l = await makeListing(t.deps.db, users.seller!.id, { make: 'Pagani', model: 'Utopia' });
    const before = await total('make=Pagani&limit=1');
    expect(before).toBeGreaterThan(0);
    expect(await total('make=Pagani&limit=1&sort=price_asc')).toBe(before);
    expect((await del('seller', l.id)).statusCode).toBe(204);
    expect(await total('make=Pagani&limit=1')).toBe(before - 1);
    expect(await total('make=Pagani&limit=2&sort=price_asc')).toBe(before - 1);
  });
});

describe('DELETE /api/listings/:id', () => {
  async function listingWithPhotoAndInquiry(ownerKey: string) {
    const l = await makeListing(t.deps.db, users[ownerKey]!.id, { status: 'pending', verified: false });
    const body = multipart([
      { field: 'photos', filename: 'a.png', contentType: 'image/png', data: await png() },
    ]);
    const up = await by(ownerKey).post(`/api/listings/${l.id}/photos`, body.payload, {
      headers: body.headers,
    });
    const url = up.json().imageUrls[0] as string;
    await t.deps.db.insert(inquiries).values({
      listingId: l.id,
      buyerId: users.customer!.id,
      sellerId: users[ownerKey]!.id,
      senderId: users.customer!.id,
      message: 'Still for sale?',
    });
    return { id: l.id, file: path.join(t.dataDir, url.replace(/^\//, '')) };
  }

  it('deletes the listing, its inquiries and its photo files for its seller', async () => {
    const { id, file } = await listingWithPhotoAndInquiry('seller');
    expect(existsSync(file)).toBe(true);
    expect((await del('other', id)).statusCode).toBe(403);
    expect((await del(null, id)).statusCode).toBe(401);
    expect((await del('seller', id)).statusCode).toBe(204);
    expect(await t.deps.db.select().from(listings).where(eq(listings.id, id))).toEqual([]);
    expect(await t.deps.db.select().from(inquiries).where(eq(inquiries.listingId, id))).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect((await del('seller', id)).statusCode).toBe(404);
  });

  it('lets an administrator delete any listing, and records it', async () => {
    const { id } = await listingWithPhotoAndInquiry('dealer');
    expect((await del('admin', id)).statusCode).toBe(204);
    const logs = await t.deps.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.targetId, String(id)));
    expect(logs).toEqual([
      expect.objectContaining({ adminId: users.admin!.id, action: 'delete_listing', targetType: 'listing' }),
    ]);
  });
});

describe('GET /api/seller/analytics', () => {
  it('gives a seller views per day and conversations per listing, for their own listings only', async () => {
    const mine = await makeListing(t.deps.db, users.dealer!.id);
    const theirs = await makeListing(t.deps.db, users.other!.id);
    for (const name of ['customer', 'seller']) await by(name).get(`/api/listings/${mine.id}`);
    await by('customer').get(`/api/listings/${theirs.id}`);
    await by('customer').post('/api/inquiries', { listingId: mine.id, message: 'Interested in this one' });
    const res = await by('dealer').get('/api/seller/analytics');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const today = body.viewsPerDay.filter((v: { listingId: number }) => v.listingId === mine.id);
    expect(today).toEqual([
      { day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), listingId: mine.id, views: 2 },
    ]);
    expect(body.viewsPerDay.some((v: { listingId: number }) => v.listingId === theirs.id)).toBe(false);
    expect(body.listings.find((l: { listingId: number }) => l.listingId === mine.id)).toMatchObject({
      viewCount: 2,
      conversations: 1,
      messages: 1,
    });
    expect((await as(null).get('/api/seller/analytics')).statusCode).toBe(401);
  });
});
