import { useSchemaForm } from '@client/lib/schema-form.ts';
import { COUNTRIES, type REGIONS } from '@shared/constants.ts';
import { type Listing, listingCreateSchema, listingFieldsSchema } from '@shared/schemas/listings.ts';

/**
 * The listing form (dashboard editor and /list-car step 2). Inputs hold text, as inputs do; the shared
 * listingCreateSchema is the one home of the rules, applied to the values once blanks are made absent.
 */
export interface ListingFormValues {
  make: string;
  model: string;
  year: string;
  price: string;
  /** The seller's explicit choice to show no price ("Price on request"): the price input is then ignored. */
  priceOnRequest: boolean;
  currency: string;
  mileage: string;
  /** 'mi' or 'km': the unit the seller reads their odometer in. */
  mileageUnit: string;
  condition: string;
  description: string;
  location: string;
  region: string;
  vin: string;
  engine: string;
  transmission: string;
  fuelType: string;
  bodyType: string;
  exteriorColor: string;
  interiorColor: string;
  features: string[];
}

export type ListingFormField = keyof ListingFormValues;

/** The form has a field for every field of the shared listing contract: server field errors go under them. */
export const LISTING_FORM_FIELDS = Object.keys(
  listingFieldsSchema.shape,
) as (keyof typeof listingFieldsSchema.shape)[] satisfies readonly ListingFormField[];

/**
 * Spec section 2 defaults: year this year, USD, mileage 0, condition excellent. The price starts empty, not
 * 0: a car has a positive price or is explicitly "Price on request" (issue 15).
 */
export function emptyListingForm(now: Date = new Date(), overrides: Partial<ListingFormValues> = {}) {
  return {
    make: '',
    model: '',
    year: String(now.getFullYear()),
    price: '',
    priceOnRequest: false,
    currency: 'USD',
    mileage: '0',
    mileageUnit: 'mi',
    condition: 'excellent',
    description: '',
    location: '',
    region: '',
    vin: '',
    engine: '',
    transmission: '',
    fuelType: '',
    bodyType: '',
    exteriorColor: '',
    interiorColor: '',
    features: [],
    ...overrides,
  } satisfies ListingFormValues;
}

/** The form's values for an existing listing (edit). */
export function listingToForm(listing: Listing): ListingFormValues {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    make: listing.make,
    model: listing.model,
    year: text(listing.year),
    price: text(listing.price),
    priceOnRequest: listing.priceOnRequest,
    currency: listing.currency || 'USD',
    mileage: text(listing.mileage),
    mileageUnit: listing.mileageUnit ?? 'mi',
    condition: listing.condition,
    description: text(listing.description),
    location: listing.location,
    region: listing.region,
    vin: text(listing.vin),
    engine: text(listing.engine),
    transmission: text(listing.transmission),
    fuelType: text(listing.fuelType),
    bodyType: text(listing.bodyType),
    exteriorColor: text(listing.exteriorColor),
    interiorColor: text(listing.interiorColor),
    features: [...(listing.features ?? [])],
  };
}

const blank = (v: string) => v.trim() === '';

/**
 * What the API receives: blank optional fields become absent (the schema then stores null), numbers are
 * numbers, a blank mileage is none. Required fields stay as typed so the schema names what is missing.
 */
export function formToPayload(values: ListingFormValues): Record<string, unknown> {
  const optional = (v: string) => (blank(v) ? undefined : v.trim());
  const numberOr = (v: string, fallback: unknown) => (blank(v) ? fallback : Number(v));
  return {
    make: values.make,
    model: values.model,
    year: numberOr(values.year, undefined),
    price: values.priceOnRequest ? null : numberOr(values.price, undefined),
    currency: values.currency || undefined,
    mileage: numberOr(values.mileage, null),
    mileageUnit: values.mileageUnit || undefined,
    condition: values.condition || undefined,
    description: optional(values.description),
    location: values.location,
    region: values.region,
    vin: optional(values.vin),
    engine: optional(values.engine),
    transmission: optional(values.transmission),
    fuelType: optional(values.fuelType),
    bodyType: optional(values.bodyType),
    exteriorColor: optional(values.exteriorColor),
    interiorColor: optional(values.interiorColor),
    features: values.features,
  };
}

/**
 * The listing form (react-hook-form) over the shared listingCreateSchema, applied to what `formToPayload`
 * makes of the fields: the first message per field is shown under it.
 */
export const useListingForm = (defaultValues: ListingFormValues) =>
  useSchemaForm(listingCreateSchema, { toRequest: formToPayload, defaultValues });

/**
 * Adds a feature as the spec asks: trimmed, empty not added, no duplicates (any letter case). Answers the
 * same array when nothing changes.
 */
export function addFeature(features: readonly string[], input: string): string[] {
  const feature = input.trim();
  if (!feature) return features as string[];
  const lower = feature.toLowerCase();
  if (features.some((f) => f.toLowerCase() === lower)) return features as string[];
  return [...features, feature];
}

export const removeFeature = (features: readonly string[], feature: string): string[] =>
  features.filter((f) => f !== feature);

type Region = (typeof REGIONS)[number];

const REGION_OF_COUNTRY: Record<(typeof COUNTRIES)[number], Region> = {
  'United States': 'North America',
  Canada: 'North America',
  'United Kingdom': 'Europe',
  Germany: 'Europe',
  France: 'Europe',
  Italy: 'Europe',
  Spain: 'Europe',
  Netherlands: 'Europe',
  Belgium: 'Europe',
  Switzerland: 'Europe',
  Austria: 'Europe',
  Japan: 'Asia Pacific',
  Australia: 'Asia Pacific',
  UAE: 'Middle East',
  'Saudi Arabia': 'Middle East',
  Qatar: 'Middle East',
  Singapore: 'Asia Pacific',
  'Hong Kong': 'Asia Pacific',
};

/** The region a country of the identity forms lies in ('' when unknown): /list-car's sensible default. */
export function regionForCountry(country: string | null | undefined): Region | '' {
  return (COUNTRIES as readonly string[]).includes(country ?? '')
    ? REGION_OF_COUNTRY[country as (typeof COUNTRIES)[number]]
    : '';
}

/**
 * /list-car step 2: 'Continue to Payment' waits for make, model, price (or "Price on request"), condition,
 * location and region.
 */
export function vehicleStepComplete(
  v: Pick<
    ListingFormValues,
    'make' | 'model' | 'price' | 'priceOnRequest' | 'condition' | 'location' | 'region'
  >,
): boolean {
  return (
    (v.priceOnRequest || !blank(v.price ?? '')) &&
    [v.make, v.model, v.condition, v.location, v.region].every((x) => !blank(x ?? ''))
  );
}
