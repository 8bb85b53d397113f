import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { canSell, isDealer } from '../../../shared/domain/access.ts';
import { isResubmittable, LISTING_NEW_STATUS, listingTransition } from '../../../shared/domain/listing.ts';
import {
  FORMULA_MESSAGE,
  IMPORT_COLUMNS,
  IMPORT_RULES,
  type ImportColumn,
  type ImportRow,
  importRowSchema,
  looksLikeFormula,
  PRICE_ON_REQUEST_CELL,
} from '../../../shared/schemas/listing-import.ts';
import type { ImportReport } from '../../../shared/schemas/plans.ts';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { allowed, forbidden } from '../../lib/app-error.ts';
import { type TransactionDeps, type UnitOfWork, withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';
import { sellingTerms } from '../listings/editing.ts';
import { recordPriceChanges, setPrices } from '../listings/pricing.ts';
import { assertUnderPlanLimit, currentPlan, rankedAtFor } from '../plans/service.ts';
import type { NoticeDeps } from '../watchlist/notices.ts';
import { readInventoryCsv } from './csv.ts';

export type ImportDeps = TransactionDeps & NoticeDeps;
type RowError = ImportReport['errors'][number];

const FIELD_OF = new Map<ImportColumn, string>(IMPORT_COLUMNS.map((c) => [c.column, c.field]));
const COLUMN_OF = new Map<string, ImportColumn>(IMPORT_COLUMNS.map((c) => [c.field, c.column]));
/** Numbers and codes: a sign there is a sign, never a formula, and the schema judges the value. */
const NOT_TEXT = new Set<ImportColumn>(['year', 'price', 'mileage']);
/**
 * The listing fields a row may set that the update compares one by one: every column's field (IMPORT_COLUMNS)
 * but the price, which has its own path (price history, watchers), and the photos, which are not fetched.
 */
type Compared = Exclude<(typeof IMPORT_COLUMNS)[number]['field'], 'price' | 'photoUrls'>;
const COMPARED = IMPORT_COLUMNS.map((c) => c.field).filter(
  (field): field is Compared => field !== 'price' && field !== 'photoUrls',
);

interface ValidRow {
  line: number;
  row: ImportRow;
  /** The fields the file's columns set (an update leaves the others as they are). */
  present: Set<string>;
}

/** One CSV row through the editor's schema: the row, or its errors by column. */
function validateRow(columns: ImportColumn[], line: number, cells: string[]): ValidRow | RowError[] {
  const raw: Record<string, unknown> = {};
  const errors: RowError[] = [];
  const present = new Set<string>();
  columns.forEach((column, i) => {
    const cell = cells[i]!;
    const field = FIELD_OF.get(column)!;
    if (column === 'photo_urls') return; // Not fetched (no outbound network): photos are added per listing.
    present.add(field);
    if (!NOT_TEXT.has(column) && looksLikeFormula(cell)) {
      errors.push({ row: line, field: column, message: FORMULA_MESSAGE });
      return;
    }
    const value = cell.trim();
    if (value === '') return;
    raw[field] =
      column === 'price' && PRICE_ON_REQUEST_CELL.test(value)
        ? null
        : column === 'features'
          ? value
              .split(IMPORT_RULES.featureSeparator)
              .map((f) => f.trim())
              .filter(Boolean)
          : value;
  });
  if (errors.length > 0) return errors;
  const parsed = importRowSchema.safeParse(raw);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row: line, field: COLUMN_OF.get(field) ?? field, message: issue.message });
    }
    return errors;
  }
  return { line, row: parsed.data, present };
}

const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((v, i) => v === b[i])
    : (a ?? null) === (b ?? null);

/** How many new listings one statement inserts. */
const INSERT_BATCH = 1000;

/**
 * Imports a dealer's inventory CSV (docs/decisions/0032): every valid row is created, or updates the
 * listing of the dealer's with its VIN or stock number; rows with errors are skipped and reported. New
 * listings wait for review; on an updated one a price change goes to its price history (pricing.ts) and
 * any other change of a live listing takes it back to review (LISTING_TRANSITIONS.revise). One
 * transaction: the dealer's plan limit is checked against everything the file adds.
 */
