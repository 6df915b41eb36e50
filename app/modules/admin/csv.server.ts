/**
 * CSV in the back office: exports as downloads (spreadsheet formulas neutralised, since
 * shoppers wrote these texts), and the pincode import's reader.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

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
