/**
 * Response headers of routes whose pages are one shopper's (account pages): never stored
 * by a cache, and an action's Retry-After (a throttled form) passed on. React Router sends
 * a route's loader and action headers only through its `headers` export.
 */
import type { HeadersFunction } from 'react-router';

export const privatePageHeaders: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set('Cache-Control', 'private, no-store');
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};
