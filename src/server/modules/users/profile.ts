import { and, eq, ne, sql } from 'drizzle-orm';
import type { ProfileUpdateInput } from '../../../shared/schemas/account.ts';
import type { Me } from '../../../shared/schemas/users.ts';
import { listings, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type TransactionDeps, withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';
import { getMe } from './service.ts';

const USERNAME_TAKEN = 'This username is already taken';

/**
 * Changes the signed-in user's own profile: the fields sent, each by the sign-up rules. Usernames are
 * unique whatever their case; two users racing for one are settled by the unique index (a 409 too).
 * Listing cards and pages show their seller's name and place: a seller's change says so
 * (`seller.changed`), so cached copies go at once instead of showing the old name for their 10 seconds.
 */
export async function updateProfile(
  deps: TransactionDeps,
  origin: Origin,
  input: ProfileUpdateInput,
): Promise<Me> {
  await withTransaction(deps, origin, async ({ tx, actor, emit }) => {
    if (input.username !== undefined) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${input.username})`, ne(users.id, actor.id)));
      if (taken) {
        throw new AppError(409, USERNAME_TAKEN, [{ path: 'username', message: USERNAME_TAKEN }]);
      }
    }
    const [current] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update');
    const firstName = input.firstName ?? current?.firstName ?? '';
    const lastName = input.lastName ?? current?.lastName ?? '';
    await tx
      .update(users)
      .set({ ...input, name: `${firstName} ${lastName}`.trim(), updatedAt: new Date() })
      .where(eq(users.id, actor.id));
    // Only a seller's name is on show; a buyer's edit leaves the public caches be.
    const [listed] = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.sellerId, actor.id))
      .limit(1);
    if (listed) emit({ type: 'seller.changed', sellerId: actor.id });
  });
  return getMe(deps.db, origin.actor.id);
}
