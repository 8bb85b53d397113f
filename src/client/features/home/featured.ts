import { useListingsPage } from '@client/features/listings/api.ts';
import { LIMITS } from '@shared/constants.ts';

const FEATURED_PARAMS = { status: 'active', limit: LIMITS.featuredListings } as const;

/** The newest active listings, Featured Inventory's cards; the search below shows the ones after them. */
export function useFeaturedListings() {
  return useListingsPage(FEATURED_PARAMS);
}
