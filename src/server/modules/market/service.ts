import { and, asc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { convertDistance, type DistanceUnit, type Rates, toUsd } from '../../../shared/domain/currency.ts';
import {
  MARKET_MAX_COMPARABLES,
  MARKET_STATUSES,
  MARKET_YEAR_SPAN,
  marketBand,
  mileageAdjusted,
  publishedSoldPrice,
} from '../../../shared/domain/market.ts';
import type { Comparable, MarketEstimateQuery, MarketRange } from '../../../shared/schemas/market.ts';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/session.ts';
import { ratesOf } from '../currencies/service.ts';
import { visibleAsDetail } from '../listings/visibility.ts';

/** The car being priced: a listing, or the editor's not-yet-saved one. */
interface Subject {
  id: number | null;
  make: string;
  model: string;
  year: number;
  mileageMi: number | null;
  /** null: a listing on request, which has no position in a band (its comparables are still shown). */
  priceUsd: number | null;
}

/**
 * The comparables of a car (shared/domain/market.ts): the same make and model (any letter case), a model
 * year within MARKET_YEAR_SPAN, live or sold and not held by a suspension, the car itself left out; the
 * nearest in year and then in mileage first. Prices in US dollars, brought to the car's mileage: a sold
 * car counts at the price it sold for when its seller published it (shared/domain/market.ts).
 */
async function comparables(db: Db, rates: Rates, s: Subject): Promise<Comparable[]> {
  const nearYear: SQL = sql`abs(${listings.year} - ${s.year})`;
  // (A bare constant in ORDER BY would be read as a column position.)
  const order =
    s.mileageMi === null
      ? [nearYear, asc(listings.id)]
      : [
          nearYear,
          sql`abs(coalesce(${listings.mileageMi}, ${s.mileageMi}) - ${s.mileageMi})`,
          asc(listings.id),
        ];
  const rows = await db
    .select({
      id: listings.id,
      year: listings.year,
      make: listings.make,
      model: listings.model,
      status: listings.status,
      priceUsd: listings.priceUsd,
      currency: listings.currency,
      soldPrice: listings.soldPrice,
      showSoldPrice: listings.showSoldPrice,
      mileageMi: listings.mileageMi,
    })
    .from(listings)
    .where(
      and(
        eq(listings.make, s.make),
        sql`lower(${listings.model}) = lower(${s.model})`,
        sql`${listings.year} between ${s.year - MARKET_YEAR_SPAN} and ${s.year + MARKET_YEAR_SPAN}`,
        inArray(listings.status, [...MARKET_STATUSES]),
        eq(listings.sellerSuspended, false),
        // A car on request has no asking price to compare; one sold may count at its sold price (below).
        or(isNotNull(listings.priceUsd), isNotNull(listings.soldPrice)),
        s.id === null ? undefined : ne(listings.id, s.id),
      ),
    )
    .orderBy(...order)
    .limit(MARKET_MAX_COMPARABLES);
  return rows.flatMap(({ currency, soldPrice, showSoldPrice, ...r }) => {
    const sold = publishedSoldPrice({ status: r.status, soldPrice, showSoldPrice });
    const priceUsd = sold === null ? r.priceUsd : toUsd(sold, currency, rates);
    if (priceUsd === null) return [];
    return {
      ...r,
      status: r.status as Comparable['status'],
      priceBasis: sold === null ? ('asking' as const) : ('sold' as const),
      priceUsd,
      adjustedUsd: mileageAdjusted(priceUsd, r.mileageMi, s.mileageMi),
    };
  });
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

async function rangeFor(db: Db, s: Subject, rates?: Rates): Promise<MarketRange> {
  const found = await comparables(db, rates ?? (await ratesOf(db)), s);
  if (s.priceUsd === null) return { comparables: found, estimate: null };
  const band = marketBand(
    found.map((c) => c.adjustedUsd),
    s.priceUsd,
  );
  if (!band) return { comparables: found, estimate: null };
  const years = found.map((c) => c.year);
  const sold = found.filter((c) => c.status === 'sold').length;
  const soldAt = found.filter((c) => c.priceBasis === 'sold').length;
  const basis =
    `${found.length} ${s.make} ${s.model} listings (${found.length - sold} for sale, ${sold} sold` +
    (soldAt === 0 ? '' : `, ${soldAt} counted at ${soldAt === 1 ? 'its' : 'their'} sold price`) +
    '), ' +
    `model years ${Math.min(...years)} to ${Math.max(...years)}, in US dollars at today's rates` +
    (s.mileageMi === null
      ? ''
      : `, adjusted to ${s.mileageMi.toLocaleString('en-US')} miles (2% per 10,000 miles, at most 20%)`) +
    `; the band is the middle half, ${usd(band.low)} to ${usd(band.high)}.`;
  return { comparables: found, ...band, basis, priceUsd: s.priceUsd };
}

/** GET /api/listings/{id}/market: the market of a listing the actor may see (404 otherwise). */
export async function listingMarket(db: Db, actor: Actor | null, id: number): Promise<MarketRange> {
  const [row] = await db
    .select({
      id: listings.id,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      mileageMi: listings.mileageMi,
      priceUsd: listings.priceUsd,
    })
    .from(listings)
    .where(and(eq(listings.id, id), visibleAsDetail(actor)));
  if (!row) throw notFound('Listing not found');
  return rangeFor(db, row);
}

/** GET /api/market/estimate: where a price would sit, for a car not listed yet. */
export async function estimateMarket(db: Db, q: MarketEstimateQuery): Promise<MarketRange> {
  const rates = await ratesOf(db);
  return rangeFor(
    db,
    {
      id: null,
      make: q.make,
      model: q.model,
      year: q.year,
      mileageMi: q.mileage === null ? null : convertDistance(q.mileage, q.mileageUnit as DistanceUnit, 'mi'),
      priceUsd: toUsd(q.price, q.currency, rates),
    },
    rates,
  );
}
