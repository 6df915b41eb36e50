/**
 * Checkout, payment and the order screens as a shopper uses them: the checkout form with
 * its messages, pincode, shipping and cash on delivery; the sandbox payment window (Pay and
 * Fail); the placed page (back button, reload, another shopper, the GST invoice); My Orders
 * and Track Order with their tracking panels; Buy now; 'Create an account' at checkout and
 * the e-mail it sends. Every test has its own shopper (a fresh browser context) and e-mail.
 */
import type { Page } from '@playwright/test';
import { signedInAccount } from './support/accounts.ts';
import { dangerBanner, expectRed } from './support/banners.ts';
import {
  addFromProductPage,
  addToCartByApi,
  addVariantByApi,
  cartLines,
  cartLink,
  cartSummary,
} from './support/cart.ts';
import {
  codRadio,
  fillCheckout,
  newShopper,
  ORDER_NUMBER,
  openCheckoutWithItem,
  type Pincode,
  PLACES,
  payNowRadio,
  placeCodOrder,
  placedHero,
  proceedToPay,
  readPlacedPage,
  SHIPPING_KNOWN,
  summary,
  summaryRow,
} from './support/checkout.ts';
import { GEYSER } from './support/demo-shop.ts';
import {
  expectFieldError,
  expectFieldValid,
  expectRefusedOnBlur,
  expectRequired,
} from './support/field-messages.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { blurEmpty, field } from './support/form-fields.ts';
import { emailsTo, linkTo } from './support/mailbox.ts';
import { holdBack } from './support/network.ts';
import { placeCodOrderByApi, timeline, trackingDialog } from './support/orders.ts';
import { chooseVariant } from './support/product-page.ts';
import { uniqueEmail } from './support/unique.ts';

/** Strong enough for the shop's password rule. */
const CHECKOUT_PASSWORD = 'Tiger!lily42';

/** The checkout's field messages (spec, word for word). */
const MESSAGES = {
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid 10 Digit phone number without +91.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  address: 'Address is required.',
  city: 'City is required.',
  state: 'State is required.',
  zip: '6 Digit pincode is required.',
  password: 'Password is required.',
  confirmPassword: 'Passwords must match.',
} as const;

const COD_UNAVAILABLE = 'COD is not available for this pincode.';
const COD_TOO_LARGE = 'Cash on delivery is available for orders up to ₹50,000. Please pay online.';
const SHIPPING_PLACEHOLDER = 'Enter Pincode to calculate';
const TRACK_PROMPT = 'Please enter your Order ID and Email to view your order details.';
const TRACK_NOT_FOUND =
  'We could not find an order with this Order ID and email. Please check both and try again.';

/** Rupees with paise, as the summaries show them: ₹2,079.00. */
const RUPEES = /₹[\d,]+\.\d{2}/;
/** An order's time as the cards show it, e.g. 'November 24, 2:48 AM'. */
const ORDER_DATE = /^[A-Z][a-z]+ \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/;

/** Each entry of the timeline starts with its status, in this order. */
const statuses = (...names: string[]) => names.map((name) => new RegExp(`^${name}`));

/** Saves the account's first (default) address on /account. */
async function saveAddress(page: Page, pincode: Pincode) {
  await page.goto('/account');
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('link', { name: '+ Update Address' }).click();
  const drawer = page.getByRole('dialog', { name: '+ Add New Address' });
  await expect(drawer).toBeVisible();
  await field(drawer, 'Mobile number').fill('9123456780');
  await field(drawer, 'Address 1').fill('4th Floor, Brigade Towers');
  await field(drawer, 'Address 2').fill('Brigade Road');
  await field(drawer, 'Landmark').fill('Opposite the metro');
  await field(drawer, 'Pincode').fill(pincode);
  await expect(field(drawer, 'City')).toHaveValue(PLACES[pincode].city);
  await drawer.getByRole('button', { name: 'Save address' }).click();
  await expect(drawer).toBeHidden();
  await expect(addresses.getByRole('listitem').filter({ hasText: 'Brigade Towers' })).toContainText(
    'Default',
  );
}

