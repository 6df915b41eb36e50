/**
 * The Kannada fields of the back office (staff edit them in English pages beside their
 * English twins): a product's name and description (sanitised like the English one), an
 * image's alt text, a warranty's words, a store's name and address, a home slide's title.
 * Blank is stored as null (the shop shows the English), a post without them keeps them,
 * each save is audited and moves the storefront version.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '../../app/modules/admin/catalog-limits.ts';
import { CONTENT_MESSAGES } from '../../app/modules/admin/content-limits.ts';
import { auditLog } from '../../app/modules/admin/schema.ts';
import {
  categories,
  productCategories,
  productImages,
  products,
  productWarranties,
} from '../../app/modules/catalog/schema.ts';
import { sliders, storefrontVersion, stores } from '../../app/modules/content/schema.ts';
import type { Browser } from '../setup/browser.ts';
import { serverPerFile } from '../setup/server-per-file.ts';
import { staffPerFile } from '../setup/staff.ts';

const server = serverPerFile();
/** Staff edit the catalog; stores, the home page and new products are an admin's. */
const staff = staffPerFile(server, 'staff');
const admin = staffPerFile(server, 'admin');

const db = () => server.services.database.db;

const NAME_KN = 'ಪರೀಕ್ಷಾ ಇನ್‌ಸ್ಟಂಟ್ ಗೀಸರ್';
const DESCRIPTION_KN = '<p>ಕೆಲವೇ ನಿಮಿಷಗಳಲ್ಲಿ <strong>ಬಿಸಿ ನೀರು</strong>.</p>';

async function version() {
  const [row] = await db().select({ version: storefrontVersion.version }).from(storefrontVersion);
  return row!.version;
}

async function lastAudit(entityType: string, entityId: string) {
  const [entry] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry!;
}

