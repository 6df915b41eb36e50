import { redirect } from 'react-router';
import { parseForm } from '../lib/form-parse.ts';
import { SearchFormSchema } from '../modules/catalog/search-form.ts';
import { normalizeQuery } from '../modules/catalog/search-query.ts';
import { searchHref } from '../modules/catalog/search-term.ts';
import type { Route } from './+types/search-redirect';

/**
 * The header search without JavaScript: GET /search?q=geyser -> /search/geyser, read with
 * the form's own schema; an empty search goes back home.
 */
export function loader({ url }: Route.LoaderArgs) {
  const submission = parseForm(SearchFormSchema, url.searchParams);
  if (submission.status === 'success') throw redirect(searchHref(submission.value.q));
  // Too long (a hand-made link; the box stops at 100): search its first 100 characters.
  const capped = normalizeQuery(url.searchParams.get('q'));
  throw redirect(capped ? searchHref(capped) : '/');
}

export default function SearchRedirect() {
  return null;
}
