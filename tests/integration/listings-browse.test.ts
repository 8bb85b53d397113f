import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ratings } from '../../src/server/db/schema/index.ts';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser, type TestUser } from '../factories/users.ts';
import { testAppWithActors, type Verbs } from '../setup/actors.ts';

const day = (n: number) => new Date(Date.UTC(2026, 9, n));
type Owner = 'seller' | 'dealer';
/** The file's listings: whose each is and how it differs from the factory's. */
const LISTINGS: Record<string, { owner: Owner } & Parameters<typeof makeListing>[2]> = {
  porsche: {
    owner: 'seller',
    make: 'Porsche',
    model: '911 Turbo S',
    price: 230_000,
    year: 2023,
    mileage: 1200,
    region: 'Europe',
    createdAt: day(10),
    features: ['Burmester sound'],
  },
  ferrari: {
    owner: 'dealer',
    make: 'Ferrari',
    model: 'SF90 Stradale',
    price: 520_000,
    year: 2022,
    mileage: 3000,
    region: 'Middle East',
    location: 'Dubai, UAE',
    condition: 'new',
    fuelType: 'hybrid',
    createdAt: day(12),
  },
  rolls: {
    owner: 'dealer',
    make: 'Rolls-Royce',
    model: 'Cullinan',
    price: 410_000,
    year: 2021,
    mileage: 9000,
    region: 'North America',
    location: 'Miami, United States',
    bodyType: 'suv',
    condition: 'good',
    createdAt: day(11),
    description: 'Starlight headliner and bespoke interior.',
  },
  tesla: {
    owner: 'seller',
    make: 'Tesla',
    model: 'Model S Plaid',
    price: 89_000.5,
    year: 2024,
    mileage: null,
    region: 'North America',
    bodyType: 'sedan',
    fuelType: 'electric',
    createdAt: day(9),
  },
  pending: {
    owner: 'seller',
    make: 'Porsche',
    model: 'Taycan',
    price: 120_000,
    status: 'pending',
    verified: false,
    createdAt: day(13),
  },
  inactive: {
    owner: 'dealer',
    make: 'Bentley',
    model: 'Continental GT',
    status: 'inactive',
    verified: false,
    rejectionReason: 'Photos do not show the car',
    createdAt: day(14),
  },
  sold: { owner: 'dealer', make: 'McLaren', model: '720S', status: 'sold', createdAt: day(8) },
};

const { t, as } = testAppWithActors();
let seller: TestUser;
let dealer: TestUser;
let other: TestUser;
let admin: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  seller = await makeUser(t.deps, 'seller', { firstName: 'Sam', lastName: 'Seller' });
  dealer = await makeUser(t.deps, 'dealer');
  other = await makeUser(t.deps, 'customer');
  admin = await makeUser(t.deps, 'admin');
  const owners: Record<Owner, TestUser> = { seller, dealer };
  for (const [name, { owner, ...fields }] of Object.entries(LISTINGS))
    ids[name] = (await makeListing(t.deps.db, owners[owner].id, fields)).id;
});

const get = (url: string, who: Verbs = as(null)) => who.get(url);
const idsOf = (res: { json: () => Listing[] }) => res.json().map((l) => l.id);

describe('GET /api/listings visibility', () => {
  it('shows anonymous visitors only active listings, whatever they ask', async () => {
    expect(idsOf(await get('/api/listings')).sort()).toEqual(
      [ids.porsche, ids.ferrari, ids.rolls, ids.tesla].sort(),
    );
    expect(idsOf(await get('/api/listings?status=pending'))).toEqual([]);
    expect(idsOf(await get(`/api/listings?sellerId=${seller.id}`)).sort()).toEqual(
      [ids.porsche, ids.tesla].sort(),
    );
  });

  it("shows a seller all of their own listings, but not other sellers' hidden ones", async () => {
    const asSeller = await as.user(seller);
    expect(idsOf(await get(`/api/listings?sellerId=${seller.id}`, asSeller)).sort()).toEqual(
      [ids.porsche, ids.tesla, ids.pending].sort(),
    );
    expect(idsOf(await get(`/api/listings?sellerId=${dealer.id}`, asSeller)).sort()).toEqual(
      [ids.ferrari, ids.rolls].sort(),
    );
    const stranger = await as.user(other);
    expect(idsOf(await get(`/api/listings?sellerId=${seller.id}&status=pending`, stranger))).toEqual([]);
  });

  it('lets a seller browse like anyone else outside their own seller view', async () => {
    const asSeller = await as.user(seller);
    expect(idsOf(await get('/api/listings?make=Porsche', asSeller))).toEqual([ids.porsche]);
    expect((await get(`/api/listings/${ids.pending}`, asSeller)).statusCode).toBe(200);
  });

  it('shows administrators everything', async () => {
    const asAdmin = await as.user(admin);
    expect(idsOf(await get('/api/listings?status=pending', asAdmin))).toEqual([ids.pending]);
    expect(idsOf(await get('/api/listings?limit=100', asAdmin))).toHaveLength(7);
  });

  it('never includes a seller e-mail, and carries the seller card fields', async () => {
    const res = await get('/api/listings');
    expect(res.body).not.toContain('@example.test');
    const porsche = res.json().find((l: Listing) => l.id === ids.porsche);
    expect(porsche.seller).toEqual({
      id: seller.id,
      firstName: 'Sam',
      lastName: 'Seller',
      username: expect.any(String),
      roleId: 1,
      verified: true,
      city: 'Munich',
      country: 'Germany',
    });
    expect(porsche.price).toBe(230000);
    expect(typeof porsche.createdAt).toBe('string');
  });
});

