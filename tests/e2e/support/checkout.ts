/**
 * The checkout page as a shopper goes through it: a cart with an item, the contact and
 * address fields (the pincode fills City and State), cash on delivery or the sandbox
 * payment window, and the placed page.
 */
import type { Locator, Page } from '@playwright/test';
import { addToCartByApi } from './cart.ts';
import { expect } from './fixtures.ts';
import { field } from './form-fields.ts';
import { uniqueEmail } from './unique.ts';

/** Where each test pincode is (the shop fills City and State from it). */
export const PLACES = {
  '560001': { city: 'Bengaluru', state: 'Karnataka' },
  '572101': { city: 'Tumakuru', state: 'Karnataka' },
  '110001': { city: 'New Delhi', state: 'Delhi' },
} as const;
export type Pincode = keyof typeof PLACES;

/**
 * The shipping row once a pincode is known: 'Free' (the geyser in Karnataka, as its page
 * says) or an amount (elsewhere), never the placeholder.
 */
export const SHIPPING_KNOWN = /^Shipping (Free|₹[\d,]+\.\d{2})$/;
export const ORDER_NUMBER = /GA-\d{4}-\d{6}/;

/** A guest's contact and delivery details. */
export interface Shopper {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  address2: string;
}

/** A new guest with an e-mail nobody else uses. */
export function newShopper(firstName = 'Asha'): Shopper {
  return {
    email: uniqueEmail(firstName),
    phone: '9876543210',
    firstName,
    lastName: 'Gowda',
    address: '12 MG Road',
    address2: 'Near the clock tower',
  };
}

/** The shopper's cart already holds an item; opens the checkout. Returns the item's variant. */
export async function openCheckoutWithItem(page: Page) {
  const variant = await addToCartByApi(page.request);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  return variant;
}

export function summary(page: Page) {
  return page.getByRole('complementary', { name: 'Order Summary' });
}

/** The value of a row ('Shipping', 'Total Payable') of an Order Summary. */
export function summaryRow(scope: Locator, term: string) {
  return scope.locator('dl > div').filter({ has: scope.page().getByText(term, { exact: true }) });
}

export function payNowRadio(page: Page) {
  return page.getByRole('radio', { name: /^Pay now/ });
}

export function codRadio(page: Page) {
  return page.getByRole('radio', { name: /^Cash on delivery/ });
}

/** Fills contact and address; the pincode fills City and State, and prices the shipping. */
export async function fillCheckout(page: Page, shopper: Shopper, pincode: Pincode) {
  await field(page, 'Email').fill(shopper.email);
  await field(page, 'Phone').fill(shopper.phone);
  await field(page, 'First name').fill(shopper.firstName);
  await field(page, 'Last name').fill(shopper.lastName);
  await field(page, 'Address').fill(shopper.address);
  await field(page, 'Address line 2 (optional)').fill(shopper.address2);
  await field(page, 'Pincode').fill(pincode);
  await expect(field(page, 'City')).toHaveValue(PLACES[pincode].city);
  await expect(field(page, 'State')).toHaveValue(PLACES[pincode].state);
  await expect(summaryRow(summary(page), 'Shipping').locator('dd')).toHaveText(SHIPPING_KNOWN);
}

/** Chooses cash on delivery and places the order; returns the order number shown. */
export async function placeCodOrder(page: Page): Promise<string> {
  await codRadio(page).check();
  const place = page.getByRole('button', { name: 'Place Order' });
  await expect(place).toBeEnabled();
  await place.click();
  return readPlacedPage(page);
}

/** Online payment: Proceed to Pay, to the sandbox window, which it returns. */
export async function proceedToPay(page: Page) {
  await expect(payNowRadio(page)).toBeChecked();
  const proceed = page.getByRole('button', { name: 'Proceed to Pay' });
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(page).toHaveURL(/\/checkout\/pay\/[a-z0-9]+$/);
  const payWindow = page.getByRole('region', { name: 'Sandbox payment window' });
  await expect(payWindow).toBeVisible();
  await expect(payWindow.getByText('Test payment · no money moves')).toBeVisible();
  return payWindow;
}

export function placedHero(page: Page) {
  return page.getByRole('region', { name: 'Thank you! Your order has been placed.' });
}

/** On the placed page: the heading, and the order number it shows. */
export async function readPlacedPage(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/placed\?order=[a-z0-9]+/);
  await expect(
    page.getByRole('heading', { name: 'Thank you! Your order has been placed.', level: 1 }),
  ).toBeVisible();
  const hero = placedHero(page);
  await expect(hero).toContainText(ORDER_NUMBER);
  // The shopper's long e-mail address in the order's address breaks instead of widening
  // a phone's page.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  const text = (await hero.textContent()) ?? '';
  return ORDER_NUMBER.exec(text)?.[0] ?? '';
}
