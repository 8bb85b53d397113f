import { api } from '@client/lib/api.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import { useQuery } from '@tanstack/react-query';

/**
 * Featured Inventory's cards: this hour's run of listings from dealers on paid plans, topped up with the
 * newest others (GET /api/listings/featured); the search below shows the ones after them.
 */
export function useFeaturedListings() {
  return useQuery({
    queryKey: ['listings', 'featured'] as const,
    queryFn: async ({ signal }) => ({ items: await api.get<Listing[]>('/api/listings/featured', signal) }),
  });
}
