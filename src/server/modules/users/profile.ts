import { and, eq, ne, sql } from 'drizzle-orm';
import type { ProfileUpdateInput } from '../../../shared/schemas/account.ts';
import type { Me } from '../../../shared/schemas/users.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/session.ts';
import { getMe } from './service.ts';

const USERNAME_TAKEN = 'This username is already taken';

/**
 * Changes the signed-in user's own profile: the fields sent, each by the sign-up rules. Usernames are
 * unique whatever their case; two users racing for one are settled by the unique index (a 409 too).
 */
export async function updateProfile(db: Db, actor: Actor, input: ProfileUpdateInput): Promise<Me> {
  if (input.username !== undefined) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${input.username})`, ne(users.id, actor.id)));
    if (taken) {
      throw new AppError(409, USERNAME_TAKEN, [{ path: 'username', message: USERNAME_TAKEN }]);
    }
  }
  const [current] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actor.id));
  const firstName = input.firstName ?? current?.firstName ?? '';
  const lastName = input.lastName ?? current?.lastName ?? '';
  await db
    .update(users)
    .set({ ...input, name: `${firstName} ${lastName}`.trim(), updatedAt: new Date() })
    .where(eq(users.id, actor.id));
  return getMe(db, actor.id);
}