test('a guest buys from the product page through the cart, cash on delivery, and follows the order', async ({
  page,
}) => {
  // A long address with nowhere to break (no hyphen), as people's are.
  const shopper = { ...newShopper(), email: `asha.raghavendra.${Date.now()}@example.com` };
  await addFromProductPage(page, GEYSER.path);
  await expect(cartLink(page, 1)).toBeAttached();

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout(\?|$)/);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Cart', 'Checkout']);
  await expect(summary(page).getByRole('list', { name: 'Items in this order' })).toContainText(
    GEYSER.name,
  );
  await expect(summaryRow(summary(page), 'Shipping')).toContainText(SHIPPING_PLACEHOLDER);
  await expect(field(page, 'Country')).toHaveValue('India');
  await expect(payNowRadio(page)).toBeChecked();

  await fillCheckout(page, shopper, '560001');
  await expect(codRadio(page)).toBeEnabled();
  await expect(page.getByText(COD_UNAVAILABLE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Proceed to Pay' })).toBeVisible();
  const total =
    (await summaryRow(summary(page), 'Total Payable').locator('dd').textContent()) ?? '';
  expect(total).toMatch(RUPEES);

  const orderNumber = await placeCodOrder(page);
  expect(orderNumber).toMatch(ORDER_NUMBER);
  const hero = placedHero(page);
  await expect(hero).toContainText(`To pay on delivery ${total}`);
  await expect(hero).toContainText(`A confirmation has been sent to ${shopper.email}.`);
  const items = page.getByRole('region', { name: 'Items', exact: true });
  await expect(items).toContainText(GEYSER.name);
  await expect(items).toContainText('Cash on delivery');
  const address = page.getByRole('region', { name: 'Shipping address', exact: true });
  await expect(address).toContainText(shopper.address);
  await expect(address).toContainText('Bengaluru, Karnataka 560001');
  await expect(cartLink(page, 0)).toBeAttached();
  expect((await cartSummary(page)).count).toBe(0);

  await page.getByRole('link', { name: 'View Order Details' }).click();
  await expect(page).toHaveURL(/\/track-order\?order=[a-z0-9]+$/);
  const drawer = trackingDialog(page, orderNumber);
  await expect(drawer).toBeVisible();
  await expect(timeline(drawer)).toHaveText(statuses('Order Placed'));
  await expect(drawer.getByRole('complementary', { name: 'Order Summary' })).toContainText(total);
  await expect(drawer.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(drawer).toContainText('Cash on delivery');
});

test('a product delivered free in Karnataka says Free in the summary, as on its page', async ({
  page,
}) => {
  // Vacuum cleaners are delivered free in Karnataka (and charged elsewhere).
  const listed = await page.request.get('/api/v1/collections/Vaccum-Cleaners?pageSize=20');
  const { data } = (await listed.json()) as {
    data: { products: { variant: { id: string; inStock: boolean } }[] };
  };
  const variant = data.products.find((product) => product.variant.inStock)?.variant;
  if (!variant) throw new Error('no vacuum cleaner in stock');
  await addVariantByApi(page.request, variant.id);
  await page.goto('/checkout');
  const shipping = summaryRow(summary(page), 'Shipping').locator('dd');
  await field(page, 'Pincode').fill('560001');
  await expect(shipping).toHaveText(/^Shipping Free$/);
  await field(page, 'Pincode').fill('110001');
  await expect(shipping).toHaveText(RUPEES);
});

test('a pincode we do not deliver to empties the city and state the previous pincode filled', async ({
  page,
}) => {
  await openCheckoutWithItem(page);
  await field(page, 'Pincode').fill('560001');
  await expect(field(page, 'City')).toHaveValue('Bengaluru');
  await expect(field(page, 'State')).toHaveValue('Karnataka');
  await field(page, 'Pincode').fill('999999');
  await expect(page.getByText('Sorry, we do not deliver to this pincode yet.')).toBeVisible();
  await expect(field(page, 'City')).toHaveValue('');
  await expect(field(page, 'State')).toHaveValue('');
  await field(page, 'Pincode').fill('572101');
  await expect(field(page, 'City')).toHaveValue('Tumakuru');
  await expect(field(page, 'State')).toHaveValue('Karnataka');
  // What the shopper typed stays, whatever the pincode.
  await field(page, 'City').fill('Tumkur');
  await field(page, 'Pincode').fill('999999');
  await expect(field(page, 'State')).toHaveValue('');
  await expect(field(page, 'City')).toHaveValue('Tumkur');
});

test('pincode 110001: shipping is calculated, cash on delivery is not offered', async ({
  page,
}) => {
  await openCheckoutWithItem(page);
  const shipping = summaryRow(summary(page), 'Shipping');
  await expect(shipping).toContainText(SHIPPING_PLACEHOLDER);
  await expect(page.getByText(COD_UNAVAILABLE)).toHaveCount(0);

  await field(page, 'Pincode').fill('110001');
  await expect(shipping.locator('dd')).toHaveText(RUPEES);
  await expect(field(page, 'City')).toHaveValue('New Delhi');
  await expect(field(page, 'State')).toHaveValue('Delhi');
  await expect(page.getByText(COD_UNAVAILABLE)).toBeVisible();
  await expect(codRadio(page)).toBeDisabled();
  await expect(payNowRadio(page)).toBeChecked();
  // The payment choices say why cash on delivery is not offered.
  await expect(page.getByRole('group', { name: 'Payment method' })).toHaveAccessibleDescription(
    COD_UNAVAILABLE,
  );

  // A pincode with COD makes it available again, and the place follows the new pincode.
  await field(page, 'Pincode').fill('572101');
  await expect(page.getByText(COD_UNAVAILABLE)).toHaveCount(0);
  await expect(codRadio(page)).toBeEnabled();
  await expect(field(page, 'City')).toHaveValue('Tumakuru');
  await expect(field(page, 'State')).toHaveValue('Karnataka');

  // A city the shopper typed stays through the next pincode; the state the form set follows.
  await field(page, 'City').fill('Tumkur');
  await field(page, 'Pincode').fill('110001');
  await expect(page.getByText(COD_UNAVAILABLE)).toBeVisible();
  await expect(field(page, 'State')).toHaveValue('Delhi');
  await expect(field(page, 'City')).toHaveValue('Tumkur');
});

// A review: while a pincode's answer was on its way, cash on delivery stayed selectable for a
// cart over the limit, and it stayed so when the answer never came.
test('a cart over ₹50,000 is never offered cash on delivery, not even while its pincode is being checked', async ({
  page,
}) => {
  // Two of the dearest product: over the limit.
  const dearest = await page.request.get('/api/v1/products?sort=price-desc&pageSize=1');
  const { slug } = ((await dearest.json()) as { data: { products: { slug: string }[] } }).data
    .products[0]!;
  const product = await page.request.get(`/api/v1/products/${slug}`);
  const { variants } = (
    (await product.json()) as { data: { variants: { id: string; inStock: boolean }[] } }
  ).data;
  const variant = variants.find((v) => v.inStock)!;
  await addVariantByApi(page.request, variant.id, 2);
  expect((await cartSummary(page)).totalPaise).toBeGreaterThan(5_000_000);

  const release = await holdBack(page, /\/api\/v1\/checkout\/quote/);
  await page.goto('/checkout');
  // Why it is off is said at once, before any pincode.
  await expect(codRadio(page)).toBeDisabled();
  await expect(page.getByRole('group', { name: 'Payment method' })).toHaveAccessibleDescription(
    COD_TOO_LARGE,
  );
  await field(page, 'Pincode').fill('560001');
  await expect(codRadio(page)).toBeDisabled();
  await expect(payNowRadio(page)).toBeChecked();
  release();
  await expect(page.getByText(COD_TOO_LARGE)).toBeVisible();
  await expect(codRadio(page)).toBeDisabled();
});

test('a pincode whose answer cannot be fetched withdraws cash on delivery, says so, and is asked again', async ({
  page,
}) => {
  await openCheckoutWithItem(page);
  await field(page, 'Pincode').fill('560001');
  await expect(codRadio(page)).toBeEnabled();
  await codRadio(page).check();
  // A portal's page instead of the shop's answer (a hotel or office network).
  await page.route(/\/api\/v1\/checkout\/quote/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Sign in to the network</p>' }),
  );
  await field(page, 'Pincode').fill('572101');
  await expect(payNowRadio(page)).toBeChecked();
  await expect(codRadio(page)).toBeDisabled();
  await expectFieldError(
    field(page, 'Pincode'),
    'Please check your connection and type the pincode again.',
  );
  // Back online: the pincode typed again is looked up.
  await page.unroute(/\/api\/v1\/checkout\/quote/);
  await field(page, 'Pincode').fill('57210');
  await field(page, 'Pincode').fill('572101');
  await expectFieldValid(field(page, 'Pincode'));
  await expect(field(page, 'City')).toHaveValue('Tumakuru');
  await expect(codRadio(page)).toBeEnabled();
});

// Once a render loop at non-COD pincodes (an effect that set state on every commit).
test('at a pincode without cash on delivery, Proceed to Pay opens the payment window @desktop', async ({
  page,
}) => {
  await openCheckoutWithItem(page);
  await fillCheckout(page, newShopper('Farah'), '110001');
  await expect(codRadio(page)).toBeDisabled();
  const payWindow = await proceedToPay(page);
  await expect(payWindow.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
});

test('pay online in the sandbox window: the order is paid and its tracking says Payment Confirmed @desktop', async ({
  page,
}) => {
  const shopper = newShopper('Ravi');
  await openCheckoutWithItem(page);
  await fillCheckout(page, shopper, '560001');
  const total =
    (await summaryRow(summary(page), 'Total Payable').locator('dd').textContent()) ?? '';

  const payWindow = await proceedToPay(page);
  const payUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ORDER_NUMBER);
  await expect(payWindow).toContainText(total);
  await payWindow.getByRole('button', { name: `Pay ${total}` }).click();

  const orderNumber = await readPlacedPage(page);
  await expect(placedHero(page)).toContainText(`Total paid ${total}`);
  await expect(page.getByRole('region', { name: 'Items', exact: true })).toContainText(
    'Online payment · Paid',
  );
  await expect(cartLink(page, 0)).toBeAttached();

  await page.getByRole('link', { name: 'View Order Details' }).click();
  const drawer = trackingDialog(page, orderNumber);
  await expect(drawer).toBeVisible();
  await expect(timeline(drawer)).toHaveText(statuses('Order Placed', 'Payment Confirmed'));
  await expect(drawer).toContainText('Online payment · Paid');

  // The pay page of a paid order leads to the placed page, not to a second payment.
  await page.goto(payUrl);
  await expect(page).toHaveURL(/\/placed\?order=[a-z0-9]+$/);
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
});

test('a failed sandbox payment cancels the order and the cart keeps its item @desktop', async ({
  page,
}) => {
  const shopper = newShopper('Meera');
  const variant = await openCheckoutWithItem(page);
  const before = await cartSummary(page);
  expect(before.count).toBe(1);
  await fillCheckout(page, shopper, '560001');

  const payWindow = await proceedToPay(page);
  const payUrl = page.url();
  await payWindow.getByRole('button', { name: 'Fail' }).click();
  const failed = page.getByRole('region', { name: 'Payment failed' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Your payment did not go through');
  await expect(failed).toContainText('this order was cancelled and nothing was charged');
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  expect(page.url()).toBe(payUrl);

  await expect(cartLink(page, 1)).toBeAttached();
  expect(await cartSummary(page)).toEqual(before);
  await page.goto('/cart');
  const line = cartLines(page);
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(GEYSER.name);
  await expect(line).toContainText(variant.label);

  // Trying again starts a new checkout with the same item, the details filled in.
  await page.goto(payUrl);
  await failed.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/checkout\?retry=[a-z0-9]+$/);
  await expect(field(page, 'Email')).toHaveValue(shopper.email);
  await expect(field(page, 'Pincode')).toHaveValue('560001');
  await expect(summary(page).getByRole('list', { name: 'Items in this order' })).toContainText(
    `${variant.label} · Qty 1`,
  );
});

test('signed in: no orders yet, a prefilled checkout from the saved address, then the order in My Orders @desktop', async ({
  page,
}) => {
  const account = await signedInAccount(page, 'Kavya', 'Rao');

  await page.goto('/myorders');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
  ).toHaveText(['Home', 'My Orders']);
  await expect(
    page.getByRole('heading', { name: 'You have not placed any order yet.' }),
  ).toBeVisible();
  await expect(
    page.getByText('Once you place an order, it will reflect here to know the status.'),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Take me to home' }),
  ).toHaveAttribute('href', '/');

  await saveAddress(page, '572101');
  await openCheckoutWithItem(page);
  await expect(field(page, 'Email')).toHaveValue(account.email);
  await expect(field(page, 'First name')).toHaveValue(account.firstName);
  await expect(field(page, 'Last name')).toHaveValue(account.lastName);
  await expect(field(page, 'Phone')).toHaveValue('9123456780');
  await expect(field(page, 'Address')).toHaveValue('4th Floor, Brigade Towers');
  // The landmark goes with the second line: the order has no line of its own for it.
  await expect(field(page, 'Address line 2 (optional)')).toHaveValue(
    'Brigade Road, Opposite the metro',
  );
  await expect(field(page, 'Pincode')).toHaveValue('572101');
  await expect(field(page, 'City')).toHaveValue('Tumakuru');
  await expect(field(page, 'State')).toHaveValue('Karnataka');
  const saved = page.getByRole('region', { name: 'Deliver to a saved address' });
  await expect(saved.getByRole('link')).toHaveCount(1);
  await expect(saved.getByRole('link')).toContainText('Brigade Towers');
  await expect(saved.getByRole('link')).toContainText('Default');
  // A signed-in shopper is not offered a second account.
  await expect(page.getByRole('checkbox', { name: /^Create an account/ })).toHaveCount(0);
  await expect(summaryRow(summary(page), 'Shipping').locator('dd')).toHaveText('Shipping Free');

  const orderNumber = await placeCodOrder(page);

  await page.goto('/myorders');
  const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  const card = cards.getByRole('link');
  await expect(card).toContainText(`Order ID ${orderNumber}`);
  await expect(card).toContainText(GEYSER.name);
  await expect(card.getByText('Order Placed', { exact: true })).toHaveText('Order Placed');
  await expect(card.locator('time')).toHaveText(ORDER_DATE);

  await card.click();
  const drawer = trackingDialog(page, orderNumber);
  await expect(drawer).toBeVisible();
  await expect(timeline(drawer)).toHaveText(statuses('Order Placed'));
  await expect(drawer).toContainText('Tumakuru, Karnataka 572101');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/myorders$/);
  // Back on the card that opened it, not at the top of the page.
  await expect(card).toBeFocused();

  await card.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(card).toBeFocused();
});

test("a guest's 'Create an account' at checkout: the verification and the confirmation e-mails arrive @desktop", async ({
  page,
}) => {
  const shopper = newShopper('Nisha');
  await openCheckoutWithItem(page);
  await fillCheckout(page, shopper, '560001');
  const create = page.getByRole('checkbox', {
    name: 'Create an account to track this order and check out faster next time',
  });
  await expect(field(page, 'Password')).toHaveCount(0);
  await create.check();
  await field(page, 'Password').fill(CHECKOUT_PASSWORD);
  await field(page, 'Confirm password').fill(CHECKOUT_PASSWORD);
  const orderNumber = await placeCodOrder(page);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await expect
    .poll(() => emailsTo(shopper.email).map((email) => email.subject), { timeout: 10_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining('Verify'),
        expect.stringContaining(orderNumber),
      ]),
    );
  const verification = emailsTo(shopper.email).find((email) => email.subject.includes('Verify'));
  expect(linkTo(verification!, '/verify/')).toMatch(/^http/);
});

