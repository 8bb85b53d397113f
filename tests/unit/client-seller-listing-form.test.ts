import { describe, expect, it } from 'vitest';
import {
  addFeature,
  emptyListingForm,
  formToPayload,
  type ListingFormValues,
  listingToForm,
  regionForCountry,
  removeFeature,
  vehicleStepComplete,
} from '../../src/client/features/seller/listing-form.ts';
import { requestResolver } from '../../src/client/lib/schema-form.ts';
import { type Listing, listingCreateSchema } from '../../src/shared/schemas/listings.ts';

/** The listing form's resolver, as `useListingForm` sets it up. */
const resolve = (values: ListingFormValues) =>
  requestResolver(listingCreateSchema, formToPayload)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

const filled = (overrides: Partial<ListingFormValues> = {}): ListingFormValues =>
  emptyListingForm(new Date('2025-06-01'), {
    make: 'Porsche',
    model: '911 GT3',
    price: '189500.5',
    location: 'Stuttgart, Germany',
    region: 'Europe',
    ...overrides,
  });

describe('features list', () => {
  it('adds a trimmed feature', () => {
    expect(addFeature(['Sport Chrono'], '  Carbon brakes  ')).toEqual(['Sport Chrono', 'Carbon brakes']);
  });

  it('ignores empty input and duplicates in any letter case, answering the same array', () => {
    const list = ['Sport Chrono'];
    expect(addFeature(list, '   ')).toBe(list);
    expect(addFeature(list, 'sport chrono ')).toBe(list);
    expect(addFeature(list, 'SPORT CHRONO')).toBe(list);
  });

  it('removes a feature', () => {
    expect(removeFeature(['A', 'B', 'C'], 'B')).toEqual(['A', 'C']);
  });
});

describe('listing form defaults and payload', () => {
  it('defaults as the spec says (this year, USD, mileage 0, excellent), with no price yet', () => {
    const v = emptyListingForm(new Date('2025-06-01'));
    expect(v).toMatchObject({
      year: '2025',
      price: '',
      priceOnRequest: false,
      currency: 'USD',
      mileage: '0',
      condition: 'excellent',
    });
    expect(v.features).toEqual([]);
  });

  it('refuses the untouched price, and sends "Price on request" as no price (issue 15)', async () => {
    const untouched = await resolve(filled({ price: '' }));
    expect(untouched.errors.price).toBeDefined();
    const zero = await resolve(filled({ price: '0' }));
    expect(zero.errors.price?.message).toMatch(/more than 0/);
    const onRequest = await resolve(filled({ price: '', priceOnRequest: true }));
    expect(onRequest.errors).toEqual({});
    expect(onRequest.values).toMatchObject({ price: null });
    expect(formToPayload(filled({ price: '5000', priceOnRequest: true })).price).toBeNull();
  });

  it('turns blanks into absent values and text into numbers', () => {
    const payload = formToPayload(filled({ mileage: '', vin: '  ', fuelType: '', engine: ' 4.0L ' }));
    expect(payload).toMatchObject({ year: 2025, price: 189500.5, mileage: null, engine: '4.0L' });
    expect(payload.vin).toBeUndefined();
    expect(payload.fuelType).toBeUndefined();
  });

  it('passes a complete form through the shared schema', async () => {
    const result = await resolve(filled({ features: [' Lift ', 'lift', 'PCCB'] }));
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      make: 'Porsche',
      year: 2025,
      price: 189500.5,
      currency: 'USD',
      condition: 'excellent',
      region: 'Europe',
      vin: null,
      features: ['Lift', 'PCCB'],
    });
  });

  it("reports the shared schema's messages per field", async () => {
    const result = await resolve(
      filled({ make: '', model: ' ', location: '', region: '', year: '1800', vin: 'ABC', price: '1.234' }),
    );
    const messages = Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]));
    expect(messages).toMatchObject({
      make: 'Please choose a make',
      model: 'Model is required',
      location: 'Location is required',
      region: 'Please choose a region',
      year: 'Year must be 1900 or later',
      vin: 'VIN must be 17 letters and digits (no I, O or Q)',
      price: 'Price can have at most 2 decimals',
    });
  });

  it('reports a message about one feature under the features field', async () => {
    const result = await resolve(filled({ features: ['PCCB', 'x'.repeat(81)] }));
    expect(result.errors).toEqual({
      features: { type: 'too_big', message: 'Each feature must be at most 80 characters' },
    });
  });

  it('round-trips a listing into the form', () => {
    const listing = {
      make: 'Ferrari',
      model: 'Roma',
      year: 2022,
      price: 245000,
      currency: 'EUR',
      mileage: null,
      condition: 'good',
      description: null,
      location: 'Milan, Italy',
      region: 'Europe',
      vin: 'ZFF98RNA5N0123456',
      engine: null,
      transmission: 'Dual-clutch',
      fuelType: 'gasoline',
      bodyType: null,
      exteriorColor: 'Rosso',
      interiorColor: null,
      features: ['Apple CarPlay'],
    } as unknown as Listing;
    expect(listingToForm(listing)).toMatchObject({
      year: '2022',
      price: '245000',
      mileage: '',
      description: '',
      bodyType: '',
      transmission: 'Dual-clutch',
      features: ['Apple CarPlay'],
    });
  });
});

describe('private flow helpers', () => {
  it('defaults the region from the identity country', () => {
    expect(regionForCountry('Germany')).toBe('Europe');
    expect(regionForCountry('UAE')).toBe('Middle East');
    expect(regionForCountry('Hong Kong')).toBe('Asia Pacific');
    expect(regionForCountry('Canada')).toBe('North America');
    expect(regionForCountry('Atlantis')).toBe('');
    expect(regionForCountry(null)).toBe('');
  });

  it('lets the vehicle step continue only with make, model, price, condition, location and region', () => {
    const ok = {
      make: 'BMW',
      model: 'M5',
      price: '95000',
      priceOnRequest: false,
      condition: 'new',
      location: 'Munich',
      region: 'Europe',
    };
    expect(vehicleStepComplete(ok)).toBe(true);
    for (const key of ['make', 'model', 'price', 'condition', 'location', 'region'] as const) {
      expect(vehicleStepComplete({ ...ok, [key]: ' ' })).toBe(false);
    }
    // "Price on request" stands in for a price.
    expect(vehicleStepComplete({ ...ok, price: '', priceOnRequest: true })).toBe(true);
  });
});
