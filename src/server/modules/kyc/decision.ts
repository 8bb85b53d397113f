import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ROLE } from '../../../shared/domain/access.ts';
import {
  KYC_GROUPS,
  type KycDecision,
  type KycStatus,
  kycTransition,
} from '../../../shared/domain/identity.ts';
import { displayName } from '../../../shared/format.ts';
import type { Db } from '../../db/client.ts';
import { dealers, kycApplications, users } from '../../db/schema/index.ts';
import type { DecisionDeps } from '../../deps.ts';
import { allowed, notFound } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';
import { setVerified } from '../admin/sellers.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';
import { toApplication } from './service.ts';

/** Applications waiting for a decision, oldest first, with the applicant's account. */
export async function pendingKycApplications(db: Db) {
  const rows = await db
    .select({
      application: kycApplications,
      applicant: {
        id: users.id,
        email: users.email,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        roleId: users.roleId,
      },
    })
    .from(kycApplications)
    .innerJoin(users, eq(users.id, kycApplications.userId))
    .where(inArray(kycApplications.status, [...KYC_GROUPS.awaitingReview]))
    .orderBy(asc(kycApplications.createdAt))
    .limit(500);
  return rows.map((r) => ({ ...toApplication(r.application), applicant: r.applicant }));
}

/**
 * An approved dealer application makes the account a dealership: a customer who applied becomes a dealer,
 * and the dealership takes the name the application gave (where it had none).
 */
async function actAsDealership(tx: Db, userId: string, dealershipName: string | null) {
  await tx.update(users).set({ roleId: ROLE.dealer, updatedAt: new Date() }).where(eq(users.id, userId));
  await tx
    .insert(dealers)
    .values({ id: userId, dealershipName: dealershipName ?? '' })
    .onConflictDoUpdate({
      target: dealers.id,
      set: { dealershipName: sql`coalesce(nullif(${dealers.dealershipName}, ''), excluded.dealership_name)` },
    });
}

/**
 * Decides an application. The reviewer and time come from the session; approval verifies the applicant
 * as a seller (an approved dealer application also makes the account a dealership); the applicant is told
 * by e-mail.
 */
export async function reviewKycApplication(
  deps: DecisionDeps,
  origin: Origin,
  id: number,
  decision: { status: KycDecision; reviewNotes?: string },
) {
  return withTransaction(deps, origin, async (uow) => {
    const { tx } = uow;
    const [row] = await tx
      .select({ application: kycApplications, user: users })
      .from(kycApplications)
      .innerJoin(users, eq(users.id, kycApplications.userId))
      .where(eq(kycApplications.id, id))
      .for('update', { of: kycApplications });
    if (!row) throw notFound('Application not found');
    allowed(kycTransition(row.application.status as KycStatus, decision.status));
    const [updated] = await tx
      .update(kycApplications)
      .set({
        status: decision.status,
        reviewNotes: decision.reviewNotes || null,
        reviewedBy: origin.actor.id,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(kycApplications.id, id))
      .returning();
    uow.emit({ type: 'identity.changed', applicationId: id, userId: row.user.id });
    await uow.audit({
      action: 'review_kyc',
      targetType: 'kyc_application',
      targetId: id,
      details: { status: decision.status, notes: decision.reviewNotes ?? null },
    });
    const approvedDealer = decision.status === 'approved' && row.application.applicationType === 'dealer';
    if (approvedDealer) await actAsDealership(tx, row.user.id, row.application.dealershipName);
    if (approvedDealer || (decision.status === 'approved' && !row.user.verified)) {
      await setVerified(uow, row.user.id, approvedDealer ? ROLE.dealer : row.user.roleId);
      await uow.audit({
        action: 'verify_seller',
        targetType: 'user',
        targetId: row.user.id,
        details: { kycApplication: id },
      });
    }
    await enqueueEmail(
      tx,
      // The account's own address: the form's e-mail is the applicant's stated contact, for the reviewer only,
      // never a place to send account mail (anyone could type someone else's address there).
      emails.kycDecision(row.user.email, {
        name: row.application.fullName ?? displayName(row.user),
        status: decision.status,
        notes: decision.reviewNotes || null,
        link: `${deps.siteUrl}/seller-dashboard`,
      }),
    );
    return toApplication(updated!);
  });
}
