import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import {
  inquiries,
  kycApplications,
  listings,
  listingViews,
  ratings,
  users,
} from '../../src/server/db/schema/index.ts';
import { KYC_BUCKET, PHOTO_BUCKET, type Storage } from '../../src/server/lib/storage.ts';
import { counterColumns } from '../../src/server/modules/listings/counters.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/accounts.ts';
import type { DemoAccounts } from '../../src/server/seed/demo-content.ts';
import { seedDemoIfEmpty } from '../../src/server/seed/index.ts';
import { BODY_TYPES, CONDITIONS, REGIONS } from '../../src/shared/constants.ts';
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoVariantUrl } from '../../src/shared/photos.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
let database: Database;
let storage: Storage;
let accounts: DemoAccounts;
let seedMs = 0;

const idOf = async (email: string) =>
  (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  database = t.deps.database;
  storage = t.deps.storage;
  const started = performance.now();
  expect(await seedDemoIfEmpty(t.deps)).toBe(true);
  seedMs = performance.now() - started;
  accounts = {
    adminId: await idOf('admin@demo.test'),
    dealerId: await idOf('dealer@demo.test'),
    sellerId: await idOf('seller@demo.test'),
    buyerId: await idOf('buyer@demo.test'),
    pendingDealerId: await idOf('pending-dealer@demo.test'),
  };
}, 240_000);

afterAll(() => t?.close());

