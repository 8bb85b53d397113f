import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, REGIONS, type Region } from '../../../shared/constants.ts';
import { KM_PER_MILE, MILEAGE_CAPS_MI } from '../../../shared/domain/currency.ts';
import {
  escrowStatus,
  listingCondition,
  listingStatus,
  paymentProvider,
  paymentStatus,
  shippingProvider,
} from './enums.ts';
import { createdAt, updatedAt, users } from './users.ts';

const currencyList = sql.raw(CURRENCIES.map((c) => `'${c}'`).join(', '));

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A listing's mileage in miles, from the mileage and unit its seller entered. */
const MILEAGE_MI = sql`CASE WHEN "mileage_unit" = 'km' THEN round("mileage" / ${sql.raw(String(KM_PER_MILE))})::integer ELSE "mileage" END`;

/**
 * The caps of MILEAGE_CAPS_MI a listing's mileage (none read as 0) is within. The public full-text index
 * holds them beside the words, so a search of words under a cap a buyer picks is one intersection of
 * posting lists, the cap's skipped through like a category's (decision 0061); a range of mileages in a GIN
 * index would be the union of every mileage's posting list, read whole. A stored column, not an index
 * expression: the planner's statistics of a column reach a condition on it above a fenced subquery
 * (counting.ts matchRows), those of an expression do not, and it guessed 0.5% of the listings under any cap.
 */
const MILEAGE_CAPS = sql`array_remove(array[${sql.join(
  MILEAGE_CAPS_MI.map((cap) => {
    const n = sql.raw(String(cap));
    return sql`CASE WHEN coalesce(${MILEAGE_MI}, 0) <= ${n} THEN ${n} END`;
  }),
  sql`, `,
)}], NULL)`;

/**
 * The category filters the public full-text index holds beside the words (`listings_public_search_idx`,
 * migration 0030): a public question of words and any of these is one scan of that index, which
 * intersects their posting lists (decision 0051). Each is a listing column and a filter of the same name.
 */
export const CATEGORIES_WITH_WORDS = ['make', 'region', 'condition', 'bodyType', 'fuelType'] as const;

/**
 * The categories a region's full-text index holds beside the words (`regionSearchIndex`, migration 0037):
 * every other one. A public question of words within a region is one scan of its region's index, whose
 * posting lists hold that region's listings alone: at a million listings, 'barn find' in Asia Pacific
 * decoded a sixth of the entries the public index holds for it, 1.4 ms against 7.7 (decision 0088).
 */
export const CATEGORIES_WITHIN_REGION = CATEGORIES_WITH_WORDS.filter((c) => c !== 'region');

/** The name of a region's public full-text index: `listings_public_search_asia_pacific_idx`. */
export const regionSearchIndex = (region: Region): string =>
  `listings_public_search_${region.toLowerCase().replaceAll(' ', '_')}_idx`;

/**
 * One public listing in this many is in the sampled quarter: those whose id's hash this divides, a slice
 * of the inventory as mixed as the whole whatever order listings were written in (by the id itself, a feed
 * that wrote its listings' regions in turn put every listing of a quarter in one region), whose own
 * full-text index (`listings_public_quarter_search_idx`, migration 0034) holds a quarter of every posting
 * list. A facet sample expected to fill from the quarter alone is read there (counting.ts
 * sampleReadsQuarter): at a million listings, decoding the posting lists of 'barn' and 'find' (100,000
 * entries each) took 11-15 ms a sample, a quarter of them 2.5 ms (decision 0080).
 */
export const QUARTER_SLICES = 4;

/**
 * Whether a listing is in the sampled quarter, written as the quarter's index says it (the planner proves
 * a question's rows are in a partial index only from the same condition).
 */
export const inSampledQuarter = (id: unknown): SQL =>
  sql`hashint4(${id}) % ${sql.raw(String(QUARTER_SLICES))} = 0`;

/** Full-text document: names weigh most, then place and features, then the description. */
const SEARCH_DOCUMENT = sql`setweight(to_tsvector('simple', "make" || ' ' || "model"), 'A') || setweight(to_tsvector('simple', "location" || ' ' || "region" || ' ' || immutable_array_to_string("features", ' ')), 'B') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')`;

