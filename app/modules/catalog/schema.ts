/** Catalog tables: collection groups, categories, products, variants, images, warranty. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from '../../../db/columns.ts';

/**
 * Kannada twins of the shop's texts (issue 30): a column `<name>_kn` beside its English
 * column, null when there is no Kannada yet, and the pages then show the English (marked
 * lang="en"). Never '' (the checks below): an empty Kannada text is stored as null.
 */
export const kannadaText = (name: `${string}_kn`) => text(name);

/** A check that each of these Kannada columns is null or has text. */
export function kannadaFilled(table: string, columns: AnyPgColumn[]) {
  return check(
    `${table}_kannada_filled`,
    sql.join(
      columns.map((column) => sql`(${column} is null or ${column} <> '')`),
      sql` and `,
    ),
  );
}

/** 'Shop By {name}' groups on /collections. */
export const collectionGroups = pgTable(
  'collection_groups',
  {
    id: serialId(),
    name: text('name').notNull().unique(),
    nameKn: kannadaText('name_kn'),
    position: integer('position').notNull().default(0),
  },
  (t) => [kannadaFilled('collection_groups', [t.nameKn])],
);

/**
 * A category is also a collection (spec: /collections/{collectionName}). `position`
 * holds the spec's fixed display order; categories without one sort alphabetically after.
 */
export const categories = pgTable(
  'categories',
  {
    id: serialId(),
    name: text('name').notNull().unique(),
    nameKn: kannadaText('name_kn'),
    slug: text('slug').notNull().unique(),
    groupId: integer('group_id').references(() => collectionGroups.id, { onDelete: 'set null' }),
    image: text('image').notNull(),
    position: integer('position'),
    /**
     * HSN code and GST rate (percent) of the goods in this category, for the tax invoice.
     * Null for groupings such as 'All Products' that say nothing about the goods.
     */
    hsnCode: text('hsn_code'),
    gstRatePercent: integer('gst_rate_percent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_group_idx').on(t.groupId),
    check(
      'categories_gst_rate',
      sql`${t.gstRatePercent} is null or ${t.gstRatePercent} in (0, 5, 12, 18, 28, 40)`,
    ),
    kannadaFilled('categories', [t.nameKn]),
  ],
);

/** PostgreSQL full-text document (read only through SQL; never selected by the app). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Products that differ only by colour share a family (the spec's barcode). */
export const colourFamilies = pgTable('colour_families', {
  id: serialId(),
  barcode: text('barcode').notNull().unique(),
});

