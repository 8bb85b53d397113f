import { EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { StarRating } from '@client/features/ratings/components/StarRating.tsx';
import { errorText } from '@client/lib/api.ts';
import { RATING_HOLD_LABELS } from '@shared/domain/rating.ts';
import type { HeldRating } from '@shared/schemas/ratings.ts';
import { Check, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useHeldRatings, useReleaseRating, useRemoveRating } from '../api.ts';
import { formatDateTime, sellerDisplayName } from '../format.ts';
import { QueueSkeleton } from './AdminStates.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { ReviewRow } from './ReviewRow.tsx';

/**
 * Ratings held because they may come from the seller's own second account (docs/decisions/0020): release
 * one to count it, or remove it with a reason its seller sees on their dashboard.
 */
export function RatingsTab() {
  const query = useHeldRatings(true);
  const release = useReleaseRating();
  const remove = useRemoveRating();
  const [removing, setRemoving] = useState<HeldRating | null>(null);

  const onRelease = async (rating: HeldRating) => {
    try {
      await release.mutateAsync(rating.id);
      toast.success('Rating Released', { description: "It now counts in the seller's rating." });
    } catch (error) {
      toast.error('Failed to release rating.', { description: errorText(error, '') || undefined });
    }
  };

  const onRemove = async (reason: string): Promise<boolean> => {
    if (!removing) return false;
    try {
      await remove.mutateAsync({ id: removing.id, reason });
      toast.success('Rating Removed', { description: 'The seller sees why on their dashboard.' });
      return true;
    } catch (error) {
      toast.error('Failed to remove rating.', { description: errorText(error, '') || undefined });
      return false;
    }
  };

  if (query.isPending) return <QueueSkeleton label="Loading held ratings" />;
  if (query.isError)
    return <ErrorState what="Ratings" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const held = query.data;
  if (held.length === 0) {
    return (
      <EmptyState tone="done" icon={Star} title="No ratings held">
        Ratings from day-old accounts or from a seller's own address wait here for review.
      </EmptyState>
    );
  }

  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">
        {held.length} {held.length === 1 ? 'rating is' : 'ratings are'} held: not counted and not shown until
        released.
      </p>
      <ul className="flex flex-col gap-3">
        {held.map((rating) => {
          const headingId = `held-rating-${rating.id}`;
          const releasing = release.isPending && release.variables === rating.id;
          return (
            <ReviewRow
              key={rating.id}
              headingId={headingId}
              title={`${sellerDisplayName(rating.buyer)} rated ${sellerDisplayName(rating.seller)}`}
              badges={
                <>
                  <StarRating value={rating.rating} />
                  <span className="sr-only">{rating.rating} of 5 stars</span>
                </>
              }
              media={null}
              actions={
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    className="flex-1"
                    disabled={releasing}
                    onClick={() => void onRelease(rating)}
                  >
                    <Check aria-hidden="true" />
                    {releasing ? 'Releasing...' : 'Release'}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="flex-1 hover:border-destructive hover:text-destructive"
                    disabled={releasing}
                    aria-haspopup="dialog"
                    onClick={() => setRemoving(rating)}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </div>
              }
            >
              {rating.holdReason ? (
                <Badge variant="destructive" className="w-fit">
                  {RATING_HOLD_LABELS[rating.holdReason]}
                </Badge>
              ) : null}
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                {rating.listing ? (
                  <Link to={`/listing/${rating.listing.id}`} className="underline-offset-4 hover:underline">
                    {rating.listing.title}
                  </Link>
                ) : (
                  <span>Listing deleted</span>
                )}
                <span>Rater joined {formatDateTime(rating.buyer.createdAt)}</span>
                <span>Rated {formatDateTime(rating.createdAt)}</span>
              </p>
            </ReviewRow>
          );
        })}
      </ul>
      <ReasonDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove rating"
        description={
          removing
            ? `Tell ${sellerDisplayName(removing.seller)} why this rating is removed. They see this on their dashboard.`
            : ''
        }
        confirmLabel="Remove Rating"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </>
  );
}
