/**
 * Filtered listings and their facet counts, over an in-memory index of the listable
 * products (issue 32, ADR 0031). Pure: facet-index.server.ts loads the columns from the
 * database (once per storefront version) and this module builds and reads the index.
 *
 * Why in memory: a facet count is a scan of the listing's scope, however well indexed.
 * In SQL a 7,700-product collection cost 130 ms and all 100,000 products 300–600 ms.
 * Here, as search engines do, every facet value is a bitset of the products that have it
 * (a bit per product slot, slots in id order), every applied filter a bitset of the
 * products that pass it, and a count is the size of an intersection: 3,125 words at
 * 100,000 products, whatever the scope.
 *
 * Counts are disjunctive: a facet counts the products that pass every filter but its own,
 * so choosing "Instant" leaves "Storage" counted. A product counts once per value however
 * many of its variants have it.
 */
import { TypedFastBitSet } from 'typedfastbitset';
import {
  type AttributeFilter,
  DISCOUNTS,
  type ListingFilters,
  PRICE_RANGES,
  RATINGS,
} from './filters.ts';
import type { ProductSort } from './listing.ts';
import type { CategoryAttribute, SpecValue } from './specs/attributes.ts';

/** The listable products' columns, one slot each, in id order (paise and ranks). */
export interface CatalogColumns {
  ids: Int32Array;
  price: Float64Array;
  /** The card variant's MRP; NaN where there is none. */
  mrp: Float64Array;
  inStock: Uint8Array;
  ratingRank: Float64Array;
  orderCount: Float64Array;
  /** Slot i's categories are categoryIds[categoryStart[i] .. categoryStart[i + 1]). */
  categoryStart: Int32Array;
  categoryIds: Int32Array;
  categoryPositions: Float64Array;
}

/** The columns with a bitset for each fixed facet value, and what is derived on first use. */
export interface CatalogIndex extends CatalogColumns {
  bits: {
    all: TypedFastBitSet;
    inStock: TypedFastBitSet;
    /** By place in DISCOUNTS, RATINGS and PRICE_RANGES. */
    discount: TypedFastBitSet[];
    rating: TypedFastBitSet[];
    price: TypedFastBitSet[];
    category: Map<number, TypedFastBitSet>;
  };
  /** Collections' slots in their order, sort orders: made on first use, kept with the index. */
  derived: Map<string, Int32Array>;
}

/** One attribute's distinct values, each with the bitset of the products that have it. */
export interface AttributeIndex {
  values: SpecValue[];
  bits: TypedFastBitSet[];
}

/** Attribute values by attribute id; an attribute without an entry has no values. */
export type AttributeValues = ReadonlyMap<number, AttributeIndex>;

/** The rows a listing filters: every listable product, one collection, or ranked results. */
export type ListingScope =
  | { kind: 'all' }
  | { kind: 'collection'; categoryId: number }
  | { kind: 'ids'; ids: number[] };

const within = (value: number, min: number | undefined, max: number | undefined) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

/** The card variant's discount is at least `percent` (no MRP: no discount). */
const discounted = (columns: CatalogColumns, slot: number, percent: number) => {
  const mrp = columns.mrp[slot]!;
  return 100 * (mrp - columns.price[slot]!) >= percent * mrp;
};

/** The preset price ranges in paise. */
const PAISE_RANGES = PRICE_RANGES.map((range) => ({
  min: range.min === undefined ? undefined : range.min * 100,
  max: range.max === undefined ? undefined : range.max * 100,
}));

const RATING_RANK = (stars: number) => stars * 1_000_000;

/** An empty bitset of `n` slots (growing one add at a time would copy it again and again). */
function emptyBits(n: number): TypedFastBitSet {
  return TypedFastBitSet.fromWords(new Uint32Array((n + 31) >>> 5));
}

