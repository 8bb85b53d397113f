import { Card } from '@client/components/ui/card.tsx';
import { useRemovedRatings } from '../api.ts';
import { StarRating } from './StarRating.tsx';

/** On the seller's dashboard: ratings an administrator removed, and why, so a removal never goes unexplained. */
export function RemovedRatings() {
  const query = useRemovedRatings();
  const removed = query.data ?? [];
  if (removed.length === 0) return null;
  return (
    <Card asChild className="p-5">
      <section aria-labelledby="removed-ratings">
        <h3 id="removed-ratings" className="text-lg text-foreground">
          Removed ratings
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Our team removed these ratings; they do not count in your rating.
        </p>
        <ul className="mt-4 flex flex-col gap-3">
          {removed.map((r) => (
            <li
              key={r.id}
              className="flex flex-col gap-1 border-t border-border pt-3 first:border-t-0 first:pt-0"
            >
              <div className="flex flex-wrap items-center gap-3 text-sm text-foreground">
                <StarRating value={r.rating} />
                <span className="sr-only">{r.rating} of 5 stars</span>
                <span>{r.listing?.title ?? 'A deleted listing'}</span>
              </div>
              <p className="text-sm text-muted-foreground">Reason: {r.removalReason ?? 'No reason given'}</p>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
