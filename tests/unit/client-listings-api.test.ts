import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchListingsPage,
  listingsQueryString,
  nextCursorFromLink,
  searchedAsFrom,
} from '../../src/client/features/listings/api.ts';
import { vehicleCountLabel } from '../../src/client/features/listings/format.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextCursorFromLink', () => {
  it('reads the cursor of the next page', () => {
    expect(nextCursorFromLink('</api/listings?make=Audi&limit=2&cursor=eyJrIjoxfQ>; rel="next"')).toBe(
      'eyJrIjoxfQ',
    );
  });

  it('ignores other relations and missing headers', () => {
    expect(nextCursorFromLink(null)).toBeNull();
    expect(nextCursorFromLink('</api/listings?cursor=abc>; rel="prev"')).toBeNull();
    expect(
      nextCursorFromLink('</api/listings?cursor=a>; rel="prev", </api/listings?cursor=b>; rel="next"'),
    ).toBe('b');
  });
});

describe('listingsQueryString', () => {
  it('leaves out empty values and sorts keys', () => {
    expect(
      listingsQueryString({ status: 'active', make: '', region: undefined, priceMin: '  ', limit: 6 }),
    ).toBe('limit=6&status=active');
    expect(listingsQueryString({ make: 'Aston Martin', b: null })).toBe('make=Aston+Martin');
  });
});

describe('vehicleCountLabel', () => {
  it.each([
    [0, false, '0', 'vehicles'],
    [1, false, '1', 'vehicle'],
    [999, false, '999', 'vehicles'],
    [12_400, true, 'about 12,400', 'vehicles'],
    [1_250_000, true, 'about 1,250,000', 'vehicles'],
  ])('%d (estimated: %s) reads "%s %s"', (total, estimated, number, noun) => {
    expect(vehicleCountLabel(total, estimated)).toEqual({ number, noun });
  });
});

describe('fetchListingsPage', () => {
  it('returns the items, X-Total-Count and the next cursor', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify([{ id: 1 }, { id: 2 }]), {
          status: 200,
          headers: {
            'X-Total-Count': '36',
            Link: '</api/listings?status=active&limit=2&cursor=NEXT>; rel="next"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = await fetchListingsPage({ status: 'active', limit: 2, make: '' }, null);
    expect(page.total).toBe(36);
    expect(page.totalEstimated).toBe(false);
    expect(page.nextCursor).toBe('NEXT');
    expect(page.items).toHaveLength(2);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/listings?limit=2&status=active');
  });

  it('takes X-Total-Count-Estimate as an estimate, and shows it as one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'X-Total-Count-Estimate': '12400' } })),
    );
    const page = await fetchListingsPage({ q: 'carbon' }, null);
    expect(page).toMatchObject({ total: 12_400, totalEstimated: true });
    expect(vehicleCountLabel(page.total, page.totalEstimated)).toEqual({
      number: 'about 12,400',
      noun: 'vehicles',
    });
  });

  it('sends the cursor of the page asked for, and has no next page without a Link', async () => {
    const fetchMock = vi.fn(
      async () => new Response('[]', { status: 200, headers: { 'X-Total-Count': '0' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = await fetchListingsPage({ make: 'Audi' }, 'C1');
    expect(page).toEqual({ items: [], total: 0, totalEstimated: false, nextCursor: null, searchedAs: null });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/listings?cursor=C1&make=Audi');
  });
});

describe('searchedAsFrom', () => {
  it('reads the words of X-Searched-As, percent-encoded for any letter', () => {
    expect(searchedAsFrom('porsche%20911')).toBe('porsche 911');
    expect(searchedAsFrom(encodeURIComponent('citroën ds'))).toBe('citroën ds');
  });

  it('has none without the header, or with one that is not percent-encoded text', () => {
    expect(searchedAsFrom(null)).toBeNull();
    expect(searchedAsFrom('')).toBeNull();
    expect(searchedAsFrom('%E0%A4%A')).toBeNull();
  });

  it('is read from the response of a page of listings', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('[]', { status: 200, headers: { 'X-Total-Count': '0', 'X-Searched-As': 'ferrari' } }),
      ),
    );
    expect((await fetchListingsPage({ q: 'ferari' }, null)).searchedAs).toBe('ferrari');
  });
});