/** The index of the columns: one pass over the products for the fixed facets' bitsets. */
export function buildCatalogIndex(columns: CatalogColumns): CatalogIndex {
  const n = columns.ids.length;
  const bitset = () => emptyBits(n);
  const bits: CatalogIndex['bits'] = {
    all: bitset(),
    inStock: bitset(),
    discount: DISCOUNTS.map(bitset),
    rating: RATINGS.map(bitset),
    price: PAISE_RANGES.map(bitset),
    category: new Map(),
  };
  if (n) bits.all.addRange(0, n);
  for (let slot = 0; slot < n; slot++) {
    if (columns.inStock[slot]) bits.inStock.add(slot);
    DISCOUNTS.forEach((d, i) => {
      if (discounted(columns, slot, d)) bits.discount[i]!.add(slot);
    });
    RATINGS.forEach((r, i) => {
      if (columns.ratingRank[slot]! >= RATING_RANK(r)) bits.rating[i]!.add(slot);
    });
    PAISE_RANGES.forEach((range, i) => {
      if (within(columns.price[slot]!, range.min, range.max)) bits.price[i]!.add(slot);
    });
    for (let k = columns.categoryStart[slot]!; k < columns.categoryStart[slot + 1]!; k++) {
      const id = columns.categoryIds[k]!;
      let members = bits.category.get(id);
      if (!members) {
        members = bitset();
        bits.category.set(id, members);
      }
      members.add(slot);
    }
  }
  return { ...columns, bits, derived: new Map() };
}

/** An attribute's index from its rows (a product's slot and one of its values), of `n` slots. */
export function buildAttributeIndex(
  rows: Iterable<{ slot: number; value: SpecValue }>,
  n: number,
): AttributeIndex {
  const byValue = new Map<SpecValue, TypedFastBitSet>();
  for (const { slot, value } of rows) {
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    let bits = byValue.get(value);
    if (!bits) {
      bits = emptyBits(n);
      byValue.set(value, bits);
    }
    bits.add(slot);
  }
  return { values: [...byValue.keys()], bits: [...byValue.values()] };
}

