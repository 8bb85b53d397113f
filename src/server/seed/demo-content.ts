/**
 * Demo content for an empty embedded store (DESIGN section 1): listings across makes, regions, conditions
 * and price bands, each on sale with generated photographs (side, three-quarter front and rear:
 * demoAngles) in every responsive variant; a few listings awaiting approval; the demo buyer's conversations and ratings; one dealer's KYC application with its documents.
 * Deterministic apart from "now": every date is placed relative to the moment of seeding.
 */
import { eq } from 'drizzle-orm';
import { PLAN_PERIOD_DAYS, PLANS } from '../../shared/domain/plans.ts';
import { isPriceDrop } from '../../shared/domain/watchlist.ts';
import { PHOTO_FORMATS, PHOTO_WIDTHS } from '../../shared/photos.ts';
import type { Db } from '../db/client.ts';
import {
  dealers,
  inquiries,
  kycApplications,
  listingCounters,
  listingPriceChanges,
  listings,
  listingViews,
  ratings,
  subscriptions,
  users,
} from '../db/schema/index.ts';
import { KYC_BUCKET, PHOTO_BUCKET, publicUrl, type Storage } from '../lib/storage.ts';
import { recordDocument } from '../modules/kyc/documents.ts';
import { PHOTO_CONTENT_TYPES } from '../modules/photos/pipeline.ts';
import { applyPlacement } from '../modules/plans/service.ts';
import { carIllustrationSvg } from './car-art/illustration.ts';
import { type PhotoRenderer, startPhotoRenderer } from './car-art/photo-renderer.ts';
import { carRearSvg } from './car-art/rear.ts';
import { carThreeQuarterSvg } from './car-art/three-quarter.ts';
import { type DemoListing, loadDemoData } from './demo-data.ts';
import { simplePdf } from './pdf.ts';
import { mulberry32 } from './random.ts';
import { makeVin } from './vin.ts';

export interface DemoAccounts {
  adminId: string;
  dealerId: string;
  sellerId: string;
  buyerId: string;
  pendingDealerId: string;
}

/**
 * The photographs of a listing, in gallery order: the side profile (the card's image), the car from ahead
 * and to one side, the car from behind, and a close crop of the front wheel and the paint around it.
 */
export const DEMO_ANGLES = ['side', 'three-quarter', 'rear', 'detail'] as const;
export type DemoAngle = (typeof DEMO_ANGLES)[number];

/**
 * The photos one demo car gets. A car on sale has the side, the three-quarter front and the rear. A sold
 * car has the side only (the results archive shows one), and so has a listing awaiting approval (only the
 * admin and its seller see it). The wheel-in-detail drawing (`car-art`, DEMO_ANGLES' last) is not seeded:
 * with it the seed measured 31 s, over its 30 s (decision 0041).
 */
export function demoAngles(car: Pick<DemoListing, 'status'>): readonly DemoAngle[] {
  return car.status === 'active' ? DEMO_ANGLES.slice(0, 3) : DEMO_ANGLES.slice(0, 1);
}
/** Listings whose photos are drawn at once: sharp already spreads each encode over the cores. */
const RENDER_CONCURRENCY = 2;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

// ---------------------------------------------------------------------------------------------------------
// Seeding

async function mapLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Puts a seed file, replacing one a previous seeding may have left in storage. */
async function putFresh(
  storage: Storage,
  bucket: string,
  key: string,
  body: Buffer,
  type: string,
): Promise<void> {
  await storage.remove(bucket, key);
  await storage.put(bucket, key, body, type);
}

/** The drawing of one angle of a demo car. */
export function demoPhotoSvg(car: DemoListing, angle: DemoAngle, seed: number): string {
  const options = {
    make: car.make,
    model: car.model,
    bodyType: car.bodyType,
    colour: car.exteriorColor,
    interior: car.interiorColor,
    variant: 0,
    seed,
  };
  if (angle === 'rear') return carRearSvg(options);
  if (angle === 'three-quarter') return carThreeQuarterSvg(options);
  return carIllustrationSvg({ ...options, detail: angle === 'detail' });
}

/** Renders and stores the photos of one listing; answers the URLs of the 1600 px WebP variants. */
async function storePhotos(
  renderer: PhotoRenderer,
  storage: Storage,
  listingId: number,
  car: DemoListing,
  seed: number,
): Promise<string[]> {
  const urls: string[] = [];
  const angles = demoAngles(car);
  // The renderer draws a listing's photos side by side; they are stored in gallery order.
  const rendered = await Promise.all(angles.map((angle) => renderer.render(demoPhotoSvg(car, angle, seed))));
  for (const [i, variants] of rendered.entries()) {
    const n = i + 1;
    for (const v of variants) {
      await putFresh(
        storage,
        PHOTO_BUCKET,
        `demo/${listingId}/${n}-${v.width}.${v.format}`,
        v.body,
        PHOTO_CONTENT_TYPES[v.format],
      );
    }
    urls.push(
      publicUrl(
        PHOTO_BUCKET,
        `demo/${listingId}/${n}-${PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]}.${PHOTO_FORMATS[0]}`,
      ),
    );
  }
  return urls;
}

