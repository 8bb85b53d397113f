import { api } from '@client/lib/api.ts';
import type { MarketRange } from '@shared/schemas/market.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** GET /api/listings/{id}/market: the band of a listing's comparables. */
export function useListingMarket(listingId: number) {
  return useQuery({
    queryKey: ['listing-market', listingId],
    queryFn: ({ signal }) => api.get<MarketRange>(`/api/listings/${listingId}/market`, signal),
    staleTime: 60_000,
  });
}

export interface EstimateInput {
  make: string;
  model: string;
  year: number;
  price: number;
  currency: string;
  mileage: number | null;
  mileageUnit: string;
}

/** GET /api/market/estimate: where a price would sit, for the listing form (null input: not asked yet). */
export function useMarketEstimate(input: EstimateInput | null) {
  const params = input
    ? new URLSearchParams({
        make: input.make,
        model: input.model,
        year: String(input.year),
        price: String(input.price),
        currency: input.currency,
        mileageUnit: input.mileageUnit,
        ...(input.mileage === null ? {} : { mileage: String(input.mileage) }),
      }).toString()
    : '';
  return useQuery({
    queryKey: ['market-estimate', params],
    queryFn: ({ signal }) => api.get<MarketRange>(`/api/market/estimate?${params}`, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
