import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isAdmin, owns, ownsOrAdmin } from '../../../shared/domain/access.ts';
import { LISTING_PUBLIC_STATUS, LISTING_SOLD_STATUS } from '../../../shared/domain/listing.ts';
import { listings } from '../../db/schema/index.ts';
import { inlinedSql } from '../../db/sql-text.ts';
import type { Actor } from '../../plugins/session.ts';

/**
 * Who sees which listings, in one place. Everyone sees active listings. Administrators see everything.
 * Sellers see all of their own listings where they ask for them: in a search narrowed to their own
 * seller id (the dashboard) and on the listing's own page. Everywhere else they browse like anyone.
 */
export const canSeeAllStatuses = (actor: Actor | null, listing: { sellerId: string }): boolean =>
  ownsOrAdmin(actor, listing.sellerId);

/**
 * The public inventory's condition as SQL text, its values written in: a browsing request puts it in
 * several statements and cache keys, and Drizzle built and walked its columns and parameters again each
 * time (34 µs a time on a slow machine, 3 µs as text; decision 0077). The values are the domain's constants, never input.
 */
const PUBLIC_LISTING = inlinedSql(
  and(
    eq(listings.status, LISTING_PUBLIC_STATUS),
    eq(listings.sellerSuspended, false),
    eq(listings.reportsHeld, false),
  ) as SQL,
);

/**
 * The public inventory in SQL: live listings whose seller is not suspended and that reports do not
 * hold (shared/domain/listing.ts isPublicListing says the same of one listing). A new SQL each call,
 * since Drizzle's SQL objects can be changed in place (`mapWith`, `as`).
 */
export const publicListing = (): SQL => sql.raw(PUBLIC_LISTING);

/**
 * What a service reads of one listing before acting on it as someone other than its seller (writing to
 * the seller, reporting the listing): whose it is, and what isPublicListing needs to say whether it is public.
 */
export const publicnessColumns = {
  id: listings.id,
  sellerId: listings.sellerId,
  status: listings.status,
  sellerSuspended: listings.sellerSuspended,
  reportsHeld: listings.reportsHeld,
};

/**
 * The results archive in SQL: sold listings whose seller is not suspended (shared/domain/listing.ts
 * isPublicResult). Their withheld sold prices are kept out by `soldPriceColumn` (service.ts).
 */
export const publicResult = (): SQL =>
  and(eq(listings.status, LISTING_SOLD_STATUS), eq(listings.sellerSuspended, false)) as SQL;

/**
 * Condition for lists: `sellerId` is the seller filter of the query, if any; `status` its status filter.
 * The public sees live listings, or the sold ones when it asks for them (the results archive).
 */
export function visibleInList(
  actor: Actor | null,
  sellerId: string | undefined,
  status?: string,
): SQL | undefined {
  if (isAdmin(actor) || (sellerId !== undefined && owns(actor, sellerId))) return undefined;
  return status === LISTING_SOLD_STATUS ? publicResult() : publicListing();
}

/** Condition for one listing's page: live and sold listings are public (a sold car's page stays up). */
export function visibleAsDetail(actor: Actor | null): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  const shown = sql`(${publicListing()} or ${publicResult()})`;
  if (actor) return sql`(${shown} or ${listings.sellerId} = ${actor.id})`;
  return shown;
}

/**
 * Whether a list question reads the public inventory (publicListing), which the public indexes hold
 * alone (migrations 0027, 0030): not the results archive, nor all listings or a seller's own.
 */
export const listsPublicInventory = (
  actor: Actor | null,
  sellerId: string | undefined,
  status: string | undefined,
): boolean => seesPublicView(actor, sellerId) && status !== LISTING_SOLD_STATUS;

/** Whether this actor sees exactly what an anonymous visitor sees for this query (so it may be cached). */
export const seesPublicView = (actor: Actor | null, sellerId: string | undefined): boolean =>
  visibleInList(actor, sellerId) !== undefined;
