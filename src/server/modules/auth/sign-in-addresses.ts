import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInAddresses } from '../../db/schema/index.ts';

/**
 * The addresses each account signs in from, kept beyond its sessions, so that a rating sent from an
 * address its seller uses can be held for review (shared/domain/rating.ts).
 */
export async function recordSignInAddress(db: Db, userId: string, ip: string): Promise<void> {
  await db
    .insert(signInAddresses)
    .values({ userId, ipAddress: ip })
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.ipAddress],
      set: { lastSeenAt: new Date() },
    });
}

/**
 * Whether `userId` acts from where `otherId` signs in: `ip` (the current request's address) is one
 * `otherId` has signed in from, or the two accounts have ever signed in from the same address.
 */
export async function sharesSignInAddress(db: Db, userId: string, otherId: string, ip: string) {
  const [row] = await db
    .select({ id: signInAddresses.userId })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.userId, otherId),
        sql`(${signInAddresses.ipAddress} = ${ip} or ${signInAddresses.ipAddress} in (
          select own.ip_address from ${signInAddresses} own where own.user_id = ${userId}))`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
