import { Badge } from '@client/components/ui/badge.tsx';
import { ListingPhoto } from '@client/features/listings/components/ListingPhoto.tsx';
import { formatListingPrice, listingTitle } from '@shared/format.ts';
import { Check, CheckCircle2, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useApproveListing, usePendingListings, useRejectListing } from '../api.ts';
import { formatDate, listingSellerLabel } from '../format.ts';
import { ReviewQueue } from './ReviewQueue.tsx';
import { ApproveRejectActions, ReviewRow } from './ReviewRow.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-[11px] tracking-[0.14em] text-muted-foreground uppercase">{label}</dt>
      <dd className="truncate text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** Pending Approvals (spec section 2): approve makes a listing live; reject needs a reason. */
export function PendingListingsTab() {
  return (
    <ReviewQueue
      query={usePendingListings(true)}
      loadingLabel="Loading pending listings"
      what="Pending listings"
      empty={{ icon: CheckCircle2, title: 'All caught up!', text: 'No pending listings to review.' }}
      count={(n) => `${n} ${n === 1 ? 'listing awaits' : 'listings await'} review, oldest first.`}
      approve={{
        mutation: useApproveListing(),
        done: ['Listing Approved', 'The listing has been approved and is now live.'],
        failed: 'Failed to approve listing.',
      }}
      reject={{
        mutation: useRejectListing(),
        done: ['Listing Rejected', 'The seller has been told why and sees the reason on their dashboard.'],
        failed: 'Failed to reject listing.',
        title: 'Reject listing',
        description: (listing) =>
          `Tell the seller why the ${listingTitle(listing)} cannot go live. They receive this by e-mail and see it on their dashboard.`,
        confirmLabel: 'Reject Listing',
      }}
      row={(listing, actions) => {
        const title = listingTitle(listing);
        const headingId = `pending-listing-${listing.id}`;
        return (
          <ReviewRow
            key={listing.id}
            headingId={headingId}
            title={title}
            badges={<Badge variant="secondary">Pending</Badge>}
            detailsClassName="gap-3"
            media={
              <ListingPhoto
                url={listing.imageUrls?.[0]}
                listing={listing}
                alt=""
                sizes="(min-width: 640px) 176px, 100vw"
                fallbackWidth={400}
                className="block aspect-[16/10] w-full shrink-0 overflow-hidden rounded-lg border border-border bg-surface-raised sm:w-44"
              />
            }
            actions={
              <ApproveRejectActions
                className="flex shrink-0 gap-2 sm:flex-col lg:flex-row"
                approveLabel="Approve"
                approvingLabel="Approving..."
                icon={Check}
                busy={actions.approving}
                onApprove={actions.approve}
                onReject={actions.reject}
              />
            }
          >
            <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
              <Fact label="Seller">{listingSellerLabel(listing.seller)}</Fact>
              <Fact label="Price">{formatListingPrice(listing.price, listing.currency)}</Fact>
              <Fact label="Location">{listing.location}</Fact>
              <Fact label="Year">{listing.year}</Fact>
            </dl>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
              <span>Submitted {formatDate(listing.createdAt)}</span>
              <Link
                to={`/listing/${listing.id}`}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 text-gold underline-offset-4 hover:underline"
              >
                Preview listing
                <ExternalLink className="size-3" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </Link>
            </p>
          </ReviewRow>
        );
      }}
    />
  );
}
