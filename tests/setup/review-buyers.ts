/**
 * Shoppers for the review tests: signed-in accounts, their COD orders of one variant (placed
 * through the API) and staff moving an order to Delivered as the back office does.
 */
import { and, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { products, productVariants } from '../../app/modules/catalog/schema.ts';
import { type Browser, browser, signIn, verifiedAccount } from './browser.ts';
import { GUEST_FIELDS } from './guest-checkout.ts';
import type { StaffBrowser } from './staff.ts';
import type { TestServer } from './test-server.ts';

let keys = 0;

export function reviewBuyers(server: TestServer, staff: StaffBrowser, variantId: () => string) {
  /** A signed-in account in its own browser. */
  async function account(firstName = 'Priya', lastName = 'Shetty') {
    const { email } = await verifiedAccount(server, 'reviewer', { firstName, lastName });
    const b = browser(server);
    await signIn(b, email);
    return b;
  }

  /** The account's COD order of two of the variant; the order's public id. */
  async function order(b: Browser): Promise<string> {
    const added = await b.api('POST', '/api/v1/cart/lines', {
      variantId: variantId(),
      quantity: 2,
    });
    expect(added.status).toBe(200);
    const placed = await b.api('POST', '/api/v1/checkout/orders', {
      ...GUEST_FIELDS,
      email: `buyer.${++keys}@example.com`,
      paymentMethod: 'cod',
      idempotencyKey: `reviews-${Date.now()}-${keys}-abcdefgh`,
    });
    expect(placed.status).toBe(201);
    return JSON.parse(placed.body).data.order.id;
  }

  /** Staff move the order through to Delivered. */
  async function deliver(orderId: string) {
    for (const status of ['Packed', 'Shipped', 'Out for Delivery', 'Delivered']) {
      const moved = await staff.post(`/admin/orders/${orderId}`, {
        intent: 'status',
        status,
        description: '',
      });
      expect(moved.status, status).toBe(200);
    }
  }

  /** An account that received the product. */
  async function buyer(firstName?: string, lastName?: string) {
    const b = await account(firstName, lastName);
    await deliver(await order(b));
    return b;
  }

  return { account, order, deliver, buyer };
}

export interface ReviewedProduct {
  /** products.id */
  id: number;
  slug: string;
  name: string;
  variant: { id: number; publicId: string };
}

/**
 * The `offset`-th active product (in id order) with a variant in stock, that variant given
 * stock to spare: each test file reviews its own product, so no file sees another's reviews.
 */
export async function productToReview(
  server: TestServer,
  offset: number,
): Promise<ReviewedProduct> {
  const db = server.services.database.db;
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      variantId: productVariants.id,
      variantPublicId: productVariants.publicId,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        gt(productVariants.stock, 0),
        eq(productVariants.active, true),
        eq(products.active, true),
      ),
    )
    .orderBy(products.id, productVariants.id)
    .offset(offset)
    .limit(1);
  if (!row) throw new Error('the demo shop has no product to review');
  await db.update(productVariants).set({ stock: 500 }).where(eq(productVariants.id, row.variantId));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    variant: { id: row.variantId, publicId: row.variantPublicId },
  };
}