export const products = pgTable(
  'products',
  {
    id: serialId(),
    publicId: text('public_id').notNull().unique(),
    name: text('name').notNull().unique(),
    /** Not unique, unlike the English name (which the slug and the search follow). */
    nameKn: kannadaText('name_kn'),
    slug: text('slug').notNull().unique(),
    descriptionHtml: text('description_html').notNull().default(''),
    /** Sanitised like the English description; null, not '', when there is none. */
    descriptionHtmlKn: kannadaText('description_html_kn'),
    barcode: text('barcode').notNull(),
    sku: text('sku').notNull(),
    colourFamilyId: integer('colour_family_id').references(() => colourFamilies.id, {
      onDelete: 'set null',
    }),
    colourName: text('colour_name'),
    colourNameKn: kannadaText('colour_name_kn'),
    colourHex: text('colour_hex'),
    featured: boolean('featured').notNull().default(false),
    orderCount: integer('order_count').notNull().default(0),
    /** Delivery charge per unit for pincodes 56-59 (Karnataka) and for the rest of India. */
    deliveryKarnatakaPaise: integer('delivery_karnataka_paise').notNull().default(0),
    deliveryOtherPaise: integer('delivery_other_paise').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Prices of the card variant (first active variant by position), kept by triggers on
     * product_variants (migration 0003) so that lists can sort and filter by price with an
     * index. Null when the product has no active variant. Read-only for application code.
     */
    cardBasePricePaise: integer('card_base_price_paise'),
    cardPricePaise: integer('card_price_paise'),
    /**
     * Some active variant has stock: the 'In stock only' filter. Kept by a trigger on
     * product_variants (migration 0033). Read-only for application code.
     */
    inStock: boolean('in_stock').notNull().default(false),
    /**
     * The published reviews' aggregate, kept by triggers on product_reviews (migration
     * 0029) so that no page counts reviews: how many, the sum of their stars, and how many
     * of each (index 1 is 1 star … 5 is 5 stars). Read-only for application code.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCounts: integer('rating_counts').array().notNull().default(sql`'{0,0,0,0,0}'::int[]`),
    /**
     * The "Customer rating" sort key: the average as shown (one decimal, x10), then the
     * number of reviews; 0 without reviews (last).
     */
    ratingRank: integer('rating_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`case when "review_count" > 0 then round("rating_total" * 10.0 / "review_count")::int * 100000 + least("review_count", 99999) else 0 end`,
      ),
    /** Name words alone: small enough to stay inline, so name matches are cheap to check. */
    nameVector: tsvector('name_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, "name")`,
    ),
    /** Search document: name (weight A) and description text without tags (weight C). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, "name"), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace("description_html", '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g')), 'C')`,
    ),
  },
  (t) => [
    index('products_colour_family_idx').on(t.colourFamilyId),
    index('products_barcode_idx').on(t.barcode),
    index('products_featured_idx').on(t.featured).where(sql`${t.featured}`),
    index('products_created_idx').on(t.createdAt),
    index('products_slug_lower_idx').on(sql`lower(${t.slug})`),
    index('products_card_price_idx').on(t.cardPricePaise, t.id),
    index('products_card_price_desc_idx').on(t.cardPricePaise.desc(), t.id),
    index('products_rating_rank_idx').on(t.ratingRank.desc(), t.id),
    // Best sellers: products_rank_idx (migration 0005, with INCLUDE columns for search).
    // More than 40% off: 100 (base - price) > 40 base, that is 3 base > 5 price, in bigint
    // (in integers, 40 x an MRP above ₹5.4 lakh overflowed and the price could not be saved).
    index('products_above_forty_idx')
      .on(t.id)
      .where(sql`3 * ${t.cardBasePricePaise}::bigint > 5 * ${t.cardPricePaise}::bigint`),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_name_vector_idx').using('gin', t.nameVector),
    index('products_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    // Kannada names as search compares them: lower case, no zero-width joiners
    // (kannada-search.server.ts).
    index('products_name_kn_trgm_idx').using(
      'gin',
      sql`lower(translate(${t.nameKn}, U&'\\200C\\200D', '')) gin_trgm_ops`,
    ),
    check(
      'products_delivery_nonneg',
      sql`${t.deliveryKarnatakaPaise} >= 0 and ${t.deliveryOtherPaise} >= 0`,
    ),
    kannadaFilled('products', [t.nameKn, t.descriptionHtmlKn, t.colourNameKn]),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /**
     * Copies of the product's listability (active, with an active variant), card price and
     * order count, kept by triggers (migration 0007), so that a collection is sorted by an
     * index of its own however large the catalog. Read-only for application code.
     */
    listable: boolean('listable').notNull().default(false),
    cardPricePaise: integer('card_price_paise'),
    orderCount: integer('order_count').notNull().default(0),
    /** The product's rating_rank, copied by the same triggers (migration 0031). */
    ratingRank: integer('rating_rank').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.position),
    index('product_categories_listed_idx')
      .on(t.categoryId, t.position, t.productId)
      .where(sql`${t.listable}`),
    index('product_categories_price_idx')
      .on(t.categoryId, t.cardPricePaise, t.productId)
      .where(sql`${t.listable}`),
    index('product_categories_price_desc_idx')
      .on(t.categoryId, t.cardPricePaise.desc(), t.productId)
      .where(sql`${t.listable}`),
    index('product_categories_best_idx')
      .on(t.categoryId, t.orderCount.desc(), t.productId)
      .where(sql`${t.listable}`),
    index('product_categories_rating_idx')
      .on(t.categoryId, t.ratingRank.desc(), t.productId)
      .where(sql`${t.listable}`),
  ],
);

/** A weight/size variant: its own prices (paise), stock and product code. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serialId(),
    publicId: text('public_id').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    weight: text('weight').notNull(),
    unit: text('unit').notNull().default(''),
    basePricePaise: integer('base_price_paise').notNull(),
    discountedPricePaise: integer('discounted_price_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    productCode: text('product_code').notNull().unique(),
    active: boolean('active').notNull().default(true),
    /** Units of this variant in Delivered orders (the spec's delivered_sales_count), kept by a trigger on orders (migration 0029). */
    deliveredCount: integer('delivered_count').notNull().default(0),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    // The back office's low-stock list.
    index('product_variants_low_stock_idx').on(t.stock).where(sql`${t.active}`),
    check('product_variants_stock_nonneg', sql`${t.stock} >= 0`),
    check(
      'product_variants_prices',
      sql`${t.basePricePaise} > 0 and ${t.discountedPricePaise} > 0 and ${t.discountedPricePaise} <= ${t.basePricePaise}`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serialId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    path: text('path').notNull(),
    alt: text('alt').notNull(),
    altKn: kannadaText('alt_kn'),
  },
  (t) => [
    uniqueIndex('product_images_product_pos_idx').on(t.productId, t.position),
    kannadaFilled('product_images', [t.altKn]),
  ],
);

