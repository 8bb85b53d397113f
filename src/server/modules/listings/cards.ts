import { eq, type SQL, sql } from 'drizzle-orm';
import { daysOnMarket, isPriceOnRequest } from '../../../shared/domain/listing.ts';
import type { Listing } from '../../../shared/schemas/listings.ts';
import type { Db } from '../../db/client.ts';
import { jsonRowSql } from '../../db/json-object.ts';
import { listingCounters, listings, users } from '../../db/schema/index.ts';
import { counterColumns, countersOfListing, joinedCounterColumns } from './counters.ts';

// A listing as pages of listings show it: its public columns with its seller's, read as one JSON value,
// and the API's listing made of them; and the listings a page shows, read once for many pages.

/**
 * A sold price as the public may see it (`publicSoldPrice`, shared/domain/listing.ts), decided in SQL so a
 * withheld price is never even read into a public reply; the seller's own view reads the column itself.
 */
function soldPriceColumn(): SQL<number | null> {
  return sql<number | null>`case when ${listings.showSoldPrice} then ${listings.soldPrice} end`.mapWith(
    (v: string | number | null) => (v === null ? null : Number(v)),
  );
}

/** The public columns of a listing with its counts and its seller (never the seller's e-mail). */
export const listingColumns = {
  id: listings.id,
  sellerId: listings.sellerId,
  make: listings.make,
  model: listings.model,
  year: listings.year,
  price: listings.price,
  currency: listings.currency,
  priceUsd: listings.priceUsd,
  mileage: listings.mileage,
  mileageUnit: listings.mileageUnit,
  vin: listings.vin,
  condition: listings.condition,
  description: listings.description,
  location: listings.location,
  region: listings.region,
  imageUrls: listings.imageUrls,
  features: listings.features,
  engine: listings.engine,
  transmission: listings.transmission,
  fuelType: listings.fuelType,
  bodyType: listings.bodyType,
  exteriorColor: listings.exteriorColor,
  interiorColor: listings.interiorColor,
  status: listings.status,
  verified: listings.verified,
  kmVerified: listings.kmVerified,
  feeRequired: listings.feeRequired,
  ...counterColumns,
  liveAt: listings.liveAt,
  priceReduced: listings.priceReduced,
  soldAt: listings.soldAt,
  soldPrice: soldPriceColumn(),
  showSoldPrice: listings.showSoldPrice,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  seller: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    username: users.username,
    roleId: users.roleId,
    verified: users.verified,
    city: users.city,
    country: users.country,
  },
};

export type ListingRow = Omit<
  Listing,
  'createdAt' | 'updatedAt' | 'soldAt' | 'daysOnMarket' | 'priceOnRequest'
> & {
  createdAt: Date;
  updatedAt: Date;
  soldAt: Date | null;
  liveAt: Date | null;
};

/** A row of `listingColumns` as JSON (`listingJson`): the same fields, the timestamps as ISO 8601 text. */
type ListingJson = Omit<ListingRow, 'createdAt' | 'updatedAt' | 'soldAt' | 'liveAt'> & {
  createdAt: string;
  updatedAt: string;
  soldAt: string | null;
  liveAt: string | null;
};

/**
 * `listingColumns` as one JSON column, for pages of many listings: 25 values cross the driver instead of
 * 1,100 fields (decision 0044). `fromListingJson` reads it back as a row of `listingColumns`. The counts
 * come from listing_counters joined (countersOfListing), one lookup a listing for both.
 */
const listingJson = jsonRowSql<ListingJson>({ ...listingColumns, ...joinedCounterColumns });

const fromListingJson = (j: ListingJson): ListingRow => ({
  ...j,
  createdAt: new Date(j.createdAt),
  updatedAt: new Date(j.updatedAt),
  soldAt: j.soldAt === null ? null : new Date(j.soldAt),
  liveAt: j.liveAt === null ? null : new Date(j.liveAt),
});

/**
 * A row of `listingColumns` as the API's listing. Written out field by field (the keys in the order the
 * spread of the row gave them before): rest-destructuring and spreading a row of 37 fields cost ~40 µs
 * a listing, a millisecond for a page of 25, more than building and sending its SQL (bench/README.md,
 * "Scale", 2026-11-26). Extra fields on the row are not copied.
 */
export const toListing = (r: ListingRow): Listing => ({
  id: r.id,
  sellerId: r.sellerId,
  make: r.make,
  model: r.model,
  year: r.year,
  price: r.price,
  currency: r.currency,
  priceUsd: r.priceUsd,
  mileage: r.mileage,
  mileageUnit: r.mileageUnit,
  vin: r.vin,
  condition: r.condition,
  description: r.description,
  location: r.location,
  region: r.region,
  imageUrls: r.imageUrls,
  features: r.features,
  engine: r.engine,
  transmission: r.transmission,
  fuelType: r.fuelType,
  bodyType: r.bodyType,
  exteriorColor: r.exteriorColor,
  interiorColor: r.interiorColor,
  status: r.status,
  verified: r.verified,
  kmVerified: r.kmVerified,
  feeRequired: r.feeRequired,
  viewCount: r.viewCount,
  watcherCount: r.watcherCount,
  priceReduced: r.priceReduced,
  soldPrice: r.soldPrice,
  showSoldPrice: r.showSoldPrice,
  seller: r.seller,
  priceOnRequest: isPriceOnRequest(r),
  daysOnMarket: daysOnMarket(r),
  soldAt: r.soldAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * Listings as pages of public listings show them, read in the last seconds (ListingCache.cards): a page
 * is read as its listings' ids, and only the listings no page showed lately are read again. A reader
 * marks the cache before reading and keeps what it read only if nothing was dropped meanwhile: a
 * listing changed while it was read is not kept as it was.
 */
export interface KnownCards {
  get(id: number): ListingRow | undefined;
  mark(): number;
  keep(mark: number, rows: ListingRow[]): void;
}

/**
 * The cards of the listings `ids`, as a named statement of one text whatever the number of ids (`= any`
 * of an array, where `in (...)` made a text for each count): PostgreSQL parses it once on each
 * connection and, after its fifth use, runs a generic plan instead of planning it again: planning it
 * cost more than running it (0.42 ms against 0.26 a page at 100,000 listings, pg_stat_statements).
 * Prepared once, its selection is not built again either. Decision 0089.
 */
const prepareCards = (db: Db) =>
  db
    .select({ listing: listingJson })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .leftJoin(listingCounters, countersOfListing)
    .where(sql`${listings.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('listing_cards');

/** The cards' statement, prepared once for each database. */
const cardsStatements = new WeakMap<Db, ReturnType<typeof prepareCards>>();

function cardsStatement(db: Db): ReturnType<typeof prepareCards> {
  const known = cardsStatements.get(db);
  if (known) return known;
  const prepared = prepareCards(db);
  cardsStatements.set(db, prepared);
  return prepared;
}

/**
 * The listings `ids` as rows of `listingColumns`, by id: from `known` when it holds them, the others in
 * one statement (and kept in `known`). An id no longer in the table has no row.
 */
export async function listingCards(
  db: Db,
  ids: number[],
  known?: KnownCards,
): Promise<Map<number, ListingRow>> {
  const found = new Map<number, ListingRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const row = known?.get(id);
    if (row) found.set(id, row);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const mark = known?.mark();
  const read = await cardsStatement(db).execute({ ids: missing });
  const rows = read.map((r) => fromListingJson(r.listing));
  for (const row of rows) found.set(row.id, row);
  if (known && mark !== undefined) known.keep(mark, rows);
  return found;
}