describe('GET /api/listings filters and sorting', () => {
  it.each([
    ['make (any case)', 'make=porsche', ['porsche']],
    ['region', 'region=North%20America', ['rolls', 'tesla']],
    ['price range', 'priceMin=100000&priceMax=450000', ['porsche', 'rolls']],
    ['verified', 'verified=true', ['porsche', 'ferrari', 'rolls', 'tesla']],
    ['condition', 'condition=new', ['ferrari']],
    ['body type', 'bodyType=suv', ['rolls']],
    ['fuel type', 'fuelType=electric', ['tesla']],
    ['year range', 'yearMin=2023&yearMax=2024', ['porsche', 'tesla']],
    ['mileage (missing counts as 0)', 'mileageMax=1500', ['porsche', 'tesla']],
    ['empty values are ignored', 'make=&region=&priceMin=', ['porsche', 'ferrari', 'rolls', 'tesla']],
  ])('filters by %s', async (_name, qs, expected) => {
    const res = await get(`/api/listings?${qs}`);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res).sort()).toEqual(expected.map((k) => ids[k]).sort());
    expect(res.headers['x-total-count']).toBe(String(expected.length));
  });

  it.each([
    ['newest', ['ferrari', 'rolls', 'porsche', 'tesla']],
    ['price_asc', ['tesla', 'porsche', 'rolls', 'ferrari']],
    ['price_desc', ['ferrari', 'rolls', 'porsche', 'tesla']],
    ['year_desc', ['tesla', 'porsche', 'ferrari', 'rolls']],
    ['mileage_asc', ['tesla', 'porsche', 'ferrari', 'rolls']],
  ])('sorts by %s', async (sort, expected) => {
    expect(idsOf(await get(`/api/listings?sort=${sort}`))).toEqual(expected.map((k) => ids[k]));
  });

  it('pages with a cursor and a Link header until the end, without repeats', async () => {
    for (const sort of ['newest', 'price_asc', 'mileage_asc']) {
      const seen: number[] = [];
      let url: string | null = `/api/listings?sort=${sort}&limit=1`;
      while (url) {
        const res = await get(url);
        expect(res.headers['x-total-count']).toBe('4');
        seen.push(...idsOf(res));
        const link = res.headers.link as string | undefined;
        url = link ? link.match(/<([^>]+)>; rel="next"/)![1]! : null;
      }
      expect(seen).toHaveLength(4);
      expect(new Set(seen).size).toBe(4);
    }
  });
});

