/**
 * Product search: PostgreSQL full-text search plus pg_trgm, typo tolerant through a
 * vocabulary of name words (search_terms). See docs/decisions/0007-search.md.
 *
 * Results come in tiers, best first; within a tier best sellers first (order count), then
 * catalog order (id):
 *   0 the name is the query            1 the name starts with the query
 *   2 the name contains the query      3 every word is in the name
 *   4 every word, or a correction of it, is in the name
 *   5 the product is in a category whose name matches
 *   6 every word is in the name or description
 *   7 every word or a correction is in the name or description
 *   8 the name is trigram-similar to the query (most similar first)
 * Tiers are asked one after the other, each for just the results still missing, until the
 * page is full. Each tier is "the most popular listable products matching P", which the
 * planner answers either by walking products_rank_idx (popular first, stopping when it
 * has enough: cheap when many match) or from the predicate's own index (cheap when few
 * match), so a common word costs no more at 100k products than at 1k.
 *
 * Every value reaches SQL as a bound parameter; tsquery text is built from lexemes that
 * PostgreSQL itself extracted, each quoted (search-query.ts), so no input can break it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import type { ProductCard, Suggestions } from './card.ts';
import { cardsFor, LISTABLE } from './cards.server.ts';
import { ALL_PRODUCTS } from './constants.ts';
import { rankKannada } from './kannada-search.server.ts';
import { hasKannada } from './kannada-search.ts';
import type { ReadOptions } from './queries.server.ts';
import {
  buildTsQueries,
  escapeLike,
  hasTrigramRun,
  MAX_QUERY_WORDS,
  normalizeQuery,
  type QueryWord,
  type TsQueries,
} from './search-query.ts';
import { cappedTier, collect, idList, ProductIdRow } from './search-tiers.server.ts';

export const DEFAULT_SEARCH_LIMIT = 48;
export const MAX_SEARCH_LIMIT = 100;

interface Prepared {
  phrase: string;
  likeAny: string | null;
  queries: TsQueries | null;
}

/** Words of the phrase as the search documents' configuration sees them, with neighbours. */
const QueryWordRow = z.object({
  lexeme: z.string(),
  position: SqlNumber,
  candidates: z.array(z.object({ term: z.string(), similarity: z.number() })).nullable(),
});
const TierRow = z.object({ tier: SqlNumber, id: SqlNumber });
const CategoryRow = z.object({
  id: SqlNumber,
  name: z.string(),
  slug: z.string(),
  position: SqlNumber.nullable(),
  name_kn: z.string().nullable(),
});

async function queryWords(db: DbOrTx, phrase: string): Promise<QueryWord[]> {
  const rows = await queryRows(
    db,
    sql`select w.lexeme, w.position,
        case when length(w.lexeme) >= 3 and w.lexeme ~ '[[:alpha:]]' then (
          select json_agg(json_build_object('term', c.term, 'similarity', c.similarity)
            order by c.distance, c.term)
          from (
            select t.term, t.term <-> w.lexeme as distance, similarity(t.term, w.lexeme) as similarity
            from search_terms t
            order by t.term <-> w.lexeme
            limit 8
          ) c
          where c.distance < 0.85
        ) end as candidates
      from (
        select v.lexeme, v.positions[1]::int as position
        from unnest(to_tsvector('simple'::regconfig, ${phrase})) v
        order by 2
        limit ${MAX_QUERY_WORDS}
      ) w
      order by w.position`,
    QueryWordRow,
  );
  return rows.map((r) => ({ ...r, candidates: r.candidates ?? [] }));
}

/** Categories (not 'All Products') whose name matches: its words, or the phrase inside it. */
function matchingCategories(p: Prepared): SQL {
  return sql`select c.id, c.name, c.slug, c.position, c.name_kn from categories c
    where c.name <> ${ALL_PRODUCTS} and (
      to_tsvector('simple'::regconfig, c.name) @@ ${p.queries?.fuzzy ?? null}::tsquery
      or lower(c.name) like lower(${p.likeAny}::text)
    )`;
}

/**
 * Candidates examined for a description-level or trigram tier. Past this many matches a
 * word is common and these weakest tiers rank the first matches found; the cap keeps
 * their cost bounded whatever the catalog size (docs/decisions/0007-search.md).
 */
const CANDIDATE_CAP = 2000;

/**
 * How far down the best sellers a name tier looks before asking the predicate's own index
 * instead (see tierGroup).
 */
const WALK = 3000;

/**
 * A name tier: a plain predicate whose selectivity the planner knows well (statistics of
 * lower(name)), or a `walk` predicate on words (see tierGroup), optionally narrowed by
 * `refine`. Both may only use id, order_count, name and name_vector.
 */
type NameTier = SQL | { walk: SQL; refine?: SQL };

/**
 * One statement answering several name tiers: for each, the best `n` listable products
 * matching it (best sellers first), leaving out `found`.
 *
 * A `walk` tier first walks the WALK most popular products in products_rank_idx (an
 * index-only scan) and keeps the first `n` that match: when a predicate is common, that
 * is the exact answer at a fixed cost. Only when fewer match there does it take all
 * matches from the predicate's own index (shared by tiers with the same predicate) and
 * sort them; those are then few. So neither a planner estimate (words in names are
 * strongly correlated: 'sofa cum bed') nor the catalog size can make a tier expensive.
 */