test.describe("when the password pair's code cannot be fetched", () => {
  const PASSWORDS_CODE = /\/assets\/checkout-passwords-[\w-]+\.js$/;
  test.use({ unreachable: PASSWORDS_CODE });

  test("'Create an account' still asks for a password, in plain fields", async ({ page }) => {
    // Offline, or a deploy removed the old files: the guest can still open an account.
    await openCheckoutWithItem(page);
    await page
      .getByRole('checkbox', {
        name: 'Create an account to track this order and check out faster next time',
      })
      .check();
    const password = field(page, 'Password');
    await expect(password).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');
    await expectRequired(password, MESSAGES.password, CHECKOUT_PASSWORD);
    await expect(field(page, 'Confirm password')).toBeVisible();
  });
});

// A deployment review: on a slow phone, what was typed and chosen before the page's code
// had come was wiped as it hydrated (pincode, city, state empty, Pay now chosen again).
test('what a shopper types and chooses before the page is interactive stays', async ({ page }) => {
  await addToCartByApi(page.request);
  const release = await holdBack(page, /\/assets\/.*\.js$/);
  // The frame's own goto: the page's waits for hydration, which is held back here.
  await page.mainFrame().goto('/checkout', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  const shopper = newShopper('Veena');
  await field(page, 'Email').fill(shopper.email);
  await field(page, 'Pincode').fill('560001');
  await field(page, 'City').fill('Bengaluru');
  await field(page, 'State').fill('Karnataka');
  await codRadio(page).check();
  release();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(summaryRow(summary(page), 'Shipping').locator('dd')).toHaveText(SHIPPING_KNOWN);
  await expect(field(page, 'Email')).toHaveValue(shopper.email);
  await expect(field(page, 'Pincode')).toHaveValue('560001');
  await expect(field(page, 'City')).toHaveValue('Bengaluru');
  await expect(field(page, 'State')).toHaveValue('Karnataka');
  await expect(codRadio(page)).toBeChecked();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
});

test('every checkout message appears under its field, and the button waits for a valid form', async ({
  page,
}) => {
  await openCheckoutWithItem(page);
  const submit = page.getByRole('button', { name: 'Proceed to Pay' });
  await expect(submit).toBeDisabled();

  const email = field(page, 'Email');
  await expectRefusedOnBlur(email, 'asha@example', MESSAGES.email);
  await email.fill(newShopper().email);
  await expectFieldValid(email);

  const phone = field(page, 'Phone');
  await expectRefusedOnBlur(phone, '98765', MESSAGES.phone);
  await phone.fill('+919876543');
  await expectFieldError(phone, MESSAGES.phone);
  // A number pasted with a space is kept whole and refused, not cut to nine digits.
  await phone.fill('98765 43210');
  await expect(phone).toHaveValue('98765 43210');
  await expectFieldError(phone, MESSAGES.phone);
  await phone.fill('9876543210');
  await expectFieldValid(phone);

  await expectRequired(field(page, 'First name'), MESSAGES.firstName, 'Asha');

  // Typed, then cleared.
  const lastName = field(page, 'Last name');
  await lastName.fill('Gowda');
  await lastName.blur();
  await expectFieldValid(lastName);
  await lastName.fill('');
  await expectFieldError(lastName, MESSAGES.lastName);
  await lastName.fill('Gowda');
  await expectFieldValid(lastName);

  await expectRequired(field(page, 'Address'), MESSAGES.address, '12 MG Road');
  // Address line 2 is optional: left empty, it stays valid.
  const address2 = field(page, 'Address line 2 (optional)');
  await blurEmpty(address2);
  await expectFieldValid(address2);

  const city = field(page, 'City');
  await blurEmpty(city);
  await expectFieldError(city, MESSAGES.city);
  const state = field(page, 'State');
  await blurEmpty(state);
  await expectFieldError(state, MESSAGES.state);

  const pincode = field(page, 'Pincode');
  await expectRefusedOnBlur(pincode, '5600', MESSAGES.zip);
  await expect(summaryRow(summary(page), 'Shipping')).toContainText(SHIPPING_PLACEHOLDER);
  await expect(submit).toBeDisabled();
  // A whole pincode fills the empty City and State, which clears their messages.
  await pincode.fill('560001');
  await expectFieldValid(pincode);
  await expect(city).toHaveValue('Bengaluru');
  await expect(state).toHaveValue('Karnataka');
  await expectFieldValid(city);
  await expectFieldValid(state);
  await expect(summaryRow(summary(page), 'Shipping').locator('dd')).toHaveText('Shipping Free');
  await expect(submit).toBeEnabled();

  // 'Create an account' asks for a password and the same again.
  await page
    .getByRole('checkbox', {
      name: 'Create an account to track this order and check out faster next time',
    })
    .check();
  const password = field(page, 'Password');
  const confirm = field(page, 'Confirm password');
  await expect(password).toBeVisible();
  await blurEmpty(password);
  await expectFieldError(password, MESSAGES.password);
  await expect(submit).toBeDisabled();
  await password.fill(CHECKOUT_PASSWORD);
  await expectFieldValid(password);
  await expectRefusedOnBlur(confirm, 'Tiger!lily43', MESSAGES.confirmPassword);
  await expect(submit).toBeDisabled();
  await confirm.fill(CHECKOUT_PASSWORD);
  await expectFieldValid(confirm);
  await expect(submit).toBeEnabled();

  // A field broken again disables the button again.
  await field(page, 'First name').fill('');
  await expectFieldError(field(page, 'First name'), MESSAGES.firstName);
  await expect(submit).toBeDisabled();
});

test.describe('Track Order', () => {
  test('both fields are required; a wrong e-mail and an unknown order get the same answer; the right pair opens the order', async ({
    page,
    request,
  }) => {
    // Placed by someone else: the `request` fixture is another shopper.
    const email = uniqueEmail('Suma');
    const { orderNumber } = await placeCodOrderByApi(request, {
      email,
      firstName: 'Suma',
      lastName: 'Hegde',
    });

    await page.goto('/track-order');
    await expect(page.getByRole('heading', { name: TRACK_PROMPT })).toBeVisible();
    const orderId = field(page, 'Order ID');
    const emailField = field(page, 'Email');
    const track = page.getByRole('button', { name: 'Track Order' });

    await track.click();
    await expectFieldError(orderId, 'Please enter your Order ID.');
    await expectFieldError(emailField, 'Please enter a valid email address.');
    await expectRefusedOnBlur(emailField, 'suma@example', 'Please enter a valid email address.');

    // The right order with a wrong e-mail.
    await orderId.fill(orderNumber);
    await emailField.fill(uniqueEmail('someone'));
    await track.click();
    const alert = dangerBanner(page, TRACK_NOT_FOUND);
    await expectRed(alert);
    const wrongEmailAnswer = await alert.textContent();
    await expect(page.getByRole('region', { name: 'Your order', exact: true })).toHaveCount(0);

    // The right e-mail with an order that does not exist.
    await orderId.fill('GA-2026-999999');
    await emailField.fill(email);
    await track.click();
    await expect(alert).toBeVisible();
    expect(await alert.textContent()).toBe(wrongEmailAnswer);
    await expect(page.getByRole('region', { name: 'Your order', exact: true })).toHaveCount(0);

    // The right pair.
    await orderId.fill(orderNumber);
    await track.click();
    const result = page.getByRole('region', { name: 'Your order', exact: true });
    const card = result.getByRole('button');
    await expect(card).toContainText(`Order ID ${orderNumber}`);
    await expect(card).toContainText('Order Placed');
    await expect(card).toContainText(GEYSER.name);
    await expect(alert).toHaveCount(0);
    await card.click();
    const drawer = trackingDialog(page, orderNumber);
    await expect(drawer).toBeVisible();
    await expect(timeline(drawer)).toHaveText(statuses('Order Placed'));
    await expect(drawer).toContainText('Tumakuru, Karnataka 572101');
    // Someone who only knows the number and e-mail gets no invoice link.
    await expect(drawer.getByRole('link', { name: /invoice/i })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });
});

test('the placed page: Back goes home, a reload keeps it, another shopper gets a 404, the invoice is a PDF @desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  await openCheckoutWithItem(page);
  await fillCheckout(page, newShopper('Divya'), '572101');
  const orderNumber = await placeCodOrder(page);
  const placedUrl = page.url();

  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Thank you! Your order has been placed.' }),
  ).toBeVisible();
  await expect(placedHero(page)).toContainText(orderNumber);

  const invoice = page.getByRole('link', { name: 'Download GST invoice' });
  const href = await invoice.getAttribute('href');
  expect(href).toBeTruthy();
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const other = await browser.newContext({ baseURL });
  try {
    const stranger = await other.newPage();
    const response = await stranger.goto(placedUrl);
    expect(response?.status()).toBe(404);
    await expect(stranger.getByText(orderNumber)).toHaveCount(0);
    const theirInvoice = await stranger.request.get(href!);
    expect(theirInvoice.status()).toBe(404);
  } finally {
    await other.close();
  }

  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toHaveCount(0);
});

