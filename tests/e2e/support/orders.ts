/** Orders after checkout: one placed through the shop's API, and the screens that follow it. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addToCartByApi, addVariantByApi } from './cart.ts';
import { expect } from './fixtures.ts';
import { unique } from './unique.ts';

/**
 * A cash-on-delivery order of one geyser (or of `variantId`) to Tumakuru 572101, placed
 * through the shop's API by whoever `request` speaks for (a page's `request` is that
 * page's shopper).
 */
export async function placeCodOrderByApi(
  request: APIRequestContext,
  buyer: { email: string; firstName: string; lastName: string },
  { variantId }: { variantId?: string } = {},
) {
  if (variantId) await addVariantByApi(request, variantId);
  else await addToCartByApi(request);
  const response = await request.post('/api/v1/checkout/orders', {
    data: {
      ...buyer,
      phone: '9845012345',
      country: 'India',
      address: '21, Ashoka Road',
      city: 'Tumakuru',
      state: 'Karnataka',
      zip: '572101',
      paymentMethod: 'cod',
      idempotencyKey: `order${unique().replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 40),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as {
    data: { order: { id: string; orderNumber: string } };
  };
  return data.order;
}

/** The panel My Orders and Track Order open on an order. */
export function trackingDialog(page: Page, orderNumber: string) {
  return page.getByRole('dialog', { name: `Tracking Details of ${orderNumber}` });
}

/** The status history's entries (each starts with its status, then says what happened). */
export function timeline(scope: Page | Locator) {
  return scope.getByRole('list', { name: 'Order status history' }).getByRole('listitem');
}
