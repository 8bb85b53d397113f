import { storefrontPath } from '@shared/domain/storefront.ts';
import { sellerLabel } from '@shared/format.ts';
import type { ListingSeller } from '@shared/schemas/listings.ts';
import { Link } from 'react-router';

/**
 * A listing card's seller label: a dealer's links to its storefront (above the card's own stretched
 * link, so it takes its own clicks); a private seller's is plain text.
 */
export function SellerLabel({ seller }: { seller: ListingSeller | null | undefined }) {
  const label = sellerLabel(seller?.roleId);
  const path = storefrontPath(seller);
  if (!path) return <span className="text-foreground/85">{label}</span>;
  return (
    <Link
      to={path}
      className="relative z-20 text-foreground/85 underline-offset-4 hover:text-gold hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
    >
      {label}
      <span className="sr-only">: visit the storefront</span>
    </Link>
  );
}