async function tierGroup(
  db: DbOrTx,
  tiers: NameTier[],
  found: number[],
  n: number,
): Promise<number[][]> {
  if (tiers.length === 0) return [];
  const exclude = found.length ? sql`and p.id <> all(${idList(found)})` : sql``;
  const bases: SQL[] = [];
  const ctes: SQL[] = [];
  const branches = tiers.map((tier, t) => {
    if (!('walk' in tier)) {
      return sql`(select ${t}::int as tier, p.id from products p
        where ${LISTABLE} and ${tier} ${exclude}
        order by p.order_count desc, p.id
        limit ${n})`;
    }
    let b = bases.indexOf(tier.walk);
    if (b === -1) {
      b = bases.push(tier.walk) - 1;
      ctes.push(sql`${sql.raw(`matches_${b}`)} as materialized (
        select p.id, p.order_count, p.name from products p
        where ${LISTABLE} and ${tier.walk} ${exclude})`);
    }
    const refine = tier.refine ? sql`and ${tier.refine}` : sql``;
    const walk = sql.raw(`walk_${t}`);
    const matches = sql.raw(`matches_${b}`);
    ctes.push(sql`${walk} as materialized (
      select p.id from (
        select p.id, p.order_count, p.name, p.name_vector from products p
        where ${LISTABLE}
        order by p.order_count desc, p.id
        limit ${WALK}
      ) p
      where ${tier.walk} ${refine} ${exclude}
      limit ${n})`);
    return sql`(select ${t}::int as tier, w.id from ${walk} w
        where (select count(*) from ${walk}) >= ${n})
      union all
      (select ${t}::int as tier, p.id from ${matches} p
        where (select count(*) from ${walk}) < ${n} ${refine}
        order by p.order_count desc, p.id
        limit ${n})`;
  });
  const rows = await queryRows(
    db,
    sql`${ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``}${sql.join(branches, sql` union all `)}`,
    TierRow,
  );
  const byTier: number[][] = tiers.map(() => []);
  for (const row of rows) byTier[row.tier]!.push(row.id);
  return byTier;
}

interface Ranked {
  ids: number[];
  categories: z.output<typeof CategoryRow>[];
}

/**
 * The tiers in rounds, stopping as soon as `limit` results are in: the name tiers that
 * need no word analysis run alongside it; words and categories next; the description and
 * trigram tiers only for what is still missing.
 */
async function rankedIds(
  db: DbOrTx,
  phrase: string,
  limit: number,
  wantCategories = false,
): Promise<Ranked> {
  const found: number[] = [];
  const escaped = escapeLike(phrase);
  const likeAny = hasTrigramRun(phrase) ? `%${escaped}%` : null;
  // Tier 2 for one word: the trigram index or the rank walk, whichever the planner
  // prefers. For several words, a trigram search of the whole phrase intersects many
  // long posting lists; tier 2 is then "tier 3, with the phrase inside the name" and
  // waits for the words.
  const multiWord = phrase.includes(' ');
  const nameTiers = [
    sql`lower(p.name) = lower(${phrase})`,
    sql`lower(p.name) like lower(${`${escaped}%`})`,
  ];
  const [words, phraseTiers] = await Promise.all([
    queryWords(db, phrase),
    tierGroup(
      db,
      likeAny && !multiWord ? [...nameTiers, sql`lower(p.name) like lower(${likeAny})`] : nameTiers,
      found,
      limit,
    ),
  ]);
  const p: Prepared = { phrase, likeAny, queries: buildTsQueries(words) };
  const q = p.queries;
  const wordTiers: NameTier[] = [];
  const allWords = q ? sql`p.name_vector @@ ${q.exact}::tsquery` : null;
  if (likeAny && multiWord) {
    wordTiers.push(
      allWords
        ? { walk: allWords, refine: sql`lower(p.name) like lower(${likeAny})` }
        : sql`lower(p.name) like lower(${likeAny})`,
    );
  }
  if (q && allWords) {
    wordTiers.push({ walk: allWords });
    if (q.fuzzy !== q.exact) wordTiers.push({ walk: sql`p.name_vector @@ ${q.fuzzy}::tsquery` });
  }
  const full = collect(found, phraseTiers, limit);
  const [nameWordTiers, categories] = await Promise.all([
    full ? Promise.resolve([]) : tierGroup(db, wordTiers, found, limit - found.length),
    (q || likeAny) && (wantCategories || !full)
      ? queryRows(db, matchingCategories(p), CategoryRow)
      : Promise.resolve([]),
  ]);
  if (full || collect(found, nameWordTiers, limit)) return { ids: found, categories };

  if (categories.length) {
    // Tier 5, from each matching category's own best-seller index.
    const n = limit - found.length;
    const exclude = found.length ? sql`and pc.product_id <> all(${idList(found)})` : sql``;
    const branches = categories.map(
      (c) => sql`(select pc.product_id, pc.order_count from product_categories pc
        where pc.category_id = ${Number(c.id)} and pc.listable ${exclude}
        order by pc.order_count desc nulls last, pc.product_id limit ${n})`,
    );
    const rows = await queryRows(
      db,
      sql`select distinct m.product_id, m.order_count from (${sql.join(branches, sql` union all `)}) m
        order by m.order_count desc, m.product_id limit ${n}`,
      ProductIdRow,
    );
    if (collect(found, [rows.map((r) => r.product_id)], limit)) {
      return { ids: found, categories };
    }
  }
  const popular = sql.raw('p.order_count desc, p.id');
  if (q) {
    for (const query of q.fuzzy !== q.exact ? [q.exact, q.fuzzy] : [q.exact]) {
      const ids = await cappedTier(
        db,
        {
          predicate: sql`p.search_vector @@ ${query}::tsquery`,
          order: popular,
          cap: CANDIDATE_CAP,
        },
        found,
        limit - found.length,
      );
      if (collect(found, [ids], limit)) return { ids: found, categories };
    }
  }
  // Trigram similarity of whole names, for a word or two the vocabulary could not place.
  if (likeAny && phrase.split(' ').length <= 2) {
    const ids = await cappedTier(
      db,
      {
        predicate: sql`lower(p.name) % lower(${phrase})`,
        order: sql`similarity(lower(p.name), lower(${phrase})) desc, p.order_count desc, p.id`,
        cap: CANDIDATE_CAP,
      },
      found,
      limit - found.length,
    );
    collect(found, [ids], limit);
  }
  return { ids: found, categories };
}

