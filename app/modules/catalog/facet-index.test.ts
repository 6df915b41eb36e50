import { describe, expect, it } from 'vitest';
import {
  buildAttributeIndex,
  buildCatalogIndex,
  type CatalogColumns,
  countFacets,
  evaluate,
  type ListingScope,
  matchingPage,
  scopeSlots,
} from './facet-index.ts';
import { type ListingFilters, NO_FILTERS } from './filters.ts';
import type { CategoryAttribute } from './specs/attributes.ts';

interface Product {
  id: number;
  price: number;
  mrp?: number;
  inStock?: boolean;
  ratingRank?: number;
  orderCount?: number;
  categories: [categoryId: number, position: number][];
  capacity?: number[];
  type?: string;
}

const CAPACITY: CategoryAttribute = {
  id: 1,
  categoryId: 7,
  key: 'capacity',
  name: 'Capacity',
  type: 'number',
  unit: 'L',
  choices: [],
  ranges: [{ max: 10 }, { min: 10, max: 25 }],
  filterable: true,
  comparable: true,
};
const TYPE: CategoryAttribute = {
  ...CAPACITY,
  id: 2,
  key: 'type',
  name: 'Type',
  type: 'choice',
  unit: null,
  ranges: [],
  choices: [
    { value: 'instant', label: 'Instant' },
    { value: 'storage', label: 'Storage' },
  ],
};

/** An index as facet-index.server.ts builds it, from products given in any order. */
function indexOf(products: Product[]) {
  const sorted = [...products].sort((a, b) => a.id - b.id);
  const memberships = sorted.flatMap((p) => p.categories);
  const columns: CatalogColumns = {
    ids: Int32Array.from(sorted, (p) => p.id),
    price: Float64Array.from(sorted, (p) => p.price),
    mrp: Float64Array.from(sorted, (p) => p.mrp ?? Number.NaN),
    inStock: Uint8Array.from(sorted, (p) => (p.inStock === false ? 0 : 1)),
    ratingRank: Float64Array.from(sorted, (p) => p.ratingRank ?? 0),
    orderCount: Float64Array.from(sorted, (p) => p.orderCount ?? 0),
    categoryStart: new Int32Array(sorted.length + 1),
    categoryIds: Int32Array.from(memberships, ([id]) => id),
    categoryPositions: Float64Array.from(memberships, ([, position]) => position),
  };
  let k = 0;
  sorted.forEach((p, slot) => {
    columns.categoryStart[slot] = k;
    k += p.categories.length;
  });
  columns.categoryStart[sorted.length] = k;
  const index = buildCatalogIndex(columns);
  const rows = (pick: (p: Product) => (number | string)[]) =>
    sorted.flatMap((p, slot) => pick(p).map((value) => ({ slot, value })));
  const attributes = new Map([
    [
      CAPACITY.id,
      buildAttributeIndex(
        rows((p) => p.capacity ?? []),
        sorted.length,
      ),
    ],
    [
      TYPE.id,
      buildAttributeIndex(
        rows((p) => (p.type ? [p.type] : [])),
        sorted.length,
      ),
    ],
  ]);
  return { index, attributes };
}

const GEYSERS: Product[] = [
  // Two variants of 3 L and one of 15 L.
  {
    id: 5,
    price: 250_000,
    mrp: 400_000,
    categories: [[7, 2]],
    capacity: [3, 3, 15],
    type: 'instant',
  },
  { id: 2, price: 900_000, mrp: 1_000_000, categories: [[7, 1]], capacity: [25], type: 'storage' },
  {
    id: 9,
    price: 1_500_000,
    categories: [
      [7, 3],
      [8, 1],
    ],
    capacity: [15],
    type: 'storage',
    inStock: false,
  },
  {
    id: 3,
    price: 150_000,
    mrp: 300_000,
    categories: [[8, 2]],
    ratingRank: 4_500_004,
    orderCount: 9,
  },
  { id: 4, price: 600_000, categories: [[7, 4]], capacity: [6], type: 'instant', orderCount: 3 },
];

const filters = (more: Partial<ListingFilters>): ListingFilters => ({ ...NO_FILTERS, ...more });
const COLLECTION: ListingScope = { kind: 'collection', categoryId: 7 };

