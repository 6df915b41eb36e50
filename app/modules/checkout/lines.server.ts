/**
 * What a checkout buys, read from the catalog at this moment: the cart's lines, or the one
 * variant of a Buy now. Prices, delivery charges, stock and tax facts all come from the
 * database; nothing the browser sent is used but the variant id and the quantity.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../../db/client.ts';
import { msg } from '../../i18n/msg.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/product-image.ts';
import { LINE_PRODUCT_COLUMNS, ownedCartLines } from '../cart/cart.server.ts';
import { cartLines } from '../cart/schema.ts';
import { variantLabel } from '../catalog/card.ts';
import { categories, productCategories, products, productVariants } from '../catalog/schema.ts';
import { NO_LONGER_AVAILABLE } from '../catalog/variants.server.ts';
import type { CartOwner } from '../shopper/owner.server.ts';

export type CheckoutSource =
  | { kind: 'cart' }
  | {
      kind: 'buy-now';
      variantPublicId: string;
      quantity: number;
      /** A Buy now carries its coupon code (a cart keeps its own). */
      couponCode?: string | null;
    };

export interface CheckoutLine {
  /** Cart line id, or the variant id for Buy now. */
  id: string;
  variantDbId: number;
  productDbId: number;
  productName: string;
  productSlug: string;
  variantId: string;
  variantLabel: string;
  productCode: string;
  image: { src: string; alt: string };
  quantity: number;
  stock: number;
  /** False when the variant or its product has been withdrawn since it went in the cart. */
  available: boolean;
  basePricePaise: number;
  discountedPricePaise: number;
  deliveryKarnatakaPaise: number;
  deliveryOtherPaise: number;
  hsnCode: string;
  gstRatePercent: number;
}

/** The source a sent checkout form names: its Buy now (with its code), else the cart. */
export function formSource(form: {
  buy?: string | undefined;
  qty?: number | undefined;
  couponCode?: string | undefined;
}): CheckoutSource {
  if (!form.buy) return { kind: 'cart' };
  return {
    kind: 'buy-now',
    variantPublicId: form.buy,
    quantity: form.qty ?? 1,
    couponCode: form.couponCode ?? null,
  };
}

/** Goods with no categorised tax facts are invoiced at the standard rate. */
const STANDARD_GST_RATE = 18;

/** The tax facts of the product's first category that has them (display order). */
function taxColumn<T>(column: typeof categories.hsnCode | typeof categories.gstRatePercent) {
  return sql<T | null>`(select ${column} from ${productCategories}
    join ${categories} on ${categories.id} = ${productCategories.categoryId}
   where ${productCategories.productId} = ${products.id} and ${column} is not null
   order by ${categories.position} nulls last, ${categories.id} limit 1)`;
}

const LINE_COLUMNS = {
  ...LINE_PRODUCT_COLUMNS,
  variantDbId: productVariants.id,
  productDbId: products.id,
  available: sql<boolean>`(${productVariants.active} and ${products.active})`,
  deliveryKarnatakaPaise: products.deliveryKarnatakaPaise,
  deliveryOtherPaise: products.deliveryOtherPaise,
  hsnCode: taxColumn<string>(categories.hsnCode),
  gstRatePercent: taxColumn<number>(categories.gstRatePercent),
};

type Row = SelectResultFields<typeof LINE_COLUMNS>;

function toLine(id: string, row: Row, quantity: number): CheckoutLine {
  return {
    id,
    variantDbId: row.variantDbId,
    productDbId: row.productDbId,
    productName: row.productName,
    productSlug: row.productSlug,
    variantId: row.variantId,
    variantLabel: variantLabel(row.weight, row.unit),
    productCode: row.productCode,
    image: { src: row.imagePath ?? PLACEHOLDER_IMAGE, alt: row.productName },
    quantity,
    stock: row.stock,
    available: Boolean(row.available),
    basePricePaise: row.basePricePaise,
    discountedPricePaise: row.discountedPricePaise,
    deliveryKarnatakaPaise: row.deliveryKarnatakaPaise,
    deliveryOtherPaise: row.deliveryOtherPaise,
    hsnCode: row.hsnCode ?? '',
    gstRatePercent: Number(row.gstRatePercent ?? STANDARD_GST_RATE),
  };
}

/** The lines of a checkout. A Buy now of a variant that cannot be sold is refused here. */
export async function checkoutLines(
  db: DbOrTx,
  owner: CartOwner | null,
  source: CheckoutSource,
): Promise<CheckoutLine[]> {
  if (source.kind === 'buy-now') {
    const [row] = await db
      .select(LINE_COLUMNS)
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.publicId, source.variantPublicId))
      .limit(1);
    if (!row?.available) throw new DomainError('not_found', NO_LONGER_AVAILABLE);
    return [toLine(row.variantId, row, source.quantity)];
  }
  if (!owner) return [];
  const rows = await ownedCartLines(db, owner, {
    lineId: cartLines.publicId,
    quantity: cartLines.quantity,
    ...LINE_COLUMNS,
  });
  return rows.map((row) => toLine(row.lineId, row, row.quantity));
}

/**
 * Why these lines cannot be bought as they are, or null: the refusal placing them would
 * meet (its `message` in English, its template and values for a page's language). Checked
 * when the page loads and again, atomically, when the order is placed (stock can go in
 * between).
 */
export function unavailableReason(lines: CheckoutLine[]): DomainError | null {
  for (const line of lines) {
    const product = line.productName;
    if (!line.available) {
      // NO_LONGER_AVAILABLE after the product's name, written out: its own translation id.
      return new DomainError(
        'insufficient_stock',
        msg('{product}: This product is no longer available.'),
        { values: { product } },
      );
    }
    if (line.stock <= 0) {
      return new DomainError('insufficient_stock', msg('{name} is out of stock.'), {
        values: { name: product },
      });
    }
    if (line.quantity > line.stock) {
      return new DomainError(
        'insufficient_stock',
        msg('Only {count} of {product} ({variant}) left in stock. Please change the quantity.'),
        { values: { count: line.stock, product, variant: line.variantLabel } },
      );
    }
  }
  return null;
}

/**
 * What the shopper was shown, in a word: each line's variant, quantity, prices and
 * delivery rates, and the coupon code with its discount. The checkout page sends it back with the order; if the cart or a price
 * changed in between (another tab, the back office), the order is not placed as it stands
 * (a cash-on-delivery order is confirmed at once, with no gateway window to show the new
 * total first) and the page shows the new one.
 */
export function quoteDigest(lines: CheckoutLine[], coupon = ''): string {
  const facts = lines.map((line) =>
    [
      line.variantId,
      line.quantity,
      line.basePricePaise,
      line.discountedPricePaise,
      line.deliveryKarnatakaPaise,
      line.deliveryOtherPaise,
    ].join(':'),
  );
  // The code and its discount (offers.server.ts); nothing is added without one, so a
  // quote without a code keeps the digest it had before codes existed.
  const all = coupon ? [...facts.sort(), `coupon=${coupon}`] : facts.sort();
  return createHash('sha256').update(all.join('|')).digest('base64url').slice(0, 22);
}
