/**
 * How many products a recommendation's link shows: counted by the listing's own code
 * (its filters read from the very URL the link carries, the collection's scope), so the
 * number on the advisor's button is the one the collection then shows.
 */
import type { DbOrTx } from '../../../db/client.ts';
import { cachedCatalog } from '../../lib/catalog-cache.server.ts';
import { resolveListingFilters } from '../catalog/listing-filters.server.ts';
import { listScope } from '../catalog/lists.server.ts';
import type { CategorySummary } from '../catalog/queries.server.ts';
import { type Matches, matchesHref } from './advisors.ts';

/**
 * The products the link leads to, or null when its collection is not in the catalog.
 * Kept with the catalog per link: the advisors' links are a small, fixed set (their
 * numbers come from the rules' bands, not from what was typed).
 */
export async function countMatches(
  db: DbOrTx,
  categories: CategorySummary[],
  matches: Matches,
): Promise<number | null> {
  const category = categories.find((known) => known.slug === matches.collection);
  if (!category) return null;
  const href = matchesHref(matches);
  return cachedCatalog(db, `advisor-matches:${href}`, async (db) => {
    const search = new URLSearchParams(href.split('?')[1] ?? '');
    const { filters } = await resolveListingFilters(db, search, { categoryId: category.id });
    const page = await listScope(
      db,
      { kind: 'collection', categoryId: category.id },
      { filters, pageSize: 1 },
    );
    return page.total;
  });
}