describe('the facet index', () => {
  const { index, attributes } = indexOf(GEYSERS);
  const idsOf = (slots: Int32Array) => [...slots].map((slot) => index.ids[slot]);

  it('orders a collection by its position, results by rank, everything by id', () => {
    expect(idsOf(scopeSlots(index, COLLECTION))).toEqual([2, 5, 9, 4]);
    expect(idsOf(scopeSlots(index, { kind: 'ids', ids: [9, 404, 3, 9] }))).toEqual([9, 3]);
    expect(idsOf(scopeSlots(index, { kind: 'all' }))).toEqual([2, 3, 4, 5, 9]);
  });

  it('pages the products passing every filter, in each sort, with the exact total', () => {
    const inStock = evaluate(index, attributes, COLLECTION, filters({ inStock: true }), []);
    expect(matchingPage(index, inStock, 'default', 0, 10)).toEqual({ ids: [2, 5, 4], total: 3 });
    expect(matchingPage(index, inStock, 'price-asc', 0, 10).ids).toEqual([5, 4, 2]);
    expect(matchingPage(index, inStock, 'price-desc', 1, 1)).toEqual({ ids: [4], total: 3 });
    expect(matchingPage(index, inStock, 'best-selling', 0, 10).ids).toEqual([4, 2, 5]);
    const everything = evaluate(index, attributes, { kind: 'all' }, filters({ rating: 4 }), []);
    expect(matchingPage(index, everything, 'rating', 0, 10)).toEqual({ ids: [3], total: 1 });
  });

  it('matches a number attribute by any variant, and every condition of a filter', () => {
    const capacity = (more: { values?: string[]; min?: number; max?: number }) =>
      evaluate(
        index,
        attributes,
        COLLECTION,
        filters({ attributes: [{ attribute: CAPACITY, values: [], ...more }] }),
        [],
      );
    expect(matchingPage(index, capacity({ min: 15, max: 25 }), 'default', 0, 9).ids).toEqual([
      2, 5, 9,
    ]);
    expect(matchingPage(index, capacity({ values: ['6'] }), 'default', 0, 9).ids).toEqual([4]);
    expect(matchingPage(index, capacity({ values: ['6'], min: 10 }), 'default', 0, 9).ids).toEqual(
      [],
    );
  });

  it('counts each facet without its own filter, and a product once per value', () => {
    const chosen = filters({
      maxPrice: 10_000,
      attributes: [{ attribute: TYPE, values: ['instant'] }],
    });
    const evaluation = evaluate(index, attributes, COLLECTION, chosen, []);
    const counts = countFacets(index, attributes, evaluation, {
      categories: false,
      attributes: [CAPACITY, TYPE],
    });
    const of = (facet: string) => Object.fromEntries(counts.get(facet) ?? []);
    // Type is counted under the price filter alone: 'storage' keeps its one product (id 2).
    expect(of('a.type')).toEqual({ instant: 2, storage: 1 });
    // Price is counted among instant geysers, whatever their price: ids 5 and 4.
    expect(of('price')).toEqual({ 1: 1, 2: 1, $min: 250_000, $max: 600_000 });
    // Id 5 has 3 L twice and 15 L once: one count each, and once in each range.
    expect(of('a.capacity')).toEqual({ 3: 1, 6: 1, 15: 1, '#0': 2, '#1': 1 });
    // Id 5 is 37.5% off; id 4 has no MRP.
    expect(of('discount')).toEqual({ 10: 1, 25: 1 });
    expect(of('inStock')).toEqual({ yes: 2 });
  });

  it('evaluates the same in words another evaluation used before', () => {
    const chosen = filters({
      inStock: true,
      attributes: [{ attribute: TYPE, values: ['storage'] }],
    });
    const fresh = evaluate(index, attributes, COLLECTION, chosen, []);
    const used = new Uint32Array(fresh.buffer.length + 8).fill(0xffffffff);
    const again = evaluate(index, attributes, COLLECTION, chosen, [], used);
    expect(again.buffer).toBe(used);
    expect(again.passing.array()).toEqual(fresh.passing.array());
    expect(again.passingBut.map((bits) => bits.array())).toEqual(
      fresh.passingBut.map((bits) => bits.array()),
    );
  });

  it('counts categories on /products, each membership of a counted product', () => {
    const evaluation = evaluate(
      index,
      attributes,
      { kind: 'all' },
      filters({ categories: ['washers'], maxPrice: 12_000 }),
      [8],
    );
    expect(matchingPage(index, evaluation, 'default', 0, 9).ids).toEqual([3]);
    const counts = countFacets(index, attributes, evaluation, { categories: true, attributes: [] });
    // Under ₹12,000: ids 2, 3, 4 and 5; of them only 3 is in category 8.
    expect(Object.fromEntries(counts.get('category') ?? [])).toEqual({ 7: 3, 8: 1 });
    expect(Object.fromEntries(counts.get('price') ?? [])).toMatchObject({
      $min: 150_000,
      $max: 1_500_000,
    });
  });
});

