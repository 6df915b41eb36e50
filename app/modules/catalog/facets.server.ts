/**
 * Filtered listings and their facet counts in SQL (issue 32, ADR 0030).
 *
 * A listing's scope is its rows before filters: every listable product, one collection's
 * products, or a search's ranked products. Each filter is a predicate on the product row
 * `p`; attribute filters are EXISTS probes on product_specs by (attribute, value), so a
 * product counts once however many of its variants match.
 *
 * Facet counts are disjunctive, as shoppers expect: each value counts the products the
 * listing would show with that value chosen and every other filter kept, so choosing
 * "Instant" does not hide "Storage" from the type list. All the counts come from one
 * statement: the scope is read once into a CTE with one boolean per applied filter, and
 * each facet aggregates over it with its own filter left out.
 */
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../../db/client.ts';
import { cardProduct, LISTABLE } from './cards.server.ts';
import { ALL_PRODUCTS } from './constants.ts';
import {
  type AttributeFilter,
  BOOLEAN_VALUES,
  DISCOUNTS,
  type Facet,
  type ListingFilters,
  PRICE_RANGES,
  RATINGS,
} from './filters.ts';
import type { AttributeRange } from './schema.ts';
import { idList } from './search-tiers.server.ts';
import type { CategoryAttribute } from './specs/attributes.ts';

const p = cardProduct.as;

/** The rows a listing filters, each a product `p` (and, in a collection, its row `pc`). */
export type ListingScope =
  | { kind: 'all' }
  | { kind: 'collection'; categoryId: number }
  | { kind: 'ids'; ids: number[] };

/**
 * `from … where …` of a scope's rows. A collection reads its own index (product_categories)
 * and joins the product only when a filter needs it (`withProduct`).
 */
export function scopeRows(scope: ListingScope, withProduct = true): SQL {
  switch (scope.kind) {
    case 'collection':
      return withProduct
        ? sql`from product_categories pc join ${cardProduct.from} on ${p.id} = pc.product_id
            where pc.category_id = ${scope.categoryId} and pc.listable`
        : sql`from product_categories pc where pc.category_id = ${scope.categoryId} and pc.listable`;
    case 'ids':
      return sql`from ${cardProduct.from} where ${p.id} = any(${idList(scope.ids)}) and ${LISTABLE}`;
    default:
      return sql`from ${cardProduct.from} where ${LISTABLE}`;
  }
}

/** A group of filters that facets leave out one at a time. */
interface FilterGroup {
  key: string;
  predicate: SQL;
}

const paise = (rupees: number) => Math.round(rupees * 100);

