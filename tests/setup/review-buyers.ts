/**
 * Shoppers for the review tests: signed-in accounts, their COD orders of one variant (placed
 * through the API) and staff moving an order to Delivered as the back office does.
 */
import { expect } from 'vitest';
import { type Browser, browser, signIn, verifiedAccount } from './browser.ts';
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
      email: `buyer.${++keys}@example.com`,
      phone: '9900112233',
      firstName: 'Priya',
      lastName: 'Shetty',
      country: 'India',
      address: '3, Lake View Layout',
      address2: '',
      city: 'Tumakuru',
      state: 'Karnataka',
      zip: '572101',
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
