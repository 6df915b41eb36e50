/**
 * Server-side paging of back-office lists (`?page=N`, a fixed page size, a total count),
 * and what lists read from their query strings, leniently: nonsense is ignored, and
 * nothing reaches PostgreSQL that it would refuse with an error.
 */
export const ADMIN_PAGE_SIZE = 25;

/** The page asked for (1 when absent or nonsense; capped so an offset stays sane). */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export interface Paged<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

export function paged<T>(
  items: T[],
  page: number,
  total: number,
  size = ADMIN_PAGE_SIZE,
): Paged<T> {
  return { items, page, total, pageCount: Math.max(1, Math.ceil(total / size)) };
}

/** The largest id a row can have (a PostgreSQL integer). */
const MAX_ROW_ID = 2_147_483_647;

/** A row id as sent (a list's `before`, a form's `id`): a whole number from 1, or null. */
export function rowId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID ? id : null;
}

/**
 * A search as typed: trimmed, at most `max` characters, without control characters (a NUL
 * makes PostgreSQL refuse the query).
 */
export function searchText(raw: string | null | undefined, max: number): string {
  return (raw ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, max);
}