function between(column: SQL, min: number | undefined, max: number | undefined): SQL {
  const parts: SQL[] = [];
  if (min !== undefined) parts.push(sql`${column} >= ${min}`);
  if (max !== undefined) parts.push(sql`${column} <= ${max}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** The card variant's discount is at least `percent`, in bigint (MRPs above ₹5.4 lakh). */
function discountAtLeast(percent: number): SQL {
  return sql`100 * (${p.cardBasePricePaise}::bigint - ${p.cardPricePaise}) >= ${percent} * ${p.cardBasePricePaise}::bigint`;
}

/** The average as shown (one decimal) is at least `stars`: rating_rank's leading part. */
function ratingAtLeast(stars: number): SQL {
  return sql`${p.ratingRank} >= ${stars * 10 * 100000}`;
}

const list = (values: (string | number | boolean)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The value condition on a product_specs row `s` for one attribute filter. */
function specCondition(filter: AttributeFilter): SQL {
  const { attribute } = filter;
  if (attribute.type === 'choice') return sql`s.value_choice in (${list(filter.values)})`;
  if (attribute.type === 'boolean') {
    return sql`s.value_boolean in (${list(filter.values.map((v) => v === 'yes'))})`;
  }
  const parts: SQL[] = [];
  if (filter.values.length) {
    parts.push(sql`s.value_number in (${list(filter.values.map(Number))})`);
  }
  if (filter.min !== undefined || filter.max !== undefined) {
    parts.push(between(sql`s.value_number`, filter.min, filter.max));
  }
  return sql.join(parts, sql` and `);
}

function attributePredicate(filter: AttributeFilter): SQL {
  return sql`exists (select 1 from product_specs s where s.product_id = ${p.id}
    and s.attribute_id = ${filter.attribute.id} and ${specCondition(filter)})`;
}

function filterGroups(filters: ListingFilters, categoryIds: number[]): FilterGroup[] {
  const groups: FilterGroup[] = [];
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    groups.push({
      key: 'price',
      predicate: between(
        sql`${p.cardPricePaise}`,
        filters.minPrice === undefined ? undefined : paise(filters.minPrice),
        filters.maxPrice === undefined ? undefined : paise(filters.maxPrice),
      ),
    });
  }
  if (filters.inStock) groups.push({ key: 'inStock', predicate: sql`${p.inStock}` });
  if (filters.discount !== undefined) {
    groups.push({ key: 'discount', predicate: discountAtLeast(filters.discount) });
  }
  if (filters.rating !== undefined) {
    groups.push({ key: 'rating', predicate: ratingAtLeast(filters.rating) });
  }
  if (filters.categories.length) {
    groups.push({
      key: 'category',
      predicate: categoryIds.length
        ? sql`exists (select 1 from product_categories fc where fc.product_id = ${p.id}
            and fc.category_id = any(${idList(categoryIds)}))`
        : sql`false`,
    });
  }
  for (const filter of filters.attributes) {
    groups.push({ key: `a.${filter.attribute.key}`, predicate: attributePredicate(filter) });
  }
  return groups;
}

/** Every filter, as one predicate on `p`. */
export function filtersPredicate(filters: ListingFilters, categoryIds: number[]): SQL {
  const groups = filterGroups(filters, categoryIds);
  return groups.length
    ? sql.join(
        groups.map((g) => sql`(${g.predicate})`),
        sql` and `,
      )
    : sql`true`;
}

export interface FacetOptions {
  /** Offer the category facet (/products and search). */
  categories: { slug: string; name: string; nameKn?: string | null; id: number }[] | null;
  /** The attributes to count (the collection's, or the one chosen category's), filterable ones. */
  attributes: CategoryAttribute[];
}

const FacetRow = z.object({
  facet: z.string(),
  value: z.string().nullable(),
  n: z.coerce.number(),
});

/** Ranges of an attribute as SQL VALUES rows (index, low, high). */
function rangeRows(ranges: readonly AttributeRange[], scale = 1): SQL {
  return sql.join(
    ranges.map(
      (r, i) =>
        sql`(${i}::int, ${r.min === undefined ? null : r.min * scale}::numeric, ${r.max === undefined ? null : r.max * scale}::numeric)`,
    ),
    sql`, `,
  );
}

/**
 * The counts behind every facet of a listing, in one statement (see the module comment).
 * Rows are (facet, value, n); a range facet also has ('$min', '$max') rows for its extent.
 */
async function countFacets(
  db: DbOrTx,
  scope: ListingScope,
  filters: ListingFilters,
  categoryIds: number[],
  options: FacetOptions,
): Promise<z.infer<typeof FacetRow>[]> {
  const groups = filterGroups(filters, categoryIds);
  const flag = (i: number) => sql.identifier(`f${i}`);
  const flags = groups.map((g, i) => sql`(${g.predicate}) as ${flag(i)}`);
  /** Every filter but `key`'s, on the CTE's row `b`. */
  const others = (key: string) => {
    const kept = groups.flatMap((g, i) => (g.key === key ? [] : [sql`b.${flag(i)}`]));
    return kept.length ? sql.join(kept, sql` and `) : sql`true`;
  };
  const parts: SQL[] = [
    sql`select 'price' as facet, r.idx::text as value, count(*) as n
      from base b join (values ${rangeRows(PRICE_RANGES, 100)}) r(idx, lo, hi)
        on (r.lo is null or b.price >= r.lo) and (r.hi is null or b.price <= r.hi)
      where ${others('price')} group by r.idx`,
    sql`select 'price', '$min', min(b.price) from base b where ${others('price')}`,
    sql`select 'price', '$max', max(b.price) from base b where ${others('price')}`,
    sql`select 'inStock', 'yes', count(*) from base b where b.in_stock and ${others('inStock')}`,
    sql`select 'discount', d::text, count(*) from base b
      join unnest(array[${list([...DISCOUNTS])}]::int[]) d
        on 100 * (b.mrp::bigint - b.price) >= d * b.mrp::bigint
      where ${others('discount')} group by d`,
    sql`select 'rating', r::text, count(*) from base b
      join unnest(array[${list([...RATINGS])}]::int[]) r on b.rating_rank >= r * 1000000
      where ${others('rating')} group by r`,
  ];
  if (options.categories) {
    parts.push(sql`select 'category', fc.category_id::text, count(*)
      from base b join product_categories fc on fc.product_id = b.id
      where ${others('category')} group by fc.category_id`);
  }
  for (const attribute of options.attributes) {
    const key = `a.${attribute.key}`;
    const from = sql`from product_specs s join base b on b.id = s.product_id
      where s.attribute_id = ${attribute.id} and ${others(key)}`;
    if (attribute.type === 'choice') {
      parts.push(
        sql`select ${key}, s.value_choice, count(distinct s.product_id) ${from} group by s.value_choice`,
      );
    } else if (attribute.type === 'boolean') {
      parts.push(
        sql`select ${key}, case when s.value_boolean then 'yes' else 'no' end, count(distinct s.product_id) ${from} group by s.value_boolean`,
      );
    } else {
      if (attribute.ranges.length) {
        parts.push(sql`select ${key}, '#' || r.idx, count(distinct s.product_id)
          from product_specs s join base b on b.id = s.product_id
          join (values ${rangeRows(attribute.ranges)}) r(idx, lo, hi)
            on (r.lo is null or s.value_number >= r.lo) and (r.hi is null or s.value_number <= r.hi)
          where s.attribute_id = ${attribute.id} and ${others(key)} group by r.idx`);
      }
      parts.push(
        sql`select ${key}, s.value_number::text, count(distinct s.product_id) ${from} group by s.value_number`,
      );
    }
  }
  const statement = sql`with base as materialized (
      select ${p.id} as id, ${p.cardPricePaise} as price, ${p.cardBasePricePaise} as mrp,
        ${p.inStock} as in_stock, ${p.ratingRank} as rating_rank
        ${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
      ${scopeRows(scope)}
    )
    select facet, value, n from (${sql.join(parts, sql` union all `)}) counted(facet, value, n)`;
  return queryRows(db, statement, FacetRow);
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
  const rows = await countFacets(db, scope, filters, categoryIds, { ...options, attributes });
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    if (row.value === null) continue;
    const facet = counts.get(row.facet) ?? new Map<string, number>();
    counts.set(row.facet, facet);
    facet.set(row.value, row.n);
  }
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
              value: formatPlain(number),
              count,
              selected: chosen?.values.includes(formatPlain(number)) ?? false,
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

/** A number without trailing zeros ('6.5', '1350'). */
function formatPlain(n: number): string {
  return String(Math.round(n * 100) / 100);
}
