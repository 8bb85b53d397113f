import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, listingPayments, listings, outboxEmails } from '../../src/server/db/schema/index.ts';
import { runDueJobs } from '../../src/server/lib/jobs.ts';
import {
  BUSINESS_JOBS,
  businessJobHandlers,
  scheduleBusinessSweeps,
} from '../../src/server/modules/expiry/jobs.ts';
import { LISTING_TRANSITIONS, listingTransition } from '../../src/shared/domain/listing.ts';
import { makeListing } from '../factories/listings.ts';
import { expectError, testAppWithActors } from '../setup/actors.ts';

const { t, as } = testAppWithActors();

const DAY = 86_400_000;

/** Runs the hourly sweeps as the job runner would, with the clock at `now`. */
async function sweepAt(now: Date) {
  await scheduleBusinessSweeps(t.deps.db);
  await runDueJobs(
    t.deps.db,
    businessJobHandlers({ siteUrl: t.deps.siteUrl, payments: t.deps.payments, clock: () => now }),
  );
  // The next test's sweep is a new job, as the next hour's would be.
  await t.deps.db.delete(jobs).where(inArray(jobs.kind, Object.values(BUSINESS_JOBS)));
}

const listingRow = async (id: number) =>
  (await t.deps.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const mailTo = (email: string) =>
  t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));

describe('approval starts the 90 days', () => {
  it("gives a private seller's listing an expiry 90 days after approval, and a dealer's none", async () => {
    const seller = await as.fresh('seller');
    const dealer = await as.fresh('dealer');
    const privateListing = await makeListing(t.deps.db, seller.user!.id, {
      status: 'pending',
      verified: false,
    });
    const dealerListing = await makeListing(t.deps.db, dealer.user!.id, {
      status: 'pending',
      verified: false,
    });
    const before = Date.now();
    for (const id of [privateListing.id, dealerListing.id])
      expect((await as('admin').post(`/api/admin/approve-listing/${id}`)).statusCode).toBe(200);
    const expiresAt = (await listingRow(privateListing.id)).expiresAt!.getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 90 * DAY - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 90 * DAY);
    expect((await listingRow(dealerListing.id)).expiresAt).toBeNull();
  });
});

