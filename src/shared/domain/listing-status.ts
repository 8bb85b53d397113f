/**
 * A listing's states (spec section 3), apart from their rules in listing.ts so that the other domains
 * (plans, watchlist) can name them without importing those rules.
 */
export const LISTING_STATUSES = ['pending', 'active', 'sold', 'inactive'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
