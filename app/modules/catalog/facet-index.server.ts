/**
 * Loads the in-memory index of filtered listings (facet-index.ts, ADR 0031): one statement
 * for the listable products and their categories, one per attribute for its values, each
 * cached per storefront version (catalog-cache.server.ts) so that a change to the catalog
 * — price, stock reaching or leaving zero, a specification, a membership — shows on the
 * next filtered listing in every process. Each part arrives as one JSON array, which the
 * driver parses natively: 100,000 products load in well under a second.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../../db/client.ts';
import { storefrontVersionOf } from '../../lib/catalog-cache.server.ts';
import { cardProduct, LISTABLE } from './cards.server.ts';
import {
  type AttributeIndex,
  type AttributeValues,
  buildAttributeIndex,
  buildCatalogIndex,
  type CatalogColumns,
  type CatalogIndex,
  type Evaluation,
  evaluate,
  type ListingScope,
  slotOf,
} from './facet-index.ts';
import { filterEntries, type ListingFilters } from './filters.ts';

const p = cardProduct.as;

/** One row holding a JSON array of tuples (null when there are none). */
const Tuples = z.object({ tuples: z.array(z.array(z.unknown())).nullable() });

async function tuples(db: DbOrTx, statement: ReturnType<typeof sql>): Promise<unknown[][]> {
  const [row] = await queryRows(db, statement, Tuples);
  return row?.tuples ?? [];
}

const num = (value: unknown) =>
  value === null || value === undefined ? Number.NaN : Number(value);

export async function loadCatalogIndex(db: DbOrTx): Promise<CatalogIndex> {
  const [products, memberships] = await Promise.all([
    tuples(
      db,
      sql`select json_agg(json_build_array(${p.id}, ${p.cardPricePaise}, ${p.cardBasePricePaise},
          ${p.inStock}, ${p.ratingRank}, ${p.orderCount}) order by ${p.id}) as tuples
        from ${cardProduct.from} where ${LISTABLE}`,
    ),
    tuples(
      db,
      sql`select json_agg(json_build_array(pc.product_id, pc.category_id, pc.position)
          order by pc.product_id, pc.category_id) as tuples
        from product_categories pc where pc.listable`,
    ),
  ]);
  const n = products.length;
  const index: CatalogColumns = {
    ids: new Int32Array(n),
    price: new Float64Array(n),
    mrp: new Float64Array(n),
    inStock: new Uint8Array(n),
    ratingRank: new Float64Array(n),
    orderCount: new Float64Array(n),
    categoryStart: new Int32Array(n + 1),
    categoryIds: new Int32Array(memberships.length),
    categoryPositions: new Float64Array(memberships.length),
  };
  products.forEach(([id, price, mrp, inStock, ratingRank, orderCount], slot) => {
    index.ids[slot] = num(id);
    index.price[slot] = num(price);
    index.mrp[slot] = num(mrp);
    index.inStock[slot] = inStock === true ? 1 : 0;
    index.ratingRank[slot] = num(ratingRank);
    index.orderCount[slot] = num(orderCount);
  });
  // Memberships come in product order: each slot's run starts where the previous ended.
  // One of a product the first statement did not list (the two are not one snapshot) is
  // skipped; the next storefront version reloads both.
  let k = 0;
  let kept = 0;
  for (let slot = 0; slot < n; slot++) {
    index.categoryStart[slot] = kept;
    const id = index.ids[slot]!;
    for (; k < memberships.length && num(memberships[k]![0]) <= id; k++) {
      const [productId, categoryId, position] = memberships[k]!;
      if (num(productId) !== id) continue;
      index.categoryIds[kept] = num(categoryId);
      index.categoryPositions[kept] = num(position);
      kept++;
    }
  }
  index.categoryStart[n] = kept;
  return buildCatalogIndex(index);
}

/** One attribute's values for the listable products, in slot order. */
async function loadAttributeIndex(
  db: DbOrTx,
  index: CatalogIndex,
  attributeId: number,
): Promise<AttributeIndex> {
  const rows = await tuples(
    db,
    sql`select json_agg(json_build_array(s.product_id, s.value_number, s.value_choice,
        s.value_boolean) order by s.product_id) as tuples
      from product_specs s where s.attribute_id = ${attributeId}`,
  );
  return buildAttributeIndex(
    rows
      .map(([productId, number, choice, flag]) => ({
        slot: slotOf(index, num(productId)),
        value: typeof choice === 'string' ? choice : typeof flag === 'boolean' ? flag : num(number),
      }))
      .filter((row) => row.slot >= 0),
    index.ids.length,
  );
}

