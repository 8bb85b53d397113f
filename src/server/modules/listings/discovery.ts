import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { SIMILAR_COUNT, similarWindow } from '../../../shared/domain/discovery.ts';
import type { Listing } from '../../../shared/schemas/listings.ts';
import type { Db } from '../../db/client.ts';
import { listings, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { type ListingRow, listingColumns, toListing } from './cards.ts';
import { publicListing } from './visibility.ts';

/** Public listings by id, in the order asked; unknown and non-public ids are left out. */
export async function compareListings(db: Db, ids: readonly number[]): Promise<Listing[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listingColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(and(inArray(listings.id, [...ids]), publicListing()));
  const byId = new Map(rows.map((r) => [r.id, toListing(r as ListingRow)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Up to SIMILAR_COUNT live listings like a public one: the same make and body type, a USD price and year
 * within `similarWindow` (shared/domain/discovery.ts), the nearest in price first. 404 when the listing
 * itself is not public.
 */
export async function similarListings(db: Db, id: number): Promise<Listing[]> {
  const [listing] = await db
    .select({
      make: listings.make,
      bodyType: listings.bodyType,
      price: listings.priceUsd,
      year: listings.year,
    })
    .from(listings)
    .where(and(eq(listings.id, id), publicListing()));
  if (!listing) throw notFound('Listing not found');
  const window = similarWindow(listing);
  const rows = await db
    .select(listingColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(
      and(
        publicListing(),
        eq(listings.make, listing.make),
        listing.bodyType ? eq(listings.bodyType, listing.bodyType) : sql`${listings.bodyType} is null`,
        ne(listings.id, id),
        window.priceMin === null ? undefined : gte(listings.priceUsd, window.priceMin),
        window.priceMax === null ? undefined : lte(listings.priceUsd, window.priceMax),
        gte(listings.year, window.yearMin),
        lte(listings.year, window.yearMax),
      ),
    )
    .orderBy(
      listing.price === null
        ? sql`abs(${listings.year} - ${listing.year})`
        : sql`abs(${listings.priceUsd} - ${listing.price}) nulls last`,
      asc(listings.id),
    )
    .limit(SIMILAR_COUNT);
  return rows.map((r) => toListing(r as ListingRow));
}