/** A form post with repeated fields (the Browser fixture takes a plain record). */
async function postForm(b: Browser, path: string, form: URLSearchParams) {
  const response = await server.fetch(path, {
    method: 'POST',
    body: form.toString(),
    headers: {
      cookie: [...b.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      origin: server.url,
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
  return { status: response.status, html: (await response.text()).replaceAll('<!-- -->', '') };
}

/** A seeded product that has warranties (and images). */
async function seededProduct() {
  const [row] = await db()
    .select({ id: products.id, publicId: products.publicId })
    .from(products)
    .where(
      sql`exists (select 1 from ${productWarranties} w where w.product_id = ${products.id})
        and exists (select 1 from ${productImages} i where i.product_id = ${products.id})`,
    )
    .orderBy(asc(products.id))
    .limit(1);
  return row!;
}

const productOf = async (id: number) =>
  (await db().select().from(products).where(eq(products.id, id)))[0]!;

/** The details form as the edit page sends it, with `values` typed over it. */
async function detailsForm(id: number, values: Record<string, string | undefined> = {}) {
  const row = await productOf(id);
  const memberships = await db()
    .select({ id: productCategories.categoryId, name: categories.name })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(eq(productCategories.productId, id));
  const fields: Record<string, string | undefined> = {
    intent: 'details',
    name: row.name,
    nameKn: row.nameKn ?? '',
    descriptionHtml: row.descriptionHtml,
    descriptionHtmlKn: row.descriptionHtmlKn ?? '',
    deliveryKarnataka: String(row.deliveryKarnatakaPaise / 100),
    deliveryOther: String(row.deliveryOtherPaise / 100),
    ...(row.featured ? { featured: 'on' } : {}),
    ...(row.active ? { active: 'on' } : {}),
    ...values,
  };
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  for (const m of memberships) {
    if (m.name !== 'All Products') form.append('categoryIds', String(m.id));
  }
  return form;
}

describe('a product in Kannada', () => {
  it('saves the Kannada name and sanitised description from the edit form, shown when editing', async () => {
    const p = await seededProduct();
    const path = `/admin/products/${p.publicId}`;
    const stored = await productOf(p.id);
    const before = await version();
    const answer = await postForm(
      staff,
      path,
      await detailsForm(p.id, {
        nameKn: `  ${NAME_KN} `,
        descriptionHtmlKn: `${DESCRIPTION_KN}<script>alert('x')</script><p onclick="steal()">ಸುರಕ್ಷಿತ</p>`,
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('The product has been saved.');
    expect(answer.html).toContain('The Kannada description was sanitised');
    expect(answer.html).not.toContain('The description was sanitised');

    const row = await productOf(p.id);
    expect(row.nameKn).toBe(NAME_KN);
    expect(row.descriptionHtmlKn).toBe(`${DESCRIPTION_KN}<p>ಸುರಕ್ಷಿತ</p>`);
    expect(row.descriptionHtmlKn).not.toContain('script');
    expect(row.descriptionHtmlKn).not.toContain('onclick');
    expect(await version()).toBeGreaterThan(before);
    const entry = await lastAudit('product', p.publicId);
    expect(entry).toMatchObject({
      action: 'product.update',
      before: { nameKn: stored.nameKn, descriptionHtmlKn: stored.descriptionHtmlKn },
      after: { nameKn: NAME_KN, descriptionHtmlKn: row.descriptionHtmlKn },
    });

    // The edit page shows them beside the English fields.
    const page = await staff.get(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Name (Kannada)');
    expect(page.html).toContain('Description (Kannada)');
    expect(page.html).toContain(`value="${NAME_KN}"`);
    expect(page.html).toContain('ಸುರಕ್ಷಿತ');
    // Staff find it by its Kannada name too.
    const found = await staff.get(`/admin/products?${new URLSearchParams({ q: 'ಪರೀಕ್ಷಾ ಇನ್‌ಸ್ಟಂಟ್' })}`);
    expect(found.html).toContain(`/admin/products/${p.publicId}`);

    // Sent back untouched: nothing to save (no false 'sanitised').
    const same = await postForm(staff, path, await detailsForm(p.id));
    expect(same.status).toBe(200);
    expect(same.html).toContain('Nothing to save');
    expect(same.html).not.toContain('was sanitised');

    // A post without the Kannada fields (an older form) keeps them.
    const without = await detailsForm(p.id, { deliveryOther: '123' });
    without.delete('nameKn');
    without.delete('descriptionHtmlKn');
    expect((await postForm(staff, path, without)).status).toBe(200);
    expect(await productOf(p.id)).toMatchObject({
      nameKn: NAME_KN,
      descriptionHtmlKn: row.descriptionHtmlKn,
      deliveryOtherPaise: 12_300,
    });
    expect((await lastAudit('product', p.publicId)).after).toEqual({ deliveryOtherPaise: 12_300 });
  });

  it("stores '' (and a description with nothing left after sanitising) as null", async () => {
    const p = await seededProduct();
    const path = `/admin/products/${p.publicId}`;
    await postForm(staff, path, await detailsForm(p.id, { nameKn: NAME_KN }));
    expect((await productOf(p.id)).nameKn).toBe(NAME_KN);

    const before = await version();
    const cleared = await postForm(
      staff,
      path,
      await detailsForm(p.id, { nameKn: '', descriptionHtmlKn: '<script>alert(1)</script>' }),
    );
    expect(cleared.status).toBe(200);
    const row = await productOf(p.id);
    expect(row.nameKn).toBeNull();
    expect(row.descriptionHtmlKn).toBeNull();
    expect(await version()).toBeGreaterThan(before);

    const blank = await postForm(
      staff,
      path,
      await detailsForm(p.id, { descriptionHtmlKn: ' \r\n ' }),
    );
    expect(blank.status).toBe(200);
    expect((await productOf(p.id)).descriptionHtmlKn).toBeNull();
  });

  it('refuses a Kannada name the English rule refuses, and changes nothing', async () => {
    const p = await seededProduct();
    const path = `/admin/products/${p.publicId}`;
    const stored = await productOf(p.id);
    for (const nameKn of ['ಗ', 'ಗ'.repeat(121), 'ಗೀಸರ್ 3/5']) {
      const answer = await postForm(staff, path, await detailsForm(p.id, { nameKn }));
      expect(answer.status, nameKn.slice(0, 10)).toBe(400);
    }
    const tooLong = await postForm(
      staff,
      path,
      await detailsForm(p.id, { descriptionHtmlKn: 'x'.repeat(50_001) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.html).toContain(CATALOG_MESSAGES.description);
    expect(await productOf(p.id)).toEqual(stored);
  });

  it('adds a product with its Kannada name and sanitised description', async () => {
    const [category] = await db()
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, 'Instant Geysers'));
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Gruha Kannada Test Geyser 9 Litre',
      nameKn: 'ಗೃಹ ಪರೀಕ್ಷಾ ಗೀಸರ್ 9 ಲೀಟರ್',
      categoryId: String(category!.id),
      descriptionHtml: '<p>Test geyser.</p>',
      descriptionHtmlKn: '<p>ಪರೀಕ್ಷಾ ಗೀಸರ್.</p><script>alert(1)</script>',
      weight: '9',
      unit: 'Litre',
      productCode: 'GA-KN-TEST-9L',
      mrp: '9000',
      price: '8000',
      stock: '4',
    })) {
      form.append(name, value);
    }
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    form.append('image', new Blob([png], { type: 'image/png' }), 'geyser.png');
    const response = await server.fetch('/admin/products/new', {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: {
        cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        origin: server.url,
      },
    });
    expect(response.status).toBe(302);
    const [row] = await db()
      .select()
      .from(products)
      .where(eq(products.name, 'Gruha Kannada Test Geyser 9 Litre'));
    expect(row).toMatchObject({
      nameKn: 'ಗೃಹ ಪರೀಕ್ಷಾ ಗೀಸರ್ 9 ಲೀಟರ್',
      descriptionHtmlKn: '<p>ಪರೀಕ್ಷಾ ಗೀಸರ್.</p>',
    });
  });

  it("saves an image's Kannada alt text and a warranty's Kannada words", async () => {
    const p = await seededProduct();
    const [image] = await db()
      .select()
      .from(productImages)
      .where(eq(productImages.productId, p.id))
      .orderBy(asc(productImages.position))
      .limit(1);
    const imagesPath = `/admin/products/${p.publicId}/images`;
    const before = await version();
    const alt = await staff.post(imagesPath, {
      intent: 'alt',
      imageId: String(image!.id),
      alt: image!.alt,
      altKn: ' ಪರೀಕ್ಷಾ ಗೀಸರ್‌ನ ಮುಂಭಾಗ ',
    });
    expect(alt.status).toBe(200);
    const altRow = async () =>
      (await db().select().from(productImages).where(eq(productImages.id, image!.id)))[0]!;
    expect(await altRow()).toMatchObject({ alt: image!.alt, altKn: 'ಪರೀಕ್ಷಾ ಗೀಸರ್‌ನ ಮುಂಭಾಗ' });
    expect(await version()).toBeGreaterThan(before);
    expect((await staff.get(imagesPath)).html).toContain('value="ಪರೀಕ್ಷಾ ಗೀಸರ್‌ನ ಮುಂಭಾಗ"');
    await staff.post(imagesPath, {
      intent: 'alt',
      imageId: String(image!.id),
      alt: image!.alt,
      altKn: '',
    });
    expect((await altRow()).altKn).toBeNull();

    const [warranty] = await db()
      .select()
      .from(productWarranties)
      .where(eq(productWarranties.productId, p.id))
      .orderBy(asc(productWarranties.position))
      .limit(1);
    const path = `/admin/products/${p.publicId}`;
    const saved = await staff.post(path, {
      intent: 'warranty',
      warrantyId: String(warranty!.id),
      optionKn: 'ಪರೀಕ್ಷಾ ವಾರಂಟಿ',
      valueKn: '9 ವರ್ಷ',
    });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain('The warranty has been saved.');
    const warrantyRow = async () =>
      (
        await db().select().from(productWarranties).where(eq(productWarranties.id, warranty!.id))
      )[0]!;
    expect(await warrantyRow()).toMatchObject({ optionKn: 'ಪರೀಕ್ಷಾ ವಾರಂಟಿ', valueKn: '9 ವರ್ಷ' });
    const page = await staff.get(path);
    expect(page.html).toContain('Option (Kannada)');
    expect(page.html).toContain('value="9 ವರ್ಷ"');
    const refused = await staff.post(path, {
      intent: 'warranty',
      warrantyId: String(warranty!.id),
      optionKn: 'ವ'.repeat(61),
      valueKn: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(CATALOG_MESSAGES.warrantyOption);
    expect((await warrantyRow()).valueKn).toBe('9 ವರ್ಷ');
    // Another product's warranty is not this product's.
    const other = await db()
      .select({ publicId: products.publicId })
      .from(products)
      .where(sql`${products.id} <> ${p.id}`)
      .limit(1);
    const elsewhere = await staff.post(`/admin/products/${other[0]!.publicId}`, {
      intent: 'warranty',
      warrantyId: String(warranty!.id),
      optionKn: 'ಬೇರೆ',
      valueKn: '',
    });
    expect(elsewhere.status).toBe(404);
    expect((await warrantyRow()).optionKn).toBe('ಪರೀಕ್ಷಾ ವಾರಂಟಿ');
  });
});

describe('a store in Kannada', () => {
  it("saves the store's Kannada name and address, '' as null, kept when not sent", async () => {
    const [store] = await db().select().from(stores).orderBy(asc(stores.id)).limit(1);
    const s = store!;
    const path = `/admin/stores/${s.code}`;
    const form = {
      code: s.code,
      name: s.name,
      address: s.address,
      town: s.town,
      district: s.district,
      pincode: s.pincode,
      phone: s.phone.replace(/^\+91\s*/, '').replace(/\s/g, ''),
      latitude: String(s.latitude),
      longitude: String(s.longitude),
      image: s.image,
      mapsLink: s.mapsLink,
      position: String(s.position),
      ...(s.active ? { active: 'on' } : {}),
    };
    const row = async () => (await db().select().from(stores).where(eq(stores.id, s.id)))[0]!;
    const before = await version();
    const saved = await admin.post(path, {
      ...form,
      nameKn: ' ಪರೀಕ್ಷಾ  ಮಳಿಗೆ ',
      addressKn: '99, ಪರೀಕ್ಷಾ ರಸ್ತೆ',
    });
    expect(saved.status).toBe(302);
    expect(await row()).toMatchObject({
      name: s.name,
      nameKn: 'ಪರೀಕ್ಷಾ ಮಳಿಗೆ',
      addressKn: '99, ಪರೀಕ್ಷಾ ರಸ್ತೆ',
    });
    expect(await version()).toBeGreaterThan(before);
    expect((await lastAudit('store', s.code)).after).toEqual({
      nameKn: 'ಪರೀಕ್ಷಾ ಮಳಿಗೆ',
      addressKn: '99, ಪರೀಕ್ಷಾ ರಸ್ತೆ',
    });
    const page = await admin.get(path);
    expect(page.html).toContain('Name (Kannada)');
    expect(page.html).toContain('Address (Kannada)');
    expect(page.html).toContain('value="ಪರೀಕ್ಷಾ ಮಳಿಗೆ"');
    const found = await admin.get(`/admin/stores?${new URLSearchParams({ q: 'ಪರೀಕ್ಷಾ ಮಳಿಗೆ' })}`);
    expect(found.html).toContain(`/admin/stores/${s.code}`);

    // Not sent (an older form): kept. Refused by the English rule: nothing changes.
    expect((await admin.post(path, form)).status).toBe(302);
    expect((await row()).nameKn).toBe('ಪರೀಕ್ಷಾ ಮಳಿಗೆ');
    const refused = await admin.post(path, { ...form, nameKn: 'ಗ', addressKn: '' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(CONTENT_MESSAGES.name);
    expect((await row()).addressKn).toBe('99, ಪರೀಕ್ಷಾ ರಸ್ತೆ');

    expect((await admin.post(path, { ...form, nameKn: '', addressKn: '  ' })).status).toBe(302);
    expect(await row()).toMatchObject({ nameKn: null, addressKn: null });
  });
});

describe('a home slide in Kannada', () => {
  it('saves its Kannada title with its place', async () => {
    const [slide] = await db().select().from(sliders).orderBy(asc(sliders.id)).limit(1);
    const form = {
      kind: 'slide',
      id: String(slide!.id),
      position: String(slide!.position),
      ...(slide!.active ? { active: 'on' } : {}),
    };
    const before = await version();
    const saved = await admin.post('/admin/home-content', { ...form, titleKn: 'ಪರೀಕ್ಷಾ ಕೊಡುಗೆಗಳು' });
    expect(saved.status).toBe(200);
    const row = async () =>
      (await db().select().from(sliders).where(eq(sliders.id, slide!.id)))[0]!;
    expect((await row()).titleKn).toBe('ಪರೀಕ್ಷಾ ಕೊಡುಗೆಗಳು');
    expect(await version()).toBeGreaterThan(before);
    expect((await admin.get('/admin/home-content')).html).toContain('value="ಪರೀಕ್ಷಾ ಕೊಡುಗೆಗಳು"');
    const refused = await admin.post('/admin/home-content', { ...form, titleKn: 'ಕ'.repeat(121) });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(CONTENT_MESSAGES.title);
    await admin.post('/admin/home-content', { ...form, titleKn: '' });
    expect((await row()).titleKn).toBeNull();
  });
});
