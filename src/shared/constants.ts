/**
 * The spec's catalogue (section 3): makes, conditions, body types, currencies, regions, and the forms'
 * limits. States, roles, fees and the rules about them live in shared/domain/.
 */

/** The marketplace's name, shown by the client and in the pages the server renders for link previews. */
export const BRAND_NAME = 'Kingsmere Motors';

/** Where the contact form's messages go unless SUPPORT_EMAIL says otherwise; shown on the help pages. */
export const SUPPORT_EMAIL = 'support@kingsmeremotors.com';

export const MAKES = [
  'Aston Martin',
  'Audi',
  'Bentley',
  'BMW',
  'Bugatti',
  'Cadillac',
  'Chevrolet',
  'Ferrari',
  'Ford',
  'Genesis',
  'Honda',
  'Hyundai',
  'Infiniti',
  'Jaguar',
  'Lamborghini',
  'Land Rover',
  'Lexus',
  'Lotus',
  'Maserati',
  'Mazda',
  'McLaren',
  'Mercedes-Benz',
  'MINI',
  'Nissan',
  'Pagani',
  'Porsche',
  'Rolls-Royce',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
] as const;
export type Make = (typeof MAKES)[number];

/** The spec accepts 'poor' in forms although its stored schema lists four: we store all five. */
export const CONDITIONS = ['new', 'excellent', 'good', 'fair', 'poor'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const FUEL_TYPES = ['gasoline', 'diesel', 'hybrid', 'electric'] as const;
export const BODY_TYPES = [
  'sedan',
  'coupe',
  'convertible',
  'suv',
  'truck',
  'hatchback',
  'wagon',
  'van',
] as const;

export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'JPY',
  'CHF',
  'AED',
  'SAR',
  'QAR',
  'HKD',
  'SGD',
] as const;
/** The dashboard listing form offers this subset (spec section 3). */
export const LISTING_FORM_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AED'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const REGIONS = [
  'North America',
  'Europe',
  'Asia Pacific',
  'Middle East',
  'South America',
  'Africa',
] as const;
export type Region = (typeof REGIONS)[number];

export const COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Germany',
  'France',
  'Italy',
  'Spain',
  'Netherlands',
  'Belgium',
  'Switzerland',
  'Austria',
  'Japan',
  'Australia',
  'UAE',
  'Saudi Arabia',
  'Qatar',
  'Singapore',
  'Hong Kong',
] as const;

export const SUBSCRIPTION_PLANS = ['basic', 'pro', 'premium'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'cancelled', 'past_due'] as const;

export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'sandbox'] as const;

export const ESCROW_STATUSES = [
  'initiated',
  'payment_pending',
  'payment_received',
  'in_transit',
  'delivered',
  'completed',
  'disputed',
  'cancelled',
] as const;
export const SHIPPING_PROVIDERS = ['km_partner', 'external'] as const;

export const ACCOUNT_TYPES = ['customer', 'dealer'] as const;

export const LIMITS = {
  featuredListings: 6,
  /** A contact-form message: a letter, not a document. */
  contactMessageLength: 5000,
  /** Cards the home page's search shows before sending the visitor to the full results. */
  homeResults: 6,
  quickMakes: 8,
  skeletonCards: 6,
  inquiryMinLength: 10,
  ratingMinMessagesEachSide: 3,
  passwordMin: 6,
  usernameMin: 3,
  ageMin: 18,
  ageMax: 120,
  ageDefault: 18,
  yearMin: 1900,
  dealerListingLimit: 5,
  headerHideScrollPx: 100,
} as const;
