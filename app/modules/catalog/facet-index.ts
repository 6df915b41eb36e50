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
import type { CategoryAttribute, SpecValue } from './specs/attributes.ts';

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

/**
 * One attribute's values, a row per value in slot order (variants may add rows). Rows name
 * their value by its place in `values` (each distinct value once), so that a filter or a
 * count decides once per value, not once per row.
 */
export interface AttributeIndex {
  slot: Int32Array;
  value: Int32Array;
  values: SpecValue[];
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

/**
 * What the filters make of a scope, by place in the scope (so that the work grows with the
 * listing, not with the catalog): the groups each product fails (0, 1, or 2 for more).
 */
export interface Evaluation {
  slots: Int32Array;
  /** A slot's place in `slots`, or -1 outside the scope. */
  place: Int32Array;
  /** Group keys ('price', 'inStock', 'discount', 'rating', 'category', 'a.{key}'). */
  keys: string[];
  fails: Uint8Array;
  /** With one failure, its group's place in `keys`. */
  failed: Int8Array;
}

/** Each slot's place in the scope's slots (-1 outside); kept with collections' slots. */
function placesOf(index: CatalogIndex, scope: ListingScope, slots: Int32Array): Int32Array {
  const make = () => {
    const place = new Int32Array(index.ids.length).fill(-1);
    slots.forEach((slot, j) => {
      place[slot] = j;
    });
    return place;
  };
  if (scope.kind === 'ids') return make();
  return derive(index, `place:${scope.kind === 'all' ? 'all' : scope.categoryId}`, make);
}

const discounted = (index: CatalogIndex, slot: number, percent: number) => {
  const mrp = index.mrp[slot]!;
  return 100 * (mrp - index.price[slot]!) >= percent * mrp;
};

const within = (value: number, min: number | undefined, max: number | undefined) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

/** Whether a value meets its attribute's filter (all of the filter's conditions). */
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

/** Attribute values by attribute id; an attribute without an entry has no values. */
export type AttributeValues = ReadonlyMap<number, AttributeIndex>;

const EMPTY_ATTRIBUTE: AttributeIndex = {
  slot: new Int32Array(0),
  value: new Int32Array(0),
  values: [],
};

export function evaluate(
  index: CatalogIndex,
  attributes: AttributeValues,
  scope: ListingScope,
  filters: ListingFilters,
  categoryIds: number[],
): Evaluation {
  const slots = scopeSlots(index, scope);
  const place = placesOf(index, scope, slots);
  const m = slots.length;
  // Each group marks the places that pass it, in a loop of its own (one condition each).
  const keys: string[] = [];
  const passes: Uint8Array[] = [];
  const group = (key: string) => {
    const marks = new Uint8Array(m);
    keys.push(key);
    passes.push(marks);
    return marks;
  };
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const min = filters.minPrice === undefined ? undefined : Math.round(filters.minPrice * 100);
    const max = filters.maxPrice === undefined ? undefined : Math.round(filters.maxPrice * 100);
    const marks = group('price');
    for (let j = 0; j < m; j++) if (within(index.price[slots[j]!]!, min, max)) marks[j] = 1;
  }
  if (filters.inStock) {
    const marks = group('inStock');
    for (let j = 0; j < m; j++) marks[j] = index.inStock[slots[j]!]!;
  }
  if (filters.discount !== undefined) {
    const marks = group('discount');
    for (let j = 0; j < m; j++) if (discounted(index, slots[j]!, filters.discount)) marks[j] = 1;
  }
  if (filters.rating !== undefined) {
    const marks = group('rating');
    const least = filters.rating * 1_000_000;
    for (let j = 0; j < m; j++) if (index.ratingRank[slots[j]!]! >= least) marks[j] = 1;
  }
  if (filters.categories.length) {
    const marks = group('category');
    const wanted = new Set(categoryIds);
    for (let j = 0; j < m; j++) {
      const slot = slots[j]!;
      for (let k = index.categoryStart[slot]!; k < index.categoryStart[slot + 1]!; k++) {
        if (wanted.has(index.categoryIds[k]!)) marks[j] = 1;
      }
    }
  }
  for (const filter of filters.attributes) {
    const values = attributes.get(filter.attribute.id) ?? EMPTY_ATTRIBUTE;
    const matches = Uint8Array.from(values.values, (value) =>
      valueMatches(value, filter) ? 1 : 0,
    );
    const marks = group(`a.${filter.attribute.key}`);
    for (let row = 0; row < values.slot.length; row++) {
      const j = place[values.slot[row]!]!;
      if (j >= 0 && matches[values.value[row]!]) marks[j] = 1;
    }
  }
  const fails = new Uint8Array(m);
  const failed = new Int8Array(m).fill(-1);
  for (let j = 0; j < m; j++) {
    let count = 0;
    for (let g = 0; g < passes.length && count < 2; g++) {
      if (!passes[g]![j]) {
        count++;
        failed[j] = g;
      }
    }
    fails[j] = count;
  }
  return { slots, place, keys, fails, failed };
}

