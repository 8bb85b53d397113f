/**
 * The market behind a price (issue 17 "Market range", docs/decisions/0029): which listings compare with
 * a car, how their prices are brought to its mileage, and where its price sits among them. The server
 * picks comparables with these numbers; the detail page and the listing editor read the same answer.
 */

/** Comparables share the make and model and a model year at most this many years apart. */
export const MARKET_YEAR_SPAN = 3;
/** Fewer comparables than this give no estimate: the page says there is not enough market data. */
export const MARKET_MIN_COMPARABLES = 5;
/** At most this many comparables, the nearest in model year and then in mileage. */
export const MARKET_MAX_COMPARABLES = 40;

/**
 * Mileage adjustment: a comparable's price moves 2% for each 10,000 miles it has more (down) or fewer
 * (up) than the car priced, capped at 20% either way. Why: dealers' and auction houses' rules of thumb
 * for collector and exotic cars put depreciation by use at 1-3% per 10,000 miles once the first owner's
 * years are past, far less than the 10-15% mass-market guides use, because these cars are priced on
 * rarity and condition; the cap stops one high-mileage car (or a delivery-mileage one) from dragging
 * the band: beyond a fifth of the value, mileage says more about the car's history than its price.
 */
export const MILEAGE_ADJUSTMENT_PER_10K_MI = 0.02;
export const MILEAGE_ADJUSTMENT_CAP = 0.2;

/** A comparable's USD price as if it had the subject's mileage (missing mileages count as equal). */
export function mileageAdjusted(
  priceUsd: number,
  comparableMileageMi: number | null,
  subjectMileageMi: number | null,
): number {
  if (comparableMileageMi === null || subjectMileageMi === null) return priceUsd;
  const share = ((comparableMileageMi - subjectMileageMi) / 10_000) * MILEAGE_ADJUSTMENT_PER_10K_MI;
  const capped = Math.max(-MILEAGE_ADJUSTMENT_CAP, Math.min(MILEAGE_ADJUSTMENT_CAP, share));
  return Math.round(priceUsd * (1 + capped));
}

/** The value at a share (0..1) of sorted values, interpolated between neighbours. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return Math.round(sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo));
}

export type MarketPosition = 'below' | 'within' | 'above';

/**
 * The band is the middle half of the adjusted prices (from the first to the third quartile): an asking
 * price inside it is "within" the market, below the first quartile "below", above the third "above".
 * Null with fewer than MARKET_MIN_COMPARABLES.
 */
export function marketBand(
  adjustedPricesUsd: readonly number[],
  priceUsd: number,
): { low: number; median: number; high: number; position: MarketPosition } | null {
  if (adjustedPricesUsd.length < MARKET_MIN_COMPARABLES) return null;
  const sorted = [...adjustedPricesUsd].sort((a, b) => a - b);
  const low = quantile(sorted, 0.25);
  const median = quantile(sorted, 0.5);
  const high = quantile(sorted, 0.75);
  const position: MarketPosition = priceUsd < low ? 'below' : priceUsd > high ? 'above' : 'within';
  return { low, median, high, position };
}

/** Where a price sits on the band, 0..1 from just below its low end to just above its high end (for the bar). */
export function bandOffset(band: { low: number; high: number }, priceUsd: number): number {
  const span = Math.max(band.high - band.low, 1);
  const from = band.low - span / 2;
  return Math.max(0, Math.min(1, (priceUsd - from) / (span * 2)));
}

/** Comparables are live listings and sold ones (a sold price is the market's firmest word). */
export const MARKET_STATUSES = ['active', 'sold'] as const;

/**
 * The price a sold comparable counts at: what it sold for, when the seller published it. A withheld sold
 * price never leaves the server (docs/decisions/0030), and a comparable's price is part of the market
 * reply, so a withheld one counts at its last asking price instead.
 */
export function publishedSoldPrice(car: {
  status: string;
  soldPrice: number | null;
  showSoldPrice: boolean;
}): number | null {
  return car.status === 'sold' && car.showSoldPrice && car.soldPrice !== null ? car.soldPrice : null;
}
