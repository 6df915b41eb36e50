/**
 * Search in Kannada, the database part (the reading of the query is kannada-search.ts).
 * search.server.ts sends a query with Kannada letters here; it is answered, best first, by:
 *   K0 the Kannada name is the query          K1 it starts with the query
 *   K2 it contains the query                   K3 it contains every word
 *   K4 it contains every word as the names spell it (variants, typos, plural endings)
 *   then the English ranking (search.server.ts) of the query's English words, and, for
 *   what is still missing:
 *   K5 the product is in a category whose Kannada name has every word
 *   K6 the Kannada name is trigram-similar to the query, when the dictionary could not
 *      place a word (a typo in a word it does not know; pg_trgm's word_similarity, 0.6)
 * Within a tier best sellers first, then catalog order, as in English.
 *
 * Names are compared folded (lower case, no zero-width joiners) on both sides; the
 * trigram index products_name_kn_trgm_idx (migration 0028) is on that expression and
 * serves the substring and similarity tests. pg_trgm takes Kannada letters and vowel signs
 * as word characters but not the virama (U+0CCD), so 'ಮಿಕ್ಸರ್' is indexed as 'ಮಿಕ' and 'ಸರ':
 * the index narrows, the test itself decides; similarity is coarser than for English.
 * Kannada names are in no index-only path, so the Kannada tiers look at a bounded number
 * of products (WALK, NAME_CAP, CANDIDATE_CAP) and leave exactness to the English ranking.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../../db/client.ts';
import { LISTABLE } from './cards.server.ts';
import { ALL_PRODUCTS } from './constants.ts';
import { type KannadaQuery, readKannadaQuery } from './kannada-search.ts';
import { escapeLike, hasTrigramRun } from './search-query.ts';
import { cappedTier, collect, IdRow, idList, ProductIdRow } from './search-tiers.server.ts';

/** A Kannada name as compared: the expression of products_name_kn_trgm_idx. */
const folded = (column: SQL) => sql`lower(translate(${column}, U&'\\200C\\200D', ''))`;
const productName = folded(sql`p.name_kn`);
const categoryName = folded(sql`c.name_kn`);

/**
 * Candidates the similarity tier looks at (like search.server.ts's weakest tiers, fewer:
 * word_similarity on Kannada names costs more per row).
 */
const CANDIDATE_CAP = 500;

const like = (text: string) => `%${escapeLike(text)}%`;

/** Every word inside the folded name `name`. */
function allWords(name: SQL, words: string[]): SQL {
  return sql.join(
    words.map((w) => sql`${name} like ${like(w)}`),
    sql` and `,
  );
}

/**
 * The name tiers' candidates: the matches among the WALK best sellers and at most
 * NAME_CAP more from the trigram index. Unlike English names, Kannada names are not in
 * products_rank_idx, so each product looked at is a heap fetch: both are kept small, and
 * the cost bounded whatever the catalog size. For a word common in names (ಗೀಸರ್ in 1 of
 * 13) the best sellers among its matches come from the walk; the rest of the page then
 * comes from the English ranking, which is exact.
 */
const WALK = 200;
const NAME_CAP = 200;

/**
 * K0-K4 in one statement, the best `n` of the candidates. The index is asked only when the
 * walk found fewer than `n` and did not see the whole catalog.
 */
async function nameTiers(db: DbOrTx, q: KannadaQuery, n: number): Promise<number[]> {
  const matching = (name: SQL) => {
    const words = allWords(name, q.words);
    return q.corrected ? sql`(${words}) or (${allWords(name, q.corrected)})` : words;
  };
  const f = sql.raw('c.f');
  const rows = await queryRows(
    db,
    sql`with walk as materialized (
        select p.id, p.order_count, ${productName} as f from products p
        where ${LISTABLE}
        order by p.order_count desc, p.id
        limit ${WALK}
      ),
      hits as materialized (
        select w.id, w.order_count, w.f from walk w where ${matching(sql.raw('w.f'))}
      ),
      matches as materialized (
        select p.id, p.order_count, ${productName} as f from products p
        where ${LISTABLE} and ${matching(productName)}
        limit ${NAME_CAP}
      ),
      candidates as (
        select * from hits
        union
        select * from matches
        where (select count(*) from hits) < ${n} and (select count(*) from walk) >= ${WALK}
      )
      select c.id from candidates c
      order by case
          when ${f} = ${q.phrase} then 0
          when ${f} like ${`${escapeLike(q.phrase)}%`} then 1
          when ${f} like ${like(q.phrase)} then 2
          when ${allWords(f, q.words)} then 3
          else 4
        end,
        c.order_count desc, c.id
      limit ${n}`,
    IdRow,
  );
  return rows.map((r) => r.id);
}