/** A direct count, product by product: what the index must agree with. */
function bruteForce(products: Product[], scopeIds: Set<number>, chosen: ListingFilters) {
  const passes = {
    price: (p: Product) =>
      (chosen.minPrice === undefined || p.price >= chosen.minPrice * 100) &&
      (chosen.maxPrice === undefined || p.price <= chosen.maxPrice * 100),
    inStock: (p: Product) => !chosen.inStock || p.inStock !== false,
    type: (p: Product) => {
      const f = chosen.attributes.find((a) => a.attribute.id === TYPE.id);
      return !f || (p.type !== undefined && f.values.includes(p.type));
    },
    capacity: (p: Product) => {
      const f = chosen.attributes.find((a) => a.attribute.id === CAPACITY.id);
      return (
        !f ||
        (p.capacity ?? []).some(
          (c) => (f.min === undefined || c >= f.min) && (f.max === undefined || c <= f.max),
        )
      );
    },
  };
  const inScope = products.filter((p) => scopeIds.has(p.id));
  const without = (skip: keyof typeof passes) =>
    inScope.filter((p) =>
      (Object.keys(passes) as (keyof typeof passes)[]).every((k) => k === skip || passes[k](p)),
    );
  const tally = (list: string[]) => {
    const out: Record<string, number> = {};
    for (const value of list) out[value] = (out[value] ?? 0) + 1;
    return out;
  };
  return {
    matching: inScope.filter((p) => Object.values(passes).every((test) => test(p))).length,
    type: tally(without('type').flatMap((p) => (p.type ? [p.type] : []))),
    capacity: tally(without('capacity').flatMap((p) => [...new Set(p.capacity ?? [])].map(String))),
    inStock: without('inStock').filter((p) => p.inStock !== false).length,
  };
}

describe('the facet index against a direct count', () => {
  it('agrees on 200 random products under random filters', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const products: Product[] = Array.from({ length: 200 }, (_, i) => ({
      id: i * 3 + 1,
      price: Math.round(random() * 3_000_000),
      inStock: random() > 0.3,
      categories: random() > 0.5 ? [[7, Math.floor(random() * 50)]] : [[8, i]],
      capacity: Array.from({ length: Math.floor(random() * 3) }, () =>
        pick([3, 6, 10, 15, 25, 35]),
      ),
      ...(random() > 0.2 ? { type: pick(['instant', 'storage']) } : {}),
    }));
    const { index, attributes } = indexOf(products);
    for (let round = 0; round < 50; round++) {
      const chosen = filters({
        ...(random() > 0.5 ? { maxPrice: Math.round(random() * 30_000) } : {}),
        inStock: random() > 0.5,
        attributes: [
          ...(random() > 0.5 ? [{ attribute: TYPE, values: [pick(['instant', 'storage'])] }] : []),
          ...(random() > 0.5
            ? [{ attribute: CAPACITY, values: [], min: pick([0, 6, 15]), max: pick([15, 40]) }]
            : []),
        ],
      });
      const scope: ListingScope = random() > 0.5 ? COLLECTION : { kind: 'all' };
      const scopeIds = new Set(
        products.filter((p) => scope.kind === 'all' || p.categories[0]![0] === 7).map((p) => p.id),
      );
      const evaluation = evaluate(index, attributes, scope, chosen, []);
      const counts = countFacets(index, attributes, evaluation, {
        categories: false,
        attributes: [CAPACITY, TYPE],
      });
      const want = bruteForce(products, scopeIds, chosen);
      expect(matchingPage(index, evaluation, 'price-asc', 0, 1000).total).toBe(want.matching);
      expect(Object.fromEntries(counts.get('a.type') ?? [])).toEqual(want.type);
      const capacity = Object.fromEntries(
        [...(counts.get('a.capacity') ?? [])].filter(([value]) => !value.startsWith('#')),
      );
      expect(capacity).toEqual(want.capacity);
      expect(counts.get('inStock')?.get('yes') ?? 0).toBe(want.inStock);
    }
  });
});
