/**
 * The back office's catalog: who may open it (404 for guests and shoppers, 403 for staff on
 * admin-only pages, 403 for cross-site posts), and what each change does to the shop on its
 * very next page view, with an audit entry per change and nothing changed on a refusal.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '../../app/modules/admin/catalog-limits.ts';
import { auditLog } from '../../app/modules/admin/schema.ts';
import {
  productCategories,
  productImages,
  products,
  productVariants,
} from '../../app/modules/catalog/schema.ts';
import { type Browser, browser, escapeHtml, signIn, verifiedAccount } from '../setup/browser.ts';
import { cookieOf, multipartPost } from '../setup/multipart.ts';
import { type StaffBrowser, staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let staff: StaffBrowser;
let admin: StaffBrowser;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffBrowser(server, 'staff');
  admin = await staffBrowser(server, 'admin');
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

const db = () => server.services.database.db;

/** A PNG of 1 x 1 pixel and a lossless WebP of 1 x 1 pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

interface SeedProduct {
  id: number;
  publicId: string;
  name: string;
  slug: string;
  variantId: string;
  productCode: string;
  basePricePaise: number;
  discountedPricePaise: number;
  stock: number;
}

const taken = new Set<number>();

/** A seeded active product with exactly one variant, in stock, not used by another test. */
async function freshProduct(): Promise<SeedProduct> {
  const rows = await db().execute(sql`select p.id, p.public_id, p.name, p.slug,
      v.public_id as variant_id, v.product_code, v.base_price_paise, v.discounted_price_paise, v.stock
    from products p join product_variants v on v.product_id = p.id
    where p.active and v.active and v.stock > 5
      and (select count(*) from product_variants w where w.product_id = p.id) = 1
      and (select count(*) from product_images i where i.product_id = p.id) >= 2
    order by p.id`);
  for (const row of (rows as unknown as { rows: Record<string, unknown>[] }).rows) {
    const id = Number(row.id);
    if (taken.has(id)) continue;
    taken.add(id);
    return {
      id,
      publicId: String(row.public_id),
      name: String(row.name),
      slug: String(row.slug),
      variantId: String(row.variant_id),
      productCode: String(row.product_code),
      basePricePaise: Number(row.base_price_paise),
      discountedPricePaise: Number(row.discounted_price_paise),
      stock: Number(row.stock),
    };
  }
  throw new Error('no seeded product left');
}

async function variantRow(publicId: string) {
  const [row] = await db()
    .select()
    .from(productVariants)
    .where(eq(productVariants.publicId, publicId));
  return row!;
}

async function productRow(publicId: string) {
  const [row] = await db().select().from(products).where(eq(products.publicId, publicId));
  return row!;
}

async function auditFor(entityId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(desc(auditLog.id));
}

const variantForm = (
  p: SeedProduct,
  values: Partial<Record<'mrp' | 'price' | 'stock' | 'active', string>> = {},
) => ({
  intent: 'variant',
  variantId: p.variantId,
  mrp: String(p.basePricePaise / 100),
  price: String(p.discountedPricePaise / 100),
  stock: String(p.stock),
  active: 'on',
  ...values,
});

async function detailsForm(p: SeedProduct, values: Record<string, string> = {}) {
  const row = await productRow(p.publicId);
  const memberships = await db()
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, row.id));
  const form = new URLSearchParams({
    intent: 'details',
    name: row.name,
    descriptionHtml: row.descriptionHtml,
    featured: row.featured ? 'on' : '',
    active: row.active ? 'on' : '',
    deliveryKarnataka: String(row.deliveryKarnatakaPaise / 100),
    deliveryOther: String(row.deliveryOtherPaise / 100),
    ...values,
  });
  if (!form.get('featured')) form.delete('featured');
  if (!form.get('active')) form.delete('active');
  const allProducts = await db().execute(
    sql`select id from categories where name = 'All Products'`,
  );
  const allId = Number((allProducts as unknown as { rows: { id: unknown }[] }).rows[0]!.id);
  for (const m of memberships) if (m.id !== allId) form.append('categoryIds', String(m.id));
  return form;
}

