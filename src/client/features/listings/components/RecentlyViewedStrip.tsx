import { Price } from '@client/features/currency/index.ts';
import { cn } from '@client/lib/cn.ts';
import { listingTitle } from '@shared/format.ts';
import { Link } from 'react-router';
import { useRecentlyViewed } from '../recently-viewed.ts';
import { ListingPhoto } from './ListingPhoto.tsx';

/** A row of small cards that scrolls sideways. */
export default function RecentlyViewedStrip({ className }: { className?: string }) {
  const items = useRecentlyViewed();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title" className={cn('flex flex-col gap-4', className)}>
      <h2 id="recently-viewed-title" className="font-display text-2xl text-foreground sm:text-3xl">
        Recently viewed
      </h2>
      <ul className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-2" data-testid="recently-viewed">
        {items.map((l) => {
          const title = listingTitle(l);
          return (
            <li key={l.id} className="w-52 shrink-0 snap-start sm:w-60">
              <Link
                to={`/listing/${l.id}`}
                className="group flex flex-col gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
              >
                <ListingPhoto
                  url={l.imageUrls[0]}
                  listing={l}
                  alt=""
                  sizes="240px"
                  fallbackWidth={400}
                  className="block aspect-[16/10] overflow-hidden rounded-lg border border-border"
                  imgClassName="transition-transform duration-500 group-hover:scale-[1.03]"
                />
                <span className="truncate text-sm text-foreground group-hover:text-gold">{title}</span>
                <span className="-mt-1.5">
                  <Price amount={l.price} currency={l.currency} className="font-display text-lg text-gold" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