describe('GET /api/listings full-text search', () => {
  it.each([
    ['porshe 911', ['porsche']],
    ['Porsche', ['porsche']],
    ['starlight', ['rolls']],
    ['dubai', ['ferrari']],
    ['burmester', ['porsche']],
    ['rolls royce', ['rolls']],
    ['ferari sf90', ['ferrari']],
    ['lamborghini', []],
  ])('q=%s finds the right cars', async (q, expected) => {
    const res = await get(`/api/listings?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res).sort()).toEqual(expected.map((k) => ids[k]).sort());
  });

  it.each([
    ['porshe 911', 'porsche 911'],
    ['Ferari SF90', 'ferrari sf90'],
    // Any letter, percent-encoded: a header holds Latin-1 alone. 'zürich' is searched as typed.
    ['porshe zürich', 'porsche zürich'],
  ])('q=%s says it was matched as %s (X-Searched-As)', async (q, matched) => {
    const res = await get(`/api/listings?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-searched-as']).toBe(encodeURIComponent(matched));
  });

  it.each(['porsche 911', 'Porsch', 'burmester', 'zzzz', ''])(
    'q=%s was matched as typed: no X-Searched-As',
    async (q) => {
      const res = await get(`/api/listings?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-searched-as']).toBeUndefined();
    },
  );

  it('treats injection-shaped text as plain words', async () => {
    for (const q of ["'; drop table listings; --", 'a & b | !c', "porsche:* & '", '%_\\', '\u0000']) {
      const res = await get(`/api/listings?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
    }
    expect((await get('/api/listings')).json()).toHaveLength(4);
  });
});

describe('GET /api/listings compression', () => {
  const url = '/api/listings?limit=50';
  const withEncoding = (accept: string) => t.app.inject({ url, headers: { 'accept-encoding': accept } });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ])('answers %s with %s that decodes to the plain answer', async (accept, encoding, decode) => {
    const plain = await get(url);
    const res = await withEncoding(accept);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(decode(res.rawPayload).toString()).toBe(plain.body);
    expect(res.headers['x-total-count']).toBe(plain.headers['x-total-count']);
  });

  it('answers plain JSON to a client that takes no compression', async () => {
    for (const accept of ['identity', 'br;q=0, gzip;q=0', 'compress']) {
      const res = await withEncoding(accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toHaveLength(4);
    }
  });
});

