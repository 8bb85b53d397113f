import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { isAdmin, isSuspended } from '../../../shared/domain/access.ts';
import { displayName } from '../../../shared/format.ts';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUsersPage,
} from '../../../shared/schemas/admin-users.ts';
import type { Db } from '../../db/client.ts';
import { listings, sessions, users } from '../../db/schema/index.ts';
import type { DecisionDeps } from '../../deps.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { type UnitOfWork, withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';
import type { RealtimeBus } from '../realtime/bus.ts';
import { sessionKey } from '../realtime/streams.ts';

export interface SuspensionDeps extends DecisionDeps {
  realtime: RealtimeBus;
}

/** `%`, `_` and `\` typed into the search box mean themselves. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accounts for the Users tab, newest first, 20 a page: a word matches the name, e-mail or username.
 * Deleted accounts (tombstones kept for others' messages) are not listed.
 */
export async function searchUsers(db: Db, q: string | undefined, page: number): Promise<AdminUsersPage> {
  const conditions: SQL[] = [sql`${users.deletedAt} is null`];
  if (q) {
    const p = likePattern(q);
    conditions.push(
      sql`(lower(${users.email}) like ${p} or lower(coalesce(${users.username}, '')) like ${p} or lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${p})`,
    );
  }
  const where = and(...conditions);
  // Written out in full: drizzle leaves columns unqualified inside a selected expression.
  const listingCount = sql<number>`(select count(*)::int from listings l where l.seller_id = "users"."id")`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
        roleId: users.roleId,
        verified: users.verified,
        twoFactorEnabled: users.twoFactorEnabled,
        suspendedAt: users.suspendedAt,
        suspensionReason: users.suspensionReason,
        listingCount,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const items: AdminUser[] = rows.map((r) => ({
    ...r,
    suspendedAt: r.suspendedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0, page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

async function lockedUser(uow: UnitOfWork, id: string) {
  const [user] = await uow.tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!user) throw notFound('User not found');
  return user;
}

/**
 * Suspends an account, in one transaction with its audit entry and the e-mail telling its owner why: it
 * cannot sign in (the session hook, shared/domain/access.ts signInRefusal), its sessions end now, and its
 * listings leave the public inventory (held, not changed: `listings.seller_suspended`), which drops the
 * browse caches on every instance through `listing.changed`.
 */
export async function suspendUser(deps: SuspensionDeps, origin: Origin, id: string, reason: string) {
  if (id === origin.actor.id) throw forbidden('You cannot suspend your own account');
  return withTransaction(deps, origin, async (uow) => {
    const user = await lockedUser(uow, id);
    if (isAdmin(user)) throw forbidden('Administrators cannot be suspended');
    if (isSuspended(user)) throw new AppError(409, 'This account is already suspended');
    await uow.tx
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: reason, updatedAt: new Date() })
      .where(eq(users.id, id));
    const held = await uow.tx
      .update(listings)
      .set({ sellerSuspended: true })
      .where(eq(listings.sellerId, id))
      .returning({ id: listings.id });
    const ended = await uow.tx
      .delete(sessions)
      .where(eq(sessions.userId, id))
      .returning({ token: sessions.token });
    for (const listing of held) uow.emit({ type: 'listing.changed', listingId: listing.id, ownerId: id });
    uow.emit({ type: 'seller.changed', sellerId: id });
    await uow.audit({
      action: 'suspend_user',
      targetType: 'user',
      targetId: id,
      details: { reason, listingsHidden: held.length, sessionsEnded: ended.length },
    });
    await enqueueEmail(uow.tx, emails.accountSuspended(user.email, { name: displayName(user), reason }));
    // Open pages of the account stop listening at once (their session is gone).
    uow.afterCommit(() =>
      Promise.all(
        ended.map((s) =>
          deps.realtime.publish([id], { type: 'session-ended', session: sessionKey(s.token) }),
        ),
      ),
    );
    return { success: true as const };
  });
}

/** Lifts a suspension: the account may sign in again and its listings are public as they were. */
export async function unsuspendUser(deps: SuspensionDeps, origin: Origin, id: string) {
  return withTransaction(deps, origin, async (uow) => {
    const user = await lockedUser(uow, id);
    if (!isSuspended(user)) throw new AppError(409, 'This account is not suspended');
    await uow.tx
      .update(users)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: new Date() })
      .where(eq(users.id, id));
    const released = await uow.tx
      .update(listings)
      .set({ sellerSuspended: false })
      .where(eq(listings.sellerId, id))
      .returning({ id: listings.id });
    for (const listing of released) uow.emit({ type: 'listing.changed', listingId: listing.id, ownerId: id });
    uow.emit({ type: 'seller.changed', sellerId: id });
    await uow.audit({ action: 'unsuspend_user', targetType: 'user', targetId: id });
    await enqueueEmail(
      uow.tx,
      emails.accountUnsuspended(user.email, { name: displayName(user), link: `${deps.siteUrl}/login` }),
    );
    return { success: true as const };
  });
}