/** Categories (not 'All Products') whose Kannada name has every word (or every corrected word). */
function categoryMatch(q: KannadaQuery): SQL {
  const corrected = q.corrected ? sql` or (${allWords(categoryName, q.corrected)})` : sql``;
  return sql`c.name <> ${ALL_PRODUCTS} and c.name_kn is not null
    and ((${allWords(categoryName, q.words)})${corrected})`;
}

/** K5: the best sellers of the matching categories, leaving out `found`. */
async function categoryTier(
  db: DbOrTx,
  categoryIds: number[],
  found: number[],
  n: number,
): Promise<number[]> {
  const exclude = found.length ? sql`and pc.product_id <> all(${idList(found)})` : sql``;
  const rows = await queryRows(
    db,
    sql`select pc.product_id from product_categories pc
      where pc.category_id = any(${idList(categoryIds)}) and pc.listable ${exclude}
      group by pc.product_id
      order by max(pc.order_count) desc nulls last, pc.product_id
      limit ${n}`,
    ProductIdRow,
  );
  return rows.map((r) => r.product_id);
}

/** K6: Kannada names with a word like the query, most similar first, leaving out `found`. */
function similarityTier(db: DbOrTx, phrase: string, found: number[], n: number) {
  const tier = {
    predicate: sql`${phrase} <% ${productName}`,
    order: sql`word_similarity(${phrase}, ${productName}) desc, p.order_count desc, p.id`,
    cap: CANDIDATE_CAP,
  };
  return cappedTier(db, tier, found, n);
}

export interface Ranked<C> {
  ids: number[];
  categories: C[];
}

/**
 * The ranking of a query with Kannada letters (see the top of this file). `english` is
 * search.server.ts's ranking, asked for the query's English words; `categoriesWhere`
 * reads the categories matching a condition on `c`, as that ranking returns them.
 */
export async function rankKannada<C extends { id: number }>(
  db: DbOrTx,
  query: string,
  limit: number,
  wantCategories: boolean,
  english: (phrase: string, limit: number, wantCategories: boolean) => Promise<Ranked<C>>,
  categoriesWhere: (where: SQL) => Promise<C[]>,
): Promise<Ranked<C>> {
  const q = readKannadaQuery(query);
  // Like English: a substring test only when the trigram index can serve it.
  const byName = q.words.length > 0 && hasTrigramRun(q.phrase);
  const [kannada, inEnglish, kannadaCategories] = await Promise.all([
    byName ? nameTiers(db, q, limit) : Promise.resolve([]),
    // Asked for a full page: with what the Kannada tiers found, the page is then full
    // whenever enough match.
    q.english
      ? english(q.english, limit, wantCategories)
      : Promise.resolve<Ranked<C>>({ ids: [], categories: [] }),
    byName ? categoriesWhere(categoryMatch(q)) : Promise.resolve([]),
  ]);
  const found: number[] = [];
  const categories = [...kannadaCategories];
  for (const c of inEnglish.categories) {
    if (!categories.some((k) => k.id === c.id)) categories.push(c);
  }
  if (collect(found, [kannada, inEnglish.ids], limit)) return { ids: found, categories };

  if (kannadaCategories.length) {
    const ids = kannadaCategories.map((c) => Number(c.id));
    if (collect(found, [await categoryTier(db, ids, found, limit - found.length)], limit)) {
      return { ids: found, categories };
    }
  }
  // Typos in words the dictionary knows are its business; this is for the others.
  if (byName && !q.allKnown && q.words.length <= 2) {
    collect(found, [await similarityTier(db, q.phrase, found, limit - found.length)], limit);
  }
  return { ids: found, categories };
}
