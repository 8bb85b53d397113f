import { api } from '@client/lib/api.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/listings/compare: the public listings among `ids`, in order. */
export const compareOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['listings', 'compare', ids.join(',')] as const,
    queryFn: ({ signal }) => api.get<Listing[]>(`/api/listings/compare?ids=${ids.join(',')}`, signal),
  });

export function useCompareListings(ids: readonly number[]) {
  return useQuery({ ...compareOptions(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
}
