/**
 * The form toolkit: a form shows the same message under the same field whether the
 * browser validates it (JavaScript) or the server answers the plain form (no JavaScript).
 */
import { openCheckoutWithItem } from './support/checkout.ts';
import { GEYSER } from './support/demo-shop.ts';
import { expect, test } from './support/fixtures.ts';
import { field } from './support/form-fields.ts';
import { pincodeBox } from './support/product-page.ts';

const MESSAGE = '6 Digit pincode is required.';

test.describe('with JavaScript', () => {
  test('the pincode message appears on blur, clears as it is fixed, and the check answers', async ({
    page,
  }) => {
    await page.goto(GEYSER.path);
    const { box, pincode, check } = pincodeBox(page);
    await pincode.fill('12345');
    await pincode.blur();
    await expect(pincode).toHaveAccessibleDescription(MESSAGE);
    await expect(pincode).toHaveAttribute('aria-invalid', 'true');
    // Check with the bad value: the browser refuses the form itself, nothing is asked.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/pincode/.test(request.url())) asked.push(request.url());
    });
    await check.click();
    await expect(pincode).toHaveAccessibleDescription(MESSAGE);
    expect(asked).toEqual([]);
    expect(page.url()).not.toContain('pincode=');

    await pincode.fill('560001');
    await expect(box.getByText(MESSAGE)).toHaveCount(0);
    await check.click();
    await expect(box.getByText('Cash on delivery (COD) available')).toBeVisible();
    expect(page.url()).not.toContain('pincode=');
  });
});

test('a form fetches its schema as it is first entered, not with the page', async ({ page }) => {
  // Zod and the schema are some 30 KB gzip: a product page view must not pay for them
  // (its pincode box fetched them as it hydrated, showing the field's value).
  const schemas: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(pincode-schema|form-parse)-[\w-]+\.js$/.test(request.url())) {
      schemas.push(request.url());
    }
  });
  await page.goto(GEYSER.path);
  const { pincode } = pincodeBox(page);
  await expect(page.getByRole('button', { name: /^Add .+ to cart$/ }).first()).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(schemas).toEqual([]);
  const fetched = page.waitForRequest(/\/assets\/pincode-schema-[\w-]+\.js$/);
  await pincode.focus();
  await fetched;
});

test('the checkout fetches its schema as the shopper enters the form, not to judge it at load', async ({
  page,
}) => {
  // Zod and the checkout's schemas are about 110 KB for a phone to run (issue 29): the
  // checkout fetched them as it hydrated, to say whether the form as it stood was valid.
  const schemas: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(schemas|form-parse)-[\w-]+\.js$/.test(request.url())) {
      schemas.push(request.url());
    }
  });
  await openCheckoutWithItem(page);
  await page.waitForLoadState('networkidle');
  expect(schemas).toEqual([]);
  const fetched = page.waitForRequest(/\/assets\/form-parse-[\w-]+\.js$/);
  await field(page, 'Email').focus();
  await fetched;
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server answers the plain form with the same message under the field', async ({
    page,
  }) => {
    await page.goto(GEYSER.path);
    const { pincode, check } = pincodeBox(page);
    await pincode.fill('12345');
    await check.click();
    await expect(page).toHaveURL(/[?&]pincode=12345/);
    const after = pincodeBox(page);
    await expect(after.pincode).toHaveAccessibleDescription(MESSAGE);
    await expect(after.pincode).toHaveAttribute('aria-invalid', 'true');
    await expect(after.pincode).toHaveValue('12345');

    await after.pincode.fill('560001');
    await after.check.click();
    await expect(pincodeBox(page).box.getByText('Cash on delivery (COD) available')).toBeVisible();
  });
});
