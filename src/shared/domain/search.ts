/**
 * Up to this many matches, a search's total and its facet counts are exact; above it they are
 * estimates, shown as such (DESIGN section 8): counting never visits more than this many matches, and
 * facet counts are tallied over this many and scaled to the estimated total (docs/decisions/0022 and
 * 0070). One threshold, so the interface can say where exact numbers end.
 */
export const EXACT_COUNT_LIMIT = 500;

/**
 * The header of GET /api/listings saying how the search words were matched, when some were matched to
 * the words they resemble ('porshe 911' as 'porsche 911'); absent otherwise. Percent-encoded
 * (encodeURIComponent): a header holds Latin-1 alone, and a search may hold any letter.
 */
export const SEARCHED_AS_HEADER = 'x-searched-as';
