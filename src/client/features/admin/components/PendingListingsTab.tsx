import { EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { ListingPhoto } from '@client/features/listings/components/ListingPhoto.tsx';
import { errorText } from '@client/lib/api.ts';
import { formatListingPrice, listingTitle } from '@shared/format.ts';
import { Check, CheckCircle2, ExternalLink } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type PendingListing, useApproveListing, usePendingListings, useRejectListing } from '../api.ts';
import { formatDate, listingSellerLabel } from '../format.ts';
import { QueueSkeleton } from './AdminStates.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
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
  const query = usePendingListings(true);
  const approve = useApproveListing();
  const reject = useRejectListing();
  const [rejecting, setRejecting] = useState<PendingListing | null>(null);

  const onApprove = async (listing: PendingListing) => {
    try {
      await approve.mutateAsync(listing.id);
      toast.success('Listing Approved', { description: 'The listing has been approved and is now live.' });
    } catch (error) {
      toast.error('Failed to approve listing.', { description: errorText(error, '') || undefined });
    }
  };

  const onReject = async (reason: string): Promise<boolean> => {
    if (!rejecting) return false;
    try {
      await reject.mutateAsync({ id: rejecting.id, reason });
      toast.success('Listing Rejected', {
        description: 'The seller has been told why and sees the reason on their dashboard.',
      });
      return true;
    } catch (error) {
      toast.error('Failed to reject listing.', { description: errorText(error, '') || undefined });
      return false;
    }
  };

  if (query.isPending) return <QueueSkeleton label="Loading pending listings" />;
  if (query.isError)
    return (
      <ErrorState what="Pending listings" onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  const listings = query.data;
  if (listings.length === 0) {
    return (
      <EmptyState tone="done" icon={CheckCircle2} title="All caught up!">
        No pending listings to review.
      </EmptyState>
    );
  }

  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">
        {listings.length} {listings.length === 1 ? 'listing awaits' : 'listings await'} review, oldest first.
      </p>
      <ul className="flex flex-col gap-3">
        {listings.map((listing) => {
          const title = listingTitle(listing);
          const headingId = `pending-listing-${listing.id}`;
          const approving = approve.isPending && approve.variables === listing.id;
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
                  busy={approving}
                  onApprove={() => void onApprove(listing)}
                  onReject={() => setRejecting(listing)}
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
        })}
      </ul>
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title="Reject listing"
        description={
          rejecting
            ? `Tell the seller why the ${listingTitle(rejecting)} cannot go live. They receive this by e-mail and see it on their dashboard.`
            : ''
        }
        confirmLabel="Reject Listing"
        pendingLabel="Rejecting..."
        pending={reject.isPending}
        onConfirm={onReject}
      />
    </>
  );
}
