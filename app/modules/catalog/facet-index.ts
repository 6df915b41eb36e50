/**
 * Filtered listings and their facet counts, over an in-memory index of the listable
 * products (issue 32, ADR 0031). Pure: facet-index.server.ts loads the index from the
 * database (one statement per part, cached per storefront version) and this module reads it.
 *
 * Why in memory: a facet count is a scan of the listing's scope, however well indexed.
 * In SQL a 7,000-product collection cost 130 ms and all 100,000 products 300–500 ms;
 * here the same scans are tight loops over typed arrays (a few milliseconds at 100,000),
 * as search engines count facets over their own columns.
 *
 * Each product has a slot (its place in id order). A scope is its slots in the listing's
 * default order; each applied filter is a group, and a product's evaluation records how
 * many groups it fails and, when one, which. Counts are disjunctive: a facet counts the
 * products that pass every group but its own, so choosing "Instant" leaves "Storage"
 * counted. A product counts once per value however many of its variants have it.
 */
import {
  type AttributeFilter,
  DISCOUNTS,
  type ListingFilters,
  PRICE_RANGES,
  RATINGS,
} from './filters.ts';
import type { ProductSort } from './listing.ts';
import type { CategoryAttribute } from './specs/attributes.ts';

/** The listable products, one slot each, in id order (columns in paise and ranks). */
export interface CatalogIndex {
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
  /** Derived on first use and kept with the index: collections' slots, sort orders. */
  derived: Map<string, Int32Array>;
}

/** One attribute's values, a row per value in slot order (variants may add rows). */
export interface AttributeIndex {
  slot: Int32Array;
  number: Float64Array;
  choice: (string | null)[];
  /** 1 yes, 0 no, -1 no value. */
  flag: Int8Array;
}

/** The rows a listing filters: every listable product, one collection, or ranked results. */
export type ListingScope =
  | { kind: 'all' }
  | { kind: 'collection'; categoryId: number }
  | { kind: 'ids'; ids: number[] };

