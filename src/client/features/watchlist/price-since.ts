import type { VisitorFormat } from '@client/features/currency/index.ts';
import type { WatchedListing } from '@shared/schemas/watchlist.ts';

/**
 * What a watched car's price did since it was watched: 'Down $5,000', 'Up $2,000' or the same price,
 * in the listing's currency (both prices are the seller's) with the visitor's beside it. A car on request,
 * then or now, has no difference to tell: its price as it is now.
 */
export function priceSinceWatched(
  item: Pick<WatchedListing, 'priceAtWatch' | 'listing'>,
  price: VisitorFormat['price'],
): {
  text: string;
  tone: 'down' | 'up' | 'same';
} {
  const { currency } = item.listing;
  const now = item.listing.price;
  const then = item.priceAtWatch;
  if (now === null || then === null) return { text: price(now, currency), tone: 'same' };
  const diff = now - then;
  if (diff < 0) return { text: `Down ${price(-diff, currency)} since you watched`, tone: 'down' };
  if (diff > 0) return { text: `Up ${price(diff, currency)} since you watched`, tone: 'up' };
  return { text: `${price(then, currency)} when you watched`, tone: 'same' };
}
