/**
 * Product cards: the shape every product list returns. A list is always fetched in one
 * query: the caller supplies the ordered product ids as SQL, this module joins the first
 * image and the card variant (first active variant) with lateral joins.
 *
 * The SQL names its columns through the Drizzle table objects (aliased `p`, `pv`, `pi`),
 * and every row is checked against CardRowSchema as it leaves the database.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber, tableAs } from '../../../db/client.ts';
import { discountPercent } from '../../lib/format.ts';
import { uploadHref } from '../../lib/uploaded-images.ts';
import { type CardVariant, cardRating, type ProductCard, variantLabel } from './card.ts';
import type { ReadOptions } from './queries.server.ts';
import { productImages, products, productVariants } from './schema.ts';

/** The product of a card query: callers put `${cardProduct.from}` in their FROM. */
export const cardProduct = tableAs(products, 'p');
const p = cardProduct.as;
const variants = tableAs(productVariants, 'pv');
const pv = variants.as;
const images = tableAs(productImages, 'pi');
const pi = images.as;

/** `subquery.column`, for a column a subquery selected under its own name. */
export function columnOf(subquery: string, column: AnyPgColumn): SQL {
  return sql`${sql.identifier(subquery)}.${sql.identifier(column.name)}`;
}

/**
 * A product `p` that can be listed: active, with an active variant (the card price the
 * database keeps on products). Every list, search tier and related-products query uses it.
 */
export const LISTABLE = sql`${p.active} and ${p.cardPricePaise} is not null`;

/** A variant's card columns, as selected from the variant row `variant` ('v'). */
export const VariantRowSchema = z.object({
  variant_id: z.string(),
  weight: z.string(),
  unit: z.string(),
  base_price_paise: SqlNumber,
  discounted_price_paise: SqlNumber,
  stock: SqlNumber,
  product_code: z.string(),
});

export const CardRowSchema = VariantRowSchema.extend({
  id: z.string(),
  name: z.string(),
  /** Selected by the storefront's reads only (CARD_KANNADA). */
  name_kn: z.string().nullable().optional(),
  slug: z.string(),
  image_src: z.string().nullable(),
  image_alt: z.string().nullable(),
  review_count: SqlNumber,
  rating_total: SqlNumber,
});

export type CardRow = z.output<typeof CardRowSchema>;

export function toVariant(row: z.output<typeof VariantRowSchema>): CardVariant {
  const base = row.base_price_paise;
  const discounted = row.discounted_price_paise;
  return {
    id: row.variant_id,
    weight: row.weight,
    unit: row.unit,
    label: variantLabel(row.weight, row.unit),
    basePricePaise: base,
    discountedPricePaise: discounted,
    discountPercent: discountPercent(base, discounted),
    inStock: row.stock > 0,
    stock: row.stock,
    productCode: row.product_code,
  };
}

export function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    ...(row.name_kn === undefined ? {} : { nameKn: row.name_kn }),
    slug: row.slug,
    image:
      row.image_src === null
        ? null
        : { src: uploadHref(row.image_src), alt: row.image_alt ?? row.name },
    variant: toVariant(row),
    rating: cardRating(row.review_count, row.rating_total),
  };
}

/**
 * The card columns of product `p`, its variant `v` and first image `img`. Use inside a
 * FROM that names the product `${cardProduct.from}` and joins `v` (CARD_VARIANT_JOIN or a
 * variant of the caller's choosing) and IMAGE_JOIN.
 */
export const CARD_COLUMNS = sql`${p.publicId} as id, ${p.name} as name, ${p.slug} as slug,
  ${columnOf('img', productImages.path)} as image_src, ${columnOf('img', productImages.alt)} as image_alt,
  ${columnOf('v', productVariants.publicId)} as variant_id,
  ${columnOf('v', productVariants.weight)} as weight, ${columnOf('v', productVariants.unit)} as unit,
  ${columnOf('v', productVariants.basePricePaise)} as base_price_paise,
  ${columnOf('v', productVariants.discountedPricePaise)} as discounted_price_paise,
  ${columnOf('v', productVariants.stock)} as stock,
  ${columnOf('v', productVariants.productCode)} as product_code,
  ${p.reviewCount} as review_count, ${p.ratingTotal} as rating_total`;

/** The Kannada card columns of product `p`, after CARD_COLUMNS (`select ${CARD_COLUMNS}${CARD_KANNADA}`). */
export const CARD_KANNADA = sql`, ${p.nameKn} as name_kn`;

/** CARD_KANNADA when the read asks for Kannada; else nothing. */
export function cardKannada({ kannada }: ReadOptions = {}): SQL {
  return kannada ? CARD_KANNADA : sql``;
}

/** The first image of product `p`, as `img`. */
export const IMAGE_JOIN = sql`left join lateral (
    select ${pi.path}, ${pi.alt} from ${images.from}
    where ${pi.productId} = ${p.id}
    order by ${pi.position}, ${pi.id}
    limit 1
  ) img on true`;

/** The card variant of product `p` (its first active variant), as `v`, then its image. */
export const CARD_JOINS = sql`join lateral (
    select ${pv.publicId}, ${pv.weight}, ${pv.unit}, ${pv.basePricePaise},
      ${pv.discountedPricePaise}, ${pv.stock}, ${pv.productCode}
    from ${variants.from}
    where ${pv.productId} = ${p.id} and ${pv.active}
    order by ${pv.position}, ${pv.id}
    limit 1
  ) v on true
  ${IMAGE_JOIN}`;

/**
 * Cards for an ordered selection, in one query. `ranked` must be a SELECT yielding
 * `id` (products.id) and `ord` (sort position); inactive products and products without an
 * active variant are left out.
 */
export async function cardsFor(
  db: DbOrTx,
  ranked: SQL,
  read: ReadOptions = {},
): Promise<ProductCard[]> {
  const rows = await queryRows(
    db,
    sql`with ranked as (${ranked})
      select ${CARD_COLUMNS}${cardKannada(read)}
      from ranked r
      join ${cardProduct.from} on ${p.id} = r.id and ${p.active}
      ${CARD_JOINS}
      order by r.ord`,
    CardRowSchema,
  );
  return rows.map(toCard);
}
