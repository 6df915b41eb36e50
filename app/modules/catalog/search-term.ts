/**
 * The shopper's search term: one rule for the header search form (on every page, so no
 * Zod here), its no-JavaScript redirect and the search API (search-form.ts wraps it).
 */
import { MAX_QUERY_LENGTH } from './search-query.ts';

export const SEARCH_REQUIRED_MESSAGE = 'Please enter a search term.';
export const SEARCH_TOO_LONG_MESSAGE = `Please use at most ${MAX_QUERY_LENGTH} characters.`;

/** Longest term the search box takes (its maxLength), in characters. */
export const MAX_SEARCH_CHARS = MAX_QUERY_LENGTH;

/** Longer than a search looks at, counted in characters (code points), not UTF-16 units. */
export function isTooLongSearch(term: string): boolean {
  return Array.from(term).length > MAX_QUERY_LENGTH;
}

/** The rule for a (trimmed) search term: required (spec: an empty search does nothing), at most 100 characters. */
export function searchTermError(term: string): string | undefined {
  if (!term) return SEARCH_REQUIRED_MESSAGE;
  return isTooLongSearch(term) ? SEARCH_TOO_LONG_MESSAGE : undefined;
}

/**
 * The results page of a search term. A path ending in '.data' is React Router's request for
 * a page's data, not the page: a term ending so ('report.data') has that dot escaped, which
 * React Router reads back as the same term.
 */
export function searchHref(term: string): string {
  return `/search/${encodeURIComponent(term).replace(/\.data$/, '%2Edata')}`;
}
