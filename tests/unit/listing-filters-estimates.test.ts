import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../../src/client/features/listings/browse-state.ts';
import { ListingFilters } from '../../src/client/features/listings/components/ListingFilters.tsx';
import { EXACT_COUNT_LIMIT } from '../../src/shared/domain/search.ts';
import type { ListingFacets } from '../../src/shared/schemas/listings.ts';

/**
 * The filter panel's markup as the listings page draws it, with the facets the API answered (issue 14);
 * React's markers between adjacent texts taken out, so the text reads as a visitor sees it.
 */
const panel = (facets: ListingFacets) =>
  renderToString(
    createElement(ListingFilters, { filters: EMPTY_FILTERS, facets, onChange: () => {} }),
  ).replaceAll('<!-- -->', '');

const facets = (total: number, estimated: boolean): ListingFacets => ({
  total,
  estimated,
  make: [],
  region: [],
  condition: [],
  bodyType: [],
  priceBand: [],
});

describe('the filter panel’s counts', () => {
  it('say they are estimates when the server estimated them', () => {
    const html = panel(facets(12_400, true));
    expect(html).toContain(`Counts are estimates: more than ${EXACT_COUNT_LIMIT} vehicles match.`);
    expect(html).toContain('All Makes (about 12,400)');
  });

  it('are shown as plain numbers when every one was counted', () => {
    const html = panel(facets(36, false));
    expect(html).not.toContain('Counts are estimates');
    expect(html).not.toContain('(about ');
    expect(html).toContain('All Makes (36)');
  });
});