/**
 * Each word of a listing's search document sets two bits of 128 (the low seven bits of its `hashtext` and
 * the seven above them), kept in two bigint columns, one per half: the database functions
 * `word_mask(word, half)` (a question's words, search.ts wordsTest) and `word_bits(words, half)` (a
 * listing's) compute them alike (migrations 0035, 0036). The sort indexes hold them beside the filters: a
 * walk in a sort's order reads from the table only the rows where both bits of every word are set, where
 * it read every row (decisions 0081, 0087). The generated inventory's listings hold 17 words on average,
 * which set about a quarter of the bits: a word absent from a row passes on about 6% of rows, where with
 * one bit a word it passed on 12%, and on a third when a common word shared its bit.
 */
const wordBits = (half: 0 | 1): SQL =>
  sql`word_bits(tsvector_to_array(${SEARCH_DOCUMENT}), ${sql.raw(String(half))})`;

/**
 * The filters whose columns the browsing indexes hold (`listings_public_*_idx` and the sort orders'
 * `listings_status_*_idx`, migrations 0027 and 0032): an index scan tests them on its entries, and reads
 * from the table only the rows they keep. A picked mileage cap is asked of the full-text index's caps
 * (service.ts withinMileage), so a walk says it as the range these indexes hold as well. The model, a
 * seller and the words are only in the table.
 */
export const FILTERS_IN_BROWSE_INDEXES = [
  ...CATEGORIES_WITH_WORDS,
  'priceMin',
  'priceMax',
  'priceCurrency',
  'yearMin',
  'yearMax',
  'mileageMax',
  'mileageUnit',
  'verified',
] as const;

/**
 * A full-text (GIN) index of listings. New and edited listings' words wait in its pending list, which every
 * search using the index reads whole, until a vacuum or the list's limit merges them into the index:
 * 256 kB here, PostgreSQL's default 4 MB (migration 0039, decision 0091).
 */
const fullTextIndex = (
  name: string,
  ...columns: Parameters<ReturnType<typeof index>['using']> extends [unknown, ...infer C] ? C : never
) =>
  index(name)
    .using('gin', ...columns)
    .with({ gin_pending_list_limit: 256 });