/** The "Reduced" badge: the car's latest price change was a reduction. */
const isReduction = (changes: DemoListing['priceChanges']): boolean => {
  const last = changes?.[changes.length - 1];
  return last !== undefined && isPriceDrop(last.oldPrice, last.newPrice);
};

export async function seedDemoContent(db: Db, storage: Storage, accounts: DemoAccounts): Promise<void> {
  const { cars, conversations } = loadDemoData();
  const rnd = mulberry32(0x5eed_1a7e);
  const now = Date.now();

  // Listing dates: the conversations' listings get their stated age, the others are spread over 60 days
  // in a shuffled order, so that "newest first" mixes makes and regions.
  const free = cars.filter((c) => c.daysAgo === undefined);
  const order = free.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const ageOf = new Map<DemoListing, number>();
  order.forEach((slot, i) => {
    ageOf.set(free[i]!, 0.4 + (slot * 59) / free.length + rnd() * 0.8);
  });
  for (const c of cars) if (c.daysAgo !== undefined) ageOf.set(c, c.daysAgo);

  // Listings first, for their ids.
  const ids = new Map<string, number>();
  const created: Array<{ id: number; car: DemoListing; createdAt: Date; seed: number }> = [];
  const priceChangeRows: (typeof listingPriceChanges.$inferInsert)[] = [];
  for (const [i, car] of cars.entries()) {
    const createdAt = new Date(now - ageOf.get(car)! * DAY);
    const [row] = await db
      .insert(listings)
      .values({
        sellerId: car.by === 'dealer' ? accounts.dealerId : accounts.sellerId,
        make: car.make,
        model: car.model,
        year: car.year,
        price: car.price,
        currency: car.currency,
        mileage: car.mileage,
        vin: car.noVin ? null : makeVin(car.make, car.year, rnd),
        condition: car.condition,
        description: car.description,
        location: `${car.city}, ${car.country}`,
        region: car.region,
        features: car.features,
        engine: car.engine,
        transmission: car.transmission,
        fuelType: car.fuelType,
        bodyType: car.bodyType,
        exteriorColor: car.exteriorColor,
        interiorColor: car.interiorColor,
        status: car.status,
        verified: car.status !== 'pending',
        kmVerified: car.status !== 'pending' && !car.kmUnverified,
        liveAt: car.status === 'pending' ? null : createdAt,
        ...(car.sold
          ? {
              soldAt: new Date(now - car.sold.daysAgo * DAY),
              soldPrice: car.sold.price,
              showSoldPrice: car.sold.showPrice,
            }
          : {}),
        priceReduced: isReduction(car.priceChanges),
        createdAt,
        updatedAt: car.sold ? new Date(now - car.sold.daysAgo * DAY) : createdAt,
      })
      .returning({ id: listings.id });
    if (!row) throw new Error('demo listing was not inserted');
    ids.set(car.key, row.id);
    if (car.priceChanges?.length)
      priceChangeRows.push(
        ...car.priceChanges.map((c) => ({
          listingId: row.id,
          oldPrice: c.oldPrice,
          newPrice: c.newPrice,
          currency: car.currency,
          changedAt: new Date(now - c.daysAgo * DAY),
        })),
      );
    created.push({ id: row.id, car, createdAt, seed: i + 1 });
  }

  // Price histories (the detail page's chart, the "Reduced" badge), in one statement.
  if (priceChangeRows.length > 0) await db.insert(listingPriceChanges).values(priceChangeRows);

  // Photos: two listings' at a time, drawn by the renderer process, then recorded on each listing.
  const renderer = startPhotoRenderer();
  try {
    await mapLimit(created, RENDER_CONCURRENCY, async ({ id, car, seed }) => {
      const imageUrls = await storePhotos(renderer, storage, id, car, seed);
      await db.update(listings).set({ imageUrls }).where(eq(listings.id, id));
    });
  } finally {
    renderer.close();
  }

  // Views: one row per viewer and day (the sellers' chart), and the matching counters.
  const viewRows: Array<{ listingId: number; viewerKey: string; day: string }> = [];
  for (const { id, car, createdAt } of created) {
    if (car.status !== 'active') continue;
    let total = 0;
    const days = Math.max(1, Math.floor((now - createdAt.getTime()) / DAY));
    for (let d = 0; d <= days; d++) {
      const day = new Date(now - d * DAY).toISOString().slice(0, 10);
      // Interest peaks when a listing is new and settles after a week or two.
      const age = days - d;
      const rate = (car.interest ?? 1) * (4 + 22 * Math.exp(-age / 6)) * (0.6 + rnd() * 0.8);
      const n = Math.round(rate);
      for (let k = 0; k < n; k++) viewRows.push({ listingId: id, viewerKey: `a:demo-${id}-${d}-${k}`, day });
      total += n;
    }
    await db.insert(listingCounters).values({ listingId: id, viewCount: total });
  }
  for (let i = 0; i < viewRows.length; i += 2000) {
    await db.insert(listingViews).values(viewRows.slice(i, i + 2000));
  }

  // Conversations and ratings.
  for (const thread of conversations) {
    const car = cars.find((c) => c.key === thread.listing)!;
    const listingId = ids.get(thread.listing)!;
    const sellerId = car.by === 'dealer' ? accounts.dealerId : accounts.sellerId;
    let at = now - thread.startDaysAgo * DAY;
    const rows = thread.messages.map((m) => {
      at += m.afterMinutes * MINUTE;
      return {
        listingId,
        buyerId: accounts.buyerId,
        sellerId,
        senderId: m.from === 'buyer' ? accounts.buyerId : sellerId,
        message: m.text,
        seen: m.seen,
        createdAt: new Date(Math.min(at, now - MINUTE)),
      };
    });
    await db.insert(inquiries).values(rows);
    if (thread.rating !== undefined) {
      await db.insert(ratings).values({
        sellerId,
        buyerId: accounts.buyerId,
        listingId,
        rating: thread.rating,
        createdAt: new Date(Math.min(at + 3 * HOUR, now - MINUTE)),
      });
    }
  }

  // The pending dealer's KYC application, with its documents in the private bucket.
  const [person] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      country: users.country,
      city: users.city,
    })
    .from(users)
    .where(eq(users.id, accounts.pendingDealerId));
  const [dealer] = await db
    .select({ dealershipName: dealers.dealershipName })
    .from(dealers)
    .where(eq(dealers.id, accounts.pendingDealerId));
  const fullName = [person?.firstName, person?.lastName].filter(Boolean).join(' ') || 'Omar Haddad';
  const country = person?.country || 'UAE';
  const dealershipName = dealer?.dealershipName || 'Haddad Luxury Autos';
  const submitted = new Date(now - 20 * HOUR);
  const documents = {
    id: {
      key: 'demo/pending-dealer-id-document.pdf',
      title: 'Identity document',
      lines: [
        `Full name: ${fullName}`,
        `Nationality: ${country}`,
        'Document number: X0000000 (demo)',
        'Date of birth: 14 March 1984',
        'Expiry: 2031-03-13',
        '',
        'Demo data generated by the marketplace seeder: not a real identity document.',
      ],
    },
    licence: {
      key: 'demo/pending-dealer-business-licence.pdf',
      title: 'Trade licence',
      lines: [
        `Trade name: ${dealershipName}`,
        `Licensee: ${fullName}`,
        `Place: ${person?.city || 'Dubai'}, ${country}`,
        'Activity: trading in new and used luxury motor vehicles',
        `Issued: ${new Date(now - 400 * DAY).toISOString().slice(0, 10)}   Valid until: ${new Date(now + 330 * DAY).toISOString().slice(0, 10)}`,
        '',
        'Demo data generated by the marketplace seeder: not a real licence.',
      ],
    },
  };
  for (const doc of Object.values(documents)) {
    const pdf = simplePdf(doc.title, doc.lines);
    await putFresh(storage, KYC_BUCKET, doc.key, pdf, 'application/pdf');
    await recordDocument(db, accounts.pendingDealerId, doc.key, 'application/pdf', pdf.length);
  }
  await db.insert(kycApplications).values({
    userId: accounts.pendingDealerId,
    applicationType: 'dealer',
    fullName,
    email: 'pending-dealer@demo.test',
    phone: '+971 4 555 0142',
    country,
    dealershipName,
    idDocumentUrl: `kyc:${documents.id.key}`,
    businessLicenseUrl: `kyc:${documents.licence.key}`,
    status: 'pending',
    createdAt: submitted,
    updatedAt: submitted,
  });

  // The demo dealership carries a whole showroom: it is on Premium (no listing limit, placed first in
  // "Recommended", featured in rotation), paid for the current period.
  const DAY_MS = 86_400_000;
  const periodStart = new Date(now - 5 * DAY_MS);
  await db.insert(subscriptions).values({
    userId: accounts.dealerId,
    plan: 'premium',
    status: 'active',
    pricePerMonth: PLANS.premium.pricePerMonth,
    listingLimit: PLANS.premium.listingLimit,
    currentPeriodStart: periodStart,
    currentPeriodEnd: new Date(periodStart.getTime() + PLAN_PERIOD_DAYS * DAY_MS),
  });
  await applyPlacement(db, accounts.dealerId, 'premium');
}
