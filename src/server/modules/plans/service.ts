import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isDealer } from '../../../shared/domain/access.ts';
import { listingTransition } from '../../../shared/domain/listing.ts';
import {
  isPaidPlan,
  isParkedByPlan,
  LISTING_STATUSES_UNDER_LIMIT,
  listingsToPark,
  listingsToUnpark,
  PAST_DUE_GRACE_DAYS,
  PLAN_LIMIT_REASON,
  PLAN_LIST,
  PLAN_PERIOD_DAYS,
  PLANS,
  type PlanId,
  planInEffect,
  planLimitRefusal,
  type SubscriptionAction,
  type SubscriptionStatus,
  subscriptionTransition,
} from '../../../shared/domain/plans.ts';
import type { MySubscription, PlanReply } from '../../../shared/schemas/plans.ts';
import type { Db } from '../../db/client.ts';
import { adminLogs, listings, subscriptions, users } from '../../db/schema/index.ts';
import { AppError, allowed, forbidden } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../lib/payments.ts';
import { type TransactionDeps, withTransaction } from '../../lib/unit-of-work.ts';
import type { Actor, Origin } from '../../plugins/session.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';

export interface PlanDeps extends TransactionDeps {
  payments: PaymentProvider;
  siteUrl: string;
}

const DAY_MS = 86_400_000;
const PAST_DUE_GRACE_MS = PAST_DUE_GRACE_DAYS * DAY_MS;

export const plansReply = (): PlanReply[] =>
  PLAN_LIST.map((p) => ({ ...p, perks: [...p.perks], currency: 'USD' as const }));

type SubscriptionRow = typeof subscriptions.$inferSelect;

async function subscriptionOf(tx: Db, userId: string, lock = false): Promise<SubscriptionRow | undefined> {
  const q = tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The plan in effect for a seller now (basic without a subscription). */
export async function currentPlan(tx: Db, userId: string, now = new Date()): Promise<PlanId> {
  const row = await subscriptionOf(tx, userId);
  return planInEffect(row ? { ...row, plan: row.plan as PlanId, status: row.status } : null, now);
}

/** Listings a seller holds under the limit (live or waiting for review). */
async function listingsHeld(tx: Db, sellerId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), inArray(listings.status, [...LISTING_STATUSES_UNDER_LIMIT])));
  return row?.n ?? 0;
}

/**
 * 403 "Your plan allows N listings" when adding `adding` listings would take a dealer past its plan's
 * limit. Call inside the creating transaction: the seller's row is locked until it commits, so two
 * concurrent creations (or imports) cannot both pass the last free place.
 */
export async function assertUnderPlanLimit(tx: Db, actor: Actor, adding: number): Promise<void> {
  if (!isDealer(actor) || adding <= 0) return;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('no key update');
  const refusal = planLimitRefusal(
    actor,
    await currentPlan(tx, actor.id),
    await listingsHeld(tx, actor.id),
    adding,
  );
  if (refusal) throw new AppError(403, refusal);
}

/**
 * Makes a dealer's listings fit the plan now in effect (shared/domain/plans.ts), in the caller's
 * transaction: over the limit (a downgrade, a lapse to basic) the listings `listingsToPark` names are
 * parked (inactive, reason 'plan_limit') and the dealer is e-mailed; with free places (an upgrade) parked
 * ones come back, approved ones live and the others to review. Audited as the system's act.
 */
export async function fitListingsToPlan(
  tx: Db,
  sellerId: string,
  plan: PlanId,
  siteUrl: string,
): Promise<{ parked: number[]; unparked: number[] }> {
  const rows = await tx
    .select({
      id: listings.id,
      status: listings.status,
      verified: listings.verified,
      createdAt: listings.createdAt,
      inactiveReason: listings.inactiveReason,
    })
    .from(listings)
    .where(
      and(
        eq(listings.sellerId, sellerId),
        or(
          inArray(listings.status, [...LISTING_STATUSES_UNDER_LIMIT]),
          eq(listings.inactiveReason, PLAN_LIMIT_REASON),
        ),
      ),
    )
    .for('update');
  const held = rows.filter((r) => !isParkedByPlan(r));
  const parked = listingsToPark(plan, held);
  const unparked =
    parked.length > 0
      ? []
      : listingsToUnpark(
          plan,
          held.length,
          rows.filter((r) => isParkedByPlan(r)),
        );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const now = new Date();
  for (const id of parked) {
    const status = allowed(listingTransition(byId.get(id)!.status, 'park'));
    await tx
      .update(listings)
      .set({ status, inactiveReason: PLAN_LIMIT_REASON, updatedAt: now })
      .where(eq(listings.id, id));
  }
  for (const id of unparked) {
    const l = byId.get(id)!;
    const status = allowed(listingTransition(l.status, l.verified ? 'unpark' : 'unparkToReview'));
    await tx
      .update(listings)
      .set({ status, inactiveReason: null, updatedAt: now })
      .where(eq(listings.id, id));
  }
  if (parked.length + unparked.length === 0) return { parked, unparked };
  await tx.insert(adminLogs).values({
    // The system applies the plan's rule (no administrator acted): the audit log still says what it did.
    adminId: null,
    action: parked.length > 0 ? 'park_listings_over_plan_limit' : 'unpark_listings_within_plan_limit',
    targetType: 'user',
    targetId: sellerId,
    details: { plan, listingIds: parked.length > 0 ? parked : unparked },
  });
  if (parked.length > 0) {
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, sellerId));
    await enqueueEmail(
      tx,
      emails.listingsParkedByPlan(owner!.email, {
        count: parked.length,
        planName: PLANS[plan].name,
        limit: PLANS[plan].listingLimit ?? 0,
        link: `${siteUrl}/dashboard`,
      }),
    );
  }
  return { parked, unparked };
}

