import { Avatar, AvatarFallback } from '@client/components/ui/avatar.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { StarRating } from '@client/features/ratings/components/StarRating.tsx';
import { storefrontPath } from '@shared/domain/storefront.ts';
import { formatRating, sellerInitials, sellerLabel } from '@shared/format.ts';
import type { ListingSeller } from '@shared/schemas/listings.ts';
import type { RatingSummary } from '@shared/schemas/ratings.ts';
import { BadgeCheck, MapPin, Store } from 'lucide-react';
import { Link } from 'react-router';

/** The seller's name on the listing page: full name, else whatever part is known, else 'Dealer'. */
export function sellerDisplayName(seller: Pick<ListingSeller, 'firstName' | 'lastName'> | null | undefined) {
  const name = [seller?.firstName, seller?.lastName]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || 'Dealer';
}

/** Spec section 2, Seller Information card. */
export function SellerInfoCard({
  seller,
  rating,
}: {
  seller: ListingSeller | null | undefined;
  rating: RatingSummary | undefined;
}) {
  const total = rating?.totalRatings ?? 0;
  const storefront = storefrontPath(seller);
  const average = rating?.averageRating ?? 0;
  return (
    <Card asChild className="p-6">
      <section aria-labelledby="seller-info-title">
        <h2 id="seller-info-title" className="font-display text-2xl text-foreground">
          Seller Information
        </h2>
        <div className="mt-5 flex items-start gap-4">
          <Avatar className="size-14">
            <AvatarFallback className="text-base">{sellerInitials(seller ?? {})}</AvatarFallback>
          </Avatar>
          <div className="flex min-w-0 flex-col gap-1.5">
            <p className="truncate text-lg font-medium text-foreground">{sellerDisplayName(seller)}</p>
            {storefront ? (
              <Link
                to={storefront}
                className="inline-flex w-fit items-center gap-1 text-sm text-gold underline-offset-4 hover:underline"
              >
                <Store className="size-4" aria-hidden="true" />
                Visit the dealer's storefront
              </Link>
            ) : null}
            <p className="text-sm text-muted-foreground">{sellerLabel(seller?.roleId)}</p>
            {seller?.verified ? (
              <Badge variant="success" className="self-start">
                <BadgeCheck className="size-3.5" aria-hidden="true" />
                Verified Seller
              </Badge>
            ) : null}
          </div>
        </div>
        {total > 0 || seller?.city ? (
          <dl className="mt-5 flex flex-col gap-3 border-t border-border pt-5 text-sm">
            {total > 0 ? (
              <div className="flex items-center justify-between gap-3">
                <dt className="text-muted-foreground">Rating</dt>
                <dd className="flex items-center gap-2">
                  <StarRating value={average} />
                  <span className="text-foreground">
                    {formatRating(average, total)}
                    <span className="sr-only"> out of 5</span>
                  </span>
                  <span className="text-muted-foreground">
                    ({total} {total === 1 ? 'rating' : 'ratings'})
                  </span>
                </dd>
              </div>
            ) : null}
            {seller?.city ? (
              <div className="flex items-center justify-between gap-3">
                <dt className="text-muted-foreground">Location</dt>
                <dd className="flex items-center gap-1.5 text-right text-foreground">
                  <MapPin className="size-4 shrink-0 text-gold/80" aria-hidden="true" />
                  {[seller.city, seller.country].filter(Boolean).join(', ')}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </section>
    </Card>
  );
}
