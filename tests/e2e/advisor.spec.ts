/**
 * The capacity advisor (issue 32), as a shopper uses it: 'Help me choose' on a collection,
 * the questions, a message for an answer that cannot be used, the suggestion with its
 * reasons, and the link to the collection filtered to that size.
 */
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';

test('a shopper asks which geyser to buy and lands on the collection filtered to the suggestion', async ({
  page,
}) => {
  await page.goto('/collections/Instant-Geysers');
  await page.getByRole('link', { name: 'Help me choose' }).click();
  await expect(page).toHaveURL(/\/advisor\/Instant-Geysers$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Which geyser do I need?' }),
  ).toBeVisible();

  const use = page.getByRole('group', { name: 'Where will the hot water be used?' });
  await use.getByRole('radio', { name: 'Bathroom, bucket bath' }).check();
  const people = page.getByLabel('How many people live in your home?');
  await people.fill('0');
  await page.getByLabel('How many bathrooms need hot water?').fill('1');
  await page.getByRole('button', { name: 'Get a suggestion' }).click();

  // An answer that cannot be used: its message, tied to the field, and the field focused.
  await expect(people).toHaveAccessibleDescription('Enter a whole number of people from 1 to 20.');
  await expect(people).toHaveAttribute('aria-invalid', 'true');
  await expect(people).toBeFocused();
  await expect(use.getByRole('radio', { name: 'Bathroom, bucket bath' })).toBeChecked();

  await people.fill('4');
  await page.getByRole('button', { name: 'Get a suggestion' }).click();
  await expect(page).toHaveURL(/\?use=bucket&people=4&bathrooms=1$/);
  const result = page.getByRole('region', { name: 'We suggest' });
  await expect(result.getByText('A storage geyser of 15 litres', { exact: true })).toBeVisible();
  await expect(result.getByRole('heading', { name: 'We suggest' })).toBeFocused();
  const reasons = result.getByRole('list').getByRole('listitem');
  await expect(
    reasons.filter({ hasText: 'For 4 people a bathroom, that is 15 litres.' }),
  ).toHaveCount(1);
  await expect(reasons.filter({ hasText: '10 litres for 1 or 2 people' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await result.getByRole('link', { name: /^See \d+ matching products?$/ }).click();
  await expect(page).toHaveURL(
    /\/collections\/Instant-Geysers\?a\.type=storage&a\.capacity\.min=15&a\.capacity\.max=24$/,
  );
  const url = new URL(page.url());
  expect(url.searchParams.get('a.type')).toBe('storage');
  expect(url.searchParams.get('a.capacity.min')).toBe('15');
  expect(url.searchParams.get('a.capacity.max')).toBe('24');
  await expect(page.getByRole('heading', { level: 1, name: 'Instant Geysers' })).toBeVisible();

  // Back: the suggestion again, from its own URL.
  await page.goBack();
  await expect(page.getByText('A storage geyser of 15 litres', { exact: true })).toBeVisible();
});

test('works without JavaScript: the form is a GET the server answers @desktop', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/advisor/Chimneys');
  await page.getByRole('radio', { name: 'Four or more' }).check();
  await page.getByRole('radio', { name: 'Up to 60 cm' }).check();
  await page
    .getByRole('radio', { name: 'Heavy frying and grilling: pooris, bajjis, fish fry' })
    .check();
  await page.getByRole('button', { name: 'Get a suggestion' }).click();
  await expect(page).toHaveURL(/\/advisor\/Chimneys\?burners=4&hob=60&cooking=heavy$/);
  await expect(
    page.getByText('A 90 cm chimney with a suction of at least 1200 m³/h', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^See \d+ matching products?$/ })).toHaveAttribute(
    'href',
    '/collections/Chimneys?a.width.min=90&a.width.max=90&a.suction.min=1200',
  );
  await context.close();
});
