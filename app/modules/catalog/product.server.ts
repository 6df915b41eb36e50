/**
 * One product: resolving its URL slug, its detail page data, its colour variants and
 * related products.
 *
 * Product URLs are /product/{slug}, the slug being the name with spaces as hyphens. It is
 * stored (products.slug), so names that contain hyphens round-trip: we never turn hyphens
 * back into spaces to find a product. A slug that differs only in case, or that arrives
 * with spaces instead of hyphens, resolves to the product with `redirectTo` set to the
 * canonical slug, so that pages can redirect (301) to it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { uploadHref } from '../../lib/uploaded-images.ts';
import {
  type CardImage,
  type CardRating,
  type CardVariant,
  cardRating,
  type ProductCard,
} from './card.ts';
import {
  CARD_COLUMNS,
  CARD_JOINS,
  CardRowSchema,
  cardKannada,
  cardProduct,
  cardsFor,
  LISTABLE,
  toCard,
  toVariant,
  VariantRowSchema,
} from './cards.server.ts';
import { ALL_PRODUCTS } from './constants.ts';
import { isPlausibleSlug } from './lists.server.ts';
import type { ReadOptions } from './queries.server.ts';
import { sanitizeProductHtml } from './sanitize.server.ts';

const p = cardProduct.as;

/** The most related products the API gives. */
export const RELATED_LIMIT = 12;
/**
 * The product page's slider: the six that show at wide widths (spec). Every card is markup
 * and hydration data in the page (issue 10: a product page within 80 KB); the two more to
 * scroll to there were before made room for the product's reviews and questions (issue 31).
 */
export const RELATED_ON_PAGE = 6;
export const COLOUR_VARIANTS_LIMIT = 24;

export interface ProductRef {
  /** products.id (internal). */
  pk: number;
  /** Public id. */
  id: string;
  slug: string;
  barcode: string;
  /** The canonical slug when the request used another form; else null. */
  redirectTo: string | null;
}

const ProductRefRow = z.object({
  pk: SqlNumber,
  id: z.string(),
  slug: z.string(),
  barcode: z.string(),
});

/** The SQL that finds an active product by slug: exact first, then case-insensitive. */
function resolveSql(requested: string, canonicalGuess: string) {
  return sql`select p.id as pk, p.public_id as id, p.slug, p.barcode from products p
    where p.active and (
      p.slug = ${requested} or lower(p.slug) = lower(${requested})
      or lower(p.slug) = lower(${canonicalGuess})
    )
    order by (p.slug = ${requested}) desc, (lower(p.slug) = lower(${requested})) desc, p.slug collate "C"
    limit 1`;
}

/** Finds an active product by the slug of its URL (see the module comment). */
export async function resolveProduct(db: DbOrTx, slug: unknown): Promise<ProductRef | null> {
  if (!isPlausibleSlug(slug)) return null;
  const requested = slug;
  const guess = requested.trim().replace(/\s+/g, '-');
  const [row] = await queryRows(db, resolveSql(requested, guess), ProductRefRow);
  if (!row) return null;
  return { ...row, redirectTo: row.slug === requested ? null : row.slug };
}

/**
 * A product read with `kannada` carries each text's Kannada twin (`nameKn`, `altKn`, …;
 * null where there is none) beside it; the JSON API reads without and never shows them.
 */
export interface ProductDetail {
  /** Public id. */
  id: string;
  name: string;
  nameKn?: string | null;
  slug: string;
  /** Sanitised on the server (sanitize.server.ts); safe to render as HTML. */
  descriptionHtml: string;
  /** Sanitised as the English one. */
  descriptionHtmlKn?: string | null;
  images: (CardImage & { altKn?: string | null })[];
  /** Active variants in display order; the first is the one on cards. */
  variants: (CardVariant & { deliveredCount: number })[];
  /** The published reviews' average (one decimal) and count; null with none. */
  rating: CardRating | null;
  /** Categories other than 'All Products', in display order. */
  collections: { name: string; nameKn?: string | null; slug: string }[];
  warranty: { option: string; optionKn?: string | null; value: string; valueKn?: string | null }[];
  /** Per-unit delivery charge by zone. */
  delivery: { karnatakaPaise: number; nonKarnatakaPaise: number };
  barcode: string;
  sku: string;
  colour: { name: string; nameKn?: string | null; hex: string } | null;
  /** The active Watch-and-Shop videos that feature it, in the strip's order. */
  videos: { title: string; titleKn?: string | null; url: string; poster: string }[];
  orderCount: number;
  /** The canonical slug when the request used another form; else null. */
  redirectTo: string | null;
}

/** A Kannada column: absent unless the read asked for Kannada, null where there is none. */
const KannadaColumn = z.string().nullable().optional();