/** A form post with repeated fields (the Browser fixture takes a plain record). */
async function postForm(b: Browser, path: string, form: URLSearchParams) {
  const response = await server.fetch(path, {
    method: 'POST',
    body: form.toString(),
    headers: {
      cookie: cookieOf(b),
      origin: server.url,
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
  return { status: response.status, html: (await response.text()).replaceAll('<!-- -->', '') };
}

const upload = (
  b: Browser | null,
  path: string,
  fields: Record<string, string | Blob>,
  options?: { origin?: string | null },
) => multipartPost(server, b, path, fields, options);

const file = (bytes: Buffer, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

/** The product page's price box and stock line. */
function priceBox(html: string): string {
  return /class="product-info__price">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
}
function stockLine(html: string): string | undefined {
  return /<p class="stock-status" data-tone="(\w+)">([^<]*)<\/p>/.exec(html)?.[0];
}

describe('who gets into the catalog', () => {
  it('answers a guest and a shopper 404 on every page and every post', async () => {
    const p = await freshProduct();
    const shopper = browser(server);
    const account = await verifiedAccount(server, 'shopper');
    await signIn(shopper, account.email);
    const paths = [
      '/admin/products',
      '/admin/products?q=geyser',
      '/admin/products/new',
      `/admin/products/${p.publicId}`,
      `/admin/products/${p.publicId}/images`,
    ];
    for (const who of [browser(server), shopper]) {
      for (const path of paths) {
        expect((await who.get(path)).status, `GET ${path}`).toBe(404);
        expect((await who.post(path, variantForm(p, { price: '1' }))).status, `POST ${path}`).toBe(
          404,
        );
      }
      const answer = await upload(who, `/admin/products/${p.publicId}/images`, {
        intent: 'upload',
        image: file(PNG, 'a.png', 'image/png'),
      });
      expect(answer.status).toBe(404);
      const created = await upload(who, '/admin/products/new', { name: 'Sneaky Product' });
      expect(created.status).toBe(404);
    }
    expect((await variantRow(p.variantId)).discountedPricePaise).toBe(p.discountedPricePaise);
    expect(await auditFor(p.publicId)).toEqual([]);
  });

  it('lets staff edit but not add products (403), and shows admins the Add button', async () => {
    const list = await staff.get('/admin/products');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.html).not.toContain('Add product');
    expect((await staff.get('/admin/products/new')).status).toBe(403);
    const refused = await upload(staff, '/admin/products/new', {
      name: 'Staff Product',
      image: file(PNG, 'a.png', 'image/png'),
    });
    expect(refused.status).toBe(403);
    const [row] = await db().select().from(products).where(eq(products.name, 'Staff Product'));
    expect(row).toBeUndefined();
    const adminList = await admin.get('/admin/products');
    expect(adminList.html).toContain('href="/admin/products/new"');
    expect((await admin.get('/admin/products/new')).status).toBe(200);
  });

  it('answers 404 for a product id that does not exist, to GET and POST', async () => {
    for (const id of ['nosuchproduct234', 'x'.repeat(300), '%00', 'ABC']) {
      const path = `/admin/products/${encodeURIComponent(id)}`;
      expect((await staff.get(path)).status, path).toBe(404);
      expect((await staff.get(`${path}/images`)).status).toBe(404);
      expect(
        (
          await staff.post(path, {
            intent: 'variant',
            variantId: 'abc',
            mrp: '1',
            price: '1',
            stock: '1',
          })
        ).status,
      ).toBe(404);
    }
    const p = await freshProduct();
    // A variant of another product is unknown here too.
    const other = await freshProduct();
    const answer = await staff.post(`/admin/products/${p.publicId}`, {
      ...variantForm(p, { price: '1' }),
      variantId: other.variantId,
    });
    expect(answer.status).toBe(404);
    expect((await variantRow(other.variantId)).discountedPricePaise).toBe(
      other.discountedPricePaise,
    );
  });

  it('refuses a post from another site or without an Origin, and changes nothing', async () => {
    const p = await freshProduct();
    const path = `/admin/products/${p.publicId}`;
    const foreign = await staff.request('POST', path, {
      form: variantForm(p, { price: '1' }),
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const cookie = [...staff.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const bare = await server.fetch(path, {
      method: 'POST',
      body: new URLSearchParams(variantForm(p, { price: '1' })),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bare.status).toBe(403);
    const uploadAnswer = await upload(
      staff,
      `${path}/images`,
      { intent: 'upload', image: file(PNG, 'a.png', 'image/png') },
      { origin: 'https://evil.example' },
    );
    expect(uploadAnswer.status).toBe(403);
    expect((await variantRow(p.variantId)).discountedPricePaise).toBe(p.discountedPricePaise);
    expect(await auditFor(p.variantId)).toEqual([]);
    expect(await auditFor(p.publicId)).toEqual([]);
  });
});

describe('the product list', () => {
  it('searches by name, SKU and product code, filters, and pages', async () => {
    const p = await freshProduct();
    const row = await productRow(p.publicId);
    for (const q of [p.name.slice(0, 8), row.sku, p.productCode.toLowerCase()]) {
      const answer = await staff.get(`/admin/products?${new URLSearchParams({ q })}`);
      expect(answer.status).toBe(200);
      expect(answer.html, q).toContain(`href="/admin/products/${p.publicId}"`);
    }
    const page1 = await staff.get('/admin/products');
    expect(page1.html).toMatch(/Page 1 of \d+/);
    expect((page1.html.match(/href="\/admin\/products\/[a-z0-9]{16}"/g) ?? []).length).toBe(25);
    expect((await staff.get('/admin/products?page=2')).status).toBe(200);
    // Out of stock: every listed product has no active variant in stock.
    const out = await staff.get('/admin/products?stock=out');
    expect(out.html).toContain('Out of stock');
    expect(out.html).not.toContain(`href="/admin/products/${p.publicId}"`);
    // Nonsense in the query string is ignored, never an error.
    for (const q of [
      '?page=-1',
      '?category=abc',
      '?status=%00',
      `?q=${'%25'.repeat(200)}`,
      '?q=%27%3B--',
    ]) {
      expect((await staff.get(`/admin/products${q}`)).status, q).toBe(200);
    }
  });
});

describe('editing a variant', () => {
  it('shows the new price on the product page at the very next view, with an audit entry', async () => {
    const p = await freshProduct();
    const page = `/product/${p.slug}`;
    const before = await browser(server).get(page);
    expect(priceBox(before.html)).not.toContain('₹12,345');
    const answer = await staff.post(
      `/admin/products/${p.publicId}`,
      variantForm(p, { mrp: '15000', price: '12345.50' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('has been saved');
    expect(await variantRow(p.variantId)).toMatchObject({
      basePricePaise: 1_500_000,
      discountedPricePaise: 1_234_550,
    });
    const after = await browser(server).get(page);
    expect(priceBox(after.html)).toContain('₹12,346');
    expect(priceBox(after.html)).toContain('₹15,000');
    const [entry] = await auditFor(p.variantId);
    expect(entry).toMatchObject({
      action: 'variant.update',
      entityType: 'variant',
      actorEmail: staff.email,
    });
    expect(entry!.before).toMatchObject({
      basePricePaise: p.basePricePaise,
      discountedPricePaise: p.discountedPricePaise,
    });
    expect(entry!.after).toMatchObject({
      basePricePaise: 1_500_000,
      discountedPricePaise: 1_234_550,
    });
    expect(entry!.before).not.toHaveProperty('stock');
  });

  it('keeps the units orders took while the page was open, and refuses a stock typed over them', async () => {
    const p = await freshProduct();
    const path = `/admin/products/${p.publicId}`;
    // The page showed p.stock; then orders took two units.
    const taken = p.stock - 2;
    await db()
      .update(productVariants)
      .set({ stock: taken })
      .where(eq(productVariants.publicId, p.variantId));
    const shown = { stockWas: String(p.stock) };

    // Only the price edited: the stock stays what the orders left.
    const priced = await staff.post(path, { ...variantForm(p, { price: '999' }), ...shown });
    expect(priced.html).toContain('has been saved');
    expect(await variantRow(p.variantId)).toMatchObject({
      discountedPricePaise: 99_900,
      stock: taken,
    });

    // A new stock typed over a number that has moved: refused, nothing changed.
    const typed = await staff.post(path, {
      ...variantForm(p, { price: '999', stock: '50' }),
      ...shown,
    });
    expect(typed.status).toBe(400);
    expect(typed.html).toContain(escapeHtml(CATALOG_MESSAGES.stockMoved(taken)));
    expect((await variantRow(p.variantId))?.stock).toBe(taken);

    // Typed again over the stock as it now is: saved.
    const again = await staff.post(path, {
      ...variantForm(p, { price: '999', stock: '50' }),
      stockWas: String(taken),
    });
    expect(again.html).toContain('has been saved');
    expect((await variantRow(p.variantId))?.stock).toBe(50);
  });

  it('keeps the stock it was edited against through a refusal for another field', async () => {
    const p = await freshProduct();
    const path = `/admin/products/${p.publicId}`;
    await db()
      .update(productVariants)
      .set({ stock: p.stock - 1 })
      .where(eq(productVariants.publicId, p.variantId));
    const shown = { stockWas: String(p.stock) };
    // Refused for its price: the page comes back with what was sent, stock included...
    const refused = await staff.post(path, {
      ...variantForm(p, { mrp: '100', price: '200' }),
      ...shown,
    });
    expect(refused.status).toBe(400);
    // ...and edited against the stock it showed, not the one orders have left since.
    const form = refused.html.slice(refused.html.indexOf(`value="${p.variantId}"`));
    expect(/name="stockWas" value="(\d+)"/.exec(form)?.[1]).toBe(String(p.stock));
    const fixed = await staff.post(path, {
      ...variantForm(p, { price: '90', mrp: '100' }),
      ...shown,
    });
    expect(fixed.html).toContain('has been saved');
    expect((await variantRow(p.variantId))?.stock).toBe(p.stock - 1);
  });

  it('saves the dearest prices the form allows on the card variant', async () => {
    // The 'Above 40% off' index multiplied 32-bit paise: 40 x an MRP above ₹5.4 lakh
    // overflowed, and the save of the variant shown on cards answered 500.
    const p = await freshProduct();
    const answer = await staff.post(
      `/admin/products/${p.publicId}`,
      variantForm(p, { mrp: '9999999', price: '100' }),
    );
    expect(answer.html).toContain('has been saved');
    expect(await variantRow(p.variantId)).toMatchObject({
      basePricePaise: 999_999_900,
      discountedPricePaise: 10_000,
    });
  });

  it('shows the product out of stock once its stock is 0', async () => {
    const p = await freshProduct();
    const page = `/product/${p.slug}`;
    expect(stockLine((await browser(server).get(page)).html)).not.toContain('Out of stock');
    const answer = await staff.post(
      `/admin/products/${p.publicId}`,
      variantForm(p, { stock: '0' }),
    );
    expect(answer.status).toBe(200);
    expect(stockLine((await browser(server).get(page)).html)).toBe(
      '<p class="stock-status" data-tone="out">Out of stock</p>',
    );
    const [entry] = await auditFor(p.variantId);
    expect(entry!.before).toMatchObject({ stock: p.stock });
    expect(entry!.after).toMatchObject({ stock: 0 });
  });

  it('refuses invalid prices and stock with messages under the fields, changing nothing', async () => {
    const p = await freshProduct();
    const path = `/admin/products/${p.publicId}`;
    const cases: [Record<string, string>, string][] = [
      [
        { price: String(p.basePricePaise / 100 + 1) },
        'The selling price cannot be more than the MRP.',
      ],
      [{ price: '0' }, 'The selling price must be more than ₹0.'],
      [{ mrp: '0', price: '0' }, 'The MRP must be more than ₹0.'],
      [{ price: '-5' }, 'Please enter the selling price in rupees'],
      [{ price: '1e3' }, 'Please enter the selling price in rupees'],
      [{ price: '0x10' }, 'Please enter the selling price in rupees'],
      [{ price: '12.345' }, 'Please enter the selling price in rupees'],
      [{ mrp: '9'.repeat(5000) }, 'Please enter the MRP in rupees'],
      [{ stock: '-1' }, 'Please enter the stock as a whole number, 0 or more.'],
      [{ stock: '1.5' }, 'Please enter the stock as a whole number, 0 or more.'],
      [{ stock: 'ten' }, 'Please enter the stock as a whole number, 0 or more.'],
      [{ stock: '99999999999' }, 'Please enter the stock as a whole number, 0 or more.'],
      [{ stock: '5\u0000' }, 'Please enter the stock as a whole number, 0 or more.'],
    ];
    for (const [values, message] of cases) {
      const answer = await staff.post(path, variantForm(p, values));
      expect(answer.status, JSON.stringify(values).slice(0, 80)).toBe(400);
      expect(answer.html).toContain(escapeHtml(message));
      // Under its field: the message's paragraph is the field's error.
      expect(answer.html).toMatch(/class="field__error" id="[^"]+-error">/);
    }
    // A missing field is a refusal too.
    const { stock: _s, ...noStock } = variantForm(p);
    expect((await staff.post(path, noStock)).status).toBe(400);
    expect(await variantRow(p.variantId)).toMatchObject({
      basePricePaise: p.basePricePaise,
      discountedPricePaise: p.discountedPricePaise,
      stock: p.stock,
      active: true,
    });
    expect(await auditFor(p.variantId)).toEqual([]);
  });

  it('keeps an active product with at least one active variant', async () => {
    const p = await freshProduct();
    const { active: _a, ...off } = variantForm(p);
    const answer = await staff.post(`/admin/products/${p.publicId}`, off);
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('must keep at least one active variant');
    expect((await variantRow(p.variantId)).active).toBe(true);
  });
});

describe('editing a product', () => {
  it('hides a product: its page answers 404 and it leaves search and listings', async () => {
    const p = await freshProduct();
    const search = `/search/${encodeURIComponent(p.name)}`;
    const href = `href="/product/${p.slug}"`;
    expect((await browser(server).get(search)).html).toContain(href);
    const form = await detailsForm(p);
    form.delete('active');
    const answer = await postForm(staff, `/admin/products/${p.publicId}`, form);
    expect(answer.status).toBe(200);
    expect((await productRow(p.publicId)).active).toBe(false);
    expect((await browser(server).get(`/product/${p.slug}`)).status).toBe(404);
    expect((await browser(server).get(search)).html).not.toContain(href);
    const [membership] = await db()
      .select({ listable: productCategories.listable })
      .from(productCategories)
      .where(eq(productCategories.productId, p.id));
    expect(membership!.listable).toBe(false);
    const [entry] = await auditFor(p.publicId);
    expect(entry).toMatchObject({
      action: 'product.update',
      before: { active: true },
      after: { active: false },
    });
    // Shown again.
    const back = await detailsForm(p, { active: 'on' });
    expect((await postForm(staff, `/admin/products/${p.publicId}`, back)).status).toBe(200);
    expect((await browser(server).get(`/product/${p.slug}`)).status).toBe(200);
  });

  it('renames a product (slug unchanged) and refuses a name another product has', async () => {
    const p = await freshProduct();
    const other = await freshProduct();
    const path = `/admin/products/${p.publicId}`;
    const takenAnswer = await postForm(
      staff,
      path,
      await detailsForm(p, { name: other.name.toUpperCase() }),
    );
    expect(takenAnswer.status).toBe(400);
    expect(takenAnswer.html).toContain('Another product already has this name.');
    expect(takenAnswer.html).toContain('aria-invalid="true"');
    expect((await productRow(p.publicId)).name).toBe(p.name);
    for (const name of ['x', 'a/b product', `Bad\u0007Name`, 'y'.repeat(5000)]) {
      const answer = await postForm(staff, path, await detailsForm(p, { name }));
      expect(answer.status, name.slice(0, 20)).toBe(400);
    }
    const renamed = `${p.name} Plus`;
    const answer = await postForm(staff, path, await detailsForm(p, { name: renamed }));
    expect(answer.status).toBe(200);
    const row = await productRow(p.publicId);
    expect(row).toMatchObject({ name: renamed, slug: p.slug });
    const page = await browser(server).get(`/product/${p.slug}`);
    expect(page.html).toContain(escapeHtml(renamed));
    const [entry] = await auditFor(p.publicId);
    expect(entry!.before).toEqual({ name: p.name });
    expect(entry!.after).toEqual({ name: renamed });
  });

  it('leaves an untouched description as stored, and refuses oversized or odd input without a 500', async () => {
    const p = await freshProduct();
    const path = `/admin/products/${p.publicId}`;
    const before = await productRow(p.publicId);
    const same = await postForm(staff, path, await detailsForm(p, { deliveryOther: '777' }));
    expect(same.status).toBe(200);
    expect(same.html).not.toContain('was sanitised');
    expect((await productRow(p.publicId)).descriptionHtml).toBe(before.descriptionHtml);
    const [entry] = await auditFor(p.publicId);
    expect(entry!.after).toEqual({ deliveryOtherPaise: 77_700 });
    for (const values of [
      { descriptionHtml: 'x'.repeat(50_001) } as Record<string, string>,
      { descriptionHtml: 'bad \u0000 byte' },
      { deliveryKarnataka: 'NaN' },
      { deliveryKarnataka: 'Infinity' },
    ]) {
      const answer = await postForm(staff, path, await detailsForm(p, values));
      expect(answer.status, Object.keys(values)[0]).toBe(400);
    }
    expect((await staff.post(path, { intent: 'nonsense' })).status).toBe(400);
    expect(
      (await staff.post('/admin/products/nosuchproduct234', { intent: 'nonsense' })).status,
    ).toBe(404);
    const json = await staff.api('POST', path, { intent: 'variant' });
    expect(json.status).toBe(415);
    expect((await auditFor(p.publicId)).length).toBe(1);
  });

  it('stores a description sanitised, and says so', async () => {
    const p = await freshProduct();
    const html =
      '<p onclick="steal()">Strong <b>motor</b></p><script>alert(1)</script><iframe src="https://evil.example"></iframe>';
    const answer = await postForm(
      staff,
      `/admin/products/${p.publicId}`,
      await detailsForm(p, { descriptionHtml: html }),
    );
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('The description was sanitised');
    const row = await productRow(p.publicId);
    expect(row.descriptionHtml).toBe('<p>Strong <b>motor</b></p>');
    const page = await browser(server).get(`/product/${p.slug}`);
    expect(page.html).toContain('<p>Strong <b>motor</b></p>');
    expect(page.html).not.toContain('alert(1)');
    const [entry] = await auditFor(p.publicId);
    expect(entry!.after).toEqual({ descriptionHtml: '<p>Strong <b>motor</b></p>' });
  });

  it('changes categories, featured and delivery charges, and refuses unknown categories', async () => {
    const p = await freshProduct();
    const path = `/admin/products/${p.publicId}`;
    const form = await detailsForm(p, {
      featured: 'on',
      deliveryKarnataka: '49.50',
      deliveryOther: '199',
    });
    form.delete('categoryIds');
    const cats = (await db().execute(
      sql`select id, name from categories where name in ('Chimneys', 'Gas Stoves') order by name`,
    )) as unknown as { rows: { id: unknown; name: string }[] };
    for (const c of cats.rows) form.append('categoryIds', String(c.id));
    expect((await postForm(staff, path, form)).status).toBe(200);
    const row = await productRow(p.publicId);
    expect(row).toMatchObject({
      featured: true,
      deliveryKarnatakaPaise: 4950,
      deliveryOtherPaise: 19900,
    });
    const names = await db().execute(
      sql`select c.name from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = ${p.id} order by c.name`,
    );
    expect((names as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual([
      'All Products',
      'Chimneys',
      'Gas Stoves',
    ]);
    const [entry] = await auditFor(p.publicId);
    expect((entry!.after as { categories: string[] }).categories).toEqual([
      'Chimneys',
      'Gas Stoves',
    ]);
    // An id that is no category, or a negative delivery charge: refused, nothing changed.
    const bad = await detailsForm(p);
    bad.append('categoryIds', '999999');
    expect((await postForm(staff, path, bad)).status).toBe(400);
    const negative = await detailsForm(p, { deliveryOther: '-1' });
    expect((await postForm(staff, path, negative)).status).toBe(400);
    expect((await auditFor(p.publicId)).length).toBe(1);
  });
});

describe('images', () => {
  it('refuses a file that is not an image whatever its name, and accepts PNG and WebP', async () => {
    const p = await freshProduct();
    const path = `/admin/products/${p.publicId}/images`;
    const count = async () =>
      (await db().select().from(productImages).where(eq(productImages.productId, p.id))).length;
    const start = await count();
    const text = await upload(staff, path, {
      intent: 'upload',
      image: file(Buffer.from('just some text, not an image'), 'photo.png', 'image/png'),
    });
    expect(text.status).toBe(400);
    expect(text.html).toContain('Please choose a JPEG, PNG or WebP image of at most 1 MB.');
    const svg = await upload(staff, path, {
      intent: 'upload',
      image: file(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'),
        'a.webp',
        'image/webp',
      ),
    });
    expect(svg.status).toBe(400);
    // A PNG header on 1.5 MB: too large (though within the page's 2 MB body limit).
    const big = Buffer.concat([PNG, Buffer.alloc(1_500_000)]);
    expect(
      (await upload(staff, path, { intent: 'upload', image: file(big, 'big.png', 'image/png') }))
        .status,
    ).toBe(400);
    // Over the body limit: refused before it is read.
    const huge = Buffer.concat([PNG, Buffer.alloc(2_200_000)]);
    expect(
      (await upload(staff, path, { intent: 'upload', image: file(huge, 'huge.png', 'image/png') }))
        .status,
    ).toBe(413);
    // Elsewhere the ordinary 64 KB limit holds.
    expect(
      (
        await upload(staff, `/admin/products/${p.publicId}`, {
          intent: 'details',
          image: file(big, 'big.png', 'image/png'),
        })
      ).status,
    ).toBe(413);
    expect(await count()).toBe(start);

    for (const [bytes, name, type] of [
      [PNG, 'dot.jpg', 'image/jpeg'],
      [WEBP, 'dot', 'application/octet-stream'],
    ] as const) {
      const answer = await upload(staff, path, {
        intent: 'upload',
        image: file(bytes, name, type),
        alt: 'A dot',
      });
      expect(answer.status).toBe(200);
      expect(answer.html).toContain('The image has been added.');
    }
    const images = await db()
      .select()
      .from(productImages)
      .where(eq(productImages.productId, p.id))
      .orderBy(asc(productImages.position));
    expect(images.length).toBe(start + 2);
    const [png, webp] = images.slice(-2);
    expect(png!.path).toMatch(/^\/media\/uploads\/products\/[0-9a-f]{32}\.png$/);
    expect(webp!.path).toMatch(/^\/media\/uploads\/products\/[0-9a-f]{32}\.webp$/);
    const served = await server.fetch(png!.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await server.fetch(webp!.path)).headers.get('content-type')).toBe('image/webp');
    expect((await server.fetch('/media/uploads/products/../../session-secret')).status).toBe(404);
    const page = await browser(server).get(`/product/${p.slug}`);
    expect(page.html).toContain(png!.path);
    const entries = await auditFor(p.publicId);
    expect(entries[0]).toMatchObject({
      action: 'product.image.add',
      after: { image: { path: webp!.path } },
    });
  });

  it('reorders, describes and removes images, keeping one on an active product', async () => {
    const p = await freshProduct();
    const path = `/admin/products/${p.publicId}/images`;
    const images = () =>
      db()
        .select()
        .from(productImages)
        .where(eq(productImages.productId, p.id))
        .orderBy(asc(productImages.position));
    const [first, second] = await images();
    expect((await staff.post(path, { intent: 'down', imageId: String(first!.id) })).status).toBe(
      200,
    );
    expect((await images()).map((i) => i.id).slice(0, 2)).toEqual([second!.id, first!.id]);
    const page = await browser(server).get(`/product/${p.slug}`);
    expect(page.html.indexOf(second!.path)).toBeLessThan(page.html.indexOf(first!.path));
    const alt = await staff.post(path, {
      intent: 'alt',
      imageId: String(first!.id),
      alt: 'Front view',
    });
    expect(alt.status).toBe(200);
    expect((await images()).find((i) => i.id === first!.id)!.alt).toBe('Front view');
    expect(
      (await staff.post(path, { intent: 'alt', imageId: String(first!.id), alt: '' })).status,
    ).toBe(400);
    // An image of another product is unknown here.
    const other = await freshProduct();
    const [foreign] = await db()
      .select()
      .from(productImages)
      .where(eq(productImages.productId, other.id));
    expect(
      (await staff.post(path, { intent: 'remove', imageId: String(foreign!.id) })).status,
    ).toBe(404);
    // Remove all but one; the last one stays.
    const all = await images();
    for (const image of all.slice(1)) {
      expect((await staff.post(path, { intent: 'remove', imageId: String(image.id) })).status).toBe(
        200,
      );
    }
    const last = await staff.post(path, { intent: 'remove', imageId: String(all[0]!.id) });
    expect(last.status).toBe(400);
    expect(last.html).toContain('must keep at least one image');
    expect((await images()).length).toBe(1);
    const actions = (await auditFor(p.publicId)).map((e) => e.action);
    expect(actions).toContain('product.image.reorder');
    expect(actions).toContain('product.image.alt');
    expect(actions.filter((a) => a === 'product.image.remove').length).toBe(all.length - 1);
  });
});

describe('adding a product', () => {
  it('creates a product with its first variant and image, then opens its edit page', async () => {
    const cats = (await db().execute(
      sql`select id from categories where name = 'Instant Geysers'`,
    )) as unknown as { rows: { id: unknown }[] };
    const categoryId = String(cats.rows[0]!.id);
    const fields = {
      name: 'Gruha Test Geyser 7 Litre',
      descriptionHtml: '<p>Seven litres.</p><script>x()</script>',
      categoryId,
      weight: '7',
      unit: 'Litre',
      productCode: 'ga-test-07-7l',
      mrp: '8999',
      price: '6499',
      stock: '12',
    };
    // Without an image: refused.
    const noImage = await upload(admin, '/admin/products/new', fields);
    expect(noImage.status).toBe(400);
    expect(noImage.html).toContain('Please choose a JPEG, PNG or WebP image');
    const notImage = await upload(admin, '/admin/products/new', {
      ...fields,
      image: file(Buffer.from('hello'), 'x.png', 'image/png'),
    });
    expect(notImage.status).toBe(400);
    const answer = await upload(admin, '/admin/products/new', {
      ...fields,
      image: file(PNG, 'geyser.png', 'image/png'),
    });
    expect(answer.status).toBe(302);
    const [row] = await db().select().from(products).where(eq(products.name, fields.name));
    expect(row).toMatchObject({
      slug: 'Gruha-Test-Geyser-7-Litre',
      descriptionHtml: '<p>Seven litres.</p>',
      active: true,
    });
    expect(row!.barcode).toMatch(/^8905171\d{6}$/);
    expect(answer.location).toBe(`/admin/products/${row!.publicId}`);
    const edit = await admin.get(answer.location!);
    expect(edit.status).toBe(200);
    expect(edit.html).toContain('Gruha Test Geyser 7 Litre has been added.');
    const [variant] = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, row!.id));
    expect(variant).toMatchObject({
      productCode: 'GA-TEST-07-7L',
      basePricePaise: 899_900,
      discountedPricePaise: 649_900,
      stock: 12,
    });
    const page = await browser(server).get('/product/Gruha-Test-Geyser-7-Litre');
    expect(page.status).toBe(200);
    expect(priceBox(page.html)).toContain('₹6,499');
    const found = await browser(server).get(`/search/${encodeURIComponent(fields.name)}`);
    expect(found.html).toContain('href="/product/Gruha-Test-Geyser-7-Litre"');
    const [entry] = await auditFor(row!.publicId);
    expect(entry).toMatchObject({ action: 'product.create', entityType: 'product', before: null });
    // The same name or product code again: refused under the field.
    const again = await upload(admin, '/admin/products/new', {
      ...fields,
      name: 'Gruha Test Geyser 7 Litre Two',
      image: file(PNG, 'geyser.png', 'image/png'),
    });
    expect(again.status).toBe(400);
    expect(again.html).toContain('Another variant already has this product code.');
    const sameName = await upload(admin, '/admin/products/new', {
      ...fields,
      productCode: 'GA-TEST-08',
      image: file(PNG, 'geyser.png', 'image/png'),
    });
    expect(sameName.status).toBe(400);
    expect(sameName.html).toContain('Another product already has this name.');
    const count = await db()
      .select()
      .from(products)
      .where(and(sql`${products.name} like 'Gruha Test Geyser%'`));
    expect(count.length).toBe(1);
  });

  it("gives a name ending in '.data' a slug its page can be found at", async () => {
    const cats = (await db().execute(
      sql`select id from categories where name = 'Water Pumps'`,
    )) as unknown as { rows: { id: unknown }[] };
    const answer = await upload(admin, '/admin/products/new', {
      name: 'Pump Sensor.data',
      descriptionHtml: '<p>A sensor.</p>',
      categoryId: String(cats.rows[0]!.id),
      weight: '1',
      unit: 'Piece',
      productCode: 'GA-TEST-SENSOR',
      mrp: '999',
      price: '899',
      stock: '3',
      image: file(PNG, 'sensor.png', 'image/png'),
    });
    expect(answer.status).toBe(302);
    const [row] = await db().select().from(products).where(eq(products.name, 'Pump Sensor.data'));
    // A path ending in '.data' is React Router's request for a page's data, not the page.
    expect(row!.slug).toBe('Pump-Sensor-data');
    const page = await browser(server).get('/product/Pump-Sensor-data');
    expect(page.status).toBe(200);
  });
});