describe('demo accounts', () => {
  it.each([
    ['admin@demo.test', 200, 3],
    ['dealer@demo.test', 200, 2],
    ['seller@demo.test', 200, 1],
    ['buyer@demo.test', 200, 1],
    // Signed in to their dealer application only (decision 0033).
    ['pending-dealer@demo.test', 200, 2],
  ])('%s signs in with demo-password (%i)', async (email, status, roleId) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(status);
    if (roleId) expect(res.json().user).toMatchObject({ roleId, emailVerified: true });
  });

  it('has every demo address confirmed', async () => {
    const demo = await database.db
      .select({ email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(like(users.email, '%@demo.test'));
    expect(demo.length).toBeGreaterThanOrEqual(5);
    expect(demo.filter((u) => !u.emailVerified)).toEqual([]);
  });

  it('is not seeded twice', async () => {
    expect(await seedDemoIfEmpty(t.deps)).toBe(false);
  });
});

/** The storage key of a public photo URL (`/uploads/car_pictures/<key>`). */
const keyOf = (url: string) => url.replace(`/uploads/${PHOTO_BUCKET}/`, '');

describe('demo content', () => {
  it('seeds in reasonable time', () => {
    // Printed for the record; the bound only catches a pathological slowdown.
    console.info(`demo seeding took ${(seedMs / 1000).toFixed(1)} s`);
    expect(seedMs).toBeLessThan(200_000);
  });

  it('gives a visitor a market band on the demo data: the live G 63s have enough comparables', async () => {
    const g63s = await database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.model, 'G 63 AMG'), eq(listings.status, 'active')));
    expect(g63s.length).toBeGreaterThanOrEqual(2);
    for (const { id } of g63s) {
      const market = (await t.app.inject({ method: 'GET', url: `/api/listings/${id}/market` })).json();
      expect(market.estimate, `listing ${id}`).not.toBeNull();
      expect(market.comparables.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('lists active cars over many makes, every region, condition and body type, and both sellers', async () => {
    const active = await database.db
      .select({ ...getTableColumns(listings), ...counterColumns })
      .from(listings)
      .where(eq(listings.status, 'active'));
    expect(active.length).toBeGreaterThanOrEqual(24);
    expect(new Set(active.map((l) => l.make)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(active.map((l) => l.region))).toEqual(new Set(REGIONS));
    expect(new Set(active.map((l) => l.condition))).toEqual(new Set(CONDITIONS));
    expect(new Set(active.map((l) => l.bodyType))).toEqual(new Set(BODY_TYPES));
    expect(new Set(active.map((l) => l.sellerId))).toEqual(new Set([accounts.dealerId, accounts.sellerId]));
    for (const l of active) {
      expect(l.verified).toBe(true);
      expect(l.features.length).toBeGreaterThanOrEqual(4);
      expect(l.features.length).toBeLessThanOrEqual(8);
      expect(l.location).toMatch(/^[^,]+, [^,]+$/);
      if (l.vin !== null) expect(l.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(l.createdAt.getTime()).toBeGreaterThan(Date.now() - 61 * 86_400_000);
      expect(l.viewCount).toBeGreaterThan(0);
    }
    const [views] = await database.db.select({ n: listingViews.listingId }).from(listingViews).limit(1);
    expect(views).toBeDefined();
    const prices = active.filter((l) => l.currency === 'USD' && l.price !== null).map((l) => l.price!);
    expect(Math.min(...prices)).toBeLessThan(50_000);
    expect(Math.max(...prices)).toBeGreaterThan(3_000_000);
  });

  it('stores every photo in every width and format, as clean images of the right size', async () => {
    const all = await database.db.select().from(listings);
    for (const l of all) {
      expect(l.imageUrls.length).toBeGreaterThanOrEqual(1);
      for (const url of l.imageUrls) {
        expect(url).toMatch(new RegExp(`^/uploads/${PHOTO_BUCKET}/demo/${l.id}/\\d+-1600\\.webp$`));
        for (const width of PHOTO_WIDTHS) {
          for (const format of PHOTO_FORMATS) {
            const body = await storage.get(PHOTO_BUCKET, keyOf(photoVariantUrl(url, width, format)));
            expect(body, `${url} ${width} ${format}`).not.toBeNull();
            const meta = await sharp(body!).metadata();
            expect(meta.width).toBe(width);
            expect(meta.height).toBe(Math.round((width * 10) / 16));
            expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
            if (format === 'avif') expect(meta.compression).toBe('av1');
            expect(meta.exif).toBeUndefined();
          }
        }
      }
    }
  });

  it('gives every car on sale its side, three-quarter and rear photos, the others one: distinct pictures, side first', async () => {
    const all = await database.db.select().from(listings);
    const onSale = all.filter((l) => l.status !== 'sold');
    expect(onSale.length).toBeGreaterThanOrEqual(24);
    const seen = new Set<string>();
    for (const l of all) {
      expect(l.imageUrls.length, `${l.make} ${l.model}`).toBe(l.status === 'active' ? 3 : 1);
      const stats = [];
      for (const url of l.imageUrls) {
        const body = (await storage.get(PHOTO_BUCKET, keyOf(photoVariantUrl(url, 400, 'webp'))))!;
        const hash = createHash('sha256').update(body).digest('hex');
        // No two photos alike, in one listing or across the catalogue.
        expect(seen.has(hash), url).toBe(false);
        seen.add(hash);
        stats.push(await sharp(body).stats());
      }
      // A picture, not a blank frame: every photo has contrast in every channel.
      for (const st of stats) for (const c of st.channels.slice(0, 3)) expect(c.stdev).toBeGreaterThan(12);
    }
    // The card's photo is the side profile, drawn with the make set in type.
    const first = all.find((l) => l.status === 'active')!;
    expect(first.imageUrls[0]).toMatch(/\/1-1600\.webp$/);
  });

  it('has listings awaiting approval', async () => {
    const pending = await database.db.select().from(listings).where(eq(listings.status, 'pending'));
    expect(pending.length).toBeGreaterThanOrEqual(1);
    for (const l of pending) {
      expect(l.verified).toBe(false);
      expect(l.imageUrls.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('has conversations: a full one, an unread first message, and one where the seller answered last', async () => {
    const rows = await database.db.select().from(inquiries).orderBy(inquiries.createdAt, inquiries.id);
    expect(rows.length).toBeGreaterThan(0);
    const threads = new Map<number, typeof rows>();
    for (const r of rows) {
      expect(r.buyerId).toBe(accounts.buyerId);
      expect([r.buyerId, r.sellerId]).toContain(r.senderId);
      expect(r.message.length).toBeGreaterThanOrEqual(10);
      threads.set(r.listingId, [...(threads.get(r.listingId) ?? []), r]);
    }
    const full = [...threads.values()].filter(
      (t) =>
        t.filter((m) => m.senderId === m.buyerId).length >= 3 &&
        t.filter((m) => m.senderId === m.sellerId).length >= 3,
    );
    expect(full.length).toBeGreaterThanOrEqual(1);
    const single = [...threads.values()].filter(
      (t) => t.length === 1 && t[0]!.senderId === accounts.buyerId && !t[0]!.seen,
    );
    expect(single.length).toBeGreaterThanOrEqual(1);
    const sellerLast = [...threads.values()].filter((t) => t.at(-1)!.senderId === t.at(-1)!.sellerId);
    expect(sellerLast.length).toBeGreaterThanOrEqual(1);
    // Each thread's listing exists, belongs to its seller, and was listed before the first message.
    for (const [listingId, t] of threads) {
      const [l] = await database.db.select().from(listings).where(eq(listings.id, listingId));
      expect(l!.sellerId).toBe(t[0]!.sellerId);
      expect(l!.createdAt.getTime()).toBeLessThan(t[0]!.createdAt.getTime());
    }
  });

  it('rates sellers 1 to 5, only after a conversation of three messages each way', async () => {
    const rows = await database.db.select().from(ratings);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const r of rows) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      const thread = await database.db.select().from(inquiries).where(eq(inquiries.listingId, r.listingId!));
      const own = thread.filter((m) => m.buyerId === r.buyerId && m.sellerId === r.sellerId);
      expect(own.filter((m) => m.senderId === r.buyerId).length).toBeGreaterThanOrEqual(3);
      expect(own.filter((m) => m.senderId === r.sellerId).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has one pending dealer KYC application whose documents can be read back', async () => {
    const apps = await database.db.select().from(kycApplications);
    expect(apps).toHaveLength(1);
    const app = apps[0]!;
    expect(app).toMatchObject({
      userId: accounts.pendingDealerId,
      applicationType: 'dealer',
      status: 'pending',
      email: 'pending-dealer@demo.test',
      fullName: 'Omar Haddad',
    });
    expect(app.dealershipName).toBeTruthy();
    expect(app.phone).toBeTruthy();
    for (const ref of [app.idDocumentUrl, app.businessLicenseUrl]) {
      expect(ref).toMatch(/^kyc:demo\/.+\.pdf$/);
      const doc = await storage.get(KYC_BUCKET, ref!.slice('kyc:'.length));
      expect(doc).not.toBeNull();
      expect(doc!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(doc!.subarray(-6).toString('latin1')).toContain('%%EOF');
    }
  });
});
