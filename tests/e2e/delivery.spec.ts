/**
 * Delivery you can follow (issue 34): a business buys with 'I need a GST invoice' and a
 * GSTIN and 'Send order updates on WhatsApp', pays cash on delivery in Karnataka; staff
 * ship the order in two parcels, one from the order page and one by the AWB import, and
 * deliver it; My Orders and Track Order show both parcels with working 'Track on
 * Delhivery' links; the WhatsApp stand-in took the placed, shipped and delivered updates
 * with their parameters; the invoice names the business, its GSTIN and the tax its
 * state's place of supply calls for.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText } from 'unpdf';
import { signedInAccount } from './support/accounts.ts';
import { successBanner } from './support/banners.ts';
import { addVariantByApi, roomyVariant } from './support/cart.ts';
import { fillCheckout, newShopper, placeCodOrder } from './support/checkout.ts';
import { whatsappSentTo } from './support/control.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { field } from './support/form-fields.ts';
import { trackingDialog } from './support/orders.ts';
import { staffPage } from './support/staff.ts';

/** Registered in Maharashtra: IGST, though the goods go to Bengaluru. */
const GSTIN = '27AAPFU0939F1ZV';

test('a business order shipped in two parcels, one by the AWB import, tracked by the shopper @desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const account = await signedInAccount(page, 'Ravi', 'Hegde');
  const first = await roomyVariant(page.request);
  await addVariantByApi(page.request, first.id, 1);
  const listing = await page.request.get('/api/v1/products?pageSize=20');
  const { data } = (await listing.json()) as {
    data: { products: { slug: string }[] };
  };
  let second: string | null = null;
  for (const product of data.products) {
    const detail = (await (await page.request.get(`/api/v1/products/${product.slug}`)).json()) as {
      data: { variants: { id: string; stock: number }[] };
    };
    second = detail.data.variants.find((v) => v.id !== first.id && v.stock > 5)?.id ?? null;
    if (second) break;
  }
  await addVariantByApi(page.request, second!, 1);

  await page.goto('/checkout');
  // A number of this test's own: the WhatsApp stand-in is asked what it took for it.
  const phone = `98${String(Date.now()).slice(-8)}`;
  await fillCheckout(page, { ...newShopper('Ravi'), email: account.email, phone }, '560001');
  await page.getByRole('checkbox', { name: 'Send order updates on WhatsApp' }).check();
  await page.getByRole('checkbox', { name: 'I need a GST invoice' }).check();
  await field(page, 'Business name').fill('Hotel Sahyadri');
  // One character off: the page says so as the field is left, and the order waits.
  await field(page, 'GSTIN').fill('27aapfu0939f1zw');
  await field(page, 'GSTIN').press('Tab');
  await expect(page.getByText('Please enter a valid GSTIN.')).toBeVisible();
  await field(page, 'GSTIN').fill(GSTIN.toLowerCase());
  const orderNumber = await placeCodOrder(page);

  const href = await page.getByRole('link', { name: 'Download GST invoice' }).getAttribute('href');
  const pdf = await page.request.get(href!);
  const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
  expect(text).toContain('Hotel Sahyadri');
  expect(text).toContain(`GSTIN: ${GSTIN}`);
  expect(text).toContain('Place of supply: Maharashtra (27)');
  expect(text).toContain('Inter-state supply: IGST');

  // Staff: packed, the first item by Delhivery from the order page.
  const admin = await staffPage(browser, 'staff');
  await admin.goto(`/admin/orders?${new URLSearchParams({ q: orderNumber })}`);
  await admin.getByRole('link', { name: orderNumber }).click();
  const status = admin.getByRole('region', { name: /^Status/ });
  await status.getByRole('combobox', { name: 'New status' }).selectOption('Packed');
  await status.getByRole('button', { name: 'Update status' }).click();
  await expect(successBanner(admin, "The order is now 'Packed'.")).toBeVisible();
  const ship = admin.getByRole('region', { name: 'Shipments' });
  await ship.getByRole('combobox', { name: 'Courier' }).selectOption('delhivery');
  await ship.getByLabel(/^AWB \/ tracking number/).fill('12345678901');
  const quantities = ship.getByLabel(/how many, of 1 left$/);
  await expect(quantities).toHaveCount(2);
  await quantities.nth(1).fill('0');
  await ship.getByRole('button', { name: 'Ship these items' }).click();
  await expect(successBanner(admin, 'some items are still to ship')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // The rest by the AWB import.
  await admin.goto('/admin/shipments/import');
  const csv = path.join(tmpdir(), `awbs-${Date.now()}.csv`);
  writeFileSync(csv, `order_number,courier,awb\n${orderNumber},Delhivery,12345678902\n`);
  await admin.getByLabel('CSV file').setInputFiles(csv);
  await admin.getByRole('button', { name: 'Import AWBs' }).click();
  await expect(successBanner(admin, '1 order has been shipped.')).toBeVisible();

  // Both parcels arrive.
  await admin.goto(`/admin/orders?${new URLSearchParams({ q: orderNumber })}`);
  await admin.getByRole('link', { name: orderNumber }).click();
  const parcelsAdmin = admin.getByRole('region', { name: 'Shipments' });
  for (let left = 2; left > 0; left -= 1) {
    await expect(parcelsAdmin.getByRole('button', { name: 'Delivered' })).toHaveCount(left);
    await parcelsAdmin.getByRole('button', { name: 'Delivered' }).first().click();
    await expect(successBanner(admin, "The shipment is now 'Delivered'.")).toBeVisible();
  }
  const updates = admin.getByRole('region', { name: 'Updates by WhatsApp or SMS' });
  await expect(updates).toContainText('The shopper asked for order updates on WhatsApp');
  await expect(updates.getByText(/^order_delivered/)).toBeVisible();
  await admin.context().close();

  // The shopper: both parcels on Track Order, each with the courier's own page.
  await page.goto('/myorders');
  await page
    .getByRole('list', { name: 'Orders' })
    .getByRole('link')
    .filter({ hasText: orderNumber })
    .click();
  const panel = trackingDialog(page, orderNumber);
  const parcels = panel.getByRole('region', { name: 'Shipments' });
  await expect(parcels.getByRole('listitem')).toHaveCount(2);
  const links = parcels.getByRole('link', { name: 'Track on Delhivery' });
  await expect(links.first()).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track-v2/package/12345678901',
  );
  await expect(links.nth(1)).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track-v2/package/12345678902',
  );
  await expect(parcels).toContainText('AWB 12345678901');
  await expectNoSeriousA11yViolations(page);

  // Track Order, by the order number and e-mail, shows them too.
  await page.goto('/track-order');
  await field(page, 'Order ID').fill(orderNumber);
  await field(page, 'Email').fill(account.email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await page.getByRole('main').getByText(`Order ID ${orderNumber}`).click();
  const tracked = trackingDialog(page, orderNumber).getByRole('region', { name: 'Shipments' });
  await expect(tracked.getByRole('link', { name: 'Track on Delhivery' })).toHaveCount(2);
  await expect(tracked.getByRole('link', { name: 'Track on Delhivery' }).nth(1)).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track-v2/package/12345678902',
  );

  // WhatsApp: placed (with the cash to keep ready), each parcel shipped, delivered.
  await expect.poll(async () => (await whatsappSentTo(phone)).length).toBe(4);
  const sent = await whatsappSentTo(phone);
  expect(sent.map((message) => message.template)).toEqual([
    'order_placed_cod',
    'order_shipped',
    'order_shipped',
    'order_delivered',
  ]);
  expect(sent[0]!.params[0]).toBe(orderNumber);
  expect(sent[0]!.params[1]).toMatch(/^₹[\d,]+(\.\d\d)?$/);
  expect(sent[0]!.params[2]).toMatch(/\/track-order\?order=[a-z0-9]+$/);
  expect(sent[1]!.params).toEqual([
    orderNumber,
    'Delhivery',
    '12345678901',
    'https://www.delhivery.com/track-v2/package/12345678901',
  ]);
  expect(sent[2]!.params.slice(2)).toEqual([
    '12345678902',
    'https://www.delhivery.com/track-v2/package/12345678902',
  ]);
  expect(sent[3]!.params).toEqual([orderNumber]);
});
