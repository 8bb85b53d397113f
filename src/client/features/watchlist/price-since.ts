import { formatPrice } from '@shared/format.ts';
import type { WatchedListing } from '@shared/schemas/watchlist.ts';

/** What a watched car's price did since it was watched: 'Down $5,000', 'Up $2,000' or 'Same price'. */
export function priceSinceWatched(item: Pick<WatchedListing, 'priceAtWatch' | 'listing'>): {
  text: string;
  tone: 'down' | 'up' | 'same';
} {
  const diff = item.listing.price - item.priceAtWatch;
  if (diff < 0) return { text: `Down ${formatPrice(-diff)} since you watched`, tone: 'down' };
  if (diff > 0) return { text: `Up ${formatPrice(diff)} since you watched`, tone: 'up' };
  return { text: `${formatPrice(item.priceAtWatch)} when you watched`, tone: 'same' };
}
