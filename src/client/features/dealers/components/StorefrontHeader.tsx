import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { StarRating } from '@client/features/ratings/components/StarRating.tsx';
import { storePostLoginRedirect } from '@client/lib/post-login-redirect.ts';
import { formatRating } from '@shared/format.ts';
import { photoVariantUrl } from '@shared/photos.ts';
import type { Storefront } from '@shared/schemas/dealers.ts';
import { BadgeCheck, CalendarDays, Car, Globe, MapPin, Phone, Store } from 'lucide-react';
import { Link, useLocation } from 'react-router';

const memberSince = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** The website as people read it: no scheme, no trailing slash. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** The top of a dealer's storefront: logo, name, badge, rating, place, about text and contact. */
export function StorefrontHeader({ dealer }: { dealer: Storefront }) {
  const location = useLocation();
  const total = dealer.rating.totalRatings;
  return (
    <div className="flex flex-col gap-8 lg:flex-row lg:items-start lg:justify-between">
      <div className="flex min-w-0 flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-surface-raised sm:size-28">
          {dealer.logoUrl ? (
            <img
              src={photoVariantUrl(dealer.logoUrl, 400, 'webp')}
              alt={`${dealer.name} logo`}
              width={112}
              height={112}
              className="size-full object-contain"
            />
          ) : (
            <Store className="size-10 text-gold/70" aria-hidden="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <p className="eyebrow">Dealer</p>
          <h1 className="font-display text-4xl leading-[1.05] break-words text-foreground sm:text-5xl">
            {dealer.name}
          </h1>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {dealer.verified ? (
              <Badge variant="success">
                <BadgeCheck className="size-3.5" aria-hidden="true" />
                Verified Dealer
              </Badge>
            ) : null}
            {total > 0 ? (
              <span className="flex items-center gap-2">
                <StarRating value={dealer.rating.averageRating} />
                <span className="text-foreground">
                  {formatRating(dealer.rating.averageRating, total)}
                  <span className="sr-only"> out of 5</span>
                </span>
                ({total} {total === 1 ? 'rating' : 'ratings'})
              </span>
            ) : (
              <span>No ratings yet</span>
            )}
            {dealer.location ? (
              <span className="flex items-center gap-1.5">
                <MapPin className="size-4 text-gold/80" aria-hidden="true" />
                {dealer.location}
              </span>
            ) : null}
            <span className="flex items-center gap-1.5">
              <CalendarDays className="size-4 text-gold/80" aria-hidden="true" />
              Member since {memberSince(dealer.memberSince)}
            </span>
            <span className="flex items-center gap-1.5">
              <Car className="size-4 text-gold/80" aria-hidden="true" />
              {dealer.activeListings} {dealer.activeListings === 1 ? 'vehicle' : 'vehicles'} for sale
            </span>
          </div>
          {dealer.about ? (
            <p className="max-w-3xl leading-relaxed whitespace-pre-line text-foreground/85">{dealer.about}</p>
          ) : null}
        </div>
      </div>

      <section
        aria-labelledby="dealer-contact-title"
        className="flex w-full shrink-0 flex-col gap-3 rounded-xl border border-border bg-surface p-5 lg:w-72"
      >
        <h2 id="dealer-contact-title" className="font-display text-xl text-foreground">
          Contact
        </h2>
        {dealer.contactShown ? (
          dealer.phone || dealer.website ? (
            <ul className="flex flex-col gap-2 text-sm">
              {dealer.phone ? (
                <li>
                  <a
                    href={`tel:${dealer.phone.replace(/[^\d+]/g, '')}`}
                    className="inline-flex items-center gap-2 text-foreground underline-offset-4 hover:text-gold hover:underline"
                  >
                    <Phone className="size-4 text-gold/80" aria-hidden="true" />
                    {dealer.phone}
                  </a>
                </li>
              ) : null}
              {dealer.website ? (
                <li>
                  <a
                    href={dealer.website}
                    rel="noopener noreferrer nofollow ugc"
                    target="_blank"
                    className="inline-flex items-center gap-2 break-all text-foreground underline-offset-4 hover:text-gold hover:underline"
                  >
                    <Globe className="size-4 shrink-0 text-gold/80" aria-hidden="true" />
                    {shortUrl(dealer.website)}
                  </a>
                </li>
              ) : null}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">Write to the dealer from any of its listings.</p>
          )
        ) : (
          <>
            <p className="text-sm text-muted-foreground">Sign in to see the dealer's phone and website.</p>
            <Button asChild size="sm" variant="outline" className="w-fit">
              <Link
                to="/login"
                onClick={() => storePostLoginRedirect(`${location.pathname}${location.search}`)}
              >
                Sign in
              </Link>
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