/** The slot of a product id, or -1 (not listable). */
export function slotOf(index: CatalogIndex, id: number): number {
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

/**
 * A scope's slots in its default order: /products by id, a collection by its own
 * position (then id), search results by rank.
 */
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

/** Every slot, ordered by a sort's key (ties by id, as the SQL listings order them). */
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

/** What the filters make of a scope: per slot, the groups failed (0, 1 or 2 = more). */
export interface Evaluation {
  slots: Int32Array;
  inScope: Uint8Array;
  /** Group keys ('price', 'inStock', 'discount', 'rating', 'category', 'a.{key}'). */
  keys: string[];
  fails: Uint8Array;
  /** With one failure, its group's place in `keys`. */
  failed: Int8Array;
}

const discounted = (index: CatalogIndex, slot: number, percent: number) => {
  const mrp = index.mrp[slot]!;
  return 100 * (mrp - index.price[slot]!) >= percent * mrp;
};

const within = (value: number, min: number | undefined, max: number | undefined) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

/** Whether an attribute row meets its filter (several conditions all hold). */
function rowMatches(attribute: AttributeIndex, row: number, filter: AttributeFilter): boolean {
  switch (filter.attribute.type) {
    case 'choice': {
      const choice = attribute.choice[row];
      return choice != null && filter.values.includes(choice);
    }
    case 'boolean': {
      const flag = attribute.flag[row];
      return flag !== -1 && filter.values.includes(flag === 1 ? 'yes' : 'no');
    }
    default: {
      const value = attribute.number[row]!;
      if (Number.isNaN(value)) return false;
      if (filter.values.length && !filter.values.some((v) => Number(v) === value)) return false;
      return within(value, filter.min, filter.max);
    }
  }
}

/** Attribute values by attribute id; an attribute without an entry has no values. */
export type AttributeValues = ReadonlyMap<number, AttributeIndex>;

const EMPTY_ATTRIBUTE: AttributeIndex = {
  slot: new Int32Array(0),
  number: new Float64Array(0),
  choice: [],
  flag: new Int8Array(0),
};

export function evaluate(
  index: CatalogIndex,
  attributes: AttributeValues,
  scope: ListingScope,
  filters: ListingFilters,
  categoryIds: number[],
): Evaluation {
  const n = index.ids.length;
  const slots = scopeSlots(index, scope);
  const inScope = new Uint8Array(n);
  for (const slot of slots) inScope[slot] = 1;
  const keys: string[] = [];
  const tests: ((slot: number) => boolean)[] = [];
  const add = (key: string, test: (slot: number) => boolean) => {
    keys.push(key);
    tests.push(test);
  };
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const min = filters.minPrice === undefined ? undefined : Math.round(filters.minPrice * 100);
    const max = filters.maxPrice === undefined ? undefined : Math.round(filters.maxPrice * 100);
    add('price', (slot) => within(index.price[slot]!, min, max));
  }
  if (filters.inStock) add('inStock', (slot) => index.inStock[slot] === 1);
  const { discount, rating } = filters;
  if (discount !== undefined) add('discount', (slot) => discounted(index, slot, discount));
  if (rating !== undefined) add('rating', (slot) => index.ratingRank[slot]! >= rating * 1_000_000);
  if (filters.categories.length) {
    const wanted = new Set(categoryIds);
    add('category', (slot) => {
      for (let k = index.categoryStart[slot]!; k < index.categoryStart[slot + 1]!; k++) {
        if (wanted.has(index.categoryIds[k]!)) return true;
      }
      return false;
    });
  }
  for (const filter of filters.attributes) {
    const values = attributes.get(filter.attribute.id) ?? EMPTY_ATTRIBUTE;
    const passing = new Uint8Array(n);
    for (let row = 0; row < values.slot.length; row++) {
      const slot = values.slot[row]!;
      if (inScope[slot] && rowMatches(values, row, filter)) passing[slot] = 1;
    }
    add(`a.${filter.attribute.key}`, (slot) => passing[slot] === 1);
  }
  const fails = new Uint8Array(n);
  const failed = new Int8Array(n).fill(-1);
  for (const slot of slots) {
    let count = 0;
    for (let g = 0; g < tests.length && count < 2; g++) {
      if (!tests[g]!(slot)) {
        count++;
        failed[slot] = g;
      }
    }
    fails[slot] = count;
  }
  return { slots, inScope, keys, fails, failed };
}

/** A page of the products that pass every filter, in the sort's order, and how many pass. */
export function matchingPage(
  index: CatalogIndex,
  evaluation: Evaluation,
  sort: ProductSort,
  offset: number,
  limit: number,
): { ids: number[]; total: number } {
  const { inScope, fails } = evaluation;
  // The default order is the scope's own; a collection sorted by a key walks every slot
  // in that key's order and keeps its own (as fast as sorting the matches, and shared).
  const order = sort === 'default' ? evaluation.slots : sortedSlots(index, sort);
  const ids: number[] = [];
  let total = 0;
  for (const slot of order) {
    if (!inScope[slot] || fails[slot] !== 0) continue;
    if (total >= offset && ids.length < limit) ids.push(index.ids[slot]!);
    total++;
  }
  return { ids, total };
}

/** The preset price ranges in paise. */
const PAISE_RANGES = PRICE_RANGES.map((range) => ({
  min: range.min === undefined ? undefined : range.min * 100,
  max: range.max === undefined ? undefined : range.max * 100,
}));

/** Counts by facet key, then value ('$min' and '$max' hold the price's extent). */
export type FacetCounts = Map<string, Map<string, number>>;

