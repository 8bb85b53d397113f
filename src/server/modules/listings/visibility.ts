import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isAdmin, ownsOrAdmin } from '../../../shared/domain/access.ts';
import { LISTING_PUBLIC_STATUS } from '../../../shared/domain/listing.ts';
import { listings } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/session.ts';

/**
 * Who sees which listings, in one place. Everyone sees active listings. Administrators see everything.
 * Sellers see all of their own listings where they ask for them: in a search narrowed to their own
 * seller id (the dashboard) and on the listing's own page. Everywhere else they browse like anyone.
 */
export const canSeeAllStatuses = (actor: Actor | null, listing: { sellerId: string }): boolean =>
  ownsOrAdmin(actor, listing.sellerId);

/**
 * The public inventory in SQL: live listings whose seller is not suspended and that reports do not
 * hold (shared/domain/listing.ts
 * isPublicListing says the same of one listing).
 */
export const publicListing = (): SQL =>
  and(
    eq(listings.status, LISTING_PUBLIC_STATUS),
    eq(listings.sellerSuspended, false),
    eq(listings.reportsHeld, false),
  ) as SQL;

/** Condition for lists: `sellerId` is the seller filter of the query, if any. */
export function visibleInList(actor: Actor | null, sellerId: string | undefined): SQL | undefined {
  if (isAdmin(actor) || (actor && sellerId === actor.id)) return undefined;
  return publicListing();
}

/** Condition for one listing's page. */
export function visibleAsDetail(actor: Actor | null): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  if (actor) return sql`(${publicListing()} or ${listings.sellerId} = ${actor.id})`;
  return publicListing();
}

/** Whether this actor sees exactly what an anonymous visitor sees for this query (so it may be cached). */
export const seesPublicView = (actor: Actor | null, sellerId: string | undefined): boolean =>
  visibleInList(actor, sellerId) !== undefined;
