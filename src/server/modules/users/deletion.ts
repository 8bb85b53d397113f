import { isAPIError } from 'better-auth/api';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { LAST_ADMIN_MESSAGE, mayLeave, ROLE } from '../../../shared/domain/access.ts';
import { displayName } from '../../../shared/format.ts';
import { DELETED_USER_NAME, INCORRECT_PASSWORD } from '../../../shared/schemas/account-data.ts';
import {
  accounts,
  admins,
  dealers,
  kycApplications,
  kycDocuments,
  listings,
  sessions,
  signInAddresses,
  subscriptions,
  supportMessages,
  twoFactors,
  users,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { KYC_BUCKET } from '../../lib/storage.ts';
import { withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';
import type { RequestOrigin } from '../auth/service.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';
import { deletePhotoFiles } from '../photos/service.ts';
import { sessionKey } from '../realtime/streams.ts';

export type DeletionDeps = Pick<
  AppDeps,
  'db' | 'events' | 'auth' | 'storage' | 'realtime' | 'limiter' | 'rateLimits'
>;

const kycKey = (reference: string) => reference.replace(/^kyc:/, '');

/** Checks the password again (it spends the failed-sign-in budget like a sign-in would). */
async function confirmPassword(deps: DeletionDeps, from: RequestOrigin, email: string, password: string) {
  const key = `login-fail:acct:${email}`;
  await deps.limiter.consume(key, deps.rateLimits.loginFailuresPerAccount);
  try {
    await deps.auth.api.verifyPassword({ headers: from.headers, body: { password } });
  } catch (e) {
    if (isAPIError(e) && (e.body as { code?: string } | undefined)?.code === 'INVALID_PASSWORD')
      throw new AppError(400, INCORRECT_PASSWORD, [{ path: 'password', message: INCORRECT_PASSWORD }]);
    await deps.limiter.release(key);
    throw e;
  }
  await deps.limiter.release(key);
}

/**
 * Deletes the signed-in account, in one transaction (docs/decisions/0025). Gone: credentials, two-factor
 * secret, sessions (open pages are told), profile, identity applications and documents (files too),
 * and listings with their photos (files too). Kept for the other party: messages, under the name
 * "Deleted user", and ratings, anonymised the same way, which is why a tombstone row stays in `users`
 * (no name, no e-mail anyone can reach, no way to sign in). A listing someone wrote about keeps only
 * its title (year, make, model), inactive and without photos, so that conversation still names the car.
 * The last administrator cannot leave.
 */
export async function deleteAccount(
  deps: DeletionDeps,
  origin: Origin,
  from: RequestOrigin,
  password: string,
): Promise<void> {
  const { actor } = origin;
  await confirmPassword(deps, from, actor.email, password);
  await withTransaction(deps, origin, async (uow) => {
    const { tx } = uow;
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, actor.id), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw notFound('Account not found');
    // Every administrator row is locked, so two administrators leaving at once cannot both pass.
    const otherAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.roleId, ROLE.admin), isNull(users.deletedAt), ne(users.id, user.id)))
      .for('update');
    if (!mayLeave(user, otherAdmins.length)) throw new AppError(409, LAST_ADMIN_MESSAGE);

    const own = await tx
      .select({
        id: listings.id,
        imageUrls: listings.imageUrls,
        // Written out in full: drizzle leaves columns unqualified inside a selected expression.
        discussed: sql<boolean>`exists (select 1 from inquiries i where i.listing_id = "listings"."id")`,
      })
      .from(listings)
      .where(eq(listings.sellerId, user.id))
      .for('update');
    const discussed = own.filter((l) => l.discussed).map((l) => l.id);
    const gone = own.filter((l) => !l.discussed).map((l) => l.id);
    if (gone.length > 0) await tx.delete(listings).where(inArray(listings.id, gone));
    if (discussed.length > 0)
      await tx
        .update(listings)
        .set({
          status: 'inactive',
          imageUrls: [],
          features: [],
          description: null,
          vin: null,
          rejectionReason: 'The seller deleted their account',
          updatedAt: new Date(),
        })
        .where(inArray(listings.id, discussed));

    const applications = await tx
      .delete(kycApplications)
      .where(eq(kycApplications.userId, user.id))
      .returning({
        id: kycApplications.idDocumentUrl,
        licence: kycApplications.businessLicenseUrl,
        address: kycApplications.proofOfAddressUrl,
      });
    const documents = await tx
      .delete(kycDocuments)
      .where(eq(kycDocuments.userId, user.id))
      .returning({ key: kycDocuments.key });
    const documentKeys = new Set([
      ...documents.map((d) => d.key),
      ...applications
        .flatMap((a) => [a.id, a.licence, a.address])
        .filter((r): r is string => r?.startsWith('kyc:') === true)
        .map(kycKey),
    ]);

    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ token: sessions.token });
    await tx.delete(accounts).where(eq(accounts.userId, user.id));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    await tx.delete(signInAddresses).where(eq(signInAddresses.userId, user.id));
    await tx.delete(subscriptions).where(eq(subscriptions.userId, user.id));
    await tx.delete(dealers).where(eq(dealers.id, user.id));
    await tx.delete(admins).where(eq(admins.id, user.id));
    // Their live chat with the support team (docs/decisions/0036); replies they wrote as staff stay.
    await tx.delete(supportMessages).where(eq(supportMessages.userId, user.id));

    await enqueueEmail(tx, emails.accountDeleted(user.email, { name: displayName(user) }));
    await tx
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.invalid`,
        name: DELETED_USER_NAME,
        firstName: 'Deleted',
        lastName: 'user',
        username: null,
        country: null,
        city: null,
        age: null,
        avatarUrl: null,
        roleId: ROLE.customer,
        verified: false,
        emailVerified: false,
        twoFactorEnabled: false,
        verificationRejectedReason: null,
        verificationRejectedAt: null,
        suspendedAt: null,
        suspensionReason: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));

    for (const l of own) uow.emit({ type: 'listing.changed', listingId: l.id, ownerId: user.id });
    uow.emit({ type: 'seller.changed', sellerId: user.id });
    await uow.audit({ action: 'delete_own_account', targetType: 'user', targetId: user.id });
    uow.afterCommit(async () => {
      await deletePhotoFiles(
        deps,
        own.flatMap((l) => l.imageUrls),
      );
      await Promise.all([...documentKeys].map((key) => deps.storage.remove(KYC_BUCKET, key)));
      await Promise.all(
        ended.map((s) =>
          deps.realtime.publish([user.id], { type: 'session-ended', session: sessionKey(s.token) }),
        ),
      );
    });
  });
}

/** Set-Cookie values that clear the session cookies a request carried (its session no longer exists). */
export function clearedSessionCookies(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(';')
    .map((c) => c.trim().split('=')[0] ?? '')
    .filter((name) => /session_(token|data)$/.test(name))
    .map((name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
}
