import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { hasSellerRole, isDealer, SELLER_ROLES } from '../../../shared/domain/access.ts';
import { displayName } from '../../../shared/format.ts';
import type { Db } from '../../db/client.ts';
import { dealers, users } from '../../db/schema/index.ts';
import type { DecisionDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type UnitOfWork, withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';

/** Sellers awaiting verification (roles 1 and 2, not verified, not turned down): dealers first, newest first. */
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
      ),
    )
    .orderBy(desc(users.roleId), desc(users.createdAt))
    .limit(500);
  return rows.map((r) => ({
    ...r,
    isDealer: isDealer(r),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The seller, locked until the decision commits. */
async function seller(tx: Db, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row || !hasSellerRole(row)) throw notFound('Seller not found');
  return row;
}

/** Verifies a seller; a pending dealer can sign in from now on. */
export async function verifySeller(deps: DecisionDeps, origin: Origin, id: string) {
  await withTransaction(deps, origin, async (uow) => {
    const user = await seller(uow.tx, id);
    if (user.verified) throw new AppError(409, 'This seller is already verified');
    await setVerified(uow, user.id, user.roleId);
    await uow.audit({ action: 'verify_seller', targetType: 'user', targetId: id });
    await enqueueEmail(
      uow.tx,
      emails.sellerVerified(user.email, { name: displayName(user), link: `${deps.siteUrl}/login` }),
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