/** A tally by key, read out as a facet's values. */
class Tally<K> {
  readonly counts = new Map<K, number>();
  add(key: K) {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  into(out: FacetCounts, facet: string, name: (key: K) => string = String) {
    const values = out.get(facet) ?? new Map<string, number>();
    for (const [key, n] of this.counts) values.set(name(key), n);
    if (values.size) out.set(facet, values);
  }
}

/**
 * The counts behind a listing's facets: price ranges and extent, in stock, discount,
 * rating, categories (when `categories`) and each attribute given (choices, yes/no,
 * numbers present and the attribute's preset ranges as '#{i}'). Tallies are kept by
 * number and named once at the end: this loop runs over every product of the scope.
 */
export function countFacets(
  index: CatalogIndex,
  attributes: AttributeValues,
  evaluation: Evaluation,
  facets: { categories: boolean; attributes: CategoryAttribute[] },
): FacetCounts {
  const { slots, inScope, keys, fails, failed } = evaluation;
  /** Whether a slot counts in the facet of group `key`: it passes every other group. */
  const counter = (key: string) => {
    const group = keys.indexOf(key);
    return (slot: number) => fails[slot] === 0 || (fails[slot] === 1 && failed[slot] === group);
  };
  const price = counter('price');
  const stock = counter('inStock');
  const discount = counter('discount');
  const rating = counter('rating');
  const category = counter('category');
  const prices = new Tally<number>();
  const inStock = new Tally<string>();
  const discounts = new Tally<number>();
  const ratings = new Tally<number>();
  const categories = new Tally<number>();
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const slot of slots) {
    if (fails[slot]! > 1) continue;
    if (price(slot)) {
      const paise = index.price[slot]!;
      if (paise < min) min = paise;
      if (paise > max) max = paise;
      for (let i = 0; i < PAISE_RANGES.length; i++) {
        if (within(paise, PAISE_RANGES[i]!.min, PAISE_RANGES[i]!.max)) prices.add(i);
      }
    }
    if (stock(slot) && index.inStock[slot] === 1) inStock.add('yes');
    if (discount(slot)) {
      for (const d of DISCOUNTS) if (discounted(index, slot, d)) discounts.add(d);
    }
    if (rating(slot)) {
      for (const r of RATINGS) if (index.ratingRank[slot]! >= r * 1_000_000) ratings.add(r);
    }
    if (facets.categories && category(slot)) {
      for (let k = index.categoryStart[slot]!; k < index.categoryStart[slot + 1]!; k++) {
        categories.add(index.categoryIds[k]!);
      }
    }
  }
  const counts: FacetCounts = new Map();
  prices.into(counts, 'price');
  if (min <= max) {
    counts.get('price')?.set('$min', min);
    counts.get('price')?.set('$max', max);
  }
  inStock.into(counts, 'inStock');
  discounts.into(counts, 'discount');
  ratings.into(counts, 'rating');
  categories.into(counts, 'category');
  for (const attribute of facets.attributes) {
    countAttribute(counts, attribute, attributes.get(attribute.id) ?? EMPTY_ATTRIBUTE, {
      inScope,
      fails,
      counts: counter(`a.${attribute.key}`),
    });
  }
  return counts;
}

/** An attribute's values and ranges; rows of one product are together, each counts once. */
function countAttribute(
  out: FacetCounts,
  attribute: CategoryAttribute,
  values: AttributeIndex,
  scope: { inScope: Uint8Array; fails: Uint8Array; counts: (slot: number) => boolean },
) {
  const key = `a.${attribute.key}`;
  const labels = new Tally<string>();
  const numbers = new Tally<number>();
  const ranges = new Tally<number>();
  const rangeSeen = new Int32Array(attribute.ranges.length).fill(-1);
  let current = -1;
  const seen: (string | number)[] = [];
  for (let row = 0; row < values.slot.length; row++) {
    const slot = values.slot[row]!;
    if (!scope.inScope[slot] || scope.fails[slot]! > 1 || !scope.counts(slot)) continue;
    if (slot !== current) {
      current = slot;
      seen.length = 0;
    }
    if (attribute.type === 'number') {
      const value = values.number[row]!;
      if (Number.isNaN(value)) continue;
      if (!seen.includes(value)) {
        seen.push(value);
        numbers.add(value);
      }
      attribute.ranges.forEach((range, i) => {
        if (rangeSeen[i] !== slot && within(value, range.min, range.max)) {
          rangeSeen[i] = slot;
          ranges.add(i);
        }
      });
      continue;
    }
    const flag = values.flag[row];
    const label =
      attribute.type === 'choice'
        ? values.choice[row]
        : flag === -1
          ? null
          : flag === 1
            ? 'yes'
            : 'no';
    if (label != null && !seen.includes(label)) {
      seen.push(label);
      labels.add(label);
    }
  }
  labels.into(out, key);
  numbers.into(out, key);
  ranges.into(out, key, (i) => `#${i}`);
}