export async function importInventory(
  deps: ImportDeps,
  origin: Origin,
  bytes: Buffer,
): Promise<ImportReport> {
  const { actor } = origin;
  if (!isDealer(actor) || !canSell(actor)) throw forbidden('Only verified dealers can import inventory');
  const { table, rowErrors } = readInventoryCsv(bytes);
  const errors: RowError[] = [...rowErrors];
  const valid: ValidRow[] = [];
  for (const { line, cells } of table.rows) {
    const result = validateRow(table.columns, line, cells);
    if (Array.isArray(result)) errors.push(...result);
    else valid.push(result);
  }

  // The same car twice in one file: the later row is an error.
  const firstLine = new Map<string, number>();
  const unique = valid.filter(({ line, row }) => {
    for (const [key, label] of [
      [row.vin && `vin:${row.vin}`, 'VIN'],
      [row.stockNumber && `stock:${row.stockNumber}`, 'stock number'],
    ] as const) {
      if (!key) continue;
      const earlier = firstLine.get(key);
      if (earlier !== undefined) {
        errors.push({
          row: line,
          field: label === 'VIN' ? 'vin' : 'stock_number',
          message: `Same ${label} as row ${earlier}`,
        });
        return false;
      }
    }
    if (row.vin) firstLine.set(`vin:${row.vin}`, line);
    if (row.stockNumber) firstLine.set(`stock:${row.stockNumber}`, line);
    return true;
  });

  const report = await withTransaction(deps, origin, async (uow) => {
    const { tx, emit } = uow;
    const { feeRequired } = await sellingTerms(tx, actor);
    const existing = await existingListings(
      tx,
      actor.id,
      unique.map((v) => v.row),
    );
    const byVin = new Map(existing.filter((l) => l.vin).map((l) => [l.vin!, l]));
    const byStock = new Map(existing.filter((l) => l.stockNumber).map((l) => [l.stockNumber!, l]));

    const creates: ValidRow[] = [];
    const updates: { v: ValidRow; listing: ExistingListing }[] = [];
    for (const v of unique) {
      const a = v.row.vin ? byVin.get(v.row.vin) : undefined;
      const b = v.row.stockNumber ? byStock.get(v.row.stockNumber) : undefined;
      if (a && b && a.id !== b.id) {
        errors.push({
          row: v.line,
          field: 'stock_number',
          message: `The VIN is listing ${a.id}'s and the stock number listing ${b.id}'s`,
        });
      } else if (a ?? b) updates.push({ v, listing: (a ?? b)! });
      else creates.push(v);
    }

    // Everything the file adds under the limit: new listings, and turned-down ones it sends back to review.
    const resubmitted = updates.filter(
      ({ v, listing }) => isResubmittable(listing) && changes(v, listing).any,
    );
    await assertUnderPlanLimit(tx, actor, creates.length + resubmitted.length);

    let updated = 0;
    let unchanged = 0;
    // New prices of live listings first, all together (price history, watchers); then the other changes.
    const planned = updates.map(({ v, listing }) => ({ v, listing, change: changes(v, listing) }));
    await recordPriceChanges(
      uow,
      deps,
      planned.flatMap(({ listing, change }) =>
        isLivePriceEdit(listing, change.price) ? [{ listing, price: change.price }] : [],
      ),
    );
    // A new price alone on a listing not yet live (waiting for review): set together too.
    const repriced = new Set(
      planned.filter(
        ({ listing, change }) =>
          typeof change.price === 'number' &&
          Object.keys(change.fields).length === 0 &&
          listing.status !== 'active' &&
          listing.status !== 'sold' &&
          !isResubmittable(listing),
      ),
    );
    await setPrices(
      tx,
      [...repriced].map(({ listing, change }) => ({ id: listing.id, price: change.price!, reduced: null })),
    );
    updated += repriced.size;
    for (const planned1 of planned) {
      if (repriced.has(planned1)) continue;
      const { v, listing, change } = planned1;
      const outcome = await applyUpdate(uow, listing, change);
      if (outcome === 'unchanged') unchanged++;
      else if (outcome === 'updated') updated++;
      else errors.push({ row: v.line, field: 'row', message: outcome.refused });
    }

    const rankedAt = rankedAtFor(await currentPlan(tx, actor.id));
    for (let i = 0; i < creates.length; i += INSERT_BATCH) {
      await tx.insert(listings).values(
        creates.slice(i, i + INSERT_BATCH).map(({ row }) => {
          const { imageUrls: _none, ...fields } = row;
          return {
            ...fields,
            sellerId: actor.id,
            status: LISTING_NEW_STATUS as typeof LISTING_NEW_STATUS,
            verified: false,
            imageUrls: [],
            feeRequired,
            rankedAt,
          };
        }),
      );
    }
    if (creates.length + updated > 0) emit({ type: 'seller.changed', sellerId: actor.id });
    return { created: creates.length, updated, unchanged };
  });
  errors.sort((a, b) => a.row - b.row);
  return { ...report, errors };
}

