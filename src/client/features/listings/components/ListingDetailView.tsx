import { PageTitle } from '@client/components/page/page-title.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { MarketBand } from '@client/features/market/index.ts';
import { isOwnListing } from '@shared/domain/listing.ts';
import { listingTitle } from '@shared/format.ts';
import type { ListingDetail } from '@shared/schemas/listings.ts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useBackToInventory } from '../inventory-return.ts';
import { useRememberViewed } from '../recently-viewed.ts';
import { ListingDetails } from './ListingDetails.tsx';
import { ListingGallery } from './ListingGallery.tsx';
import { ListingPriceCard } from './ListingPriceCard.tsx';
import { ListingSellerPanel } from './ListingSellerPanel.tsx';
import { ListingSummary } from './ListingSummary.tsx';
import { SimilarVehicles } from './SimilarVehicles.tsx';

/**
 * A loaded listing's page (spec section 2): the way back to the inventory, its photos and details, its
 * summary, price and seller, and similar vehicles while it is on sale.
 */
export function ListingDetailView({ listing }: { listing: ListingDetail }) {
  const { user } = useAuth();
  const backToInventory = useBackToInventory();
  useRememberViewed(listing);

  const title = listingTitle(listing);
  const own = isOwnListing(user, listing);

  return (
    <div className="container-page py-8 sm:py-10">
      <PageTitle title={title} />
      <nav aria-label="Breadcrumb">
        <Link
          {...backToInventory}
          className="inline-flex items-center gap-2 rounded-sm text-sm text-muted-foreground transition-colors hover:text-gold"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to inventory
        </Link>
      </nav>

      {/*
        Two columns from lg up (photos and details | summary and seller). On phones the columns dissolve
        (display: contents) and `order` interleaves them: photos, summary, details, then the seller.
      */}
      <div className="mt-6 flex flex-col gap-10 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem] xl:gap-14">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-10">
          <div className="order-1 min-w-0">
            <ListingGallery images={listing.imageUrls ?? []} title={title} listing={listing} />
          </div>
          <ListingDetails listing={listing} />
        </div>

        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <div className="order-2 flex flex-col gap-6">
            <ListingSummary listing={listing} own={own} />
            <ListingPriceCard listing={listing} own={own} />
            <MarketBand listingId={listing.id} />
          </div>
          <ListingSellerPanel listing={listing} own={own} />
        </div>
      </div>
      {listing.status === 'active' ? <SimilarVehicles listingId={listing.id} /> : null}
    </div>
  );
}