/** The slot of a product id, or -1 (not listable). */
export function slotOf(index: CatalogColumns, id: number): number {
  let lo = 0;
  let hi = index.ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = index.ids[mid]!;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function derive(index: CatalogIndex, key: string, make: () => Int32Array): Int32Array {
  let found = index.derived.get(key);
  if (!found) {
    found = make();
    index.derived.set(key, found);
  }
  return found;
}

export function scopeSlots(index: CatalogIndex, scope: ListingScope): Int32Array {
  if (scope.kind === 'ids') {
    const seen = new Set<number>();
    const slots: number[] = [];
    for (const id of scope.ids) {
      const slot = slotOf(index, id);
      if (slot >= 0 && !seen.has(slot)) {
        seen.add(slot);
        slots.push(slot);
      }
    }
    return Int32Array.from(slots);
  }
  if (scope.kind === 'all') {
    return derive(index, 'all', () => Int32Array.from(index.ids.keys()));
  }
  return derive(index, `collection:${scope.categoryId}`, () => {
    const members: { slot: number; position: number }[] = [];
    for (let slot = 0; slot < index.ids.length; slot++) {
      for (let k = index.categoryStart[slot]!; k < index.categoryStart[slot + 1]!; k++) {
        if (index.categoryIds[k] === scope.categoryId) {
          members.push({ slot, position: index.categoryPositions[k]! });
        }
      }
    }
    members.sort((a, b) => a.position - b.position || a.slot - b.slot);
    return Int32Array.from(members, (m) => m.slot);
  });
}

function sortedSlots(index: CatalogIndex, sort: Exclude<ProductSort, 'default'>): Int32Array {
  return derive(index, `sort:${sort}`, () => {
    const key =
      sort === 'price-asc' || sort === 'price-desc'
        ? index.price
        : sort === 'best-selling'
          ? index.orderCount
          : index.ratingRank;
    const direction = sort === 'price-asc' ? 1 : -1;
    const slots = Int32Array.from(index.ids.keys());
    return slots.sort((a, b) => direction * (key[a]! - key[b]!) || a - b);
  });
}

/**
 * Bitsets of `n` slots carved from one buffer, each empty or a copy: an evaluation
 * allocates at most once, or reuses `scratch` (fresh typed arrays on every request kept
 * the garbage collector busy: half the time of an evaluation at 100,000 products).
 */
function arena(n: number, count: number, scratch?: Uint32Array) {
  const words = (n + 31) >>> 5;
  const size = words * count;
  const buffer = scratch && scratch.length >= size ? scratch : new Uint32Array(size);
  if (buffer === scratch) buffer.fill(0, 0, size);
  let used = 0;
  const take = (copyOf?: TypedFastBitSet): TypedFastBitSet => {
    if (used === count) throw new Error('facet index: arena exhausted');
    const bits = TypedFastBitSet.fromWords(buffer.subarray(used * words, ++used * words));
    if (copyOf) bits.words.set(copyOf.words.subarray(0, words));
    return bits;
  };
  return { buffer, take };
}

/** The scope's products as a bitset (shared bitsets are never changed: callers copy). */
function scopeBits(
  index: CatalogIndex,
  scope: ListingScope,
  slots: Int32Array,
  bitset: () => TypedFastBitSet,
): TypedFastBitSet {
  if (scope.kind === 'all') return index.bits.all;
  const members = scope.kind === 'collection' ? index.bits.category.get(scope.categoryId) : null;
  if (members) return members;
  const bits = bitset();
  if (scope.kind === 'ids') for (const slot of slots) bits.add(slot);
  return bits;
}

/** What the filters make of a scope. */
export interface Evaluation {
  /** The scope's slots in its default order. */
  slots: Int32Array;
  /** Group keys ('price', 'inStock', 'discount', 'rating', 'category', 'a.{key}'). */
  keys: string[];
  /** The scope's products passing every group. */
  passing: TypedFastBitSet;
  /** By group: the scope's products passing every group but that one (its facet's counts). */
  passingBut: TypedFastBitSet[];
  /** The words its bitsets live in: the caller may give them to a later evaluation. */
  buffer: Uint32Array;
}

function valueMatches(value: SpecValue, filter: AttributeFilter): boolean {
  switch (filter.attribute.type) {
    case 'choice':
      return typeof value === 'string' && filter.values.includes(value);
    case 'boolean':
      return typeof value === 'boolean' && filter.values.includes(value ? 'yes' : 'no');
    default:
      if (typeof value !== 'number') return false;
      if (filter.values.length && !filter.values.some((v) => Number(v) === value)) return false;
      return within(value, filter.min, filter.max);
  }
}

const EMPTY_ATTRIBUTE: AttributeIndex = { values: [], bits: [] };

export function evaluate(
  index: CatalogIndex,
  attributes: AttributeValues,
  scope: ListingScope,
  filters: ListingFilters,
  categoryIds: number[],
  scratch?: Uint32Array,
): Evaluation {
  const slots = scopeSlots(index, scope);
  const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const groupCount =
    [
      hasPrice,
      filters.inStock,
      filters.discount !== undefined,
      filters.rating !== undefined,
    ].filter(Boolean).length +
    (filters.categories.length ? 1 : 0) +
    filters.attributes.length;
  // Per group at most: its own, a prefix, a suffix and the facet's; and the scope.
  const { buffer, take: bitset } = arena(index.ids.length, 4 * groupCount + 1, scratch);
  const inScope = scopeBits(index, scope, slots, bitset);
  const keys: string[] = [];
  const groups: TypedFastBitSet[] = [];
  const add = (key: string, passing: TypedFastBitSet) => {
    keys.push(key);
    groups.push(passing);
  };
  if (hasPrice) {
    const min = filters.minPrice === undefined ? undefined : Math.round(filters.minPrice * 100);
    const max = filters.maxPrice === undefined ? undefined : Math.round(filters.maxPrice * 100);
    const passing = bitset();
    for (const slot of slots) if (within(index.price[slot]!, min, max)) passing.add(slot);
    add('price', passing);
  }
  if (filters.inStock) add('inStock', index.bits.inStock);
  if (filters.discount !== undefined) {
    add('discount', index.bits.discount[DISCOUNTS.indexOf(filters.discount as never)]!);
  }
  if (filters.rating !== undefined) {
    add('rating', index.bits.rating[RATINGS.indexOf(filters.rating as never)]!);
  }
  if (filters.categories.length) {
    const passing = bitset();
    for (const id of categoryIds) {
      const members = index.bits.category.get(id);
      if (members) passing.union(members);
    }
    add('category', passing);
  }
  for (const filter of filters.attributes) {
    const values = attributes.get(filter.attribute.id) ?? EMPTY_ATTRIBUTE;
    const passing = bitset();
    values.values.forEach((value, i) => {
      if (valueMatches(value, filter)) passing.union(values.bits[i]!);
    });
    add(`a.${filter.attribute.key}`, passing);
  }
  // Passing the groups before g (prefix) and after it (suffix): every group but g is the
  // two together. Bitsets once made are only read: shared ones are copied first.
  const prefix = [inScope];
  groups.forEach((group, g) => {
    prefix.push(bitset(prefix[g]).intersection(group));
  });
  const passingBut: TypedFastBitSet[] = [];
  let suffix: TypedFastBitSet | null = null;
  for (let g = groups.length - 1; g >= 0; g--) {
    passingBut[g] = suffix ? bitset(prefix[g]).intersection(suffix) : prefix[g]!;
    suffix = suffix ? bitset(suffix).intersection(groups[g]!) : groups[g]!;
  }
  return { slots, keys, passing: prefix[groups.length]!, passingBut, buffer };
}

/** A page of the products that pass every filter, in the sort's order, and how many pass. */
export function matchingPage(
  index: CatalogIndex,
  evaluation: Evaluation,
  sort: ProductSort,
  offset: number,
  limit: number,
): { ids: number[]; total: number } {
  const { passing } = evaluation;
  // The scope's own order, or every slot in the key's order (shared by every listing);
  // either walk stops at the page's end.
  const order = sort === 'default' ? evaluation.slots : sortedSlots(index, sort);
  const ids: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && ids.length < limit; i++) {
    const slot = order[i]!;
    if (!passing.has(slot)) continue;
    if (seen >= offset) ids.push(index.ids[slot]!);
    seen++;
  }
  return { ids, total: passing.size() };
}

