/**
 * How buyers find more cars from one they like (issue "Buyers come back"): compare, similar vehicles,
 * recently viewed. The numbers live here once, for the server and the browser alike.
 */

/** At most this many listings side by side (more is refused: 400). */
export const COMPARE_MAX = 4;

/** 'Similar vehicles' on a listing's page: at most this many active listings of the same make and body type. */
export const SIMILAR_COUNT = 6;
/** Similar means a price within this share of the listing's own (0.35: from 65% to 135%)... */
export const SIMILAR_PRICE_SHARE = 0.35;
/** ...and a model year at most this many years apart. */
export const SIMILAR_YEAR_SPAN = 4;

/** The price and year window of listings similar to one. */
export function similarWindow(listing: { price: number | null; year: number }) {
  // A car on request has no price to be near: the year window alone.
  const { price } = listing;
  return {
    priceMin: price === null ? null : Math.floor(price * (1 - SIMILAR_PRICE_SHARE)),
    priceMax: price === null ? null : Math.ceil(price * (1 + SIMILAR_PRICE_SHARE)),
    yearMin: listing.year - SIMILAR_YEAR_SPAN,
    yearMax: listing.year + SIMILAR_YEAR_SPAN,
  };
}

/** The browser keeps this many recently viewed listings, newest first. */
export const RECENTLY_VIEWED_MAX = 12;
