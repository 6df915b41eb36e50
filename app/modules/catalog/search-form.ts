/**
 * The shopper's search input: one rule for the header search form (browser), its
 * no-JavaScript redirect (/search?q=) and the search API. Client-safe.
 */
import { z } from 'zod';
import { MAX_QUERY_LENGTH } from './search-query.ts';

export const SEARCH_REQUIRED_MESSAGE = 'Please enter a search term.';
export const SEARCH_TOO_LONG_MESSAGE = `Please use at most ${MAX_QUERY_LENGTH} characters.`;

export const SearchTermSchema = z
  .string({ error: SEARCH_REQUIRED_MESSAGE })
  .trim()
  .min(1, SEARCH_REQUIRED_MESSAGE)
  .max(MAX_QUERY_LENGTH, SEARCH_TOO_LONG_MESSAGE);

/** The 'Search Products' form. */
export const SearchFormSchema = z.object({ q: SearchTermSchema });

/** The results page of a search term. */
export function searchHref(term: string): string {
  return `/search/${encodeURIComponent(term)}`;
}