/**
 * A dealer's listing left the inventory (deleted, sold): the place it held goes back to the oldest listing
 * the plan's limit parked, in the caller's transaction. Answers whether one came back (the caller publishes
 * `seller.changed`). Sellers with nothing parked, the most by far, pay one indexed lookup.
 */
export async function refillFreedPlace(tx: Db, sellerId: string, siteUrl: string): Promise<boolean> {
  const [parked] = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), eq(listings.inactiveReason, PLAN_LIMIT_REASON)))
    .limit(1);
  if (!parked) return false;
  const { unparked } = await fitListingsToPlan(tx, sellerId, await currentPlan(tx, sellerId), siteUrl);
  return unparked.length > 0;
}

/** `ranked_at` for a listing of a seller on `plan`: its creation moved a century per placement step. */
export const rankedAtFor = (plan: PlanId) => {
  const { placement } = PLANS[plan];
  return placement === 0 ? null : sql`now() + make_interval(years => ${placement * 100})`;
};

/** Re-ranks every listing of a seller after its plan in effect changed ("Recommended", home rotation). */
export async function applyPlacement(tx: Db, sellerId: string, plan: PlanId): Promise<void> {
  const { placement } = PLANS[plan];
  await tx
    .update(listings)
    .set({
      rankedAt:
        placement === 0 ? null : sql`${listings.createdAt} + make_interval(years => ${placement * 100})`,
    })
    .where(eq(listings.sellerId, sellerId));
}

function toMine(row: SubscriptionRow | undefined, held: number, now: Date): MySubscription {
  const plan = (row?.plan ?? 'basic') as PlanId;
  const status = (row?.status ?? 'inactive') as SubscriptionStatus;
  const inEffect = planInEffect(row ? { plan, status, currentPeriodEnd: row.currentPeriodEnd } : null, now);
  return {
    plan,
    status,
    planInEffect: inEffect,
    pricePerMonth: row?.pricePerMonth ?? 0,
    listingLimit: PLANS[inEffect].listingLimit,
    listingsHeld: held,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
  };
}

const ONLY_DEALERS = 'Only dealers have plans';

export async function mySubscription(db: Db, actor: Actor, now = new Date()): Promise<MySubscription> {
  if (!isDealer(actor)) throw forbidden(ONLY_DEALERS);
  return toMine(await subscriptionOf(db, actor.id), await listingsHeld(db, actor.id), now);
}

/** Takes one month of `plan` through the payment provider; 409 when it refuses. */
async function charge(deps: PlanDeps, sub: { id: number; plan: PlanId }): Promise<string> {
  const { intentId } = await deps.payments.createIntent({
    id: sub.id,
    amount: PLANS[sub.plan].pricePerMonth,
    currency: 'USD',
  });
  if ((await deps.payments.confirm(intentId)) !== 'completed')
    throw new AppError(409, 'The payment was declined: your plan is unchanged');
  return intentId;
}

/**
 * The dealer subscribes to a paid plan, or switches its active plan to another: one month is paid through
 * the payment provider (the sandbox by default) and a new period starts now. Its listings are re-ranked.
 */
