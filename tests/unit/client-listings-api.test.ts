import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchListingsPage,
  listingsQueryString,
  nextCursorFromLink,
} from '../../src/client/features/listings/api.ts';

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
    expect(page.nextCursor).toBe('NEXT');
    expect(page.items).toHaveLength(2);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/listings?limit=2&status=active');
  });

  it('sends the cursor of the page asked for, and has no next page without a Link', async () => {
    const fetchMock = vi.fn(
      async () => new Response('[]', { status: 200, headers: { 'X-Total-Count': '0' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = await fetchListingsPage({ make: 'Audi' }, 'C1');
    expect(page).toEqual({ items: [], total: 0, nextCursor: null });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/listings?cursor=C1&make=Audi');
  });
});
