/**
 * Listing filters (issue 32, ADR 0030): what the URL of /products, a collection or a search
 * may ask for, read in two steps. `readFilterParams` is syntax alone (numbers are numbers,
 * names are filter names); `resolveFilters` holds that against what the listing has (the
 * category's attributes and their choices, the known categories). A parameter that fails
 * either is left out with a note saying which and why, and the rest applies: a filtered
 * URL never fails. Client-safe and Zod-free: the filter form, the chips, the loaders, the
 * facet index (facet-index.ts) and the API read this one module.
 *
 * URL names (kept exactly: other clients use them): minPrice, maxPrice (rupees), inStock=1,
 * discount=10|25|40, category={slug} (repeatable), rating=4|3, a.{key}={value}
 * (repeatable), a.{key}.min and a.{key}.max (numbers, inclusive).
 */
import { msg } from '../../i18n/msg.ts';
import type { CategoryAttribute } from './specs/attributes.ts';

export const DISCOUNTS = [10, 25, 40] as const;
export const RATINGS = [4, 3] as const;

/** Preset price ranges in rupees, bounds inclusive. */
export const PRICE_RANGES: readonly { min?: number; max?: number }[] = [
  { max: 2000 },
  { min: 2000, max: 5000 },
  { min: 5000, max: 10000 },
  { min: 10000, max: 20000 },
  { min: 20000 },
];

/** Values of one parameter kept at most (a.type=a&a.type=b…): enough for any real choice. */
const MAX_VALUES = 20;
/** Longest value read; longer ones cannot be a choice or a number. */
const MAX_VALUE_LENGTH = 60;
/** Largest number a filter takes (rupees, litres, watts …). */
const MAX_NUMBER = 100_000_000;

const ATTRIBUTE_PARAM = /^a\.([a-z][a-z0-9-]{0,39})(?:\.(min|max))?$/;
const NUMBER = /^\d{1,9}(?:\.\d{1,2})?$/;

/** The non-attribute parameter names. */
export const FILTER_PARAMS = [
  'category',
  'minPrice',
  'maxPrice',
  'discount',
  'rating',
  'inStock',
] as const;

export interface AttributeFilterParams {
  values: string[];
  min?: number;
  max?: number;
}

/** What the URL asked for, syntactically sound. */
export interface FilterParams {
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  discount?: number;
  rating?: number;
  categories: string[];
  /** By attribute key, in the order first seen. */
  attributes: Map<string, AttributeFilterParams>;
}

export type NoteReason = 'number' | 'range' | 'value' | 'here';

/** A parameter left out, and why. */
export interface FilterNote {
  param: string;
  value?: string;
  reason: NoteReason;
}

/** The note's sentence (English; the page passes it through `t` with param and value). */
export const NOTE_TEXTS: Record<NoteReason, string> = {
  number: msg('"{param}" was ignored: it must be a number.'),
  range: msg('"{param}" was ignored: the minimum is above the maximum.'),
  value: msg('"{param}" was ignored: "{value}" is not one of its values.'),
  here: msg('"{param}" was ignored: there is no such filter here.'),
};

/** A note in English, as the API gives it. */
export function noteText(note: FilterNote): string {
  return NOTE_TEXTS[note.reason]
    .replace('{param}', note.param)
    .replace('{value}', note.value ?? '');
}

function readNumber(raw: string): number | null {
  const text = raw.trim();
  if (!NUMBER.test(text)) return null;
  const n = Number(text);
  return n <= MAX_NUMBER ? n : null;
}

/** True for any parameter name a filter reads (the page cache keys filtered pages by these). */
export function isFilterParam(name: string): boolean {
  return (FILTER_PARAMS as readonly string[]).includes(name) || ATTRIBUTE_PARAM.test(name);
}

