/**
 * CSV in the back office: exports as downloads (spreadsheet formulas neutralised, since
 * shoppers wrote these texts), and the imports' reader (pincodes, AWBs).
 */

import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { DomainError } from '../../lib/domain-error.ts';

/** A CSV download: header row first, then the rows, UTF-8 with a BOM for spreadsheets. */
export function csvResponse(filename: string, header: string[], rows: unknown[][]): Response {
  const body = `\uFEFF${stringify([header, ...rows], { escape_formulas: true })}`;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** Rows of a CSV file keyed by its header row; throws on a malformed file. */
export function readCsv(text: string, maxRows: number): Record<string, string>[] {
  return parse(text.replace(/^\uFEFF/, ''), {
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
    skip_empty_lines: true,
    trim: true,
    to: maxRows + 1,
    max_record_size: 10_000,
  }) as Record<string, string>[];
}

/** Refuses a whole import, naming what is wrong with it (at most 50 of its rows). */
export const nothingImported = (errors: string[]) =>
  new DomainError('rejected', 'Nothing was imported:', { details: errors.slice(0, 50) });

/**
 * An import's rows, keyed by its header, once the file reads as CSV, has rows, not too
 * many, and every column asked for; else the whole file is refused, saying why.
 */
export function readImport(
  text: string,
  columns: readonly string[],
  maxRows: number,
): Record<string, string>[] {
  let records: Record<string, string>[];
  try {
    records = readCsv(text, maxRows);
  } catch (error) {
    throw nothingImported([`The file could not be read as CSV: ${(error as Error).message}`]);
  }
  if (records.length === 0) throw nothingImported(['The file has no rows under its header.']);
  if (records.length > maxRows) {
    throw nothingImported([`The file has more than ${maxRows} rows: please split it.`]);
  }
  const missing = columns.filter((column) => !(column in records[0]!));
  if (missing.length) throw nothingImported([`The header row lacks: ${missing.join(', ')}.`]);
  return records;
}