/** The index a process holds for a database: its version, when it was read, the load. */
interface Held {
  version: number;
  loadedAt: number;
  index: Promise<CatalogIndex>;
  refreshing?: boolean;
}
const held = new WeakMap<object, Held>();
/** Order counts move with every order without moving the version: read again this often. */
const REFRESH_MS = 10 * 60_000;

/**
 * The current index: one load per storefront version and process, shared by the requests
 * that wait for it. An index older than REFRESH_MS is read again in the background while
 * requests keep the one they have (no pause, no burst of waiting requests).
 */
export async function catalogIndex(db: DbOrTx): Promise<CatalogIndex> {
  const version = await storefrontVersionOf(db);
  const current = held.get(db);
  // A version read before a newer index was loaded is served by the newer one.
  if (current && current.version >= version) {
    if (!current.refreshing && Date.now() - current.loadedAt > REFRESH_MS) {
      current.refreshing = true;
      loadCatalogIndex(db).then(
        (index) => {
          if (held.get(db) === current) {
            held.set(db, { version, loadedAt: Date.now(), index: Promise.resolve(index) });
          }
        },
        () => {
          current.refreshing = false;
        },
      );
    }
    return current.index;
  }
  const loading = loadCatalogIndex(db);
  const next: Held = { version, loadedAt: Date.now(), index: loading };
  held.set(db, next);
  // A failed load is not kept: the next request tries again.
  loading.catch(() => {
    if (held.get(db) === next) held.delete(db);
  });
  return loading;
}

/** Attribute values loaded for each index: read against it, so that their slots match. */
const attributesOf = new WeakMap<CatalogIndex, Map<number, Promise<AttributeIndex>>>();

function attributeIndex(db: DbOrTx, index: CatalogIndex, id: number): Promise<AttributeIndex> {
  let loaded = attributesOf.get(index);
  if (!loaded) {
    loaded = new Map();
    attributesOf.set(index, loaded);
  }
  let found = loaded.get(id);
  if (!found) {
    const loading = loadAttributeIndex(db, index, id);
    found = loading;
    loaded.set(id, loading);
    // A failed load is not kept: the next request tries again.
    loading.catch(() => loaded.delete(id));
  }
  return found;
}

/** The index and the values of the given attributes. */
async function indexWithAttributes(
  db: DbOrTx,
  attributeIds: Iterable<number>,
): Promise<{ index: CatalogIndex; attributes: AttributeValues }> {
  const index = await catalogIndex(db);
  const ids = [...new Set(attributeIds)];
  const loaded = await Promise.all(ids.map((id) => attributeIndex(db, index, id)));
  return { index, attributes: new Map(ids.map((id, i) => [id, loaded[i]!])) };
}

/**
 * Evaluations kept per index, the last used last: a listing and its facets evaluate the
 * same filters. The words of one that leaves are given to the next, so an evaluation is
 * only read inside `withEvaluation`'s synchronous `read`.
 */
const evaluations = new WeakMap<
  CatalogIndex,
  { kept: Map<string, Evaluation>; spare: Uint32Array[] }
>();
const KEPT_EVALUATIONS = 16;

/** What a filtered page and its facets read. */
interface FilteredIndex {
  index: CatalogIndex;
  attributes: AttributeValues;
  evaluation: Evaluation;
}

/**
 * The filters evaluated over the scope, with the index and the values of the filters' and
 * `facetAttributeIds`' attributes, given to `read` at once: `read` must not keep the
 * evaluation past its return (its words go to a later evaluation).
 */
export async function withEvaluation<T>(
  db: DbOrTx,
  query: {
    scope: ListingScope;
    filters: ListingFilters;
    categoryIds: number[];
    facetAttributeIds?: number[];
  },
  read: (found: FilteredIndex) => T,
): Promise<T> {
  const { scope, filters, categoryIds, facetAttributeIds = [] } = query;
  const filtered = filters.attributes.map((f) => f.attribute.id);
  const { index, attributes } = await indexWithAttributes(db, [...facetAttributeIds, ...filtered]);
  // From here to `read`'s return nothing awaits: no other request can take these words.
  const key = JSON.stringify([scope, categoryIds, filtered, filterEntries(filters)]);
  let state = evaluations.get(index);
  if (!state) {
    state = { kept: new Map(), spare: [] };
    evaluations.set(index, state);
  }
  let evaluation = state.kept.get(key);
  if (evaluation) {
    state.kept.delete(key);
  } else {
    evaluation = evaluate(index, attributes, scope, filters, categoryIds, state.spare.pop());
    if (state.kept.size >= KEPT_EVALUATIONS) {
      const [oldest, leaving] = state.kept.entries().next().value!;
      state.kept.delete(oldest);
      state.spare.push(leaving.buffer);
    }
  }
  state.kept.set(key, evaluation);
  return read({ index, attributes, evaluation });
}
