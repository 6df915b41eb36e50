import { redirect } from 'react-router';
import type { Route } from './+types/search-redirect';

/**
 * The header search without JavaScript: GET /search?q=geyser -> /search/geyser;
 * an empty search goes back home.
 */
export function loader({ url }: Route.LoaderArgs) {
  const query = url.searchParams.get('q')?.trim();
  if (!query) throw redirect('/');
  throw redirect(`/search/${encodeURIComponent(query)}`);
}

export default function SearchRedirect() {
  return null;
}