/** Reads the filter parameters' syntax; everything else in the query is not looked at. */
export function readFilterParams(search: URLSearchParams): {
  params: FilterParams;
  notes: FilterNote[];
} {
  const notes: FilterNote[] = [];
  const params: FilterParams = { inStock: false, categories: [], attributes: new Map() };
  const number = (name: string): number | undefined => {
    const raw = search.get(name);
    if (raw === null || raw.trim() === '') return undefined;
    const n = readNumber(raw);
    if (n === null)
      notes.push({ param: name, value: raw.slice(0, MAX_VALUE_LENGTH), reason: 'number' });
    return n ?? undefined;
  };
  const oneOf = (name: string, allowed: readonly number[]): number | undefined => {
    const raw = search.get(name);
    if (raw === null || raw === '') return undefined;
    const n = Number(raw);
    if (allowed.includes(n)) return n;
    notes.push({ param: name, value: raw.slice(0, MAX_VALUE_LENGTH), reason: 'value' });
    return undefined;
  };

  const minPrice = number('minPrice');
  const maxPrice = number('maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    notes.push({ param: 'minPrice', reason: 'range' }, { param: 'maxPrice', reason: 'range' });
  } else {
    if (minPrice !== undefined) params.minPrice = minPrice;
    if (maxPrice !== undefined) params.maxPrice = maxPrice;
  }
  const inStock = search.get('inStock');
  if (inStock === '1') params.inStock = true;
  else if (inStock !== null && inStock !== '' && inStock !== '0') {
    notes.push({ param: 'inStock', value: inStock.slice(0, MAX_VALUE_LENGTH), reason: 'value' });
  }
  const discount = oneOf('discount', DISCOUNTS);
  if (discount !== undefined) params.discount = discount;
  const rating = oneOf('rating', RATINGS);
  if (rating !== undefined) params.rating = rating;
  params.categories = distinct(search.getAll('category'));

  for (const [name, raw] of search) {
    const match = ATTRIBUTE_PARAM.exec(name);
    if (!match) continue;
    const key = match[1]!;
    const bound = match[2] as 'min' | 'max' | undefined;
    const entry = params.attributes.get(key) ?? { values: [] };
    params.attributes.set(key, entry);
    const value = raw.trim();
    if (value === '') continue;
    if (bound) {
      const n = readNumber(value);
      if (n === null)
        notes.push({ param: name, value: value.slice(0, MAX_VALUE_LENGTH), reason: 'number' });
      else entry[bound] = n;
    } else if (value.length <= MAX_VALUE_LENGTH && !entry.values.includes(value)) {
      if (entry.values.length < MAX_VALUES) entry.values.push(value);
    }
  }
  for (const [key, entry] of params.attributes) {
    if (entry.min !== undefined && entry.max !== undefined && entry.min > entry.max) {
      notes.push(
        { param: `a.${key}.min`, reason: 'range' },
        { param: `a.${key}.max`, reason: 'range' },
      );
      delete entry.min;
      delete entry.max;
    }
    if (entry.values.length === 0 && entry.min === undefined && entry.max === undefined) {
      params.attributes.delete(key);
    }
  }
  return { params, notes };
}

function distinct(values: string[]): string[] {
  return [
    ...new Set(values.map((v) => v.trim()).filter((v) => v && v.length <= MAX_VALUE_LENGTH)),
  ].slice(0, MAX_VALUES);
}

/** One attribute's filter, resolved against its definition. */
export interface AttributeFilter {
  attribute: CategoryAttribute;
  /** Choice values; 'yes'/'no' for yes/no; numbers as written ('15') for exact numbers. */
  values: string[];
  min?: number;
  max?: number;
}

/** The filters a listing applies. */
export interface ListingFilters {
  /** Rupees, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  discount?: number;
  rating?: number;
  /** Category slugs (/products and search only). */
  categories: string[];
  attributes: AttributeFilter[];
}

export const NO_FILTERS: ListingFilters = { inStock: false, categories: [], attributes: [] };

export interface FilterContext {
  /** The attributes that may be filtered by here (the collection's, or the one chosen category's). */
  attributes: CategoryAttribute[];
  /** Known category slugs, when categories may be chosen (/products, search); null in a collection. */
  categorySlugs: string[] | null;
}

export const BOOLEAN_VALUES = ['yes', 'no'] as const;

