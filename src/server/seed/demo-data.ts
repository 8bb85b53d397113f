/**
 * The demo catalogue and conversations live in data files (catalogue/*.json) so they can be edited without
 * touching the seeding code. They are checked on load against the same enumerations the API accepts, so
 * a typo in a body type or a region fails the seed loudly instead of seeding a listing no filter finds.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { BODY_TYPES, CONDITIONS, CURRENCIES, FUEL_TYPES, REGIONS } from '../../shared/constants.ts';

const demoListingSchema = z.strictObject({
  /** Names the listing for the conversations. */
  key: z.string().min(1),
  by: z.enum(['dealer', 'seller']),
  status: z.enum(['active', 'pending', 'sold']),
  make: z.string().min(1),
  model: z.string().min(1),
  year: z.int(),
  price: z.number().positive(),
  currency: z.enum(CURRENCIES),
  mileage: z.int().nonnegative(),
  condition: z.enum(CONDITIONS),
  city: z.string().min(1),
  country: z.string().min(1),
  region: z.enum(REGIONS),
  engine: z.string(),
  transmission: z.string(),
  fuelType: z.enum(FUEL_TYPES),
  bodyType: z.enum(BODY_TYPES),
  exteriorColor: z.string(),
  interiorColor: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  /** Pre-1981 cars carry a chassis number, not a 17-character VIN. */
  noVin: z.boolean().optional(),
  kmUnverified: z.boolean().optional(),
  /** Days since listing, where a conversation needs the listing to be old enough. */
  daysAgo: z.number().nonnegative().optional(),
  /** Interest relative to an ordinary listing (hypercars draw a crowd). */
  interest: z.number().positive().optional(),
  /** Sold cars (the results archive): days since the sale, what it sold for, whether the price is shown. */
  sold: z
    .strictObject({ daysAgo: z.number().nonnegative(), price: z.number().positive(), showPrice: z.boolean() })
    .optional(),
  /** The price history, oldest first: the last change's new price is the listing's price. */
  priceChanges: z
    .array(
      z.strictObject({
        daysAgo: z.number().nonnegative(),
        oldPrice: z.number().positive(),
        newPrice: z.number().positive(),
      }),
    )
    .optional(),
});

const conversationSchema = z.strictObject({
  /** The `key` of the listing the demo buyer writes about. */
  listing: z.string(),
  /** Days ago of the first message; the others follow in order. */
  startDaysAgo: z.number().nonnegative(),
  messages: z.array(
    z.strictObject({
      from: z.enum(['buyer', 'seller']),
      text: z.string().min(1),
      seen: z.boolean(),
      afterMinutes: z.number().nonnegative(),
    }),
  ),
  rating: z.int().min(1).max(5).optional(),
});

export type DemoListing = z.infer<typeof demoListingSchema>;
export type DemoConversation = z.infer<typeof conversationSchema>;

function load<T>(file: string, schema: z.ZodType<T>): T {
  const url = new URL(`./catalogue/${file}`, import.meta.url);
  return schema.parse(JSON.parse(readFileSync(url, 'utf8')));
}

/** The catalogue and the conversations, with every conversation's listing known to the catalogue. */
export function loadDemoData(): { cars: DemoListing[]; conversations: DemoConversation[] } {
  const cars = load('cars.json', z.array(demoListingSchema));
  const conversations = load('conversations.json', z.array(conversationSchema));
  const keys = new Set(cars.map((c) => c.key));
  if (keys.size !== cars.length) throw new Error('demo cars: every key must be unique');
  for (const car of cars) {
    if ((car.status === 'sold') !== (car.sold !== undefined))
      throw new Error(`demo car "${car.key}": a sold car, and only a sold car, has its sale`);
    const changes = car.priceChanges ?? [];
    const last = changes[changes.length - 1];
    if (last && last.newPrice !== car.price)
      throw new Error(`demo car "${car.key}": its last price change must end at its price`);
    if (changes.some((c) => car.daysAgo === undefined || c.daysAgo >= car.daysAgo))
      throw new Error(`demo car "${car.key}": price changes come after it was listed (set daysAgo)`);
  }
  for (const c of conversations) {
    if (!keys.has(c.listing)) throw new Error(`demo conversation about unknown listing "${c.listing}"`);
  }
  return { cars, conversations };
}
