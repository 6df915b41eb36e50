/**
 * The form toolkit: a form shows the same message under the same field whether the
 * browser validates it (JavaScript) or the server answers the plain form (no JavaScript).
 */
import { expect, test } from './support/fixtures.ts';

const PRODUCT = '/product/Instant-Geyser-Compact-White';
const MESSAGE = '6 Digit pincode is required.';

function pincodeBox(page: import('@playwright/test').Page) {
  const box = page.getByRole('region', { name: 'Check delivery' });
  return {
    box,
    field: box.getByRole('textbox', { name: 'Pincode' }),
    check: box.getByRole('button', { name: 'Check' }),
  };
}

test.describe('with JavaScript', () => {
  test('the pincode message appears on blur, clears as it is fixed, and the check answers', async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    const { box, field, check } = pincodeBox(page);
    await field.fill('12345');
    await field.blur();
    await expect(field).toHaveAccessibleDescription(MESSAGE);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // Check with the bad value: the browser refuses the form itself, nothing is asked.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/pincode/.test(request.url())) asked.push(request.url());
    });
    await check.click();
    await expect(field).toHaveAccessibleDescription(MESSAGE);
    expect(asked).toEqual([]);
    expect(page.url()).not.toContain('pincode=');

    await field.fill('560001');
    await expect(box.getByText(MESSAGE)).toHaveCount(0);
    await check.click();
    await expect(box.getByText('Cash on delivery (COD) available')).toBeVisible();
    expect(page.url()).not.toContain('pincode=');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server answers the plain form with the same message under the field', async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    const { field, check } = pincodeBox(page);
    await field.fill('12345');
    await check.click();
    await expect(page).toHaveURL(/[?&]pincode=12345/);
    const after = pincodeBox(page);
    await expect(after.field).toHaveAccessibleDescription(MESSAGE);
    await expect(after.field).toHaveAttribute('aria-invalid', 'true');
    await expect(after.field).toHaveValue('12345');

    await after.field.fill('560001');
    await after.check.click();
    await expect(pincodeBox(page).box.getByText('Cash on delivery (COD) available')).toBeVisible();
  });
});
