import { Button } from '@client/components/ui/button.tsx';
import { listingTerm, renewalRefusal } from '@shared/domain/expiry.ts';
import { LISTING_FEE } from '@shared/domain/payment.ts';
import { formatPrice, listingTitle } from '@shared/format.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import { ArrowUpRight, CalendarClock, Loader2, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Under a dashboard card: how long a private seller's listing stays live ("Live until 12 Feb 2027",
 * "Expires in 3 days" in the reminder window) with Renew when it may be renewed (shared/domain/expiry.ts),
 * and for a dealer's listing parked by its plan the way to a bigger plan. Nothing for the others.
 */
export function ListingTermLine({
  listing,
  canUpgrade,
  onRenew,
  renewing,
}: {
  listing: Listing;
  canUpgrade?: boolean;
  onRenew: (listing: Listing) => void;
  renewing: boolean;
}) {
  if (canUpgrade)
    return (
      <Button asChild size="sm" variant="outline" className="self-start">
        <Link to="?tab=business" data-testid="upgrade-plan">
          <ArrowUpRight aria-hidden="true" />
          Upgrade plan
        </Link>
      </Button>
    );
  const now = new Date();
  const term = listingTerm({ ...listing, expiresAt: listing.expiresAt ?? null }, now);
  if (!term) return null;
  const renewable =
    renewalRefusal({ status: listing.status, expiresAt: listing.expiresAt ?? null }, now) === null;
  const text =
    term.kind === 'ending'
      ? `Expires in ${term.days} day${term.days === 1 ? '' : 's'}`
      : term.kind === 'live_until'
        ? `Live until ${day.format(term.expiresAt)}`
        : `Expired on ${day.format(term.expiresAt)}`;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p
        data-testid="listing-expiry"
        className={
          term.kind === 'live_until'
            ? 'inline-flex items-center gap-1.5 text-xs text-muted-foreground'
            : 'inline-flex items-center gap-1.5 text-xs font-medium text-gold'
        }
      >
        <CalendarClock className="size-3.5" aria-hidden="true" />
        {text}
      </p>
      {renewable ? (
        <Button
          id={`renew-${listing.id}`}
          type="button"
          size="sm"
          onClick={() => onRenew(listing)}
          disabled={renewing}
          aria-label={`Renew ${listingTitle(listing)} for ${formatPrice(LISTING_FEE.amount, LISTING_FEE.currency)}`}
        >
          {renewing ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          {renewing ? 'Renewing...' : `Renew (${formatPrice(LISTING_FEE.amount, LISTING_FEE.currency)})`}
        </Button>
      ) : null}
    </div>
  );
}