export async function subscribe(deps: PlanDeps, origin: Origin, plan: PlanId, now = new Date()) {
  if (!isDealer(origin.actor)) throw forbidden(ONLY_DEALERS);
  if (!isPaidPlan(plan))
    throw new AppError(409, 'Basic is free: cancel your plan to return to it at the end of its period');
  return withTransaction(deps, origin, async ({ tx, actor, emit }) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('no key update');
    const existing = await subscriptionOf(tx, actor.id, true);
    const status = (existing?.status ?? 'inactive') as SubscriptionStatus;
    if (existing && status === 'active' && existing.plan === plan)
      throw new AppError(409, `You are already on ${PLANS[plan].name}`);
    const action: SubscriptionAction = status === 'active' ? 'change' : 'subscribe';
    // A past-due plan is settled by the renewal job or ended by cancelling; it is not switched.
    const next = allowed(subscriptionTransition(status, action));
    const [row] = existing
      ? [existing]
      : await tx.insert(subscriptions).values({ userId: actor.id }).returning();
    const reference = await charge(deps, { id: row!.id, plan });
    const [saved] = await tx
      .update(subscriptions)
      .set({
        plan,
        status: next,
        pricePerMonth: PLANS[plan].pricePerMonth,
        listingLimit: PLANS[plan].listingLimit,
        stripeSubscriptionId: reference,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + PLAN_PERIOD_DAYS * DAY_MS),
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row!.id))
      .returning();
    await applyPlacement(tx, actor.id, plan);
    // A move to a smaller plan parks what it does not allow; a bigger one brings parked listings back.
    await fitListingsToPlan(tx, actor.id, plan, deps.siteUrl);
    emit({ type: 'seller.changed', sellerId: actor.id });
    return toMine(saved, await listingsHeld(tx, actor.id), now);
  });
}

/** The dealer cancels: the plan stays in effect until its period ends and is not renewed. */
export async function cancelSubscription(deps: PlanDeps, origin: Origin, now = new Date()) {
  if (!isDealer(origin.actor)) throw forbidden(ONLY_DEALERS);
  return withTransaction(deps, origin, async ({ tx, actor, emit }) => {
    const existing = await subscriptionOf(tx, actor.id, true);
    if (!existing) throw new AppError(409, 'You are on Basic: there is no plan to cancel');
    const next = allowed(subscriptionTransition(existing.status as SubscriptionStatus, 'cancel'));
    const [saved] = await tx
      .update(subscriptions)
      .set({ status: next, updatedAt: now })
      .where(eq(subscriptions.id, existing.id))
      .returning();
    const inEffect = planInEffect({ ...saved!, plan: saved!.plan as PlanId }, now);
    await applyPlacement(tx, actor.id, inEffect);
    emit({ type: 'seller.changed', sellerId: actor.id });
    return toMine(saved, await listingsHeld(tx, actor.id), now);
  });
}

/**
 * The billing sweep (a scheduled job): each active plan whose period ended is renewed through the provider
 * or becomes past due; a past-due plan past its grace days lapses to inactive, and a cancelled plan past
 * its period stops; either way the dealer falls back to basic, its listings are re-ranked and those over
 * basic's limit parked (fitListingsToPlan).
 */
export async function runBillingSweep(
  tx: Db,
  payments: PaymentProvider,
  now: Date,
  siteUrl: string,
): Promise<void> {
  const due = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'past_due', 'cancelled']),
        sql`${subscriptions.currentPeriodEnd} <= ${now.toISOString()}`,
      ),
    )
    .for('update', { skipLocked: true });
  for (const sub of due) {
    const plan = sub.plan as PlanId;
    const end = sub.currentPeriodEnd!;
    if (sub.status === 'active') {
      const { intentId } = await payments.createIntent({
        id: sub.id,
        amount: PLANS[plan].pricePerMonth,
        currency: 'USD',
      });
      const paid = (await payments.confirm(intentId)) === 'completed';
      const status = allowed(subscriptionTransition('active', paid ? 'renew' : 'fail'));
      await tx
        .update(subscriptions)
        .set(
          paid
            ? {
                status,
                stripeSubscriptionId: intentId,
                currentPeriodStart: end,
                currentPeriodEnd: new Date(end.getTime() + PLAN_PERIOD_DAYS * DAY_MS),
                updatedAt: now,
              }
            : { status, updatedAt: now },
        )
        .where(eq(subscriptions.id, sub.id));
    } else if (sub.status === 'past_due') {
      if (end.getTime() + PAST_DUE_GRACE_MS > now.getTime()) continue;
      await tx
        .update(subscriptions)
        .set({ status: allowed(subscriptionTransition('past_due', 'lapse')), updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
      await applyPlacement(tx, sub.userId, 'basic');
      await fitListingsToPlan(tx, sub.userId, 'basic', siteUrl);
    } else {
      // Cancelled and its period over: basic from now on; the row stays cancelled, its period closed.
      await applyPlacement(tx, sub.userId, 'basic');
      await fitListingsToPlan(tx, sub.userId, 'basic', siteUrl);
      await tx
        .update(subscriptions)
        .set({ currentPeriodEnd: null, updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
    }
  }
}
