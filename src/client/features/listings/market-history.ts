import type { VisitorFormat } from '@client/features/currency/index.ts';
import type { Listing, PriceChange } from '@shared/schemas/listings.ts';

/**
 * What a listing's page and cards say of its time on the market, its price history and its sale
 * (issue 17). Prices go through the shared formatter like every other price on the site.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Nov 3, 2026' (UTC, so the server's render and the browser's agree), as Intl's en-US medium date
 * writes it, without Intl: a listing's page would otherwise load Intl's locale data to show one date
 * (src/shared/format-number.ts says what that costs).
 */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/**
 * 'Price reduced by $15,000 on Nov 3, 2026' when the latest change was a reduction; null otherwise. The
 * amount in the listing's currency, with the visitor's beside it (`price`, from useVisitorFormat).
 */
export function latestReductionLine(
  history: readonly PriceChange[],
  price: VisitorFormat['price'],
): string | null {
  const last = history[history.length - 1];
  if (!last || last.newPrice >= last.oldPrice) return null;
  return `Price reduced by ${price(last.oldPrice - last.newPrice, last.currency)} on ${formatDay(last.changedAt)}`;
}

/** 'Listed today', '1 day on market', '12 days on market'; null for a listing never live. */
export function daysOnMarketLabel(l: Pick<Listing, 'daysOnMarket' | 'status'>): string | null {
  const d = l.daysOnMarket;
  if (d === null) return null;
  if (l.status === 'sold') return d === 1 ? 'Sold after 1 day' : `Sold after ${d} days`;
  if (d === 0) return 'Listed today';
  return d === 1 ? '1 day on market' : `${d} days on market`;
}

/**
 * 'Sold for EUR 410,000 · about $442,000' (the seller states the sale price in the listing's currency;
 * the visitor's beside it, `price` from useVisitorFormat), or 'Price withheld' (the seller did not share
 * it; the server never sent it). The seller's own view has the price even when withheld, and is told
 * nobody else sees it.
 */
export function soldPriceLabel(
  l: Pick<Listing, 'soldPrice' | 'showSoldPrice' | 'currency'>,
  price: VisitorFormat['price'],
): string {
  if (l.soldPrice === null) return 'Price withheld';
  const sold = `Sold for ${price(l.soldPrice, l.currency)}`;
  return l.showSoldPrice ? sold : `${sold} (private: only you see this price)`;
}

/** 'Sold Nov 3, 2026'; null unless sold. */
export const soldDateLabel = (l: Pick<Listing, 'soldAt'>): string | null =>
  l.soldAt ? `Sold ${formatDay(l.soldAt)}` : null;

export interface ChartPoint {
  /** Milliseconds since the epoch. */
  at: number;
  price: number;
}

/**
 * The price over time as steps: the first asking price from when the listing went live (or its first
 * change), each change at its time, and today's price at `now` (or the sale). Fewer than one change: none.
 */
export function priceSteps(
  history: readonly PriceChange[],
  listing: Pick<Listing, 'createdAt' | 'daysOnMarket' | 'soldAt'>,
  now: number,
): ChartPoint[] {
  if (history.length === 0) return [];
  const first = history[0]!;
  const end = listing.soldAt ? Date.parse(listing.soldAt) : now;
  const liveSince =
    listing.daysOnMarket !== null ? end - listing.daysOnMarket * 86_400_000 : Date.parse(listing.createdAt);
  const start = Math.min(liveSince, Date.parse(first.changedAt));
  const points: ChartPoint[] = [{ at: start, price: first.oldPrice }];
  for (const change of history) points.push({ at: Date.parse(change.changedAt), price: change.newPrice });
  points.push({
    at: Math.max(end, points[points.length - 1]!.at),
    price: history[history.length - 1]!.newPrice,
  });
  return points;
}
