/**
 * Issue 32: the back office's specification editor (each attribute of the product's main
 * category, a value for the whole product or per variant, checked by type and unit, saved
 * as a replaced set with an audit entry, nothing changed on a refusal), and the videos that
 * feature a product on its page and in the product API.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTE_MESSAGES } from '../../app/modules/admin/attribute-validation.ts';
import { loadSpecEditor } from '../../app/modules/admin/catalog/specs.server.ts';
import { auditLog } from '../../app/modules/admin/schema.ts';
import { specValueText } from '../../app/modules/admin/specs-fields.ts';
import { SPEC_MESSAGES } from '../../app/modules/admin/specs-validation.ts';
import { categories, categoryAttributes, productSpecs } from '../../app/modules/catalog/schema.ts';
import { browser, escapeHtml, signIn, verifiedAccount } from '../setup/browser.ts';
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

interface Geyser {
  id: number;
  publicId: string;
  slug: string;
  variants: string[];
}

const taken = new Set<number>();

/** A seeded geyser (main category Instant Geysers) with this many variants or more, not used by another test. */
async function geyser(minVariants = 1): Promise<Geyser> {
  const result = await db().execute(sql`select p.id, p.public_id, p.slug,
      array(select v.public_id from product_variants v where v.product_id = p.id
        order by v.position, v.id) as variants
    from products p
    join product_categories pc on pc.product_id = p.id
    join categories c on c.id = pc.category_id and c.name = 'Instant Geysers'
    where p.active order by p.id`);
  for (const row of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
    const id = Number(row.id);
    const variants = row.variants as string[];
    if (taken.has(id) || variants.length < minVariants) continue;
    taken.add(id);
    return { id, publicId: String(row.public_id), slug: String(row.slug), variants };
  }
  throw new Error('no seeded geyser left');
}

async function specRows(productId: number) {
  return db()
    .select()
    .from(productSpecs)
    .where(eq(productSpecs.productId, productId))
    .orderBy(asc(productSpecs.id));
}

async function auditFor(entityId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(desc(auditLog.id));
}

/** The form as the page sends it: every field with its stored value. */
async function storedForm(p: Geyser): Promise<Record<string, string>> {
  const editor = await loadSpecEditor(db(), p.publicId);
  const form: Record<string, string> = {};
  for (const attribute of editor!.attributes) {
    form[`spec:${attribute.key}`] = specValueText(editor!.values[attribute.key]);
    if (editor!.variants.length < 2) continue;
    if (editor!.split.includes(attribute.key)) form[`split:${attribute.key}`] = 'on';
    for (const variant of editor!.variants) {
      form[`spec:${attribute.key}:${variant.id}`] = specValueText(
        editor!.values[`${attribute.key}:${variant.id}`],
      );
    }
  }
  return form;
}

const pathOf = (p: Geyser) => `/admin/products/${p.publicId}/specifications`;

