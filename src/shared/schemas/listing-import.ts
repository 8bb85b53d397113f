import { z } from 'zod';
import { amount, listingCreateSchema } from './listings.ts';

/**
 * The inventory CSV (issue 18, docs/decisions/0032): one vehicle per row, the listing editor's fields
 * under snake_case headers, plus the dealer's stock number. Rows are validated by the editor's own schema.
 */
export const IMPORT_COLUMNS = [
  { column: 'stock_number', field: 'stockNumber', example: 'FER-0042' },
  { column: 'vin', field: 'vin', example: 'ZFF79ALA4J0234567' },
  { column: 'make', field: 'make', example: 'Ferrari' },
  { column: 'model', field: 'model', example: '812 Superfast' },
  { column: 'year', field: 'year', example: '2022' },
  { column: 'price', field: 'price', example: '389000' },
  { column: 'currency', field: 'currency', example: 'USD' },
  { column: 'mileage', field: 'mileage', example: '4200' },
  { column: 'condition', field: 'condition', example: 'excellent' },
  { column: 'description', field: 'description', example: 'One owner, full service history.' },
  { column: 'location', field: 'location', example: 'Miami, FL' },
  { column: 'region', field: 'region', example: 'North America' },
  { column: 'engine', field: 'engine', example: '6.5L V12' },
  { column: 'transmission', field: 'transmission', example: 'Automatic' },
  { column: 'fuel_type', field: 'fuelType', example: 'gasoline' },
  { column: 'body_type', field: 'bodyType', example: 'coupe' },
  { column: 'exterior_color', field: 'exteriorColor', example: 'Rosso Corsa' },
  { column: 'interior_color', field: 'interiorColor', example: 'Nero' },
  { column: 'features', field: 'features', example: 'Carbon brakes; Lift system' },
  { column: 'photo_urls', field: 'photoUrls', example: '' },
] as const;

/** A `price` cell that says the car is offered on request (the editor's "Price on request"), any letter case. */
export const PRICE_ON_REQUEST_CELL = /^(price on request|on request|poa)$/i;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['column'];

/** Columns a file must have: the editor's required fields. */
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = [
  'make',
  'model',
  'year',
  'price',
  'location',
  'region',
];

export const IMPORT_RULES = {
  /** The uploaded file, at most (5,000 rows of a full template are about 2 MB). */
  maxBytes: 8 * 1024 * 1024,
  /** Vehicles per file. */
  maxRows: 10_000,
  /** `features` cells list features separated by these. */
  featureSeparator: /[;|]/,
} as const;

/** The dealer's own reference: letters, digits and - _ / . #, at most 40. */
export const stockNumberSchema = z
  .string()
  .trim()
  .max(40, { error: 'Stock number must be at most 40 characters' })
  .regex(/^[\p{L}\p{N}\-_/.# ]*$/u, { error: 'Stock number may hold letters, digits and - _ / . # only' })
  .nullish()
  .transform((v) => v || null);

/**
 * One row: the editor's create schema and the stock number. The price's rules are the editor's; its
 * messages name what a file says instead of the editor's "Price on request" choice.
 */
export const importRowSchema = listingCreateSchema.extend({
  stockNumber: stockNumberSchema,
  price: amount(
    'Enter the price as a number, or write "on request"',
    'Price must be more than 0 (or write "on request")',
  ).nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/**
 * A cell a spreadsheet would run as a formula (=HYPERLINK(...), @SUM, +cmd|...): the import refuses it,
 * and every CSV the site writes prefixes such a cell with an apostrophe so it shows as text.
 * A leading + or - followed by a digit or space is a sign or a bullet ("- full history"), not a formula.
 */
export const looksLikeFormula = (cell: string): boolean =>
  /^[=@\t\r]/.test(cell) || /^[+-][^\d\s.]/.test(cell);

export const FORMULA_MESSAGE =
  'Cells may not start with =, @, + or - followed by text: spreadsheet formulas are not imported';
