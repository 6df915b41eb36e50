/**
 * The shopper's search term: one rule for the header search form (on every page, so no
 * Zod here), its no-JavaScript redirect and the search API (search-form.ts wraps it).
 */
import { MAX_QUERY_LENGTH } from './search-query.ts';

export const SEARCH_REQUIRED_MESSAGE = 'Please enter a search term.';

/** Longest term the search box takes; a longer one (a link, the API) is cut to this. */
export const MAX_SEARCH_CHARS = MAX_QUERY_LENGTH;

/**
 * The rule for a (trimmed) search term: it must not be empty (spec: an empty search does
 * nothing). A long term is not refused: searching caps it (normalizeQuery).
 */
export function searchTermError(term: string): string | undefined {
  return term ? undefined : SEARCH_REQUIRED_MESSAGE;
}

/** The results page of a search term. */
export function searchHref(term: string): string {
  return `/search/${encodeURIComponent(term)}`;
}
