import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { Price } from '@client/features/currency/index.ts';
import { ContactSeller } from '@client/features/inquiries/components/ContactSeller.tsx';
import { listingTitle } from '@shared/format.ts';
import type { ListingDetail } from '@shared/schemas/listings.ts';
import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { MarketHistory } from './MarketHistory.tsx';

/** On one's own listing, instead of contacting the seller: where to manage it. */
function OwnListingNotice() {
  return (
    <div className="rounded-lg border border-gold/40 bg-gold/10 p-4">
      <p className="font-medium text-gold">This is your listing</p>
      <p className="mt-1 text-sm text-muted-foreground">
        You can manage this listing from your seller dashboard
      </p>
      <Button asChild variant="outline" size="sm" className="mt-4">
        <Link to="/seller-dashboard">
          <LayoutDashboard aria-hidden="true" />
          Seller dashboard
        </Link>
      </Button>
    </div>
  );
}

/**
 * The listing's price, its market history, and the way to its seller: the contact form (none once sold),
 * or on one's own listing a pointer to the seller dashboard.
 */
export function ListingPriceCard({ listing, own }: { listing: ListingDetail; own: boolean }) {
  const title = listingTitle(listing);
  return (
    <Card className="p-6">
      <p className="text-xs tracking-[0.18em] text-muted-foreground uppercase">Price</p>
      <p className="mt-2">
        <Price
          amount={listing.price}
          currency={listing.currency}
          testId="listing-price"
          stacked
          className="font-display text-5xl font-semibold tracking-tight text-gold"
          originalClassName="mt-1 text-sm tracking-[0.12em]"
        />
      </p>
      <MarketHistory listing={listing} />
      <div className="mt-6">
        {own ? (
          <OwnListingNotice />
        ) : listing.status === 'sold' ? null : (
          <ContactSeller listingId={listing.id} vehicleTitle={title} />
        )}
      </div>
    </Card>
  );
}
