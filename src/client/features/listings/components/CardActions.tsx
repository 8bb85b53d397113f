import { CompareToggle } from '@client/features/compare/components/CompareToggle.tsx';
import { WatchButton } from '@client/features/watchlist/components/WatchButton.tsx';

/**
 * The heart (not on one's own listing) and the compare toggle along the bottom of a card's photo: its top
 * carries the make's lettering on the left and the status on the right, and a heart there hid the make on
 * a phone. Loaded apart from the
 * card (ListingCard lazy-loads it), so the first page's script stays within its budget.
 */
export default function CardActions({
  listingId,
  title,
  own,
}: {
  listingId: number;
  title: string;
  own: boolean;
}) {
  return (
    <>
      {own ? null : (
        <div className="absolute bottom-3 left-3">
          <WatchButton listingId={listingId} title={title} />
        </div>
      )}
      <CompareToggle listingId={listingId} title={title} className="absolute right-3 bottom-3" />
    </>
  );
}