const DetailRow = z.object({
  id: z.string(),
  name: z.string(),
  name_kn: KannadaColumn,
  slug: z.string(),
  description_html: z.string(),
  description_html_kn: KannadaColumn,
  barcode: z.string(),
  sku: z.string(),
  colour_name: z.string().nullable(),
  colour_name_kn: KannadaColumn,
  colour_hex: z.string().nullable(),
  order_count: SqlNumber,
  delivery_karnataka_paise: SqlNumber,
  delivery_other_paise: SqlNumber,
  images: z.array(z.object({ src: z.string(), alt: z.string(), alt_kn: KannadaColumn })),
  variants: z.array(VariantRowSchema.extend({ delivered_count: SqlNumber })),
  review_count: SqlNumber,
  rating_total: SqlNumber,
  collections: z.array(z.object({ name: z.string(), name_kn: KannadaColumn, slug: z.string() })),
  warranty: z.array(
    z.object({
      option: z.string(),
      option_kn: KannadaColumn,
      value: z.string(),
      value_kn: KannadaColumn,
    }),
  ),
  videos: z.array(
    z.object({ title: z.string(), title_kn: KannadaColumn, url: z.string(), poster: z.string() }),
  ),
});

/** `{ [key]: value }` when the read asked for Kannada (the value null where there is none); else nothing. */
function twin<K extends string>(read: ReadOptions, key: K, value: string | null | undefined) {
  return (read.kannada ? { [key]: value ?? null } : {}) as { [P in K]?: string | null };
}

/** Everything the product page shows, in one query; null when there is no such product. */
export async function getProductDetail(
  db: DbOrTx,
  slug: unknown,
  read: ReadOptions = {},
): Promise<ProductDetail | null> {
  const ref = await resolveProduct(db, slug);
  if (!ref) return null;
  const kn = (columns: SQL) => (read.kannada ? columns : sql``);
  const [row] = await queryRows(
    db,
    sql`select p.public_id as id, p.name, p.slug, p.description_html, p.barcode, p.sku,
        p.colour_name, p.colour_hex, p.order_count, p.review_count, p.rating_total,
        p.delivery_karnataka_paise, p.delivery_other_paise,
        ${kn(sql`p.name_kn, p.description_html_kn, p.colour_name_kn,`)}
        coalesce((
          select json_agg(json_build_object('src', i.path, 'alt', i.alt ${kn(sql`, 'alt_kn', i.alt_kn`)})
            order by i.position, i.id)
          from product_images i where i.product_id = p.id
        ), '[]'::json) as images,
        coalesce((
          select json_agg(json_build_object(
              'variant_id', v.public_id, 'weight', v.weight, 'unit', v.unit,
              'base_price_paise', v.base_price_paise,
              'discounted_price_paise', v.discounted_price_paise,
              'stock', v.stock, 'product_code', v.product_code,
              'delivered_count', v.delivered_count)
            order by v.position, v.id)
          from product_variants v where v.product_id = p.id and v.active
        ), '[]'::json) as variants,
        coalesce((
          select json_agg(json_build_object('name', c.name, 'slug', c.slug ${kn(sql`, 'name_kn', c.name_kn`)})
            order by c.position asc nulls last, c.name)
          from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = p.id and c.name <> ${ALL_PRODUCTS}
        ), '[]'::json) as collections,
        coalesce((
          select json_agg(json_build_object('option', w.option, 'value', w.value
              ${kn(sql`, 'option_kn', w.option_kn, 'value_kn', w.value_kn`)})
            order by w.position, w.id)
          from product_warranties w where w.product_id = p.id
        ), '[]'::json) as warranty,
        coalesce((
          select json_agg(json_build_object('title', vd.title, 'url', vd.video_url,
              'poster', vd.poster_image ${kn(sql`, 'title_kn', vd.title_kn`)})
            order by vd.position, vd.id)
          from video_products vp join videos vd on vd.id = vp.video_id
          where vp.product_id = p.id and vd.active
        ), '[]'::json) as videos
      from products p where p.id = ${ref.pk}`,
    DetailRow,
  );
  if (!row) return null;
  const kannadaHtml = row.description_html_kn;
  return {
    id: row.id,
    name: row.name,
    ...twin(read, 'nameKn', row.name_kn),
    slug: row.slug,
    descriptionHtml: sanitizeProductHtml(row.description_html),
    ...twin(read, 'descriptionHtmlKn', kannadaHtml && sanitizeProductHtml(kannadaHtml)),
    images: row.images.map(({ src, alt, alt_kn }) => ({
      src: uploadHref(src),
      alt,
      ...twin(read, 'altKn', alt_kn),
    })),
    variants: row.variants.map((v) => ({ ...toVariant(v), deliveredCount: v.delivered_count })),
    rating: cardRating(row.review_count, row.rating_total),
    collections: row.collections.map(({ name, name_kn, slug }) => ({
      name,
      ...twin(read, 'nameKn', name_kn),
      slug,
    })),
    warranty: row.warranty.map(({ option, option_kn, value, value_kn }) => ({
      option,
      ...twin(read, 'optionKn', option_kn),
      value,
      ...twin(read, 'valueKn', value_kn),
    })),
    delivery: {
      karnatakaPaise: row.delivery_karnataka_paise,
      nonKarnatakaPaise: row.delivery_other_paise,
    },
    barcode: row.barcode,
    sku: row.sku,
    colour: colourOf(row, read),
    videos: row.videos.map(({ title, title_kn, url, poster }) => ({
      title,
      ...twin(read, 'titleKn', title_kn),
      url,
      poster,
    })),
    orderCount: row.order_count,
    redirectTo: ref.redirectTo,
  };
}

