import { useAuth } from '@client/features/auth/index.ts';
import { useSellerRating } from '@client/features/ratings/api.ts';
import { RatingWidget } from '@client/features/ratings/components/RatingWidget.tsx';
import type { ListingDetail } from '@shared/schemas/listings.ts';
import { lazy, Suspense } from 'react';
import { SellerInfoCard } from './SellerInfoCard.tsx';

const ReportListingButton = lazy(() => import('@client/features/reports/components/ReportListingButton.tsx'));

/**
 * Beside (on phones, below) the listing: its seller with their rating, rating them, and reporting the listing
 * (signed in, on someone else's live listing).
 */
export function ListingSellerPanel({ listing, own }: { listing: ListingDetail; own: boolean }) {
  const { user } = useAuth();
  const rating = useSellerRating(listing.sellerId, listing.sellerRating);
  return (
    <div className="order-4 flex flex-col gap-6">
      <SellerInfoCard seller={listing.seller} rating={rating.data ?? listing.sellerRating} />
      {own ? null : <RatingWidget sellerId={listing.sellerId} listingId={listing.id} />}
      {user && !own && listing.status === 'active' ? (
        <Suspense fallback={null}>
          <ReportListingButton listingId={listing.id} />
        </Suspense>
      ) : null}
    </div>
  );
}
