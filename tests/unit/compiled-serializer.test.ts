import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from '../../src/server/lib/compiled-serializer.ts';
import {
  type Listing,
  type ListingDetail,
  type ListingFacets,
  listingDetailSchema,
  listingFacetsSchema,
  listingListSchema,
} from '../../src/shared/schemas/listings.ts';

const listing: Listing = {
  id: 7,
  sellerId: 'a1b2',
  make: 'Ferrari',
  model: 'Roma "Spider"',
  year: 2023,
  price: 289_500.5,
  currency: 'EUR',
  priceUsd: 312_004.25,
  priceOnRequest: false,
  mileage: 1200,
  mileageUnit: 'km',
  vin: null,
  condition: 'excellent',
  description: 'Rosso Corsa \u2014 one owner,\nfull history \\ books',
  location: 'Maranello',
  region: 'Europe',
  imageUrls: ['/uploads/a.webp'],
  features: [],
  engine: 'V8',
  transmission: null,
  fuelType: 'gasoline',
  bodyType: null,
  exteriorColor: null,
  interiorColor: 'Cuoio',
  status: 'active',
  verified: true,
  kmVerified: false,
  feeRequired: false,
  viewCount: 0,
  watcherCount: 3,
  daysOnMarket: null,
  priceReduced: true,
  soldAt: null,
  soldPrice: null,
  showSoldPrice: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T09:30:00.123Z',
  seller: {
    id: 'a1b2',
    firstName: 'Giulia',
    lastName: null,
    username: 'giulia',
    roleId: 2,
    verified: true,
    city: null,
    country: 'Italy',
  },
};

/** The same reply through the zod serializer (fastify-type-provider-zod: encode, then JSON.stringify). */
const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

describe('compiledSerializer (decision 0044)', () => {
  const page = compiledSerializer(listingListSchema);

  it('writes a page of listings exactly as the zod serializer does, public and own views alike', () => {
    const own: Listing = {
      ...listing,
      id: 8,
      status: 'pending',
      priceOnRequest: true,
      price: null,
      priceUsd: null,
      daysOnMarket: 12,
      soldAt: '2026-11-22T10:00:00.000Z',
      soldPrice: 250_000,
      rejectionReason: null,
      inactiveReason: 'plan_limit',
      expiresAt: null,
      waitingFor: 'payment',
    };
    const items = [listing, own, { ...own, id: 9, rejectionReason: 'Blurry', waitingFor: null }];
    expect(page(items)).toBe(viaZod(listingListSchema, items));
    expect(JSON.parse(page(items))).toEqual(items);
  });

  it('writes facet counts exactly as the zod serializer does', () => {
    const facets: ListingFacets = {
      total: 12_400,
      estimated: true,
      make: [{ value: 'Ferrari', count: 3080 }],
      region: [],
      condition: [{ value: 'new', count: 1 }],
      bodyType: [],
      priceBand: [{ value: 'under-100k', count: 1371 }],
    };
    expect(compiledSerializer(listingFacetsSchema)(facets)).toBe(viaZod(listingFacetsSchema, facets));
  });

  it("writes a listing's page exactly as the zod serializer does, with its rating and price history", () => {
    const detail: ListingDetail = {
      ...listing,
      sellerRating: { averageRating: 4.5, totalRatings: 2 },
      priceHistory: [
        { oldPrice: 300_000, newPrice: 289_500.5, currency: 'EUR', changedAt: '2026-11-21T09:30:00.123Z' },
      ],
    };
    const own: ListingDetail = {
      ...detail,
      status: 'rejected',
      rejectionReason: 'Blurry',
      sellerRating: { averageRating: 0, totalRatings: 0 },
      priceHistory: [],
    };
    const json = compiledSerializer(listingDetailSchema);
    expect(json(detail)).toBe(viaZod(listingDetailSchema, detail));
    // The owner's fields are optional ones, which come last: the same JSON, in another order.
    expect(JSON.parse(json(own))).toEqual(JSON.parse(viaZod(listingDetailSchema, own)));
    expect(JSON.parse(json(own))).toEqual(own);
    expect(json({ ...detail, email: 'owner@example.test' } as ListingDetail)).not.toContain('example.test');
  });

  it('leaves out every property the schema does not declare, in the listing and in its seller', () => {
    const leaky = {
      ...listing,
      email: 'owner@example.test',
      seller: { ...listing.seller, email: 'x@y.test' },
    };
    const written = page([leaky]);
    expect(written).not.toContain('example.test');
    expect(written).not.toContain('y.test');
    expect(written).toBe(viaZod(listingListSchema, [listing]));
  });
});