/**
 * Listings. Their view and watcher counts live apart, in listing_counters (decision 0092). The table keeps
 * a fifth of each page free (fillfactor 80, migration 0039, decision 0091): an edit's new version of a row
 * then fits on its own page, adding no entry to any index.
 */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    /** Positive, or null: its seller's explicit "Price on request" (migration 0021, shared/domain/listing.ts). */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    /**
     * The price in US dollars, set by a database trigger on every write of price or currency and
     * recomputed when rates change (migration 0016, modules/currencies): what price filters, sorts and
     * facet bands compare. Null without a price (migration 0021): no filter, band or comparable includes it.
     */
    priceUsd: numeric('price_usd', { precision: 14, scale: 2, mode: 'number' }),
    /** As the seller entered it, in `mileageUnit`. */
    mileage: integer('mileage'),
    mileageUnit: text('mileage_unit').notNull().default('mi'),
    /** The mileage in miles, what the mileage filter and sort read. */
    mileageMi: integer('mileage_mi').generatedAlwaysAs(MILEAGE_MI),
    /** The mileage caps buyers pick from that the mileage is within (MILEAGE_CAPS). */
    mileageCaps: integer('mileage_caps').array().generatedAlwaysAs(MILEAGE_CAPS),
    vin: text('vin'),
    condition: listingCondition('condition').notNull().default('excellent'),
    description: text('description'),
    location: text('location').notNull(),
    region: text('region').notNull(),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    engine: text('engine'),
    transmission: text('transmission'),
    fuelType: text('fuel_type'),
    bodyType: text('body_type'),
    exteriorColor: text('exterior_color'),
    interiorColor: text('interior_color'),
    status: listingStatus('status').notNull().default('active'),
    verified: boolean('verified').notNull().default(false),
    kmVerified: boolean('km_verified').notNull().default(false),
    /** Why an administrator turned the listing down; shown to its seller. */
    rejectionReason: text('rejection_reason'),
    /**
     * Listed through the private flow (/list-car) by a seller not yet verified: it reaches the approval
     * queue only once its listing fee is paid and the seller's identity application approved.
     */
    feeRequired: boolean('fee_required').notNull().default(false),
    /**
     * Its seller is suspended: the listing keeps its status but is not public (shared/domain/listing.ts
     * isPublicListing); lifting the suspension brings it back as it was.
     */
    sellerSuspended: boolean('seller_suspended').notNull().default(false),
    /** When it first went live (approval): its days on market count from then (migration 0017). */
    liveAt: timestamp('live_at', { withTimezone: true }),
    /** When its seller marked it sold, for how much, and whether the public may see that price. */
    soldAt: timestamp('sold_at', { withTimezone: true }),
    soldPrice: numeric('sold_price', { precision: 12, scale: 2, mode: 'number' }),
    showSoldPrice: boolean('show_sold_price').notNull().default(false),
    /** Its latest price change was a reduction (the "Reduced" badge), kept by the price change itself. */
    priceReduced: boolean('price_reduced').notNull().default(false),
    /**
     * Enough accounts reported it: held out of the public inventory, status unchanged, until an
     * administrator resolves the reports (migration 0018, shared/domain/report.ts).
     */
    reportsHeld: boolean('reports_held').notNull().default(false),
    /**
     * Where "Recommended" places a listing of a dealer on a paid plan (shared/domain/plans.ts placement);
     * null for the others, who rank by createdAt. Non-null also means featured on the home page.
     */
    rankedAt: timestamp('ranked_at', { withTimezone: true }),
    /** A private seller's listing stops being live then (shared/domain/expiry.ts); null: never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the owner was e-mailed that this expiry is near. */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /** The dealer's own reference for the car, matched by the CSV import like the VIN. */
    stockNumber: text('stock_number'),
    /** Why an inactive listing is not live when no one turned it down: 'plan_limit' (shared/domain/plans.ts). */
    inactiveReason: text('inactive_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(SEARCH_DOCUMENT),
    /**
     * The search vector's words as bits, two bits a word, held by the sort indexes so that a walk reads from
     * the table only rows whose bits hold every word (wordBits). Never read as numbers.
     */
    wordBitsLow: bigint('word_bits_low', { mode: 'number' }).generatedAlwaysAs(wordBits(0)),
    wordBitsHigh: bigint('word_bits_high', { mode: 'number' }).generatedAlwaysAs(wordBits(1)),
  },
  (t) => {
    // The public inventory, word for word as visibility.ts publicListing writes it: the planner proves a
    // public question's rows are in an index only from the same conditions.
    const publicRows = sql`${t.status} = 'active' and ${t.sellerSuspended} = false and ${t.reportsHeld} = false`;
    // The mileage as the filter and the sort compare it: none reads as 0.
    const mileageKey = sql`coalesce(${t.mileageMi}, 0)`;
    // Every column a public filter compares but the model and the words (FILTERS_IN_BROWSE_INDEXES), after
    // an index's leading ones. The mileage as the filter compares it, tested on the entries of an index
    // scan, and as the column: the planner reads a question from an index alone only when the index holds
    // every column it names (PostgreSQL's documentation, "Index-Only Scans and Covering Indexes").
    const filterColumns = (...leading: unknown[]) =>
      [
        t.priceUsd,
        t.year,
        t.make,
        t.region,
        t.condition,
        t.bodyType,
        t.fuelType,
        mileageKey,
        t.mileageMi,
        t.verified,
      ].filter((c) => !leading.includes(c));
    // The same after what makes an active listing public (publicRows), for indexes of every status; and
    // the words' bits, which a walk in the index's order tests before reading a row (wordBits).
    const sortColumns = (...leading: unknown[]) => [
      t.sellerSuspended,
      t.reportsHeld,
      ...filterColumns(...leading),
      t.wordBitsLow,
      t.wordBitsHigh,
    ];
    return [
      fullTextIndex('listings_search_idx', t.searchVector),
      check('listings_currency_known', sql`${t.currency} in (${currencyList})`),
      check('listings_price_positive', sql`${t.price} is null or ${t.price} > 0`),
      check('listings_mileage_non_negative', sql`${t.mileage} is null or ${t.mileage} >= 0`),
      check('listings_year_range', sql`${t.year} between 1900 and 2200`),
      check('listings_sold_price_non_negative', sql`${t.soldPrice} is null or ${t.soldPrice} >= 0`),
      check('listings_mileage_unit_known', sql`${t.mileageUnit} in ('mi', 'km')`),
      check(
        'listings_inactive_reason_known',
        sql`${t.inactiveReason} is null or ${t.inactiveReason} in ('plan_limit')`,
      ),
      // Browsing reads listings of a status in each sort order (exactly as ORDER BY writes it, nulls first
      // when descending, so the first page stops after a few rows), each index holding what makes a
      // listing public and every column a public filter compares: a walk in the sort's order tests the
      // filters on the index's entries and reads from the table only the rows they keep, to test the words
      // (migration 0032, decision 0069). One index per order: beside a narrower one, the planner chose the
      // narrower and read every row from the table.
      index('listings_status_created_idx').on(
        t.status,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        ...sortColumns(),
      ),
      index('listings_status_year_idx').on(
        t.status,
        t.year.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        ...sortColumns(t.year),
      ),
      index('listings_status_mileage_idx').on(t.status, mileageKey, t.id, ...sortColumns(mileageKey)),
      index('listings_status_price_idx').on(t.status, t.priceUsd, t.id, ...sortColumns(t.priceUsd)),
      // Descending with listings without a price last (migration 0021).
      index('listings_status_price_desc_idx').on(
        t.status,
        t.priceUsd.desc().nullsLast(),
        t.id.desc(),
        ...sortColumns(t.priceUsd),
      ),
      // The public inventory by make, region and price, holding every column a public filter compares: a
      // first page's capped count reads no table row (migration 0027).
      index('listings_public_make_idx')
        .on(t.make, t.priceUsd, ...filterColumns(t.make, t.priceUsd))
        .where(publicRows),
      index('listings_public_region_idx')
        .on(t.region, t.priceUsd, ...filterColumns(t.region, t.priceUsd))
        .where(publicRows),
      index('listings_public_price_idx')
        .on(t.priceUsd, t.id, ...filterColumns(t.priceUsd))
        .where(publicRows),
      // The public inventory's words and categories in one full-text index (btree_gin): a question of
      // words and categories is one intersection of posting lists, not a bitmap of each (migration 0030).
      fullTextIndex(
        'listings_public_search_idx',
        t.searchVector,
        ...CATEGORIES_WITH_WORDS.map((c) => t[c]),
      ).where(publicRows),
      // The same for the sampled quarter of the public inventory alone (QUARTER_SLICES, migration 0034).
      fullTextIndex(
        'listings_public_quarter_search_idx',
        t.searchVector,
        ...CATEGORIES_WITH_WORDS.map((c) => t[c]),
      ).where(sql`${publicRows} and ${inSampledQuarter(t.id)}`),
      // The same for each region's public inventory, without the region (migration 0037, decision 0088).
      ...REGIONS.map((region) =>
        fullTextIndex(
          regionSearchIndex(region),
          t.searchVector,
          ...CATEGORIES_WITHIN_REGION.map((c) => t[c]),
        ).where(sql`${publicRows} and ${t.region} = ${sql.raw(`'${region}'`)}`),
      ),
      // The same for words under a mileage cap a buyer picks (migration 0031).
      fullTextIndex('listings_public_mileage_search_idx', t.searchVector, t.mileageCaps).where(publicRows),
      index('listings_make_model_idx').on(t.make, sql`lower(${t.model})`, t.year),
      index('listings_status_sold_idx').on(
        t.status,
        sql`coalesce(${t.soldAt}, ${t.createdAt}) desc nulls first`,
        t.id.desc().nullsFirst(),
      ),
      index('listings_seller_idx').on(t.sellerId, t.createdAt.desc()),
      index('listings_status_recommended_idx').on(
        t.status,
        sql`coalesce(${t.rankedAt}, ${t.createdAt}) desc nulls first`,
        t.id.desc().nullsFirst(),
      ),
      index('listings_featured_idx')
        .on(t.id)
        .where(sql`${t.status} = 'active' and ${t.rankedAt} is not null`),
      index('listings_expiry_idx')
        .on(t.expiresAt)
        .where(sql`${t.status} = 'active' and ${t.expiresAt} is not null`),
      index('listings_parked_idx').on(t.sellerId, t.createdAt).where(sql`${t.inactiveReason} = 'plan_limit'`),
      uniqueIndex('listings_seller_stock_number_idx')
        .on(t.sellerId, t.stockNumber)
        .where(sql`${t.stockNumber} is not null`),
    ];
  },
);

