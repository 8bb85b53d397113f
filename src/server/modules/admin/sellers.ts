import { and, desc, eq, exists, inArray, isNull, or } from 'drizzle-orm';
import { hasSellerRole, isDealer, ROLE, SELLER_ROLES } from '../../../shared/domain/access.ts';
import { displayName } from '../../../shared/format.ts';
import type { Db } from '../../db/client.ts';
import { dealers, kycApplications, users } from '../../db/schema/index.ts';
import type { DecisionDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type UnitOfWork, withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';

/**
 * People who asked to sell and wait for verification (not turned down): dealers, and customers who sent an
 * identity application; not every unverified buyer. Dealers first, newest first, each with their newest
 * application for the reviewer to open.
 */
export async function unverifiedSellers(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      roleId: users.roleId,
      createdAt: users.createdAt,
      dealershipName: dealers.dealershipName,
    })
    .from(users)
    .leftJoin(dealers, eq(dealers.id, users.id))
    .where(
      and(
        inArray(users.roleId, [...SELLER_ROLES]),
        eq(users.verified, false),
        isNull(users.verificationRejectedAt),
        or(
          eq(users.roleId, ROLE.dealer),
          exists(db.select().from(kycApplications).where(eq(kycApplications.userId, users.id))),
        ),
      ),
    )
    .orderBy(desc(users.roleId), desc(users.createdAt))
    .limit(500);
  const applications = rows.length
    ? await db
        .select({
          id: kycApplications.id,
          userId: kycApplications.userId,
          applicationType: kycApplications.applicationType,
          status: kycApplications.status,
          createdAt: kycApplications.createdAt,
        })
        .from(kycApplications)
        .where(
          inArray(
            kycApplications.userId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(kycApplications.createdAt))
    : [];
  return rows.map((r) => {
    const newest = applications.find((a) => a.userId === r.id);
    return {
      ...r,
      isDealer: isDealer(r),
      createdAt: r.createdAt.toISOString(),
      application: newest
        ? {
            id: newest.id,
            applicationType: newest.applicationType,
            status: newest.status,
            createdAt: newest.createdAt.toISOString(),
          }
        : null,
    };
  });
}

export const DEALER_NEEDS_APPLICATION_MESSAGE =
  'A dealer is verified by approving their dealer application in the identity review';

/** Whether the dealer's newest dealer application was approved: verifying a dealer takes one. */
async function hasApprovedDealerApplication(tx: Db, userId: string): Promise<boolean> {
  const [newest] = await tx
    .select({ status: kycApplications.status })
    .from(kycApplications)
    .where(and(eq(kycApplications.userId, userId), eq(kycApplications.applicationType, 'dealer')))
    .orderBy(desc(kycApplications.createdAt))
    .limit(1);
  return newest?.status === 'approved';
}

/** The seller, locked until the decision commits. */
async function seller(tx: Db, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row || !hasSellerRole(row)) throw notFound('Seller not found');
  return row;
}

/**
 * Verifies a seller. A dealer needs an approved dealer application (its documents were reviewed); a
 * customer is verified on the administrator's word, as the spec's Verify button does.
 */
export async function verifySeller(deps: DecisionDeps, origin: Origin, id: string) {
  await withTransaction(deps, origin, async (uow) => {
    const user = await seller(uow.tx, id);
    if (user.verified) throw new AppError(409, 'This seller is already verified');
    if (isDealer(user) && !(await hasApprovedDealerApplication(uow.tx, id)))
      throw new AppError(409, DEALER_NEEDS_APPLICATION_MESSAGE);
    await setVerified(uow, user.id, user.roleId);
    await uow.audit({ action: 'verify_seller', targetType: 'user', targetId: id });
    await enqueueEmail(
      uow.tx,
      emails.sellerVerified(user.email, {
        name: displayName(user),
        link: `${deps.siteUrl}/seller-dashboard`,
      }),
    );
  });
}

/**
 * The one place a user becomes a verified seller (admin verification and approved identity
 * applications). Their public listings show the badge, so it is announced as a seller change.
 */
export async function setVerified({ tx, emit }: UnitOfWork, userId: string, roleId: number) {
  await tx
    .update(users)
    .set({
      verified: true,
      verificationRejectedAt: null,
      verificationRejectedReason: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  if (isDealer({ roleId })) await tx.update(dealers).set({ verified: true }).where(eq(dealers.id, userId));
  emit({ type: 'seller.changed', sellerId: userId });
}

/** Turns a seller's verification down with a reason, which they receive by e-mail. */
export async function rejectSeller(deps: DecisionDeps, origin: Origin, id: string, reason: string) {
  await withTransaction(deps, origin, async ({ tx, emit, audit }) => {
    const user = await seller(tx, id);
    if (user.verified) throw new AppError(409, 'This seller is already verified');
    await tx
      .update(users)
      .set({ verificationRejectedAt: new Date(), verificationRejectedReason: reason, updatedAt: new Date() })
      .where(eq(users.id, id));
    emit({ type: 'seller.changed', sellerId: id });
    await audit({ action: 'reject_seller', targetType: 'user', targetId: id, details: { reason } });
    await enqueueEmail(tx, emails.sellerRejected(user.email, { name: displayName(user), reason }));
  });
}
