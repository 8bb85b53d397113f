import { and, count, eq, isNull } from 'drizzle-orm';
import { isDealer, ROLE } from '../../../shared/domain/access.ts';
import { showsDealerContact } from '../../../shared/domain/storefront.ts';
import type { Storefront, StorefrontPatch } from '../../../shared/schemas/dealers.ts';
import type { Db } from '../../db/client.ts';
import { dealers, listings, photoFiles, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/unit-of-work.ts';
import type { Actor, Origin } from '../../plugins/session.ts';
import { publicListing } from '../listings/visibility.ts';
import { deletePhotoFiles, type PhotoDeps, type StoredPhoto } from '../photos/service.ts';
import { sellerRatingSummary } from '../ratings/service.ts';
import { reserveStorage } from '../uploads/quota.ts';

const ONLY_DEALERS = 'Only dealers have a storefront';

/**
 * A dealership's storefront (/dealer/:id): its profile, badge, ratings and how many cars it has live.
 * Unknown ids, accounts that are not dealers, suspended and deleted accounts are all 'not found'. Phone
 * and website go to signed-in visitors only (shared/domain/storefront.ts).
 */
export async function getStorefront(db: Db, viewer: Actor | null, id: string): Promise<Storefront> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      city: users.city,
      country: users.country,
      createdAt: users.createdAt,
      dealer: dealers,
    })
    .from(users)
    .innerJoin(dealers, eq(dealers.id, users.id))
    .where(
      and(
        eq(users.id, id),
        eq(users.roleId, ROLE.dealer),
        isNull(users.suspendedAt),
        isNull(users.deletedAt),
      ),
    );
  if (!row) throw notFound('Dealer not found');
  const [live] = await db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.sellerId, id), publicListing()));
  const contactShown = showsDealerContact(viewer);
  const person = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    name: row.dealer.dealershipName || person || 'Dealership',
    logoUrl: row.dealer.logoUrl,
    about: row.dealer.about,
    location: row.dealer.location ?? ([row.city, row.country].filter(Boolean).join(', ') || null),
    verified: row.dealer.verified,
    rating: await sellerRatingSummary(db, id),
    memberSince: row.createdAt.toISOString(),
    activeListings: live?.n ?? 0,
    contactShown,
    phone: contactShown ? row.dealer.phone : null,
    website: contactShown ? row.dealer.website : null,
  };
}

function assertDealer(actor: Actor): void {
  if (!isDealer(actor)) throw forbidden(ONLY_DEALERS);
}

/** The signed-in dealer edits its storefront; only the fields sent change. */
export async function updateStorefront(
  deps: PhotoDeps,
  origin: Origin,
  patch: StorefrontPatch & Record<string, unknown>,
): Promise<Storefront> {
  assertDealer(origin.actor);
  const { name, ...rest } = patch;
  const fields = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  await withTransaction(deps, origin, async ({ tx, actor, emit }) => {
    await tx
      .update(dealers)
      .set({ ...fields, ...(name !== undefined ? { dealershipName: name } : {}), updatedAt: new Date() })
      .where(eq(dealers.id, actor.id));
    // The storefront and the seller shown on its listings' pages change: cached pages go.
    emit({ type: 'seller.changed', sellerId: actor.id });
  });
  return getStorefront(deps.db, origin.actor, origin.actor.id);
}

/**
 * Puts a stored logo on the dealer's storefront, charged to its storage quota in the same transaction;
 * the previous logo's files go once the change has committed, the new ones if it does not.
 */
export async function replaceLogo(deps: PhotoDeps, origin: Origin, logo: StoredPhoto): Promise<Storefront> {
  await withTransaction(deps, origin, async ({ tx, actor, emit, afterCommit }) => {
    const [dealer] = await tx
      .select({ logoUrl: dealers.logoUrl })
      .from(dealers)
      .where(eq(dealers.id, actor.id))
      .for('update');
    if (!dealer) throw forbidden(ONLY_DEALERS);
    await reserveStorage(tx, actor.id, logo.bytes);
    await tx.insert(photoFiles).values({ ...logo, userId: actor.id });
    await tx
      .update(dealers)
      .set({ logoUrl: logo.url, updatedAt: new Date() })
      .where(eq(dealers.id, actor.id));
    emit({ type: 'seller.changed', sellerId: actor.id });
    const previous = dealer.logoUrl;
    if (previous) afterCommit(() => deletePhotoFiles(deps, [previous]));
  });
  return getStorefront(deps.db, origin.actor, origin.actor.id);
}

export { assertDealer };
