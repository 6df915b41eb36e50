/**
 * A guest at checkout, as the pages without JavaScript see one: the address form's
 * fields, a variant in stock to buy, and the way to the checkout page with one item.
 */
import { and, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import type { Browser } from './browser.ts';
import type { TestServer } from './test-server.ts';

/** A guest's contact and delivery fields, valid, to a pincode with cash on delivery. */
export const GUEST_FIELDS = {
  email: 'meera@example.com',
  phone: '9900112233',
  firstName: 'Meera',
  lastName: 'Shetty',
  country: 'India',
  address: '3, Lake View Layout',
  address2: '',
  city: 'Tumakuru',
  state: 'Karnataka',
  zip: '572101',
};

/** The public id of an active variant with stock to spare. */
export async function variantInStock(server: TestServer): Promise<string> {
  const [row] = await server.services.database.db
    .select({ publicId: productVariants.publicId })
    .from(productVariants)
    .where(and(gt(productVariants.stock, 5), eq(productVariants.active, true)))
    .limit(1);
  return row!.publicId;
}

/** Puts one of `variantId` in the cart and opens checkout; returns the page's idempotency key. */
export async function atCheckout(b: Browser, variantId: string): Promise<string> {
  const added = await b.post('/cart', { intent: 'add', variantId, quantity: '1' });
  expect(added.status).toBeLessThan(400);
  const page = await b.get('/checkout');
  expect(page.status).toBe(200);
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
  expect(key).toBeTruthy();
  return key!;
}