/** The error under a field, tied to it by aria-describedby. */
function fieldError(html: string, name: string): string | undefined {
  const id = `specifications-${name}`;
  const input = new RegExp(`<(?:input|select)[^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  if (!input?.includes(`aria-describedby="${id}-error"`)) return undefined;
  return new RegExp(`<p class="field__error" id="${id}-error">([^<]*)</p>`).exec(html)?.[1];
}

describe('who may edit specifications', () => {
  it('answers a guest and a shopper 404, reading or posting, and changes nothing', async () => {
    const p = await geyser();
    const before = await specRows(p.id);
    const shopper = browser(server);
    const account = await verifiedAccount(server, 'spec-shopper');
    await signIn(shopper, account.email);
    for (const who of [browser(server), shopper]) {
      expect((await who.get(pathOf(p))).status).toBe(404);
      expect((await who.post(pathOf(p), { 'spec:capacity': '99' })).status).toBe(404);
    }
    expect(await specRows(p.id)).toEqual(before);
    expect(await auditFor(p.publicId)).toEqual([]);
  });

  it('refuses a post from another site (403)', async () => {
    const p = await geyser();
    const answer = await staff.request('POST', pathOf(p), {
      form: { 'spec:capacity': '99' },
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
    expect(await auditFor(p.publicId)).toEqual([]);
  });

  it('links the editor from the product screen and shows each attribute by its type', async () => {
    const p = await geyser();
    const edit = await staff.get(`/admin/products/${p.publicId}`);
    expect(edit.html).toContain(`href="/admin/products/${p.publicId}/specifications"`);
    const page = await staff.get(pathOf(p));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.html).toContain('Instant Geysers');
    // A number with its unit beside it, a choice's list, yes/no/not set.
    expect(page.html).toMatch(/Capacity<span class="visually-hidden"> \(in L\)<\/span>/);
    expect(page.html).toMatch(/class="spec-number__unit" aria-hidden="true">L</);
    expect(page.html).toMatch(/<select[^>]*name="spec:type"/);
    expect(page.html).toContain('<option value="storage">Storage</option>');
    expect(page.html).toContain('<option value="">Not set</option>');
  });
});

describe('checking the values', () => {
  async function refused(p: Geyser, changes: Record<string, string>) {
    const before = await specRows(p.id);
    const form = { ...(await storedForm(p)), ...changes };
    // A product value typed here is read: the attribute is not 'Differs by variant'.
    for (const name of Object.keys(changes)) {
      const [kind, key, variant] = name.split(':');
      if (kind === 'spec' && variant === undefined) delete form[`split:${key}`];
    }
    const answer = await staff.post(pathOf(p), form);
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('Not saved: ');
    // Nothing changed, nothing audited.
    expect(await specRows(p.id)).toEqual(before);
    expect(await auditFor(p.publicId)).toEqual([]);
    return answer.html;
  }

  it('refuses what is no number, naming the unit, and shows what was typed', async () => {
    const p = await geyser();
    for (const typed of ['abc', '-5', '1.234']) {
      const html = await refused(p, { 'spec:capacity': typed });
      expect(fieldError(html, 'spec:capacity'), typed).toBe('Enter a number in L, e.g. 15.');
      expect(html).toContain(`value="${escapeHtml(typed)}"`);
    }
  });

  it('refuses a unit that is not the attribute’s and accepts its own', async () => {
    const p = await geyser();
    const html = await refused(p, { 'spec:capacity': '15 kg', 'spec:power': '3000 W' });
    expect(fieldError(html, 'spec:capacity')).toBe('Capacity is in L.');
    expect(fieldError(html, 'spec:power')).toBeUndefined();
    expect(html).toContain('value="15 kg"');
  });

  it('refuses a choice that is not in the list', async () => {
    const p = await geyser();
    const html = await refused(p, { 'spec:type': 'nuclear' });
    expect(fieldError(html, 'spec:type')).toBe('Choose a type from the list.');
  });

  it("refuses another product's variant", async () => {
    const p = await geyser(2);
    const other = await geyser();
    const html = await refused(p, {
      'split:capacity': 'on',
      [`spec:capacity:${p.variants[0]}`]: '15',
      [`spec:capacity:${other.variants[0]}`]: '25',
    });
    expect(html).toContain(escapeHtml(SPEC_MESSAGES.variant));
  });

  it('changes nothing when one field of many is wrong', async () => {
    const p = await geyser();
    const html = await refused(p, {
      'spec:capacity': '20',
      'spec:type': 'gas',
      'spec:power': '3 kg',
    });
    expect(fieldError(html, 'spec:power')).toBe('Power is in W.');
  });
});

describe('saving', () => {
  it('replaces the set, per variant where they differ, with an audit entry', async () => {
    const p = await geyser(2);
    const [first, second] = p.variants as [string, string];
    const answer = await staff.post(pathOf(p), {
      ...(await storedForm(p)),
      'split:capacity': 'on',
      [`spec:capacity:${first}`]: '15 litres',
      [`spec:capacity:${second}`]: '25',
      'spec:type': 'storage',
      'spec:power': '',
    });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('have been saved.');
    const editor = await loadSpecEditor(db(), p.publicId);
    expect(editor!.values[`capacity:${first}`]).toBe(15);
    expect(editor!.values[`capacity:${second}`]).toBe(25);
    expect(editor!.values.capacity).toBeUndefined();
    expect(editor!.values.type).toBe('storage');
    expect(editor!.values.power).toBeUndefined();
    expect(editor!.split).toEqual(['capacity']);
    const [entry, ...rest] = await auditFor(p.publicId);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'product.specifications',
      entityType: 'product',
      actorEmail: staff.email,
    });
    expect((entry!.after as Record<string, unknown>).type).toBe('storage');
    expect(Object.values((entry!.after as Record<string, object>).capacity!)).toEqual(
      expect.arrayContaining([15, 25]),
    );
    // The page shows the stored values, 'Differs by variant' ticked.
    const page = await staff.get(pathOf(p));
    expect(page.html).toMatch(/name="split:capacity"[^>]*checked/);
    expect(page.html).toMatch(new RegExp(`name="spec:capacity:${second}"[^>]*value="25"`));

    // The same values again: nothing to save, no second entry.
    const again = await staff.post(pathOf(p), await storedForm(p));
    expect(again.html).toContain('Nothing to save');
    expect(await auditFor(p.publicId)).toHaveLength(1);
  });
});

describe('the videos that feature a product', () => {
  it('are in its gallery, played on a tap, in English and Kannada', async () => {
    const guest = browser(server);
    const page = await guest.get('/product/Instant-Geyser-3-Litre');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Play video: Hot water in 2 minutes');
    expect(page.html).toContain('src="/media/videos/instant-geyser-hot-water.webp"');
    // The video itself only once tapped.
    expect(page.html).not.toContain('<video');
    const kannada = await guest.get('/kn/product/Instant-Geyser-3-Litre');
    expect(kannada.html).toContain('ವೀಡಿಯೊ ಪ್ಲೇ ಮಾಡಿ:');
    // A product no video features has none.
    const other = await geyser();
    const plain = await guest.get(`/product/${other.slug}`);
    if (other.slug !== 'Instant-Geyser-Compact-Blue') {
      expect(plain.html).not.toContain('Play video:');
    }
  });

  it('are in the product API', async () => {
    const answer = await browser(server).api('GET', '/api/v1/products/Instant-Geyser-3-Litre');
    const { data } = JSON.parse(answer.body) as {
      data: { videos: { title: string; url: string; poster: string }[] };
    };
    expect(data.videos).toEqual([
      {
        title: 'Hot water in 2 minutes',
        url: '/media/videos/instant-geyser-hot-water.mp4',
        poster: '/media/videos/instant-geyser-hot-water.webp',
      },
    ]);
    const doc = JSON.parse((await browser(server).get('/api/v1/openapi.json')).body) as {
      components: { schemas: { ProductDetail: { properties: Record<string, unknown> } } };
    };
    expect(doc.components.schemas.ProductDetail.properties.videos).toBeDefined();
  });
});

describe("the categories' attributes", () => {
  async function geyserCategory() {
    const [row] = await db()
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, 'Instant Geysers'));
    return row!.id;
  }

  async function attribute(key: string) {
    const [row] = await db()
      .select()
      .from(categoryAttributes)
      .where(
        and(
          eq(categoryAttributes.categoryId, await geyserCategory()),
          eq(categoryAttributes.key, key),
        ),
      );
    return row!;
  }

  /** An attribute's form as its page sends it, with these changes. */
  async function attributeForm(key: string, changes: Record<string, string> = {}) {
    const row = await attribute(key);
    const form: Record<string, string> = {
      intent: 'save',
      attributeId: String(row.id),
      name: row.name,
      nameKn: row.nameKn ?? '',
      type: row.type,
      unit: row.unit ?? '',
    };
    if (row.filterable) form.filterable = 'on';
    if (row.comparable) form.comparable = 'on';
    row.choices.forEach((choice, index) => {
      form[`choices[${index}].value`] = choice.value;
      form[`choices[${index}].label`] = choice.label;
      form[`choices[${index}].labelKn`] = choice.labelKn ?? '';
    });
    return { ...form, ...changes };
  }

  const path = async () => `/admin/specifications?category=${await geyserCategory()}`;

  it('are for admins: staff 403, guests 404', async () => {
    expect((await browser(server).get('/admin/specifications')).status).toBe(404);
    expect((await staff.get('/admin/specifications')).status).toBe(403);
    expect((await staff.post(await path(), await attributeForm('mounting'))).status).toBe(403);
    const page = await admin.get(await path());
    expect(page.status).toBe(200);
    expect(page.html).toContain('<a href="#attribute-capacity">Capacity</a>');
    expect(page.html).toMatch(/<td>L<\/td><td>Number<\/td><td>Yes<\/td><td>Yes<\/td>/);
  });

  it('saves names, unit, flags and choice labels, and adds a choice, audited', async () => {
    const before = await attribute('mounting');
    const answer = await admin.post(
      await path(),
      await attributeForm('mounting', {
        name: 'Mounting position',
        nameKn: 'ಅಳವಡಿಕೆ ಸ್ಥಾನ',
        'choices[0].label': 'Upright',
        newChoiceValue: 'ceiling',
        newChoiceLabel: 'Ceiling',
        filterable: '',
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('Mounting position has been saved.');
    const after = await attribute('mounting');
    expect(after.name).toBe('Mounting position');
    expect(after.nameKn).toBe('ಅಳವಡಿಕೆ ಸ್ಥಾನ');
    expect(after.filterable).toBe(false);
    expect(after.choices).toEqual([
      { ...before.choices[0], label: 'Upright' },
      before.choices[1],
      { value: 'ceiling', label: 'Ceiling' },
    ]);
    const [entry] = await auditFor(String(after.id));
    expect(entry).toMatchObject({ action: 'attribute.update', actorEmail: admin.email });

    // The same value again is refused under its field, and changes nothing.
    const again = await admin.post(
      await path(),
      await attributeForm('mounting', { newChoiceValue: 'ceiling', newChoiceLabel: 'Roof' }),
    );
    expect(again.status).toBe(400);
    expect(again.html).toContain(escapeHtml(ATTRIBUTE_MESSAGES.choiceValueTaken));
    expect((await attribute('mounting')).choices).toEqual(after.choices);
  });

  it('keeps the type while products have values', async () => {
    const before = await attribute('capacity');
    const answer = await admin.post(
      await path(),
      await attributeForm('capacity', { type: 'boolean', name: 'Volume' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.html).toContain(escapeHtml(ATTRIBUTE_MESSAGES.typeLocked));
    expect(await attribute('capacity')).toEqual(before);
    expect(await auditFor(String(before.id))).toEqual([]);
  });

  it('adds an attribute with a well-formed key, unique in its category', async () => {
    const bad = await admin.post(await path(), {
      intent: 'add',
      key: 'Tank Size',
      name: 'Tank size',
      type: 'number',
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain(escapeHtml(ATTRIBUTE_MESSAGES.key));
    const taken = await admin.post(await path(), {
      intent: 'add',
      key: 'capacity',
      name: 'Capacity again',
      type: 'number',
    });
    expect(taken.status).toBe(400);
    expect(taken.html).toContain(escapeHtml(ATTRIBUTE_MESSAGES.keyTaken));
    const noChoice = await admin.post(await path(), {
      intent: 'add',
      key: 'element',
      name: 'Element',
      type: 'choice',
    });
    expect(noChoice.status).toBe(400);
    expect(noChoice.html).toContain(escapeHtml(ATTRIBUTE_MESSAGES.choiceNeeded));

    const added = await admin.post(await path(), {
      intent: 'add',
      key: 'element',
      name: 'Heating element',
      nameKn: 'ಹೀಟಿಂಗ್ ಎಲಿಮೆಂಟ್',
      type: 'choice',
      comparable: 'on',
      newChoiceValue: 'copper',
      newChoiceLabel: 'Copper',
    });
    expect(added.status).toBe(200);
    expect(added.html).toContain('Heating element has been added to Instant Geysers.');
    const row = await attribute('element');
    expect(row).toMatchObject({
      type: 'choice',
      filterable: false,
      comparable: true,
      unit: null,
      choices: [{ value: 'copper', label: 'Copper' }],
    });
    expect((await auditFor(String(row.id)))[0]).toMatchObject({ action: 'attribute.create' });
    // Its products' editor shows it.
    const p = await geyser();
    expect((await staff.get(pathOf(p))).html).toMatch(/<select[^>]*name="spec:element"/);
  });
});
