/**
 * The plumbing both rankings share (search.server.ts for English words,
 * kannada-search.server.ts for Kannada names): tiers of product ids, filled best first.
 */
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { LISTABLE } from './cards.server.ts';

export const IdRow = z.object({ id: SqlNumber });
export const ProductIdRow = z.object({ product_id: SqlNumber });

/** `ids` as an int[] parameter (one bound string, whatever the count). */
export const idList = (ids: number[]) => sql`string_to_array(${ids.join(',')}::text, ',')::int[]`;

/**
 * A weak tier whose predicate may match a large part of the catalog and is costly to test
 * row by row: at most `cap` matches come from the predicate's index, then the best `n` of
 * them by `order`, leaving out `found`.
 */
export async function cappedTier(
  db: DbOrTx,
  { predicate, order, cap }: { predicate: SQL; order: SQL; cap: number },
  found: number[],
  n: number,
): Promise<number[]> {
  const exclude = found.length ? sql`and p.id <> all(${idList(found)})` : sql``;
  const rows = await queryRows(
    db,
    sql`with candidates as materialized (
        select p.id from products p where ${predicate} limit ${cap}
      )
      select p.id from candidates c join products p on p.id = c.id
      where ${LISTABLE} ${exclude}
      order by ${order}
      limit ${n}`,
    IdRow,
  );
  return rows.map((r) => r.id);
}

/** Adds the ids of `tiers` (in tier order) not yet in `found`, up to `limit`; true when full. */
export function collect(found: number[], tiers: number[][], limit: number): boolean {
  const seen = new Set(found);
  for (const ids of tiers) {
    for (const id of ids) {
      if (found.length >= limit) return true;
      if (!seen.has(id)) {
        seen.add(id);
        found.push(id);
      }
    }
  }
  return found.length >= limit;
}
