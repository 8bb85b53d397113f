/**
 * Up to this many matches, a search's total and its facet counts are exact; above it they are
 * estimates, shown as such (DESIGN section 8): counting never visits more than this many matches, and
 * facet counts are tallied over this many and scaled to the estimated total (docs/decisions/0022 and
 * 0070). One threshold, so the interface can say where exact numbers end.
 */
export const EXACT_COUNT_LIMIT = 500;
