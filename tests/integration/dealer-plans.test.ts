import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, listings, outboxEmails, subscriptions } from '../../src/server/db/schema/index.ts';
import { runDueJobs } from '../../src/server/lib/jobs.ts';
import type { PaymentProvider } from '../../src/server/lib/payments.ts';
import { businessJobHandlers, scheduleBusinessSweeps } from '../../src/server/modules/expiry/jobs.ts';
import { featuredListings } from '../../src/server/modules/plans/featured.ts';
import { runBillingSweep } from '../../src/server/modules/plans/service.ts';
import { FEATURED_ROTATION_MS, PLANS, SUBSCRIPTION_TRANSITIONS } from '../../src/shared/domain/plans.ts';
import { makeListing } from '../factories/listings.ts';
import { actors, expectError } from '../setup/actors.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
let as: ReturnType<typeof actors>;

beforeAll(async () => {
  t = await createTestApp();
  as = actors(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const listingBody = {
  make: 'Ferrari',
  model: 'Roma',
  year: 2023,
  price: 240000,
  location: 'Maranello, Italy',
  region: 'Europe',
};

/** A payment provider that refuses every payment: a card that bounces. */
const decliningProvider: PaymentProvider = {
  name: 'sandbox',
  createIntent: async () => ({ intentId: 'declined_1' }),
  confirm: async () => 'failed',
};

async function subscriptionRow(userId: string) {
  const [row] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

describe('GET /api/plans', () => {
  it('lists basic, pro and premium with monthly prices to the cent and their limits, to anyone', async () => {
    const res = await as(null).get('/api/plans');
    expect(res.statusCode).toBe(200);
    const plans = res.json() as { id: string; pricePerMonth: number; listingLimit: number | null }[];
    expect(plans.map((p) => p.id)).toEqual(['basic', 'pro', 'premium']);
    expect(plans[0]).toMatchObject({ pricePerMonth: 0, listingLimit: 5 });
    expect(plans[1]!.listingLimit).toBeGreaterThan(5);
    expect(plans[2]!.listingLimit).toBeNull();
    for (const p of plans) expect(Math.round(p.pricePerMonth * 100)).toBe(p.pricePerMonth * 100);
  });
});

describe('the listing limit of a dealer', () => {
  it('lets a basic dealer hold 5 listings and refuses the 6th with 403, then an upgrade lifts it', async () => {
    const dealer = await as.fresh('dealer');
    for (let i = 0; i < 5; i++)
      expect((await dealer.post('/api/listings', listingBody)).statusCode).toBe(201);
    expectError(await dealer.post('/api/listings', listingBody), 403, 'Your plan allows 5 listings');
    const mine = (await dealer.get('/api/plans/mine')).json();
    expect(mine).toMatchObject({ plan: 'basic', status: 'inactive', planInEffect: 'basic', listingsHeld: 5 });

    const upgraded = await dealer.post('/api/plans/subscribe', { plan: 'pro' });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json()).toMatchObject({ plan: 'pro', status: 'active', listingLimit: 50 });
    expect((await dealer.post('/api/listings', listingBody)).statusCode).toBe(201);
    const row = await subscriptionRow(dealer.user!.id);
    expect(row).toMatchObject({ plan: 'pro', status: 'active', pricePerMonth: PLANS.pro.pricePerMonth });
  });

  it('does not count turned-down listings, and does not limit private sellers', async () => {
    const dealer = await as.fresh('dealer');
    for (let i = 0; i < 6; i++) await makeListing(t.deps.db, dealer.user!.id, { status: 'inactive' });
    expect((await dealer.post('/api/listings', listingBody)).statusCode).toBe(201);
    const seller = await as.fresh('seller');
    for (let i = 0; i < 6; i++) await makeListing(t.deps.db, seller.user!.id);
    expect((await seller.post('/api/listings', listingBody)).statusCode).toBe(201);
  });

  it('holds the limit when listings are created at the same time', async () => {
    const dealer = await as.fresh('dealer');
    for (let i = 0; i < 3; i++) await makeListing(t.deps.db, dealer.user!.id);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => dealer.post('/api/listings', listingBody)),
    );
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(replies.filter((r) => r.statusCode === 403)).toHaveLength(4);
  });
});

describe('subscribing, changing and cancelling', () => {
  it('refuses plans to anyone but dealers, and unknown plans', async () => {
    expectError(
      await as('seller').post('/api/plans/subscribe', { plan: 'pro' }),
      403,
      'Only dealers have plans',
    );
    expectError(await as('customer').get('/api/plans/mine'), 403, 'Only dealers have plans');
    expectError(await as(null).post('/api/plans/subscribe', { plan: 'pro' }), 401);
    expectError(await as('dealer').post('/api/plans/subscribe', { plan: 'gold' }), 400);
    expectError(await as('dealer').post('/api/plans/subscribe', { plan: 'basic' }), 409, /Basic is free/);
    expectError(await as('dealer').post('/api/plans/cancel'), 409, /no plan to cancel/);
  });

  it('changes an active plan, refuses the same plan twice, and keeps a cancelled plan until its period ends', async () => {
    const dealer = await as.fresh('dealer');
    await dealer.post('/api/plans/subscribe', { plan: 'pro' });
    expectError(await dealer.post('/api/plans/subscribe', { plan: 'pro' }), 409, 'You are already on Pro');
    const premium = await dealer.post('/api/plans/subscribe', { plan: 'premium' });
    expect(premium.json()).toMatchObject({ plan: 'premium', status: 'active', listingLimit: null });
    const cancelled = await dealer.post('/api/plans/cancel');
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', planInEffect: 'premium' });
    expectError(await dealer.post('/api/plans/cancel'), 409, 'A cancelled subscription cannot cancel');

    // The period ends: the billing sweep (clock moved 31 days) takes the dealer back to basic.
    const row = await subscriptionRow(dealer.user!.id);
    await t.deps.db.transaction((tx) =>
      runBillingSweep(tx, t.deps.payments, new Date(row!.currentPeriodEnd!.getTime() + DAY), t.deps.siteUrl),
    );
    expect((await dealer.get('/api/plans/mine')).json()).toMatchObject({
      status: 'cancelled',
      planInEffect: 'basic',
      listingLimit: 5,
    });
    // And can subscribe again.
    expect((await dealer.post('/api/plans/subscribe', { plan: 'pro' })).json()).toMatchObject({
      status: 'active',
    });
  });

  it('renews at the end of a period, and a refused renewal goes past due, then lapses to basic', async () => {
    const dealer = await as.fresh('dealer');
    await dealer.post('/api/plans/subscribe', { plan: 'pro' });
    const listing = await makeListing(t.deps.db, dealer.user!.id);
    await dealer.post('/api/plans/subscribe', { plan: 'premium' });
    const start = await subscriptionRow(dealer.user!.id);
    const end = start!.currentPeriodEnd!;

    await t.deps.db.transaction((tx) =>
      runBillingSweep(tx, t.deps.payments, new Date(end.getTime() + 1000), t.deps.siteUrl),
    );
    const renewed = await subscriptionRow(dealer.user!.id);
    expect(renewed).toMatchObject({ status: 'active', plan: 'premium' });
    expect(renewed!.currentPeriodEnd!.getTime()).toBe(end.getTime() + 30 * DAY);

    const next = renewed!.currentPeriodEnd!;
    await t.deps.db.transaction((tx) =>
      runBillingSweep(tx, decliningProvider, new Date(next.getTime() + 1000), t.deps.siteUrl),
    );
    expect(await subscriptionRow(dealer.user!.id)).toMatchObject({ status: 'past_due' });
    // Still premium during the grace days.
    expect((await dealer.get('/api/plans/mine')).json()).toMatchObject({ planInEffect: 'premium' });
    const [ranked] = await t.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(ranked!.rankedAt).not.toBeNull();

    await t.deps.db.transaction((tx) =>
      runBillingSweep(tx, decliningProvider, new Date(next.getTime() + 8 * DAY), t.deps.siteUrl),
    );
    expect(await subscriptionRow(dealer.user!.id)).toMatchObject({ status: 'inactive' });
    expect((await dealer.get('/api/plans/mine')).json()).toMatchObject({
      planInEffect: 'basic',
      listingLimit: 5,
    });
    const [fallen] = await t.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(fallen!.rankedAt).toBeNull();
  });

  it('runs the billing sweep as a scheduled job on the job queue', async () => {
    const dealer = await as.fresh('dealer');
    await dealer.post('/api/plans/subscribe', { plan: 'pro' });
    const row = await subscriptionRow(dealer.user!.id);
    const later = new Date(row!.currentPeriodEnd!.getTime() + 1000);
    await scheduleBusinessSweeps(t.deps.db);
    await runDueJobs(
      t.deps.db,
      businessJobHandlers({ siteUrl: t.deps.siteUrl, payments: t.deps.payments, clock: () => later }),
    );
    expect((await subscriptionRow(dealer.user!.id))!.currentPeriodEnd!.getTime()).toBeGreaterThan(
      row!.currentPeriodEnd!.getTime(),
    );
  });

  it('has one transition table whose every status is reachable', () => {
    const reached = new Set(Object.values(SUBSCRIPTION_TRANSITIONS).map((r) => r.to));
    expect([...reached].sort()).toEqual(['active', 'cancelled', 'inactive', 'past_due']);
  });
});

describe('placement: "Recommended" and the home page', () => {
  it('puts paid plans first in the Recommended sort, newest first within a plan', async () => {
    const basic = await as.fresh('dealer');
    const pro = await as.fresh('dealer');
    const premium = await as.fresh('dealer');
    await pro.post('/api/plans/subscribe', { plan: 'pro' });
    await premium.post('/api/plans/subscribe', { plan: 'premium' });
    const ids: Record<string, number> = {};
    for (const [name, a] of [
      ['premium', premium],
      ['pro', pro],
      ['basic', basic],
    ] as const) {
      const res = await a.post('/api/listings', { ...listingBody, model: `Roma ${name}` });
      ids[name] = res.json().id;
      await t.deps.db.update(listings).set({ status: 'active' }).where(eq(listings.id, ids[name]!));
    }
    const res = await as(null).get('/api/listings?sort=recommended&make=Ferrari&limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const order = (res.json() as { id: number }[]).map((l) => l.id);
    expect(order.indexOf(ids.premium!)).toBeLessThan(order.indexOf(ids.pro!));
    expect(order.indexOf(ids.pro!)).toBeLessThan(order.indexOf(ids.basic!));
    // Pages follow on through the cursor in the same order.
    const first = await as(null).get('/api/listings?sort=recommended&make=Ferrari&limit=1');
    expect(first.headers.link).toMatch(/cursor=/);
  });

  it('features paid-plan listings on the home page, a different run each hour', async () => {
    const dealer = await as.fresh('dealer');
    await dealer.post('/api/plans/subscribe', { plan: 'premium' });
    for (let i = 0; i < 9; i++) {
      const res = await dealer.post('/api/listings', { ...listingBody, model: `Featured ${i}` });
      await t.deps.db.update(listings).set({ status: 'active' }).where(eq(listings.id, res.json().id));
    }
    const res = await as(null).get('/api/listings/featured');
    expect(res.statusCode).toBe(200);
    const now = Date.now();
    const hours = await Promise.all(
      [0, 1, 2, 3].map((h) => featuredListings(t.deps.db, new Date(now + h * FEATURED_ROTATION_MS))),
    );
    for (const run of hours) {
      expect(run).toHaveLength(6);
      expect(new Set(run.map((l) => l.id)).size).toBe(6);
    }
    const runs = new Set(hours.map((run) => run.map((l) => l.id).join(',')));
    expect(runs.size).toBeGreaterThan(1);
  });
});

describe('listings over the limit after a downgrade or a lapse (shared/domain/plans.ts listingsToPark)', () => {
  const parkedMail = (email: string) =>
    t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  const statusOf = async (id: number) =>
    (await t.deps.db.select().from(listings).where(eq(listings.id, id)))[0]!;

  it('a downgrade parks the newest listings over the new limit (those in review first), an upgrade brings them back', async () => {
    const dealer = await as.fresh('dealer');
    await dealer.post('/api/plans/subscribe', { plan: 'premium' });
    const limit = PLANS.pro.listingLimit!;
    const base = Date.now() - 400 * DAY;
    const live = [];
    for (let i = 0; i < limit + 1; i++)
      live.push(
        await makeListing(t.deps.db, dealer.user!.id, {
          createdAt: new Date(base + i * DAY),
          model: `Car ${i}`,
        }),
      );
    // Older than every live one, but still waiting for review: it goes before any live listing.
    const inReview = await makeListing(t.deps.db, dealer.user!.id, {
      createdAt: new Date(base - DAY),
      status: 'pending',
      verified: false,
    });

    const res = await dealer.post('/api/plans/subscribe', { plan: 'pro' });
    expect(res.json()).toMatchObject({ plan: 'pro', listingLimit: limit, listingsHeld: limit });
    const newest = live[live.length - 1]!;
    expect(await statusOf(newest.id)).toMatchObject({ status: 'inactive', inactiveReason: 'plan_limit' });
    expect(await statusOf(inReview.id)).toMatchObject({ status: 'inactive', inactiveReason: 'plan_limit' });
    expect(await statusOf(live[0]!.id)).toMatchObject({ status: 'active', inactiveReason: null });
    // The public no longer sees it; its dealer sees why.
    expectError(await as(null).get(`/api/listings/${newest.id}`), 404);
    expect((await dealer.get(`/api/listings/${newest.id}`)).json()).toMatchObject({
      status: 'inactive',
      inactiveReason: 'plan_limit',
    });
    const mail = await parkedMail(dealer.user!.email);
    expect(mail.map((m) => m.subject)).toEqual([`2 of your listings are paused: your plan allows ${limit}`]);
    const [audit] = await t.deps.db
      .select()
      .from(adminLogs)
      .where(
        and(eq(adminLogs.targetId, dealer.user!.id), eq(adminLogs.action, 'park_listings_over_plan_limit')),
      );
    expect(audit!.details).toMatchObject({ plan: 'pro' });
    expect((audit!.details as { listingIds: number[] }).listingIds.sort()).toEqual(
      [inReview.id, newest.id].sort(),
    );
    // No new listing past the limit either.
    expectError(await dealer.post('/api/listings', listingBody), 403, `Your plan allows ${limit} listings`);

    // Back to premium: both come back as they were, the approved one live, the other in review.
    await dealer.post('/api/plans/subscribe', { plan: 'premium' });
    expect(await statusOf(newest.id)).toMatchObject({ status: 'active', inactiveReason: null });
    expect(await statusOf(inReview.id)).toMatchObject({ status: 'pending', inactiveReason: null });
    expect((await as(null).get(`/api/listings/${newest.id}`)).statusCode).toBe(200);
  });

  it('a deleted or sold listing gives its place to the oldest parked one, live at once on the public pages', async () => {
    const dealer = await as.fresh('dealer');
    await dealer.post('/api/plans/subscribe', { plan: 'premium' });
    const limit = PLANS.pro.listingLimit!;
    const base = Date.now() - 400 * DAY;
    const held = [];
    for (let i = 0; i < limit + 2; i++)
      held.push(
        await makeListing(t.deps.db, dealer.user!.id, {
          createdAt: new Date(base + i * DAY),
          model: `Refill ${i}`,
        }),
      );
    await dealer.post('/api/plans/subscribe', { plan: 'pro' });
    const [older, newer] = [held[limit]!, held[limit + 1]!];
    expect((await statusOf(older.id)).inactiveReason).toBe('plan_limit');
    expect((await statusOf(newer.id)).inactiveReason).toBe('plan_limit');
    // The public browse is cached: it must not keep the parked car out once the place is free.
    const browse = () => as(null).get(`/api/listings?model=${encodeURIComponent(older.model)}`);
    expect((await browse()).json()).toEqual([]);

    expect((await dealer.delete(`/api/listings/${held[0]!.id}`)).statusCode).toBe(204);
    expect(await statusOf(older.id)).toMatchObject({ status: 'active', inactiveReason: null });
    expect(await statusOf(newer.id)).toMatchObject({ status: 'inactive', inactiveReason: 'plan_limit' });
    expect((await browse()).json().map((l: { id: number }) => l.id)).toEqual([older.id]);

    const sold = await dealer.patch(`/api/listings/${held[1]!.id}/status`, {
      status: 'sold',
      soldPrice: 200_000,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(await statusOf(newer.id)).toMatchObject({ status: 'active', inactiveReason: null });
    expect((await dealer.get('/api/plans/mine')).json()).toMatchObject({ listingsHeld: limit });
    const audits = await t.deps.db
      .select()
      .from(adminLogs)
      .where(
        and(
          eq(adminLogs.targetId, dealer.user!.id),
          eq(adminLogs.action, 'unpark_listings_within_plan_limit'),
        ),
      );
    expect(audits.map((a) => (a.details as { listingIds: number[] }).listingIds)).toEqual([
      [older.id],
      [newer.id],
    ]);

    // A seller with nothing parked loses a listing and nothing else changes.
    expect((await dealer.delete(`/api/listings/${held[2]!.id}`)).statusCode).toBe(204);
    expect((await dealer.get('/api/plans/mine')).json()).toMatchObject({ listingsHeld: limit - 1 });
  });

  it('a lapse to basic parks what basic does not allow; editing a parked listing does not send it to review; subscribing again brings it back', async () => {
    const dealer = await as.fresh('dealer');
    await dealer.post('/api/plans/subscribe', { plan: 'pro' });
    const limit = PLANS.basic.listingLimit!;
    const base = Date.now() - 100 * DAY;
    const held = [];
    for (let i = 0; i < limit + 2; i++)
      held.push(
        await makeListing(t.deps.db, dealer.user!.id, {
          createdAt: new Date(base + i * DAY),
          ...(i === limit + 1 ? { status: 'pending' as const, verified: false } : {}),
        }),
      );
    const row = await subscriptionRow(dealer.user!.id);
    const end = row!.currentPeriodEnd!;
    await t.deps.db.transaction((tx) =>
      runBillingSweep(tx, decliningProvider, new Date(end.getTime() + 1000), t.deps.siteUrl),
    );
    // Past due: still pro, nothing parked.
    for (const l of held) expect((await statusOf(l.id)).inactiveReason).toBeNull();
    await t.deps.db.transaction((tx) =>
      runBillingSweep(tx, decliningProvider, new Date(end.getTime() + 8 * DAY), t.deps.siteUrl),
    );
    expect(await subscriptionRow(dealer.user!.id)).toMatchObject({ status: 'inactive' });
    const after = await Promise.all(held.map((l) => statusOf(l.id)));
    expect(after.map((l) => l.inactiveReason)).toEqual([
      ...Array(limit).fill(null),
      'plan_limit',
      'plan_limit',
    ]);
    expect((await dealer.get('/api/plans/mine')).json()).toMatchObject({ listingsHeld: limit });

    // The unapproved parked one can be edited, but stays parked rather than joining the review queue.
    const unapproved = held[limit + 1]!;
    expect((await dealer.patch(`/api/listings/${unapproved.id}`, { model: 'Cayman' })).statusCode).toBe(200);
    expect(await statusOf(unapproved.id)).toMatchObject({
      model: 'Cayman',
      status: 'inactive',
      inactiveReason: 'plan_limit',
    });

    await dealer.post('/api/plans/subscribe', { plan: 'pro' });
    expect(await statusOf(held[limit]!.id)).toMatchObject({ status: 'active', inactiveReason: null });
    expect(await statusOf(unapproved.id)).toMatchObject({ status: 'pending', inactiveReason: null });
  });
});
