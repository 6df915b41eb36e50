import { describe, expect, it } from 'vitest';
import {
  filterCount,
  filterEntries,
  isFilterParam,
  isIndexable,
  noteText,
  readFilterParams,
  resolveFilters,
} from './filters.ts';
import { parseListingParams } from './listing.ts';
import type { CategoryAttribute } from './specs/attributes.ts';

const attribute = (
  key: string,
  type: CategoryAttribute['type'],
  more: Partial<CategoryAttribute> = {},
): CategoryAttribute => ({
  id: key.length,
  categoryId: 1,
  key,
  name: key,
  type,
  unit: null,
  choices: [],
  ranges: [],
  filterable: true,
  comparable: true,
  ...more,
});

const GEYSERS = [
  attribute('capacity', 'number', { unit: 'L', ranges: [{ max: 5 }, { min: 15, max: 25 }] }),
  attribute('type', 'choice', {
    choices: [
      { value: 'instant', label: 'Instant' },
      { value: 'storage', label: 'Storage' },
    ],
  }),
  attribute('auto-off', 'boolean'),
  attribute('pressure', 'number', { filterable: false }),
];

function resolve(query: string, categorySlugs: string[] | null = null) {
  const read = readFilterParams(new URLSearchParams(query));
  const resolved = resolveFilters(read.params, { attributes: GEYSERS, categorySlugs });
  return { filters: resolved.filters, notes: [...read.notes, ...resolved.notes] };
}

describe('listing filters from the URL', () => {
  it('reads every filter of the issue by its name', () => {
    const { filters, notes } = resolve(
      'minPrice=1000&maxPrice=10000&inStock=1&discount=25&rating=4&a.type=storage&a.type=instant&a.capacity.min=15&a.capacity.max=25&a.auto-off=yes',
    );
    expect(notes).toEqual([]);
    expect(filters).toMatchObject({
      minPrice: 1000,
      maxPrice: 10000,
      inStock: true,
      discount: 25,
      rating: 4,
    });
    expect(filters.attributes.map((f) => [f.attribute.key, f.values, f.min, f.max])).toEqual([
      ['capacity', [], 15, 25],
      ['type', ['storage', 'instant'], undefined, undefined],
      ['auto-off', ['yes'], undefined, undefined],
    ]);
    expect(filterCount(filters)).toBe(8);
  });

  it('ignores what is wrong with a note saying which and why, and keeps the rest', () => {
    const { filters, notes } = resolve(
      'minPrice=abc&maxPrice=5000&discount=15&rating=5&inStock=yes&a.bogus=1&a.type=gas&a.capacity.min=30&a.capacity.max=10&a.pressure=8&a.type.min=3&category=Chimneys',
    );
    expect(filters.maxPrice).toBe(5000);
    expect(filters.minPrice).toBeUndefined();
    expect(filters.attributes).toEqual([]);
    expect(notes.map(noteText)).toEqual([
      '"minPrice" was ignored: it must be a number.',
      '"inStock" was ignored: "yes" is not one of its values.',
      '"discount" was ignored: "15" is not one of its values.',
      '"rating" was ignored: "5" is not one of its values.',
      '"a.capacity.min" was ignored: the minimum is above the maximum.',
      '"a.capacity.max" was ignored: the minimum is above the maximum.',
      '"category" was ignored: there is no such filter here.',
      '"a.bogus" was ignored: there is no such filter here.',
      '"a.type" was ignored: "gas" is not one of its values.',
      '"a.type.min" was ignored: there is no such filter here.',
      '"a.pressure" was ignored: there is no such filter here.',
    ]);
  });

  it('refuses a price range upside down, both ends', () => {
    const { filters, notes } = resolve('minPrice=9000&maxPrice=100');
    expect(filterCount(filters)).toBe(0);
    expect(notes.map((n) => n.param)).toEqual(['minPrice', 'maxPrice']);
  });

  it('takes categories by slug (any case) where categories may be chosen', () => {
    const { filters, notes } = resolve('category=chimneys&category=Gas-Stoves&category=Nope', [
      'Chimneys',
      'Gas-Stoves',
    ]);
    expect(filters.categories).toEqual(['Chimneys', 'Gas-Stoves']);
    expect(notes.map(noteText)).toEqual([
      '"category" was ignored: "Nope" is not one of its values.',
    ]);
  });

  it('writes one set of filters one way, whatever order the URL had', () => {
    const a = resolve('a.type=storage&inStock=1&a.capacity.max=25&a.type=instant&maxPrice=9000');
    const b = resolve('maxPrice=9000&a.type=instant&a.type=storage&a.capacity.max=25&inStock=1');
    expect(filterEntries(a.filters)).toEqual(filterEntries(b.filters));
    expect(filterEntries(a.filters)).toEqual([
      ['maxPrice', '9000'],
      ['inStock', '1'],
      ['a.capacity.max', '25'],
      ['a.type', 'instant'],
      ['a.type', 'storage'],
    ]);
  });

  it('lets search engines index one attribute value, and no other filtered list', () => {
    expect(isIndexable(resolve('').filters)).toBe(true);
    expect(isIndexable(resolve('a.capacity=25').filters)).toBe(true);
    expect(isIndexable(resolve('a.type=storage').filters)).toBe(true);
    expect(isIndexable(resolve('a.type=storage&a.type=instant').filters)).toBe(false);
    expect(isIndexable(resolve('a.type=storage&inStock=1').filters)).toBe(false);
    expect(isIndexable(resolve('maxPrice=5000').filters)).toBe(false);
    expect(isIndexable(resolve('a.capacity.min=15').filters)).toBe(false);
  });

  it('names the parameters the page cache keeps', () => {
    for (const name of ['minPrice', 'maxPrice', 'inStock', 'discount', 'rating', 'category']) {
      expect(isFilterParam(name)).toBe(true);
    }
    expect(isFilterParam('a.capacity')).toBe(true);
    expect(isFilterParam('a.capacity.min')).toBe(true);
    expect(isFilterParam('a.Capacity')).toBe(false);
    expect(isFilterParam('utm_source')).toBe(false);
    expect(isFilterParam('a.x.y')).toBe(false);
  });

  it('keeps the filters when a sort or page is written another way, and drops empty fields', () => {
    const listing = (search: string) =>
      parseListingParams(new URL(`https://shop.example/products${search}`)).redirectSearch;
    expect(listing('?sort=default&a.type=storage')).toBe('?a.type=storage');
    expect(listing('?a.type=storage&sort=remove-filters')).toBe('?a.type=storage');
    expect(listing('?minPrice=&maxPrice=5000&sort=price-asc')).toBe(
      '?maxPrice=5000&sort=price-asc',
    );
    expect(listing('?a.type=storage&sort=price-asc')).toBeNull();
  });
});
