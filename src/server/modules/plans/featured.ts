import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { LIMITS } from '../../../shared/constants.ts';
import { LISTING_PUBLIC_STATUS } from '../../../shared/domain/listing.ts';
import { rotationPivot } from '../../../shared/domain/plans.ts';
import type { Listing } from '../../../shared/schemas/listings.ts';
import type { Db } from '../../db/client.ts';
import { listings, users } from '../../db/schema/index.ts';
import { type ListingRow, listingColumns, toListing } from '../listings/cards.ts';

const publicListing = and(eq(listings.status, LISTING_PUBLIC_STATUS), eq(listings.sellerSuspended, false));
const featured = and(publicListing, isNotNull(listings.rankedAt));

const page = (db: Db, where: ReturnType<typeof and>, order: ReturnType<typeof asc>[], limit: number) =>
  db
    .select(listingColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(where)
    .orderBy(...order)
    .limit(limit);

/**
 * The home page's Featured Inventory: listings of dealers on paid plans, a different run of them each hour
 * (from this hour's pivot id onwards, wrapping round), topped up with the newest other listings. Every
 * query walks an index: the partial featured index by id, or the newest-first browse index.
 */
export async function featuredListings(db: Db, now = new Date()): Promise<Listing[]> {
  const want = LIMITS.featuredListings;
  const [top] = await db
    .select({
      minId: sql<number | null>`min(${listings.id})`,
      maxId: sql<number | null>`max(${listings.id})`,
    })
    .from(listings)
    .where(featured);
  const rows: Awaited<ReturnType<typeof page>> = [];
  if (top?.minId && top.maxId) {
    const pivot = rotationPivot(now, top.minId, top.maxId);
    rows.push(...(await page(db, and(featured, gte(listings.id, pivot)), [asc(listings.id)], want)));
    if (rows.length < want)
      rows.push(
        ...(await page(db, and(featured, lt(listings.id, pivot)), [asc(listings.id)], want - rows.length)),
      );
  }
  if (rows.length < want)
    rows.push(
      ...(await page(
        db,
        and(publicListing, isNull(listings.rankedAt)),
        [desc(listings.createdAt), desc(listings.id)],
        want - rows.length,
      )),
    );
  return rows.map((r) => toListing(r as ListingRow));
}
