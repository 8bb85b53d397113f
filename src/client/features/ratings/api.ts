import { api } from '@client/lib/api.ts';
import type {
  Rating,
  RatingEligibility,
  RatingInput,
  RatingSummary,
  RemovedRating,
} from '@shared/schemas/ratings.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The rating endpoints (spec section 7). */

export type RatingPayload = RatingInput;

export const ratingKeys = {
  all: ['ratings'] as const,
  seller: (sellerId: string) => ['ratings', 'seller', sellerId] as const,
  removed: ['ratings', 'removed'] as const,
  eligibility: (listingId: number, userId?: string | null) =>
    userId === undefined
      ? (['ratings', 'eligibility', listingId] as const)
      : (['ratings', 'eligibility', listingId, userId] as const),
};

export const sellerRatingOptions = (sellerId: string) =>
  queryOptions({
    queryKey: ratingKeys.seller(sellerId),
    queryFn: ({ signal }) =>
      api.get<RatingSummary>(`/api/ratings/seller/${encodeURIComponent(sellerId)}`, signal),
  });

/** Spec section 7: only when the listing has a seller id. */
export function useSellerRating(sellerId: string | null | undefined, initial?: RatingSummary) {
  return useQuery({
    ...sellerRatingOptions(sellerId ?? ''),
    enabled: Boolean(sellerId),
    placeholderData: initial,
  });
}

/** Spec section 7: only when signed in. Keyed by the user, so another account never sees a cached answer. */
export function useRatingEligibility(listingId: number, userId: string | null | undefined) {
  return useQuery({
    queryKey: ratingKeys.eligibility(listingId, userId ?? null),
    queryFn: ({ signal }) => api.get<RatingEligibility>(`/api/ratings/eligibility/${listingId}`, signal),
    enabled: Boolean(userId),
  });
}

export function useSubmitRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RatingPayload) => api.post<Rating>('/api/ratings', payload),
    onSuccess: async (_data, { sellerId, listingId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ratingKeys.seller(sellerId) }),
        queryClient.invalidateQueries({ queryKey: ratingKeys.eligibility(listingId) }),
        // The listing page carries the seller's rating summary too.
        queryClient.invalidateQueries({ queryKey: ['listings', 'detail', listingId] }),
      ]);
    },
  });
}

/** The signed-in seller's ratings that administrators removed, with the reason each was removed. */
export function useRemovedRatings() {
  return useQuery({
    queryKey: ratingKeys.removed,
    queryFn: ({ signal }) => api.get<RemovedRating[]>('/api/ratings/removed', signal),
  });
}