/** Counts by facet key, then value ('$min' and '$max' hold the price's extent). */
export type FacetCounts = Map<string, Map<string, number>>;

/** The facet values a set of counts names, those above zero. */
const named = (values: [string, number][]) => new Map(values.filter(([, n]) => n > 0));

/**
 * The counts behind a listing's facets: price ranges and extent, in stock, discount,
 * rating, categories (when `categories`) and each attribute given (choices, yes/no,
 * numbers present and the attribute's preset ranges as '#{i}').
 */
export function countFacets(
  index: CatalogIndex,
  attributes: AttributeValues,
  evaluation: Evaluation,
  facets: { categories: boolean; attributes: CategoryAttribute[] },
): FacetCounts {
  const { keys, passing, passingBut } = evaluation;
  /** The products a facet counts among: those passing every filter but its own. */
  const among = (key: string) => {
    const group = keys.indexOf(key);
    return group < 0 ? passing : passingBut[group]!;
  };
  const counts: FacetCounts = new Map();
  const prices = among('price');
  counts.set(
    'price',
    named(index.bits.price.map((bits, i) => [String(i), prices.intersection_size(bits)])),
  );
  const extent = priceExtent(index, prices);
  if (extent) {
    counts.get('price')?.set('$min', extent.min);
    counts.get('price')?.set('$max', extent.max);
  }
  counts.set('inStock', named([['yes', among('inStock').intersection_size(index.bits.inStock)]]));
  const discounts = among('discount');
  counts.set(
    'discount',
    named(
      DISCOUNTS.map((d, i) => [String(d), discounts.intersection_size(index.bits.discount[i]!)]),
    ),
  );
  const ratings = among('rating');
  counts.set(
    'rating',
    named(RATINGS.map((r, i) => [String(r), ratings.intersection_size(index.bits.rating[i]!)])),
  );
  if (facets.categories) {
    const categories = among('category');
    counts.set(
      'category',
      named(
        [...index.bits.category].map(([id, members]) => [
          String(id),
          categories.intersection_size(members),
        ]),
      ),
    );
  }
  for (const attribute of facets.attributes) {
    const key = `a.${attribute.key}`;
    counts.set(
      key,
      countAttribute(attribute, attributes.get(attribute.id) ?? EMPTY_ATTRIBUTE, among(key)),
    );
  }
  return counts;
}

/** The lowest and highest card price among `products`: the ends of the price order. */
function priceExtent(index: CatalogIndex, products: TypedFastBitSet) {
  const order = sortedSlots(index, 'price-asc');
  let low = 0;
  while (low < order.length && !products.has(order[low]!)) low++;
  if (low === order.length) return null;
  let high = order.length - 1;
  while (!products.has(order[high]!)) high--;
  return { min: index.price[order[low]!]!, max: index.price[order[high]!]! };
}

/** The name of a value in a facet: a choice itself, 'yes' or 'no', a number as written. */
function valueName(value: SpecValue): string {
  return typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
}

/** An attribute's values and preset ranges (a range is the union of its values). */
function countAttribute(
  attribute: CategoryAttribute,
  index: AttributeIndex,
  among: TypedFastBitSet,
): Map<string, number> {
  const counts: [string, number][] = index.values.map((value, i) => [
    valueName(value),
    among.intersection_size(index.bits[i]!),
  ]);
  if (attribute.type === 'number') {
    attribute.ranges.forEach((range, r) => {
      const inRange = emptyBits(among.words.length << 5);
      index.values.forEach((value, i) => {
        if (typeof value === 'number' && within(value, range.min, range.max)) {
          inRange.union(index.bits[i]!);
        }
      });
      counts.push([`#${r}`, among.intersection_size(inRange)]);
    });
  }
  return named(counts);
}
