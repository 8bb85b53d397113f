import { describe, expect, it } from 'vitest';
import { listingPageMeta } from '../../src/server/modules/seo/page-meta.ts';
import type { Listing } from '../../src/shared/schemas/listings.ts';

const car = (price: number | null) =>
  ({
    id: 7,
    make: 'Bugatti',
    model: 'Chiron',
    year: 2021,
    price,
    priceOnRequest: price === null,
    currency: 'EUR',
    mileage: 1200,
    mileageUnit: 'km',
    vin: null,
    condition: 'excellent',
    description: 'One owner.',
    location: 'Monaco',
    imageUrls: [],
    status: 'active',
    exteriorColor: null,
    bodyType: 'coupe',
    fuelType: 'gasoline',
  }) as unknown as Listing;

describe('a shared link of a car on request (issue 15)', () => {
  it('says "Price on request" and offers it without a price', () => {
    const meta = listingPageMeta(car(null), 'https://example.test', 'Kingsmere Motors');
    expect(meta.description).toMatch(/^Price on request · /);
    const offers = (meta.jsonLd as { offers: Record<string, unknown> }).offers;
    expect(offers['@type']).toBe('Offer');
    expect(offers).not.toHaveProperty('price');
    expect(offers).not.toHaveProperty('priceCurrency');
  });

  it('keeps the price of a priced car', () => {
    const meta = listingPageMeta(car(2_650_000), 'https://example.test', 'Kingsmere Motors');
    expect((meta.jsonLd as { offers: Record<string, unknown> }).offers).toMatchObject({
      price: '2650000.00',
      priceCurrency: 'EUR',
    });
  });
});
