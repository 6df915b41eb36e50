/** Server-side paging of back-office lists: `?page=N`, a fixed page size, a total count. */
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