/** A page of the products that pass every filter, in the sort's order, and how many pass. */
export function matchingPage(
  index: CatalogIndex,
  evaluation: Evaluation,
  sort: ProductSort,
  offset: number,
  limit: number,
): { ids: number[]; total: number } {
  const { slots, place, fails } = evaluation;
  const ids: number[] = [];
  let total = 0;
  const keep = (slot: number) => {
    if (total >= offset && ids.length < limit) ids.push(index.ids[slot]!);
    total++;
  };
  if (sort === 'default') {
    // The scope's own order.
    for (let j = 0; j < slots.length; j++) if (fails[j] === 0) keep(slots[j]!);
  } else {
    // Every slot in the key's order, keeping the scope's: as fast as sorting the matches,
    // and the order is shared by every listing.
    for (const slot of sortedSlots(index, sort)) {
      const j = place[slot]!;
      if (j >= 0 && fails[j] === 0) keep(slot);
    }
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

/**
 * The counts behind a listing's facets: price ranges and extent, in stock, discount,
 * rating, categories (when `categories`) and each attribute given (choices, yes/no,
 * numbers present and the attribute's preset ranges as '#{i}'). Counts are kept by
 * position and named once at the end: this loop runs over every product of the scope.
 */
export function countFacets(
  index: CatalogIndex,
  attributes: AttributeValues,
  evaluation: Evaluation,
  facets: { categories: boolean; attributes: CategoryAttribute[] },
): FacetCounts {
  const { slots, place, keys, fails, failed } = evaluation;
  /** Whether the product at place `j` counts in the facet of group `key`: it passes every other group. */
  const counter = (key: string) => {
    const group = keys.indexOf(key);
    return (j: number) => fails[j] === 0 || (fails[j] === 1 && failed[j] === group);
  };
  const price = counter('price');
  const stock = counter('inStock');
  const discount = counter('discount');
  const rating = counter('rating');
  const category = counter('category');
  // Fixed value lists count in arrays by position; categories by id.
  const prices = new Array<number>(PAISE_RANGES.length).fill(0);
  const discounts = new Array<number>(DISCOUNTS.length).fill(0);
  const ratings = new Array<number>(RATINGS.length).fill(0);
  const categories: number[] = [];
  let inStock = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < slots.length; j++) {
    if (fails[j]! > 1) continue;
    const slot = slots[j]!;
    if (price(j)) {
      const paise = index.price[slot]!;
      if (paise < min) min = paise;
      if (paise > max) max = paise;
      for (let i = 0; i < PAISE_RANGES.length; i++) {
        if (within(paise, PAISE_RANGES[i]!.min, PAISE_RANGES[i]!.max)) prices[i]!++;
      }
    }
    if (index.inStock[slot] === 1 && stock(j)) inStock++;
    if (discount(j)) {
      for (let i = 0; i < DISCOUNTS.length; i++) {
        if (discounted(index, slot, DISCOUNTS[i]!)) discounts[i]!++;
      }
    }
    if (rating(j)) {
      for (let i = 0; i < RATINGS.length; i++) {
        if (index.ratingRank[slot]! >= RATINGS[i]! * 1_000_000) ratings[i]!++;
      }
    }
    if (facets.categories && category(j)) {
      for (let k = index.categoryStart[slot]!; k < index.categoryStart[slot + 1]!; k++) {
        const id = index.categoryIds[k]!;
        categories[id] = (categories[id] ?? 0) + 1;
      }
    }
  }
  const counts: FacetCounts = new Map();
  const named = (values: [string, number][]) => new Map(values.filter(([, n]) => n > 0));
  counts.set('price', named(prices.map((n, i) => [String(i), n])));
  if (min <= max) {
    counts.get('price')?.set('$min', min);
    counts.get('price')?.set('$max', max);
  }
  counts.set('inStock', named([['yes', inStock]]));
  counts.set('discount', named(discounts.map((n, i) => [String(DISCOUNTS[i]), n])));
  counts.set('rating', named(ratings.map((n, i) => [String(RATINGS[i]), n])));
  counts.set('category', named(categories.flatMap((n, id) => (n ? [[String(id), n]] : []))));
  for (const attribute of facets.attributes) {
    countAttribute(counts, attribute, attributes.get(attribute.id) ?? EMPTY_ATTRIBUTE, {
      place,
      fails,
      failed,
      group: keys.indexOf(`a.${attribute.key}`),
    });
  }
  return counts;
}

/** The name of a value in a facet: a choice itself, 'yes' or 'no', a number as written. */
function valueName(value: SpecValue): string {
  return typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
}

/**
 * An attribute's values and preset ranges. Rows of one product are together: a value (or
 * range) counts once per product, however many of its variants have it.
 */
function countAttribute(
  out: FacetCounts,
  attribute: CategoryAttribute,
  index: AttributeIndex,
  scope: { place: Int32Array; fails: Uint8Array; failed: Int8Array; group: number },
) {
  const { place, fails, failed, group } = scope;
  const { values } = index;
  const perValue = new Int32Array(values.length);
  const lastOfValue = new Int32Array(values.length).fill(-1);
  const ranges = attribute.type === 'number' ? attribute.ranges : [];
  const perRange = new Int32Array(ranges.length);
  const lastOfRange = new Int32Array(ranges.length).fill(-1);
  const rangesOf = values.map((value) =>
    typeof value === 'number'
      ? ranges.flatMap((range, i) => (within(value, range.min, range.max) ? [i] : []))
      : [],
  );
  for (let row = 0; row < index.slot.length; row++) {
    const slot = index.slot[row]!;
    const j = place[slot]!;
    if (j < 0) continue;
    const failures = fails[j]!;
    if (failures > 1 || (failures === 1 && failed[j] !== group)) continue;
    const value = index.value[row]!;
    if (lastOfValue[value] === slot) continue;
    lastOfValue[value] = slot;
    perValue[value]!++;
    for (const i of rangesOf[value]!) {
      if (lastOfRange[i] !== slot) {
        lastOfRange[i] = slot;
        perRange[i]!++;
      }
    }
  }
  const counted = new Map<string, number>();
  values.forEach((value, i) => {
    if (perValue[i]) counted.set(valueName(value), perValue[i]!);
  });
  perRange.forEach((n, i) => {
    if (n) counted.set(`#${i}`, n);
  });
  if (counted.size) out.set(`a.${attribute.key}`, counted);
}