describe('the expiry sweep (controlled clock)', () => {
  it('e-mails the owner once seven days before, then expires the listing at its end', async () => {
    const seller = await as.fresh('seller');
    const start = new Date();
    const expiresAt = new Date(start.getTime() + 90 * DAY);
    const listing = await makeListing(t.deps.db, seller.user!.id, { expiresAt });

    await sweepAt(new Date(expiresAt.getTime() - 8 * DAY));
    expect(await mailTo(seller.user!.email)).toHaveLength(0);

    await sweepAt(new Date(expiresAt.getTime() - 6 * DAY));
    const reminders = await mailTo(seller.user!.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(/2022 Porsche 911 Carrera S listing expires on \d{4}-\d{2}-\d{2}/);
    // The link opens the dashboard on that listing's Renew button.
    expect(reminders[0]!.body).toContain(`${t.deps.siteUrl}/seller-dashboard?renew=${listing.id}`);
    await sweepAt(new Date(expiresAt.getTime() - 5 * DAY));
    expect(await mailTo(seller.user!.email)).toHaveLength(1);
    expect((await listingRow(listing.id)).status).toBe('active');

    await sweepAt(new Date(expiresAt.getTime() + 1000));
    expect((await listingRow(listing.id)).status).toBe('inactive');
    const mails = await mailTo(seller.user!.email);
    expect(mails.map((m) => m.subject)).toContainEqual(expect.stringMatching(/has expired/));
    // No longer public.
    expect((await as(null).get(`/api/listings/${listing.id}`)).statusCode).toBe(404);
  });

  it("never expires a dealer's listing", async () => {
    const dealer = await as.fresh('dealer');
    const listing = await makeListing(t.deps.db, dealer.user!.id);
    await sweepAt(new Date(Date.now() + 400 * DAY));
    expect((await listingRow(listing.id)).status).toBe('active');
  });

  it('has expire and renew in the listing transition table', () => {
    expect(LISTING_TRANSITIONS.expire).toEqual({ from: ['active'], to: 'inactive' });
    expect(listingTransition('pending', 'expire')).toEqual({
      refused: 'A pending listing cannot be expired',
    });
    expect(listingTransition('inactive', 'renew')).toEqual({ to: 'active' });
  });
});

describe('POST /api/listings/:id/renew', () => {
  it('renews a live listing in its last days for 90 more days, charging the fee again', async () => {
    const seller = await as.fresh('seller');
    const expiresAt = new Date(Date.now() + 3 * DAY);
    const listing = await makeListing(t.deps.db, seller.user!.id, {
      expiresAt,
      expiryRemindedAt: new Date(),
    });
    const res = await seller.post(`/api/listings/${listing.id}/renew`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ listingId: listing.id, status: 'active' });
    expect(new Date(res.json().expiresAt).getTime()).toBe(expiresAt.getTime() + 90 * DAY);
    // The owner's own view carries the new expiry; the public one never carries it.
    const own = (await seller.get(`/api/listings/${listing.id}`)).json();
    expect(own.expiresAt).toBe(res.json().expiresAt);
    expect((await as(null).get(`/api/listings/${listing.id}`)).json()).not.toHaveProperty('expiresAt');
    const mine = (await seller.get(`/api/listings?sellerId=${seller.user!.id}&limit=100`)).json() as {
      id: number;
      expiresAt?: string;
    }[];
    expect(mine.find((l) => l.id === listing.id)?.expiresAt).toBe(res.json().expiresAt);
    const payments = await t.deps.db
      .select()
      .from(listingPayments)
      .where(and(eq(listingPayments.listingId, listing.id), eq(listingPayments.status, 'completed')));
    expect(payments).toMatchObject([{ amount: 99, currency: 'USD', id: res.json().paymentId }]);
    // The next reminder is for the new expiry.
    expect((await listingRow(listing.id)).expiryRemindedAt).toBeNull();
  });

  it('brings an expired listing back live', async () => {
    const seller = await as.fresh('seller');
    const listing = await makeListing(t.deps.db, seller.user!.id, {
      status: 'inactive',
      expiresAt: new Date(Date.now() - DAY),
    });
    const res = await seller.post(`/api/listings/${listing.id}/renew`);
    expect(res.json()).toMatchObject({ status: 'active' });
    expect(new Date(res.json().expiresAt).getTime()).toBeGreaterThan(Date.now() + 89 * DAY);
    expect((await as(null).get(`/api/listings/${listing.id}`)).statusCode).toBe(200);
  });

  it('refuses too early, a turned-down listing, a dealer listing, and others’ listings', async () => {
    const seller = await as.fresh('seller');
    const early = await makeListing(t.deps.db, seller.user!.id, {
      expiresAt: new Date(Date.now() + 30 * DAY),
    });
    expectError(await seller.post(`/api/listings/${early.id}/renew`), 409, /in its last 7 days/);
    const rejected = await makeListing(t.deps.db, seller.user!.id, {
      status: 'inactive',
      expiresAt: new Date(Date.now() + 30 * DAY),
      rejectionReason: 'Blurry photos',
    });
    expectError(await seller.post(`/api/listings/${rejected.id}/renew`), 409, /Only a live or expired/);
    const dealer = await as.fresh('dealer');
    const dealerListing = await makeListing(t.deps.db, dealer.user!.id);
    expectError(await dealer.post(`/api/listings/${dealerListing.id}/renew`), 409, /does not expire/);
    expectError(await as('customer').post(`/api/listings/${early.id}/renew`), 404, 'Listing not found');
    expectError(await as(null).post(`/api/listings/${early.id}/renew`), 401);
    expectError(await seller.post('/api/listings/999999/renew'), 404);
  });
});