/**
 * rankedIds, or for a query with Kannada letters the Kannada ranking
 * (kannada-search.server.ts: Kannada names first, then rankedIds of its English words).
 */
function ranked(
  db: DbOrTx,
  phrase: string,
  limit: number,
  wantCategories = false,
): Promise<Ranked> {
  if (!hasKannada(phrase)) return rankedIds(db, phrase, limit, wantCategories);
  return rankKannada(
    db,
    phrase,
    limit,
    wantCategories,
    (english, n, want) => rankedIds(db, english, n, want),
    // The columns matchingCategories reads.
    (where) =>
      queryRows(
        db,
        sql`select c.id, c.name, c.slug, c.position, c.name_kn from categories c where ${where}`,
        CategoryRow,
      ),
  );
}

function cardsInOrder(db: DbOrTx, ids: number[], read: ReadOptions = {}): Promise<ProductCard[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return cardsFor(
    db,
    sql`select t.id::int as id, t.ord from unnest(${idList(ids)}) with ordinality as t(id, ord)`,
    read,
  );
}

function clampLimit(limit: number | undefined): number {
  const n = Math.trunc(Number(limit ?? DEFAULT_SEARCH_LIMIT));
  if (!Number.isFinite(n)) return DEFAULT_SEARCH_LIMIT;
  return Math.max(1, Math.min(MAX_SEARCH_LIMIT, n));
}

export interface SearchOptions {
  /** At most this many cards (default 48, at most 100). */
  limit?: number;
}

/**
 * Products matching a shopper's query, best first. Any value is accepted: a string is
 * normalised (trimmed, whitespace collapsed, capped at 100 characters); an empty query
 * finds nothing.
 */
export async function searchProducts(
  db: DbOrTx,
  query: unknown,
  options: SearchOptions = {},
  read: ReadOptions = {},
): Promise<ProductCard[]> {
  const phrase = normalizeQuery(query);
  if (!phrase) return [];
  const { ids } = await ranked(db, phrase, clampLimit(options.limit));
  return cardsInOrder(db, ids, read);
}

/** The ids of searchProducts' results, best first (the scope of a filtered search). */
export async function searchProductIds(
  db: DbOrTx,
  query: unknown,
  options: SearchOptions = {},
): Promise<number[]> {
  const phrase = normalizeQuery(query);
  if (!phrase) return [];
  return (await ranked(db, phrase, clampLimit(options.limit))).ids;
}

export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;

/**
 * As-you-type suggestions: up to 6 products and 3 categories, for 2+ characters; with
 * `kannada`, each name with its Kannada twin (`nameKn`) for the caller to choose.
 */
export async function suggest(
  db: DbOrTx,
  query: unknown,
  read: ReadOptions = {},
): Promise<Suggestions> {
  const phrase = normalizeQuery(query);
  if (Array.from(phrase).length < 2) return { products: [], categories: [] };
  const { ids, categories } = await ranked(db, phrase, SUGGESTED_PRODUCTS, true);
  const cards = await cardsInOrder(db, ids, read);
  const twin = (nameKn: string | null | undefined) =>
    read.kannada ? { nameKn: nameKn ?? null } : {};
  return {
    products: cards.map((c) => ({ name: c.name, ...twin(c.nameKn), slug: c.slug, image: c.image })),
    categories: [...categories]
      .sort(
        (a, b) =>
          (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
          a.name.localeCompare(b.name),
      )
      .slice(0, SUGGESTED_CATEGORIES)
      .map((c) => ({ name: c.name, ...twin(c.name_kn), slug: c.slug })),
  };
}
