import { CsvError, parse } from 'csv-parse/sync';
import {
  IMPORT_COLUMNS,
  IMPORT_RULES,
  type ImportColumn,
  looksLikeFormula,
  REQUIRED_IMPORT_COLUMNS,
} from '../../../shared/schemas/listing-import.ts';
import { AppError } from '../../lib/app-error.ts';

/** A header as written by people and spreadsheets: "Fuel Type", "fuel-type", "fuelType" all mean fuel_type. */
const normalise = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const KNOWN = new Map<string, ImportColumn>(IMPORT_COLUMNS.map((c) => [normalise(c.column), c.column]));

export interface CsvTable {
  columns: ImportColumn[];
  /** Each data row with its line in the file (the header is line 1). */
  rows: { line: number; cells: string[] }[];
}

const badFile = (message: string) => new AppError(400, message);

/** A control character other than tab, line feed and carriage return. */
const hasBinary = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
};

/**
 * Text out of the uploaded bytes: UTF-8 only (with or without a byte-order mark). A UTF-16 export or a
 * legacy code page is refused with what to do instead; bytes that are not text at all are refused too.
 */
function decode(bytes: Buffer): string {
  if (bytes.length === 0) throw badFile('The file is empty');
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw badFile('The file is UTF-16: save it as "CSV UTF-8" and upload it again');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badFile('The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again');
  }
  // Control characters other than tab and line breaks do not occur in a spreadsheet's CSV.
  if (hasBinary(text)) throw badFile('This does not look like a CSV file: it holds binary data');
  return text;
}

/**
 * Reads an uploaded inventory CSV with csv-parse: the header names known columns (the required ones
 * among them), each row has as many cells as the header. What is wrong with the whole file is a 400 that
 * says what; a row with the wrong number of cells is that row's error, reported with the others.
 */
export function readInventoryCsv(bytes: Buffer): {
  table: CsvTable;
  rowErrors: { row: number; field: string; message: string }[];
} {
  const text = decode(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
      max_record_size: 64 * 1024,
      to: IMPORT_RULES.maxRows + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw badFile(
        `The file could not be read as CSV${line ? ` (line ${line})` : ''}: ${error.message.replace(/^Invalid [^:]*: /, '').slice(0, 200)}`,
      );
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header || header.every((h) => h.trim() === '')) throw badFile('The file has no header row');
  if (data.length > IMPORT_RULES.maxRows)
    throw badFile(`A file may hold at most ${IMPORT_RULES.maxRows} vehicles; split it into several files`);

  const columns: ImportColumn[] = [];
  const unknown: string[] = [];
  for (const h of header) {
    const known = KNOWN.get(normalise(h));
    if (known) columns.push(known);
    else unknown.push(h.trim().slice(0, 40) || '(empty)');
  }
  if (unknown.length > 0)
    throw badFile(
      `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}. The columns are: ${IMPORT_COLUMNS.map((c) => c.column).join(', ')} (see the template)`,
    );
  const twice = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (twice.length > 0) throw badFile(`Column ${twice[0]} appears twice`);
  const missing = REQUIRED_IMPORT_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0)
    throw badFile(`Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  if (data.length === 0) throw badFile('The file has a header but no vehicles');

  const rows: CsvTable['rows'] = [];
  const rowErrors: { row: number; field: string; message: string }[] = [];
  data.forEach((cells, i) => {
    const line = i + 2;
    if (cells.length !== columns.length)
      rowErrors.push({
        row: line,
        field: 'row',
        message: `The row has ${cells.length} cells; the header has ${columns.length}`,
      });
    else rows.push({ line, cells });
  });
  return { table: { columns, rows }, rowErrors };
}

/**
 * A cell as written into a CSV the site serves: quoted when needed, and anything a spreadsheet could run
 * neutralised to text with a leading apostrophe (OWASP's rule: any cell starting with = + - @ tab or CR,
 * plain numbers aside). Stricter than the import's refusal, which lets "- full history" through.
 */
export function csvCell(value: string): string {
  const risky = looksLikeFormula(value) || (/^[+-]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value));
  const safe = risky ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The template: the header and one example row. */
export function inventoryTemplate(): string {
  return `\uFEFF${csvLine(IMPORT_COLUMNS.map((c) => c.column))}${csvLine(IMPORT_COLUMNS.map((c) => c.example))}`;
}
