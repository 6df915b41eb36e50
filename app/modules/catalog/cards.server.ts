/**
 * Product cards: the shape every product list returns. A list is always fetched in one
 * query: the caller supplies the ordered product ids as SQL, this module joins the first
 * image and the card variant (first active variant) with lateral joins.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../../db/client.ts';
import { discountPercent } from '../../lib/format.ts';
import { type CardVariant, type ProductCard, variantLabel } from './card.ts';

export interface CardRow {
  id: string;
  name: string;
  slug: string;
  image_src: string | null;
  image_alt: string | null;
  variant_id: string;
  weight: string;
  unit: string;
  base_price_paise: number;
  discounted_price_paise: number;
  stock: number;
  product_code: string;
}

export function toVariant(row: {
  variant_id: string;
  weight: string;
  unit: string;
  base_price_paise: number;
  discounted_price_paise: number;
  stock: number;
  product_code: string;
}): CardVariant {
  const base = Number(row.base_price_paise);
  const discounted = Number(row.discounted_price_paise);
  const stock = Number(row.stock);
  return {
    id: row.variant_id,
    weight: row.weight,
    unit: row.unit,
    label: variantLabel(row.weight, row.unit),
    basePricePaise: base,
    discountedPricePaise: discounted,
    discountPercent: discountPercent(base, discounted),
    inStock: stock > 0,
    stock,
    productCode: row.product_code,
  };
}

export function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image_src === null ? null : { src: row.image_src, alt: row.image_alt ?? row.name },
    variant: toVariant(row),
  };
}

/**
 * The card columns of product `p`, joined with its card variant `v` and first image `img`.
 * Use inside a FROM that names the product `p`: `select ${CARD_COLUMNS} from ... p ${CARD_JOINS}`.
 */
export const CARD_COLUMNS = sql.raw(`p.public_id as id, p.name, p.slug,
  img.path as image_src, img.alt as image_alt,
  v.public_id as variant_id, v.weight, v.unit, v.base_price_paise, v.discounted_price_paise,
  v.stock, v.product_code`);

export const CARD_JOINS = sql.raw(`
  join lateral (
    select pv.public_id, pv.weight, pv.unit, pv.base_price_paise, pv.discounted_price_paise,
      pv.stock, pv.product_code
    from product_variants pv
    where pv.product_id = p.id and pv.active
    order by pv.position, pv.id
    limit 1
  ) v on true
  left join lateral (
    select pi.path, pi.alt from product_images pi
    where pi.product_id = p.id
    order by pi.position, pi.id
    limit 1
  ) img on true`);

/**
 * Cards for an ordered selection, in one query. `ranked` must be a SELECT yielding
 * `id` (products.id) and `ord` (sort position); inactive products and products without an
 * active variant are left out.
 */
export async function cardsFor(db: DbOrTx, ranked: SQL): Promise<ProductCard[]> {
  const rows = await queryRows<CardRow>(
    db,
    sql`with ranked as (${ranked})
      select ${CARD_COLUMNS}
      from ranked r
      join products p on p.id = r.id and p.active
      ${CARD_JOINS}
      order by r.ord`,
  );
  return rows.map(toCard);
}
