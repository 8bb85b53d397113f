import { cn } from '@client/lib/cn.ts';
import { statusBadgeLabel } from '../format.ts';

/** A pill over a card's photo ('Available', 'Reduced', 'Your Listing'...): give it its colours. */
export const overlayBadge =
  'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-[11px] font-medium tracking-[0.12em] uppercase frosted';

/**
 * 'Available' (green) or 'Pending' (gold) over a listing card's photo, in the results and on the seller's
 * dashboard alike; nothing for the states the public never sees.
 */
export function ListingStatusBadge({ status, className }: { status: string; className?: string }) {
  const label = statusBadgeLabel(status);
  if (!label) return null;
  const available = label === 'Available';
  return (
    <span
      className={cn(
        overlayBadge,
        'bg-black/55',
        available ? 'border-success/40 text-success' : 'border-gold/50 text-gold',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', available ? 'bg-success' : 'bg-gold')}
      />
      {label}
    </span>
  );
}