/**
 * How many active listings carry each value of each filter dimension ('make', 'region', 'condition',
 * 'bodyType', 'priceBand'), kept by statement triggers on listings in the writing transaction (migration
 * 0011, docs/decisions/0022-search-at-scale.md).
 */
export const listingFacetCounts = pgTable(
  'listing_facet_counts',
  {
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.value] })],
);

/**
 * Public listings counted by all five facet dimensions at once (a missing body type or price band is
 * ''), kept by statement triggers on listings in the writing transaction (migration 0026,
 * docs/decisions/0042-facet-cube.md): facet counts under any combination of those filters are sums over
 * it.
 */
export const listingFacetCube = pgTable(
  'listing_facet_cube',
  {
    make: text('make').notNull(),
    region: text('region').notNull(),
    condition: text('condition').notNull(),
    bodyType: text('body_type').notNull(),
    priceBand: text('price_band').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'listing_facet_cube_pk',
      columns: [t.make, t.region, t.condition, t.bodyType, t.priceBand],
    }),
  ],
);

/**
 * Every word of every listing's make and model, kept by a trigger on listings (migration 0007). A
 * misspelt search word is matched by trigram similarity against this short list once per search,
 * instead of against every listing's title.
 */
export const searchTerms = pgTable('search_terms', { word: text('word').primaryKey() }, (t) => [
  index('search_terms_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * Every word the full-text index holds, kept by triggers on listings (migration 0028, byte-ordered: the
 * words a prefix begins are one range). A search word is looked up as the whole words it begins, which
 * the full-text index intersects far faster than a prefix (search.ts searchTerms).
 */
export const searchLexemes = pgTable('search_lexemes', { word: text('word').primaryKey() });

/**
 * One row per listing, viewer and day: a view counts at most once per viewer per day, and the rows give
 * sellers their views-over-time chart.
 */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull().default(sql`current_date`),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day, t.viewerKey] })],
);