type ExistingListing = Awaited<ReturnType<typeof existingListings>>[number];

/** The dealer's listings that rows name by VIN or stock number, locked until the import commits. */
async function existingListings(tx: Db, sellerId: string, rows: ImportRow[]) {
  const vins = rows.map((r) => r.vin).filter((v): v is string => !!v);
  const stocks = rows.map((r) => r.stockNumber).filter((v): v is string => !!v);
  if (vins.length === 0 && stocks.length === 0) return [];
  return tx
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      status: listings.status,
      verified: listings.verified,
      price: listings.price,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      currency: listings.currency,
      mileage: listings.mileage,
      vin: listings.vin,
      condition: listings.condition,
      description: listings.description,
      location: listings.location,
      region: listings.region,
      engine: listings.engine,
      transmission: listings.transmission,
      fuelType: listings.fuelType,
      bodyType: listings.bodyType,
      exteriorColor: listings.exteriorColor,
      interiorColor: listings.interiorColor,
      features: listings.features,
      stockNumber: listings.stockNumber,
      inactiveReason: listings.inactiveReason,
    })
    .from(listings)
    .where(
      and(
        eq(listings.sellerId, sellerId),
        or(
          vins.length > 0 ? inArray(listings.vin, vins) : undefined,
          stocks.length > 0 ? inArray(listings.stockNumber, stocks) : undefined,
        ),
      ),
    )
    .orderBy(sql`${listings.id} desc`)
    .for('update');
}

/** What a row changes on its listing: the price, and the other fields its columns set. */
function changes(v: ValidRow, listing: ExistingListing) {
  const fields: Partial<Pick<ImportRow, Compared>> = {};
  for (const key of COMPARED) {
    if (!v.present.has(key)) continue;
    const next = v.row[key as keyof ImportRow];
    if (!same(next, listing[key])) (fields as Record<string, unknown>)[key] = next;
  }
  // A new price, or null for "Price on request"; undefined when the row leaves the price as it is.
  const price = v.present.has('price') && v.row.price !== listing.price ? v.row.price : undefined;
  return { fields, price, any: price !== undefined || Object.keys(fields).length > 0 };
}

/** A new price (not "on request") for a live listing: recorded in its price history, watchers told. */
const isLivePriceEdit = (listing: ExistingListing, price: number | null | undefined): price is number =>
  typeof price === 'number' && listing.status === 'active';

/** A row's changes other than a live listing's new price (recorded before, in one batch). */
async function applyUpdate(
  uow: UnitOfWork,
  listing: ExistingListing,
  { fields, price, any }: ReturnType<typeof changes>,
): Promise<'updated' | 'unchanged' | { refused: string }> {
  if (!any) return 'unchanged';
  const { tx } = uow;
  if (listing.status === 'sold') return { refused: 'A sold listing is not changed by an import' };
  // A live listing's new price was recorded before, with the others (price history, watchers). Going to
  // "Price on request" is no price change (nothing to record or tell watchers): it is simply set.
  const otherPrice = price !== undefined && !isLivePriceEdit(listing, price) ? { price } : {};
  if (Object.keys(fields).length === 0 && Object.keys(otherPrice).length === 0) return 'updated';
  // Any other change of an approved listing is reviewed again; a turned-down one goes back to the queue.
  const review =
    listing.status === 'active' && Object.keys(fields).length > 0
      ? { status: allowed(listingTransition(listing.status, 'revise')), verified: false }
      : isResubmittable(listing)
        ? { status: allowed(listingTransition(listing.status, 'resubmit')), rejectionReason: null }
        : {};
  await tx
    .update(listings)
    .set({ ...fields, ...otherPrice, ...review, updatedAt: new Date() })
    .where(eq(listings.id, listing.id));
  if (Object.keys(review).length > 0)
    uow.emit({ type: 'listing.changed', listingId: listing.id, ownerId: listing.sellerId });
  return 'updated';
}
