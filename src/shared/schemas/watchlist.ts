import { z } from 'zod';
import { COMPARE_MAX } from '../domain/discovery.ts';
import { pageQuerySchema, timestamp } from './common.ts';
import { listingSchema } from './listings.ts';

/** Contracts of the watchlist and of comparing listings (issue "Buyers come back"). */

export const WATCHLIST_PAGE_SIZE = 24;
export const WATCHLIST_PAGE_MAX = 100;

const listingId = z
  .number({ error: 'listingId must be a listing id' })
  .int({ error: 'listingId must be a listing id' })
  .min(1, { error: 'listingId must be a listing id' })
  .max(2_147_483_647, { error: 'listingId must be a listing id' });

/** POST /api/watchlist */
export const watchBodySchema = z.object({ listingId });
export type WatchBody = z.infer<typeof watchBodySchema>;

/** DELETE /api/watchlist/{listingId} */
export const watchParamsSchema = z.object({
  listingId: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'Listing id must be a number' })
    .transform(Number),
});

/** One watched listing: since when, and what it cost then (the listing itself has today's price). */
export const watchedListingSchema = z
  .object({
    listingId: z.number().int(),
    watchedAt: timestamp,
    /** null: it had no price then ("Price on request"). */
    priceAtWatch: z.number().nullable(),
    currencyAtWatch: z.string(),
    listing: listingSchema,
  })
  .meta({ id: 'WatchedListing' });
export type WatchedListing = z.infer<typeof watchedListingSchema>;

/**
 * GET /api/watchlist: the signed-in account's watched listings that are still live, newest watch first,
 * a page at a time (`limit`, `cursor`: the shared page query); the `Link` header (rel="next") has the
 * page after, as on GET /api/listings.
 */
export const watchlistQuerySchema = pageQuerySchema.extend({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(WATCHLIST_PAGE_MAX, { error: `limit must be at most ${WATCHLIST_PAGE_MAX}` })
    .default(WATCHLIST_PAGE_SIZE),
});
export type WatchlistQuery = z.infer<typeof watchlistQuerySchema>;

export const watchlistSchema = z.array(watchedListingSchema);

/** GET /api/watchlist/ids: the ids of every live listing the account watches (the hearts on cards). */
export const watchedIdsSchema = z.object({ listingIds: z.array(z.number().int()) });
export type WatchedIds = z.infer<typeof watchedIdsSchema>;

/** POST /api/watchlist reply: the watch (new or already there) and the listing's watcher count. */
export const watchSchema = z.object({
  listingId: z.number().int(),
  watchedAt: timestamp,
  /** null: it had no price then ("Price on request"). */
  priceAtWatch: z.number().nullable(),
  watcherCount: z.number().int(),
});
export type Watch = z.infer<typeof watchSchema>;

const TOO_MANY = `At most ${COMPARE_MAX} listings can be compared`;
const BAD_IDS = 'ids must be listing ids separated by commas';

/** GET /api/listings/compare?ids=1,2,3: at most COMPARE_MAX ids, duplicates ignored. */
export const compareQuerySchema = z.object({
  ids: z
    .string({ error: BAD_IDS })
    .max(200, { error: TOO_MANY })
    .regex(/^\d{1,9}(,\d{1,9})*$/, { error: BAD_IDS })
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= COMPARE_MAX, { error: TOO_MANY }),
});

/** The listings compared, in the order asked; unknown and hidden ones are left out. */
export const compareSchema = z.array(listingSchema);