/**
 * What visitors do to a listing, counted apart from it (migration 0040, decision 0092): a counted view or
 * a watch changes this row, never the listing's, so the listings' pages stay all-visible and searches keep
 * answering from their indexes alone between two vacuums. A listing nobody has viewed or watched has no
 * row: its counts are zero (listings/counters.ts reads them).
 */
export const listingCounters = pgTable('listing_counters', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  viewCount: integer('view_count').notNull().default(0),
  /** How many accounts watch it, kept by the watchlist's writes (modules/watchlist). */
  watcherCount: integer('watcher_count').notNull().default(0),
});

export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiries_thread_idx').on(t.listingId, t.buyerId, t.createdAt),
    index('inquiries_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('inquiries_buyer_idx').on(t.buyerId, t.createdAt.desc()),
  ],
);

/**
 * One rating per buyer, seller and listing. Ratings outlive a deleted listing (they stay with the
 * seller), so listing_id is set null rather than cascaded. The spec's default of -1 means "not rated":
 * the check keeps such a row from ever being stored.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull().default(-1),
    /** counted, held or removed (shared/domain/ratings.ts): only counted ratings are public. */
    status: text('status').notNull().default('counted'),
    /** Why a rating waits for an administrator (new_account, shared_address). */
    holdReason: text('hold_reason'),
    /** Why an administrator removed it; its seller sees this. */
    removalReason: text('removal_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('ratings_range', sql`${t.rating} between 1 and 5`),
    check('ratings_status', sql`${t.status} in ('counted', 'held', 'removed')`),
    index('ratings_seller_idx').on(t.sellerId),
    index('ratings_held_idx').on(t.createdAt).where(sql`${t.status} = 'held'`),
    uniqueIndex('ratings_one_per_buyer_seller_listing').on(t.buyerId, t.sellerId, t.listingId),
  ],
);

export const listingPayments = pgTable(
  'listing_payments',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    paymentProvider: paymentProvider('payment_provider').notNull(),
    paymentIntentId: text('payment_intent_id'),
    status: paymentStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_payments_listing_idx').on(t.listingId),
    index('listing_payments_user_idx').on(t.userId),
    // A listing has at most one open payment: concurrent starts cannot open a second one.
    uniqueIndex('listing_payments_one_open_per_listing').on(t.listingId).where(sql`${t.status} = 'pending'`),
  ],
);

export const escrowTransactions = pgTable('escrow_transactions', {
  id: serial('id').primaryKey(),
  listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
  buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
  sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
  buyerName: text('buyer_name'),
  buyerEmail: text('buyer_email'),
  buyerPhone: text('buyer_phone'),
  shippingAddress: text('shipping_address').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('USD'),
  shippingProvider: shippingProvider('shipping_provider'),
  insuranceProvider: text('insurance_provider'),
  status: escrowStatus('status').notNull().default('initiated'),
  kmCommission: numeric('km_commission', { precision: 8, scale: 2, mode: 'number' }),
  partnerRevenue: numeric('partner_revenue', { precision: 8, scale: 2, mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The bytes each stored photo (all its variants) takes, charged to the listing's seller's storage quota. */
export const photoFiles = pgTable(
  'photo_files',
  {
    url: text('url').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('photo_files_user_idx').on(t.userId)],
);