/** Warranty options shown on the product page, e.g. ('Motor Warranty', '5 Years'). */
export const productWarranties = pgTable(
  'product_warranties',
  {
    id: serialId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    option: text('option').notNull(),
    optionKn: kannadaText('option_kn'),
    value: text('value').notNull(),
    valueKn: kannadaText('value_kn'),
  },
  (t) => [
    index('product_warranties_product_idx').on(t.productId, t.position),
    kannadaFilled('product_warranties', [t.optionKn, t.valueKn]),
  ],
);

/**
 * Search vocabulary: every distinct word of product and category names, kept by triggers
 * (migration 0003). Misspelt query words are corrected against it with trigram distance
 * (docs/decisions/0007-search.md). Words of renamed or deleted products may linger; they
 * only cost a correction that finds nothing.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  (t) => [
    index('search_terms_trgm_idx').using('gist', t.term.op('gist_trgm_ops')),
    index('search_terms_prefix_idx').on(t.term.op('text_pattern_ops')),
  ],
);

/** One choice of a 'choice' attribute: its value in URLs and data, and its labels. */
export interface AttributeChoice {
  value: string;
  label: string;
  labelKn?: string | null;
}

/** A preset range of a 'number' attribute, offered as a filter (bounds inclusive). */
export interface AttributeRange {
  min?: number;
  max?: number;
}

/**
 * A category's specification attribute (issue 32): geysers have capacity (L), type, power
 * (W) …. `key` names it in URLs (`a.{key}`) and the API; `type` says how its values are
 * written and filtered: a number with a unit, one of `choices`, or yes/no.
 */
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    id: serialId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    nameKn: kannadaText('name_kn'),
    type: text('type', { enum: ['number', 'choice', 'boolean'] }).notNull(),
    /** Number attributes: the unit as written after a value ('L', 'kg', 'W'). */
    unit: text('unit'),
    choices: jsonb('choices').$type<AttributeChoice[]>().notNull().default([]),
    ranges: jsonb('ranges').$type<AttributeRange[]>().notNull().default([]),
    filterable: boolean('filterable').notNull().default(true),
    comparable: boolean('comparable').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('category_attributes_key_idx').on(t.categoryId, t.key),
    check('category_attributes_key_format', sql`${t.key} ~ '^[a-z][a-z0-9-]{0,39}$'`),
    check('category_attributes_type', sql`${t.type} in ('number', 'choice', 'boolean')`),
    kannadaFilled('category_attributes', [t.nameKn]),
  ],
);

/**
 * A product's value of an attribute: for the whole product (variant_id null) or for one
 * variant where variants differ by it (a 15 L and a 25 L variant). Exactly one of the
 * value columns is set, by the attribute's type: number, choice value, or yes/no.
 */
export const productSpecs = pgTable(
  'product_specs',
  {
    id: serialId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => categoryAttributes.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, {
      onDelete: 'cascade',
    }),
    valueNumber: numeric('value_number', { mode: 'number' }),
    valueChoice: text('value_choice'),
    valueBoolean: boolean('value_boolean'),
  },
  (t) => [
    uniqueIndex('product_specs_one_value_idx').on(
      t.productId,
      t.attributeId,
      sql`coalesce(${t.variantId}, 0)`,
    ),
    // Filters and facet counts: products by an attribute's value.
    index('product_specs_number_idx').on(t.attributeId, t.valueNumber, t.productId),
    index('product_specs_choice_idx').on(t.attributeId, t.valueChoice, t.productId),
    index('product_specs_boolean_idx').on(t.attributeId, t.valueBoolean, t.productId),
    index('product_specs_variant_idx').on(t.variantId),
    check(
      'product_specs_one_value',
      sql`num_nonnulls(${t.valueNumber}, ${t.valueChoice}, ${t.valueBoolean}) = 1`,
    ),
  ],
);