test('Buy now checks out that one item and leaves the cart as it was @desktop', async ({
  page,
}) => {
  const inCart = await addToCartByApi(page.request);
  const before = await cartSummary(page);
  expect(before.count).toBe(1);

  await page.goto(GEYSER.path);
  await chooseVariant(page, '1 Litre');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/checkout\?(?=.*\bbuy=[a-z0-9]+)(?=.*\bqty=1\b)/);
  const items = summary(page)
    .getByRole('list', { name: 'Items in this order' })
    .getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(GEYSER.name);
  await expect(items).toContainText('1 Litre · Qty 1');
  expect(await cartSummary(page)).toEqual(before);

  await fillCheckout(page, newShopper('Kiran'), '560001');
  await placeCodOrder(page);
  const bought = page.getByRole('region', { name: 'Items', exact: true }).getByRole('listitem');
  await expect(bought).toHaveCount(1);
  await expect(bought).toContainText('1 Litre · Qty 1');

  // The cart still holds what it held before.
  expect(await cartSummary(page)).toEqual(before);
  await expect(cartLink(page, 1)).toBeAttached();
  await page.goto('/cart');
  const line = cartLines(page);
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(inCart.label);
});

test('checkout, payment, placed, My Orders and Track Order have no serious accessibility violations @desktop', async ({
  page,
}) => {
  // Several full axe scans, each seconds long on a busy two-core machine.
  test.slow();
  await signedInAccount(page, 'Lakshmi');
  await page.goto('/myorders');
  await expectNoSeriousA11yViolations(page);

  await openCheckoutWithItem(page);
  await fillCheckout(page, newShopper('Lakshmi'), '560001');
  await expectNoSeriousA11yViolations(page);

  const payWindow = await proceedToPay(page);
  await expectNoSeriousA11yViolations(page);
  await payWindow.getByRole('button', { name: /^Pay / }).click();
  await readPlacedPage(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/myorders');
  await expect(page.getByRole('list', { name: 'Orders' }).getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/track-order');
  await expectNoSeriousA11yViolations(page);
});
