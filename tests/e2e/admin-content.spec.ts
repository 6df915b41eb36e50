/**
 * Content and messages in the back office, as an admin uses them: hide a store and the
 * store locator no longer lists it; a shopper's contact message is marked handled; the
 * content and message pages pass the accessibility check.
 */
import { successBanner } from './support/banners.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { field } from './support/form-fields.ts';
import { serveTiles } from './support/map-tiles.ts';
import { staffPage } from './support/staff.ts';

test('an admin hides a store and the store locator no longer lists it @desktop', async ({
  page,
  browser,
}) => {
  await serveTiles(page);
  await page.goto('/stores');
  const firstStore = (await page.getByRole('heading', { level: 3 }).first().textContent())?.trim();
  expect(firstStore).toBeTruthy();

  const admin = await staffPage(browser, 'admin');
  await admin
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Stores' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('link', { name: firstStore!, exact: true }).click();
  await expect(admin.getByRole('heading', { name: firstStore!, level: 1 })).toBeVisible();
  await admin.getByRole('checkbox', { name: 'Shown on the store locator' }).uncheck();
  await admin.getByRole('button', { name: 'Save store' }).click();
  await expect(successBanner(admin, 'The store has been saved.')).toBeVisible();

  await page.goto('/stores');
  await expect(page.getByRole('heading', { name: firstStore!, level: 3 })).toHaveCount(0);

  // And back, for the other specs. The first save's message is still on screen, so the
  // second save is awaited by its answer, not by the message.
  await admin.getByRole('checkbox', { name: 'Shown on the store locator' }).check();
  const saved = admin.waitForResponse(
    (response) => response.request().method() === 'POST' && response.ok(),
  );
  await admin.getByRole('button', { name: 'Save store' }).click();
  await saved;
  await page.goto('/stores');
  await expect(page.getByRole('heading', { name: firstStore!, level: 3 })).toHaveCount(1);
  await admin.context().close();
});

test('a contact message is marked handled; the message, survey, subscriber, pincode and home-page screens pass axe @desktop', async ({
  page,
  browser,
}) => {
  const subject = `Installation ${Date.now()}`;
  await page.goto('/contactus');
  await field(page, 'Name').fill('Lakshmi Bhat');
  await field(page, 'Email').fill('lakshmi@example.com');
  await field(page, 'Phone').fill('9845012345');
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('Please call me about installing the geyser.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Sent an email successfully!')).toBeVisible();

  const admin = await staffPage(browser, 'admin');
  await admin.goto('/admin/messages?handled=no');
  const message = admin.getByRole('article', { name: subject });
  await expect(message).toContainText('Please call me about installing the geyser.');
  await expectNoSeriousA11yViolations(admin);
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(successBanner(admin, 'Marked as handled.')).toBeVisible();
  await admin.goto('/admin/messages?handled=yes');
  await expect(admin.getByRole('article', { name: subject })).toContainText('Handled');

  for (const path of [
    '/admin/survey',
    '/admin/subscribers',
    '/admin/pincodes',
    '/admin/home-content',
  ]) {
    await admin.goto(path);
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
  }
  await admin.context().close();
});
