import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [name, width] of [['phone', 360], ['desk', 1280]]) {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  const base = 'http://localhost:4399';
  const res = await page.request.get(base + '/api/v1/products?pageSize=50');
  const { data } = await res.json();
  const geyser = data.products.find((p) => /geyser/i.test(p.name));
  const detail = await (await page.request.get(base + '/api/v1/products/' + geyser.slug)).json();
  const variant = detail.data.variants.find((v) => v.stock > 0);
  await page.request.post(base + '/api/v1/cart/lines', { data: { variantId: variant.id, quantity: 1 }, headers: { origin: base } });
  await page.goto(base + '/product/' + geyser.slug + '?pincode=572101');
  await page.locator('.pincode-check').screenshot({ path: `/tmp/pin-${name}.png` });
  await page.goto(base + '/checkout');
  await page.getByLabel('Pincode').fill('572101');
  await page.waitForTimeout(1500);
  await page.getByLabel('Installation visit').selectOption({ index: 3 });
  await page.locator('#installation-title').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/checkout-${name}.png`, fullPage: false });
}
await browser.close();