/** A product's colour, when it has a name and a swatch (with its Kannada name, read so). */
function colourOf(
  row: { colour_name: string | null; colour_name_kn?: string | null; colour_hex: string | null },
  read: ReadOptions,
): ProductDetail['colour'] {
  if (!row.colour_name || !row.colour_hex) return null;
  return {
    name: row.colour_name,
    ...twin(read, 'nameKn', row.colour_name_kn),
    hex: row.colour_hex,
  };
}

export interface ColourVariantCard extends ProductCard {
  colour: { name: string; nameKn?: string | null; hex: string } | null;
}

/**
 * The other colours of a product: products sharing its barcode (colour family), each as a
 * card with its colour. `ref` is a product public id or a barcode; a product is never its
 * own colour variant.
 */
export async function getColourVariants(
  db: DbOrTx,
  ref: string,
  limit = COLOUR_VARIANTS_LIMIT,
  read: ReadOptions = {},
): Promise<ColourVariantCard[]> {
  if (!isPlausibleSlug(ref)) return [];
  const rows = await queryRows(
    db,
    sql`with self as (
        select s.id, s.barcode from products s where s.public_id = ${ref} limit 1
      ),
      family as (
        select coalesce((select barcode from self), ${ref}) as barcode
      ),
      ranked as (
        select p.id, row_number() over (order by p.id) as ord
        from products p, family f
        where p.barcode = f.barcode and ${LISTABLE}
          and p.id is distinct from (select id from self)
        order by p.id
        limit ${Math.max(1, Math.min(COLOUR_VARIANTS_LIMIT, Math.trunc(limit)))}
      )
      select ${CARD_COLUMNS}, ${p.colourName} as colour_name, ${p.colourHex} as colour_hex
        ${cardKannada(read)} ${read.kannada ? sql`, ${p.colourNameKn} as colour_name_kn` : sql``}
      from ranked r join ${cardProduct.from} on ${p.id} = r.id
      ${CARD_JOINS}
      order by r.ord`,
    CardRowSchema.extend({
      colour_name: z.string().nullable(),
      colour_name_kn: KannadaColumn,
      colour_hex: z.string().nullable(),
    }),
  );
  return rows.map((row) => ({
    ...toCard(row),
    colour: colourOf(row, read),
  }));
}

/**
 * Up to 12 products from the product's categories ('All Products' only when it has no
 * other), itself excluded: the ones after it in each category's order first, then from
 * the start of the category, so that neighbouring products vary.
 */
export async function getRelatedProducts(
  db: DbOrTx,
  slug: unknown,
  limit = RELATED_LIMIT,
  read: ReadOptions = {},
): Promise<ProductCard[] | null> {
  const ref = await resolveProduct(db, slug);
  if (!ref) return null;
  const n = Math.max(1, Math.min(RELATED_LIMIT, Math.trunc(limit)));
  return cardsFor(
    db,
    sql`with own as (
        select pc.category_id, pc.position, (c.name = ${ALL_PRODUCTS}) as is_all
        from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = ${ref.pk}
      ),
      cats as (
        select category_id, position from own
        where not is_all or not exists (select 1 from own where not is_all)
      ),
      picked as (
        select x.product_id, x.wrapped, x.position
        from cats cross join lateral (
          (select pc.product_id, false as wrapped, pc.position
            from product_categories pc
            where pc.category_id = cats.category_id and pc.product_id <> ${ref.pk}
              and (pc.position, pc.product_id) > (cats.position, ${ref.pk})
              and pc.listable
            order by pc.position, pc.product_id limit ${n})
          union all
          (select pc.product_id, true as wrapped, pc.position
            from product_categories pc
            where pc.category_id = cats.category_id and pc.product_id <> ${ref.pk}
              and (pc.position, pc.product_id) < (cats.position, ${ref.pk})
              and pc.listable
            order by pc.position, pc.product_id limit ${n})
        ) x
      ),
      best as (
        select product_id, min(wrapped::int) as wrapped, min(position) as position
        from picked group by product_id
      )
      select product_id as id,
        row_number() over (order by wrapped, position, product_id) as ord
      from best
      order by wrapped, position, product_id
      limit ${n}`,
    read,
  );
}
