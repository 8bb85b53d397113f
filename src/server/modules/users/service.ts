import { eq } from 'drizzle-orm';
import type { Me } from '../../../shared/schemas/users.ts';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { unauthorized } from '../../lib/app-error.ts';

/** The signed-in user's own profile: never a password or hash (those live in accounts). */
export async function getMe(db: Db, userId: string): Promise<Me> {
  const rows = await db
    .select({ user: users, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  const row = rows[0];
  if (!row) throw unauthorized();
  const u = row.user;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    username: u.username,
    country: u.country,
    city: u.city,
    avatarUrl: u.avatarUrl,
    age: u.age,
    roleId: u.roleId,
    role_id: u.roleId,
    role: row.role,
    verified: u.verified,
    emailVerified: u.emailVerified,
    twoFactorEnabled: u.twoFactorEnabled,
    createdAt: u.createdAt.toISOString(),
  };
}
