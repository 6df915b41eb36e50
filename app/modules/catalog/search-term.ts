/**
 * The shopper's search term: one rule for the header search form (on every page, so no
 * Zod here), its no-JavaScript redirect and the search API (search-form.ts wraps it).
 */
import { MAX_QUERY_LENGTH } from './search-query.ts';

export const SEARCH_REQUIRED_MESSAGE = 'Please enter a search term.';
export const SEARCH_TOO_LONG_MESSAGE = `Please use at most ${MAX_QUERY_LENGTH} characters.`;

/** The rule for a (trimmed) search term: the message that refuses it, or undefined. */
export function searchTermError(term: string): string | undefined {
  if (!term) return SEARCH_REQUIRED_MESSAGE;
  if (Array.from(term).length > MAX_QUERY_LENGTH) return SEARCH_TOO_LONG_MESSAGE;
  return undefined;
}

/** The results page of a search term. */
export function searchHref(term: string): string {
  return `/search/${encodeURIComponent(term)}`;
}