describe('GET /api/listings bad input', () => {
  it.each([
    ['limit=100000', 'limit'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['priceMin=-5', 'priceMin'],
    ['priceMax=1e400', 'priceMax'],
    ['sort=cheapest', 'sort'],
    ['status=deleted', 'status'],
    ['verified=maybe', 'verified'],
    ['sellerId=1%20or%201=1', 'sellerId'],
    ['condition=mint', 'condition'],
    ['cursor=not-a-cursor', 'cursor'],
    ['make=a&make=b', 'make'],
  ])('%s is a 400 naming the field', async (qs, field) => {
    const res = await get(`/api/listings?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });
});

describe('GET /api/listings tampered cursors', () => {
  const cursorOf = (k: unknown, id: unknown = 1) =>
    Buffer.from(JSON.stringify({ k, id })).toString('base64url');
  const unreadable: Record<string, unknown[]> = {
    newest: [
      '2026-13-45 10:00:00+00',
      '2026-02-30 10:00:00+00',
      '2026-10-10 24:00:00+00',
      'tomorrow',
      '1000000',
    ],
    price_asc: ['abc', '1e400', '99999999999999999999', '2026-10-10 10:00:00+00'],
    price_desc: ['NaN', '-1', '1.234', ''],
    year_desc: ['2023.5', '99999999999', 'abc', '2026-10-10'],
    mileage_asc: ['1e3', '2147483648999', 'x', '0x10'],
  };

  it.each(Object.entries(unreadable))(
    'sort=%s refuses keys it could not have written with a 400',
    async (sort, keys) => {
      for (const k of keys) {
        const res = await get(`/api/listings?sort=${sort}&cursor=${cursorOf(k)}`);
        expect(res.statusCode, `k=${String(k)}`).toBe(400);
        expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('cursor');
      }
    },
  );

  it.each(['newest', 'price_asc', 'year_desc'])(
    'sort=%s refuses ids that are no listing id',
    async (sort) => {
      const first = await get(`/api/listings?sort=${sort}&limit=1`);
      const { k } = JSON.parse(
        Buffer.from(/cursor=([^&>]+)/.exec(first.headers.link as string)![1]!, 'base64url').toString(),
      );
      for (const id of [2 ** 31, -1, 1.5, '7', null]) {
        expect((await get(`/api/listings?sort=${sort}&cursor=${cursorOf(k, id)}`)).statusCode).toBe(400);
      }
      expect((await get(`/api/listings?sort=${sort}&cursor=${cursorOf(k, 1)}`)).statusCode).toBe(200);
    },
  );

  it("refuses a cursor written for another sort's key", async () => {
    const first = await get('/api/listings?sort=newest&limit=1');
    const cursor = /cursor=([^&>]+)/.exec(first.headers.link as string)![1]!;
    expect((await get(`/api/listings?sort=newest&cursor=${cursor}`)).statusCode).toBe(200);
    expect((await get(`/api/listings?sort=price_asc&cursor=${cursor}`)).statusCode).toBe(400);
  });
});

describe('GET /api/listings/facets', () => {
  it('counts each choice over the visible listings, each facet ignoring its own filter', async () => {
    const res = await get('/api/listings/facets?make=Porsche');
    expect(res.statusCode).toBe(200);
    const f = res.json();
    expect(f.total).toBe(1);
    expect(f.make).toEqual(
      expect.arrayContaining([
        { value: 'Porsche', count: 1 },
        { value: 'Ferrari', count: 1 },
        { value: 'Tesla', count: 1 },
      ]),
    );
    expect(f.make.find((m: { value: string }) => m.value === 'Bentley')).toBeUndefined();
    expect(f.region).toEqual([{ value: 'Europe', count: 1 }]);
    expect(f.priceBand).toEqual([{ value: '100k-250k', count: 1 }]);
  });

  it('bands prices', async () => {
    const f = (await get('/api/listings/facets')).json();
    expect(f.priceBand).toEqual([
      { value: 'under-100k', count: 1 },
      { value: '100k-250k', count: 1 },
      { value: '250k-500k', count: 1 },
      { value: '500k-1m', count: 1 },
    ]);
  });
});

describe('GET /api/listings/:id', () => {
  it('answers the listing with its seller and rating summary, never the e-mail', async () => {
    const buyer = await makeUser(t.deps, 'customer');
    await t.deps.db.insert(ratings).values([
      { sellerId: dealer.id, buyerId: buyer.id, listingId: ids.ferrari, rating: 5 },
      { sellerId: dealer.id, buyerId: other.id, listingId: ids.ferrari, rating: 4 },
    ]);
    const res = await get(`/api/listings/${ids.ferrari}`);
    expect(res.statusCode).toBe(200);
    const l = res.json();
    expect(l).toMatchObject({
      id: ids.ferrari,
      make: 'Ferrari',
      seller: { id: dealer.id, roleId: 2 },
      sellerRating: { averageRating: 4.5, totalRatings: 2 },
    });
    expect(res.body).not.toContain('@example.test');
    expect(l).not.toHaveProperty('rejectionReason');
  });

  it('is 404 for unknown ids and listings the viewer may not see, 400 for ids that are not numbers', async () => {
    expect((await get('/api/listings/999999')).statusCode).toBe(404);
    expect((await get(`/api/listings/${ids.pending}`)).statusCode).toBe(404);
    expect((await get(`/api/listings/${ids.pending}`, await as.user(other))).statusCode).toBe(404);
    for (const bad of ['abc', '1.5', '-1', '1e3', '99999999999999999999', "1'%20or%20'1"]) {
      const res = await get(`/api/listings/${bad}`);
      expect(res.statusCode).toBe(400);
    }
  });

  it('shows the owner their rejected listing with the reason', async () => {
    const res = await get(`/api/listings/${ids.inactive}`, await as.user(dealer));
    expect(res.statusCode).toBe(200);
    expect(res.json().rejectionReason).toBe('Photos do not show the car');
  });

  it('counts a view at most once per viewer per day, and not the owner', async () => {
    const before = (await get(`/api/listings/${ids.rolls}`, await as.user(dealer))).json().viewCount;
    const viewer = await as.user(other);
    const first = (await get(`/api/listings/${ids.rolls}`, viewer)).json().viewCount;
    const second = (await get(`/api/listings/${ids.rolls}`, viewer)).json().viewCount;
    expect(first).toBe(before + 1);
    expect(second).toBe(first);
    const anon = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${ids.rolls}`,
      headers: { 'user-agent': 'Visitor' },
      remoteAddress: '10.3.3.3',
    });
    expect(anon.json().viewCount).toBe(first + 1);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${ids.rolls}`,
      headers: { 'user-agent': 'Visitor' },
      remoteAddress: '10.3.3.3',
    });
    expect(again.json().viewCount).toBe(first + 1);
  });
});

describe('the seller view of a list', () => {
  it('tells the seller why a listing was turned down, and nobody else', async () => {
    const own = await get(`/api/listings?sellerId=${dealer.id}`, await as.user(dealer));
    expect(own.json().find((l: Listing) => l.id === ids.inactive)).toMatchObject({
      rejectionReason: 'Photos do not show the car',
      feeRequired: false,
    });
    const publicView = await get(`/api/listings?sellerId=${dealer.id}`);
    expect(publicView.body).not.toContain('rejectionReason');
  });
});
