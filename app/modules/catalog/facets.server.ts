/**
 * A listing's facets (issue 32, ADR 0030, 0031): price ranges, in stock, discount, rating,
 * categories (on /products and search) and each filterable attribute, with the number of
 * products each value would leave. The counts come from the in-memory index
 * (facet-index.ts); this module turns them into the facets the page and the API show.
 */
import type { DbOrTx } from '../../../db/client.ts';
import { ALL_PRODUCTS } from './constants.ts';
import { withEvaluation } from './facet-index.server.ts';
import { countFacets, type ListingScope } from './facet-index.ts';
import {
  BOOLEAN_VALUES,
  DISCOUNTS,
  type Facet,
  type ListingFilters,
  PRICE_RANGES,
  RATINGS,
} from './filters.ts';
import { type CategoryAttribute, formatNumber } from './specs/attributes.ts';

export interface FacetOptions {
  /** Offer the category facet (/products and search). */
  categories: { slug: string; name: string; nameKn?: string | null; id: number }[] | null;
  /** The attributes to count (the collection's, or the one chosen category's), filterable ones. */
  attributes: CategoryAttribute[];
}

/**
 * The listing's facets with their counts: price ranges, in stock, discount, rating,
 * categories (when offered) and each filterable attribute. Values that would leave no
 * product are kept with count 0 (the page shows them disabled), but for attribute numbers
 * without preset ranges, which list only the values present.
 */
export async function listingFacets(
  db: DbOrTx,
  scope: ListingScope,
  filters: ListingFilters,
  categoryIds: number[],
  options: FacetOptions,
): Promise<Facet[]> {
  const attributes = options.attributes.filter((a) => a.filterable);
  const counts = await withEvaluation(
    db,
    { scope, filters, categoryIds, facetAttributeIds: attributes.map((a) => a.id) },
    ({ index, attributes: values, evaluation }) =>
      countFacets(index, values, evaluation, {
        categories: options.categories !== null,
        attributes,
      }),
  );
  const countOf = (facet: string, value: string) => counts.get(facet)?.get(value) ?? 0;
  const extent = (facet: string, scale = 1) => {
    const min = counts.get(facet)?.get('$min');
    const max = counts.get(facet)?.get('$max');
    return {
      ...(min !== undefined ? { min: Math.floor(min / scale) } : {}),
      ...(max !== undefined ? { max: Math.ceil(max / scale) } : {}),
    };
  };

  const facets: Facet[] = [];
  facets.push({
    key: 'price',
    type: 'range',
    unit: '₹',
    ...extent('price', 100),
    values: PRICE_RANGES.map((range, i) => ({
      value: `${range.min ?? ''}-${range.max ?? ''}`,
      count: countOf('price', String(i)),
      ...(range.min !== undefined ? { min: range.min } : {}),
      ...(range.max !== undefined ? { max: range.max } : {}),
      selected: filters.minPrice === range.min && filters.maxPrice === range.max,
    })),
  });
  if (options.categories) {
    facets.push({
      key: 'category',
      type: 'choice',
      values: options.categories
        .filter((c) => c.name !== ALL_PRODUCTS)
        .map((c) => ({
          value: c.slug,
          label: c.name,
          ...(c.nameKn !== undefined ? { labelKn: c.nameKn } : {}),
          count: countOf('category', String(c.id)),
          selected: filters.categories.includes(c.slug),
        })),
    });
  }
  for (const attribute of attributes) {
    const key = `a.${attribute.key}`;
    const chosen = filters.attributes.find((f) => f.attribute.id === attribute.id);
    const unit = attribute.unit ?? undefined;
    const base = {
      key,
      label: attribute.name,
      ...(attribute.nameKn !== undefined ? { labelKn: attribute.nameKn } : {}),
      ...(unit ? { unit } : {}),
    };
    if (attribute.type === 'choice') {
      facets.push({
        ...base,
        type: 'choice',
        values: attribute.choices.map((choice) => ({
          value: choice.value,
          label: choice.label,
          ...(attribute.nameKn !== undefined ? { labelKn: choice.labelKn ?? null } : {}),
          count: countOf(key, choice.value),
          selected: chosen?.values.includes(choice.value) ?? false,
        })),
      });
    } else if (attribute.type === 'boolean') {
      facets.push({
        ...base,
        type: 'boolean',
        values: BOOLEAN_VALUES.map((value) => ({
          value,
          count: countOf(key, value),
          selected: chosen?.values.includes(value) ?? false,
        })),
      });
    } else {
      const present = [...(counts.get(key) ?? new Map<string, number>())]
        .filter(([value]) => !value.startsWith('#'))
        .map(([value, count]) => ({ number: Number(value), count }))
        .sort((a, b) => a.number - b.number);
      const extentOf = present.length
        ? { min: present[0]!.number, max: present[present.length - 1]!.number }
        : {};
      facets.push({
        ...base,
        type: 'range',
        ...extentOf,
        values: attribute.ranges.length
          ? attribute.ranges.map((range, i) => ({
              value: `${range.min ?? ''}-${range.max ?? ''}`,
              count: countOf(key, `#${i}`),
              ...(range.min !== undefined ? { min: range.min } : {}),
              ...(range.max !== undefined ? { max: range.max } : {}),
              selected: chosen?.min === range.min && chosen?.max === range.max,
            }))
          : present.map(({ number, count }) => ({
              value: formatNumber(number),
              count,
              selected: chosen?.values.includes(formatNumber(number)) ?? false,
            })),
      });
    }
  }
  facets.push(
    {
      key: 'discount',
      type: 'choice',
      values: DISCOUNTS.map((d) => ({
        value: String(d),
        count: countOf('discount', String(d)),
        selected: filters.discount === d,
      })),
    },
    {
      key: 'rating',
      type: 'choice',
      values: RATINGS.map((r) => ({
        value: String(r),
        count: countOf('rating', String(r)),
        selected: filters.rating === r,
      })),
    },
    {
      key: 'inStock',
      type: 'boolean',
      values: [
        {
          value: '1',
          count: countOf('inStock', 'yes'),
          selected: filters.inStock,
        },
      ],
    },
  );
  return facets;
}
