import { inquiryKeys } from '@client/features/inquiries/keys.ts';
import { api } from '@client/lib/api.ts';
import { uploadWithProgress } from '@client/lib/upload.ts';
import { isPaid } from '@shared/domain/payment.ts';
import type { InquiryWithContext } from '@shared/schemas/inquiries.ts';
import type {
  Listing,
  ListingCreateInput,
  ListingDetail,
  ListingPatchInput,
  ListingPhotos,
  ListingStatusInput,
  SavedListing,
  SellerAnalytics,
} from '@shared/schemas/listings.ts';
import type { Payment } from '@shared/schemas/payments.ts';
import type { Renewal } from '@shared/schemas/plans.ts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

/** The seller dashboard's endpoints (spec section 7). */

export type { Payment, SavedListing };

export const sellerKeys = {
  all: ['seller'] as const,
  listings: (sellerId: string) => ['seller', 'listings', sellerId] as const,
  analytics: (sellerId: string) => ['seller', 'analytics', sellerId] as const,
  /** The conversations feature's own key (same endpoint, same raw messages): one request, one cache. */
  inquiries: (sellerId: string) => inquiryKeys.seller(sellerId),
};

/**
 * The seller's listings in every status (the server shows owners all of theirs for their own seller id),
 * each with `feeRequired` and, in this own view, `rejectionReason`, `waitingFor`, `inactiveReason` and
 * `expiresAt`.
 */
export const sellerListingsOptions = (sellerId: string) =>
  queryOptions({
    queryKey: sellerKeys.listings(sellerId),
    queryFn: async ({ signal }) => {
      const rows = await api.get<Listing[]>(
        `/api/listings?sellerId=${encodeURIComponent(sellerId)}&limit=100`,
        signal,
      );
      return Array.isArray(rows) ? rows : [];
    },
  });

export function useSellerListings(sellerId: string | null | undefined, enabled = true) {
  return useQuery({ ...sellerListingsOptions(sellerId ?? ''), enabled: enabled && Boolean(sellerId) });
}

/**
 * Views per day (last 30 days) and conversations per listing, for the Analytics tab. Views and buyers'
 * conversations keep coming in, so each opening of the tab asks again (showing the last answer meanwhile).
 */
export function useSellerAnalytics(sellerId: string | null | undefined) {
  return useQuery({
    queryKey: sellerKeys.analytics(sellerId ?? ''),
    queryFn: ({ signal }) => api.get<SellerAnalytics>('/api/seller/analytics', signal),
    enabled: Boolean(sellerId),
    refetchOnMount: 'always',
  });
}

export function useSellerInquiries(sellerId: string | null | undefined) {
  return useQuery({
    queryKey: sellerKeys.inquiries(sellerId ?? ''),
    queryFn: ({ signal }) =>
      api.get<InquiryWithContext[]>(`/api/inquiries/seller/${encodeURIComponent(sellerId ?? '')}`, signal),
    enabled: Boolean(sellerId),
  });
}

export { useMyKycApplications } from '@client/features/kyc/api.ts';

// ---------------------------------------------------------------------------------------------------------
// Writes

export const createListing = (input: ListingCreateInput) => api.post<SavedListing>('/api/listings', input);

export const updateListing = (id: number, input: ListingPatchInput) =>
  api.patch<SavedListing>(`/api/listings/${id}`, input);

export const deleteListing = (id: number) => api.delete<void>(`/api/listings/${id}`);

/** A live listing's new price, without a new review (PATCH /api/listings/{id}/price). */
export const changeListingPrice = (id: number, price: number) =>
  api.patch<ListingDetail>(`/api/listings/${id}/price`, { price });

/** Marks a live listing sold (PATCH /api/listings/{id}/status). */
export const markListingSold = (id: number, input: ListingStatusInput) =>
  api.patch<ListingDetail>(`/api/listings/${id}/status`, input);

/** One photo in its own request, reporting progress; answers the listing's photo list after it. */
export function uploadListingPhoto(
  listingId: number,
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const body = new FormData();
  body.append('photos', file, file.name);
  return uploadWithProgress<ListingPhotos>(`/api/listings/${listingId}/photos`, body, {
    onProgress,
    signal,
  });
}

export const startListingPayment = (listingId: number) =>
  api.post<Payment>('/api/payments/listing', { listingId });

/** Renews a listing in its last days or after it expired: the listing fee is paid again (docs/decisions/0032). */
export const renewListing = (listingId: number) => api.post<Renewal>(`/api/listings/${listingId}/renew`, {});

export const confirmPayment = (paymentId: number) =>
  api.post<Payment>(`/api/payments/${paymentId}/confirm`, {});

/** After any change: the dashboard's lists, counts and the public listing pages. */
export function useRefreshSellerData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['listings'] }),
      queryClient.invalidateQueries({ queryKey: ['kyc'] }),
    ]);
}

/** Opens the listing fee and has the provider confirm it; throws unless it completed. */
export async function payListingFee(
  listingId: number,
  onStep?: (step: 'opening' | 'confirming') => void,
): Promise<Payment> {
  onStep?.('opening');
  const payment = await startListingPayment(listingId);
  onStep?.('confirming');
  const confirmed = await confirmPayment(payment.id);
  if (!isPaid(confirmed.status)) throw new Error('Payment processing failed');
  return confirmed;
}