/** Holds the syntactically sound parameters against what this listing has. */
export function resolveFilters(
  params: FilterParams,
  context: FilterContext,
): { filters: ListingFilters; notes: FilterNote[] } {
  const notes: FilterNote[] = [];
  const filters: ListingFilters = {
    inStock: params.inStock,
    categories: [],
    attributes: [],
    ...(params.minPrice !== undefined ? { minPrice: params.minPrice } : {}),
    ...(params.maxPrice !== undefined ? { maxPrice: params.maxPrice } : {}),
    ...(params.discount !== undefined ? { discount: params.discount } : {}),
    ...(params.rating !== undefined ? { rating: params.rating } : {}),
  };
  if (context.categorySlugs === null) {
    for (const slug of params.categories)
      notes.push({ param: 'category', value: slug, reason: 'here' });
  } else {
    const known = new Map(context.categorySlugs.map((slug) => [slug.toLowerCase(), slug]));
    for (const slug of params.categories) {
      const found = known.get(slug.toLowerCase());
      if (found && !filters.categories.includes(found)) filters.categories.push(found);
      else if (!found) notes.push({ param: 'category', value: slug, reason: 'value' });
    }
  }
  const byKey = new Map(context.attributes.filter((a) => a.filterable).map((a) => [a.key, a]));
  for (const [key, entry] of params.attributes) {
    const attribute = byKey.get(key);
    if (!attribute) {
      notes.push({ param: `a.${key}`, reason: 'here' });
      continue;
    }
    const filter: AttributeFilter = { attribute, values: [] };
    for (const value of entry.values) {
      const known =
        attribute.type === 'choice'
          ? attribute.choices.some((choice) => choice.value === value)
          : attribute.type === 'boolean'
            ? (BOOLEAN_VALUES as readonly string[]).includes(value)
            : readNumber(value) !== null;
      if (known)
        filter.values.push(attribute.type === 'number' ? String(readNumber(value)) : value);
      else
        notes.push({
          param: `a.${key}`,
          value,
          reason: attribute.type === 'number' ? 'number' : 'value',
        });
    }
    if (attribute.type === 'number') {
      if (entry.min !== undefined) filter.min = entry.min;
      if (entry.max !== undefined) filter.max = entry.max;
    } else {
      for (const bound of ['min', 'max'] as const) {
        if (entry[bound] !== undefined) notes.push({ param: `a.${key}.${bound}`, reason: 'here' });
      }
    }
    if (filter.values.length || filter.min !== undefined || filter.max !== undefined) {
      filters.attributes.push(filter);
    }
  }
  // In the attributes' own order, so that one set of filters has one URL.
  const order = new Map(context.attributes.map((a, i) => [a.key, i]));
  filters.attributes.sort(
    (a, b) => (order.get(a.attribute.key) ?? 0) - (order.get(b.attribute.key) ?? 0),
  );
  return { filters, notes };
}

/** How many filters are applied (each value of each parameter counts once). */
export function filterCount(filters: ListingFilters): number {
  return (
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    (filters.discount !== undefined ? 1 : 0) +
    (filters.rating !== undefined ? 1 : 0) +
    filters.categories.length +
    filters.attributes.reduce(
      (n, f) => n + f.values.length + (f.min !== undefined || f.max !== undefined ? 1 : 0),
      0,
    )
  );
}

/** The filters as query parameters, in one fixed order (one set of filters, one URL). */
export function filterEntries(filters: ListingFilters): [string, string][] {
  const entries: [string, string][] = [];
  for (const slug of [...filters.categories].sort()) entries.push(['category', slug]);
  if (filters.minPrice !== undefined) entries.push(['minPrice', String(filters.minPrice)]);
  if (filters.maxPrice !== undefined) entries.push(['maxPrice', String(filters.maxPrice)]);
  if (filters.discount !== undefined) entries.push(['discount', String(filters.discount)]);
  if (filters.rating !== undefined) entries.push(['rating', String(filters.rating)]);
  if (filters.inStock) entries.push(['inStock', '1']);
  for (const f of filters.attributes) {
    const key = f.attribute.key;
    for (const value of [...f.values].sort()) entries.push([`a.${key}`, value]);
    if (f.min !== undefined) entries.push([`a.${key}.min`, String(f.min)]);
    if (f.max !== undefined) entries.push([`a.${key}.max`, String(f.max)]);
  }
  return entries;
}

/**
 * Indexable: no filter, or exactly one value of one attribute ('25 litre geysers').
 * Any other filtered listing is `noindex`, its canonical the unfiltered listing.
 */
export function isIndexable(filters: ListingFilters): boolean {
  const count = filterCount(filters);
  if (count === 0) return true;
  const [only] = filters.attributes;
  return count === 1 && only !== undefined && only.values.length === 1;
}

export interface FacetValue {
  value: string;
  /** The content's own label (a choice, a category); others are written by facet-labels.ts. */
  label?: string;
  labelKn?: string | null;
  count: number;
  /** Range facets: the range, for the URL's min and max. */
  min?: number;
  max?: number;
  selected: boolean;
}

export interface Facet {
  /** The URL name: 'price', 'inStock', 'discount', 'rating', 'category', 'a.{key}'. */
  key: string;
  /** Attributes' names (content); the other facets are named by facet-labels.ts. */
  label?: string;
  labelKn?: string | null;
  type: 'range' | 'choice' | 'boolean';
  unit?: string;
  values: FacetValue[];
  /** Range facets: the smallest and largest value in the listing (without this facet's filter). */
  min?: number;
  max?: number;
}
