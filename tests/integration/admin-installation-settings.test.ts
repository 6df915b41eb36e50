/**
 * Installation's settings in the back office (issue 35, item 1): the installed categories
 * with their price and visit length, a product's own answer on its edit page, and a
 * store's technicians (visits per slot, working days, holidays, served pincodes). Each
 * save is audited; bad input is refused under its field and changes nothing; nobody but
 * staff gets in; and the shop's answer (the pincode check's API, the slots) follows at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../app/modules/admin/schema.ts';
import {
  categories,
  productCategories,
  products,
  productVariants,
} from '../../app/modules/catalog/schema.ts';
import { stores } from '../../app/modules/content/schema.ts';
import { INSTALLATION_MESSAGES } from '../../app/modules/installation/messages.ts';
import {
  categoryInstallation,
  installationVisits,
  productInstallation,
  storeCapacity,
  storeHolidays,
  storePincodes,
} from '../../app/modules/installation/schema.ts';
import { addDays, todayInIndia } from '../../app/modules/installation/slots.ts';
import { orders } from '../../app/modules/order/schema.ts';
import { type Browser, browser, newEmail, signIn, verifiedAccount } from '../setup/browser.ts';
import { GUEST_FIELDS } from '../setup/guest-checkout.ts';
import { shopper } from '../setup/shopper.ts';
import { type StaffBrowser, staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const SETTINGS = '/admin/installation';
const TUMAKURU = '572101';
const TUMAKURU_STORES = ['KA-TUM-01', 'KA-TUM-02', 'KA-TUM-03'];
const storePage = (code: string) => `/admin/stores/${code}/installation`;

let server: TestServer;
let admin: StaffBrowser;
let staff: StaffBrowser;
const db = () => server.services.database.db;

interface Product {
  id: number;
  publicId: string;
  slug: string;
}
let geyser: Product;
let shoeRack: Product;
let geyserCategory: number;
let pumpCategory: number;

async function productIn(category: string): Promise<Product> {
  const [row] = await db()
    .select({ id: products.id, publicId: products.publicId, slug: products.slug })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(eq(categories.name, category), eq(products.active, true)))
    .limit(1);
  return row!;
}

async function categoryId(name: string): Promise<number> {
  const [row] = await db()
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, name));
  return row!.id;
}

async function storeId(code: string): Promise<number> {
  const [row] = await db().select({ id: stores.id }).from(stores).where(eq(stores.code, code));
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await staffBrowser(server, 'admin');
  staff = await staffBrowser(server, 'staff');
  geyser = await productIn('Instant Geysers');
  shoeRack = await productIn('Shoe Racks');
  geyserCategory = await categoryId('Instant Geysers');
  pumpCategory = await categoryId('Water Pumps');
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

async function auditOf(action: string, entityId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}

/** The pincode check's answer for a product, as the product page and apps ask it. */
async function offer(slug: string, pincode = TUMAKURU) {
  const answer = await shopper(server).call(
    'GET',
    `/api/v1/installation?product=${encodeURIComponent(slug)}&pincode=${pincode}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function slots(code: string) {
  const answer = await shopper(server).call('GET', `/api/v1/installation/slots?store=${code}`);
  return { status: answer.status, slots: answer.body.data as { date: string; slot: string }[] };
}

/** A form post with repeated fields (the Browser fixture takes a plain record). */
async function postForm(b: Browser, path: string, form: URLSearchParams) {
  const response = await server.fetch(path, {
    method: 'POST',
    body: form.toString(),
    headers: {
      cookie: [...b.jar].map(([name, value]) => `${name}=${value}`).join('; '),
      origin: server.url,
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
  return { status: response.status, html: (await response.text()).replaceAll('<!-- -->', '') };
}

/** The capacity form as posted: installs ticked, these places, these days ticked. */
function capacityForm(fields: { morning: string; afternoon: string; days: number[] }) {
  const form = new URLSearchParams({
    intent: 'capacity',
    installs: 'on',
    morning: fields.morning,
    afternoon: fields.afternoon,
  });
  for (const day of fields.days) form.append('workingDays', String(day));
  return form;
}

const saveCategory = (b: Browser, category: number, fields: Record<string, string>) =>
  b.post(SETTINGS, { intent: 'category', category: String(category), ...fields });

describe('installed categories', () => {
  it('lists the categories that hold goods, with their terms', async () => {
    const page = await admin.get(SETTINGS);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Instant Geysers');
    expect(page.html).toContain('Water Pumps');
    // A grouping says nothing about the goods: it is not offered.
    expect(page.html).not.toContain('>All Products<');
    expect(page.html).toContain('value="499"');
    expect(page.html).toContain('href="/admin/installation"');
  });

  it('saves a row’s price and length, in rupees with paise, and audits it', async () => {
    const saved = await saveCategory(staff, pumpCategory, {
      installed: 'on',
      price: '₹649.50',
      minutes: '150',
    });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain('Water Pumps is installed: ₹649.50, 150 min.');
    const [row] = await db()
      .select()
      .from(categoryInstallation)
      .where(eq(categoryInstallation.categoryId, pumpCategory));
    expect(row).toMatchObject({ pricePaise: 64_950, minutes: 150 });
    // The same again changes nothing, and logs nothing.
    const again = await saveCategory(staff, pumpCategory, {
      installed: 'on',
      price: '649.5',
      minutes: '150',
    });
    expect(again.html).toContain('Water Pumps is unchanged.');
    const entries = await auditOf('installation.category', String(pumpCategory));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: staff.email,
      entityType: 'category',
      before: { category: 'Water Pumps', pricePaise: 49_900, minutes: 120 },
      after: { category: 'Water Pumps', pricePaise: 64_950, minutes: 150 },
    });
  });

  it('refuses a negative or too high price, a visit of 5 minutes, an unknown category', async () => {
    for (const [fields, message] of [
      [{ price: '-5', minutes: '60' }, 'Please enter the price in rupees, from 0 (included)'],
      [{ price: '100000.01', minutes: '60' }, 'Please enter the price in rupees'],
      [{ price: '0', minutes: '5' }, 'Please enter a visit’s length in minutes, from 15 to 480.'],
      [{ price: '0', minutes: '481' }, 'Please enter a visit’s length in minutes'],
    ] as const) {
      const refused = await saveCategory(admin, geyserCategory, { installed: 'on', ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.html).toContain(message);
    }
    const unknown = await saveCategory(admin, 99_999_999, {
      installed: 'on',
      price: '0',
      minutes: '60',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('This category was not found');
    const [row] = await db()
      .select()
      .from(categoryInstallation)
      .where(eq(categoryInstallation.categoryId, geyserCategory));
    expect(row).toMatchObject({ pricePaise: 0, minutes: 60 });
    expect(await auditOf('installation.category', String(geyserCategory))).toEqual([]);
  });

  it('un-installs a category: the pincode check says it is not offered, until it is again', async () => {
    expect(await offer(geyser.slug)).toMatchObject({ available: true, pricePaise: 0 });
    // The boxes of a row not installed are not read.
    const off = await saveCategory(admin, geyserCategory, { price: 'nonsense', minutes: '' });
    expect(off.status).toBe(200);
    expect(off.html).toContain('Instant Geysers is no longer installed.');
    expect(await offer(geyser.slug)).toMatchObject({
      available: false,
      reason: INSTALLATION_MESSAGES.notOffered,
    });
    const on = await saveCategory(admin, geyserCategory, {
      installed: 'on',
      price: '0',
      minutes: '60',
    });
    expect(on.html).toContain('Instant Geysers is installed: included, 60 min.');
    expect(await offer(geyser.slug)).toMatchObject({ available: true, pricePaise: 0 });
    const entries = await auditOf('installation.category', String(geyserCategory));
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { category: 'Instant Geysers', installed: true, pricePaise: 0, minutes: 60 },
        { category: 'Instant Geysers', installed: false, pricePaise: null, minutes: null },
      ],
      [
        { category: 'Instant Geysers', installed: false, pricePaise: null, minutes: null },
        { category: 'Instant Geysers', installed: true, pricePaise: 0, minutes: 60 },
      ],
    ]);
  });
});

describe('a product’s own answer', () => {
  const edit = (product: Product) => `/admin/products/${product.publicId}`;
  const save = (product: Product, fields: Record<string, string>) =>
    staff.post(edit(product), { intent: 'installation', ...fields });

  async function ownRow(product: Product) {
    const [row] = await db()
      .select()
      .from(productInstallation)
      .where(eq(productInstallation.productId, product.id));
    return row ?? null;
  }

  it('shows what its category gives, or that none is installed', async () => {
    const page = await staff.get(edit(geyser));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Category: Instant Geysers, included, 60 min.');
    expect(page.html).toContain('As its category');
    expect((await staff.get(edit(shoeRack))).html).toContain('No installed category.');
  });

  it('installs it at its own price, keeps the category’s length, and the check says so', async () => {
    const saved = await save(geyser, { installation: 'own', price: '250', minutes: '' });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain('Installation saved: installed, ₹250, 60 min.');
    expect(await ownRow(geyser)).toMatchObject({
      offered: true,
      pricePaise: 25_000,
      minutes: null,
    });
    expect(await offer(geyser.slug)).toMatchObject({
      available: true,
      pricePaise: 25_000,
      minutes: 60,
    });
    const [entry] = await auditOf('installation.product', geyser.publicId);
    expect(entry).toMatchObject({
      actorEmail: staff.email,
      entityType: 'product',
      before: { installation: 'category', pricePaise: null },
      after: { installation: 'own', pricePaise: 25_000 },
    });
  });

  it('refuses a negative price or a visit of 5 minutes, and keeps what was saved', async () => {
    const negative = await save(geyser, { installation: 'own', price: '-1', minutes: '' });
    expect(negative.status).toBe(400);
    expect(negative.html).toContain('Please enter the price in rupees, from 0 (included)');
    const short = await save(geyser, { installation: 'own', price: '', minutes: '5' });
    expect(short.status).toBe(400);
    expect(short.html).toContain('Please enter a visit’s length in minutes, from 15 to 480.');
    const odd = await save(geyser, { installation: 'maybe' });
    expect(odd.status).toBe(400);
    expect(odd.html).toContain('Please choose how this product is installed.');
    expect(await ownRow(geyser)).toMatchObject({ offered: true, pricePaise: 25_000 });
    expect(await auditOf('installation.product', geyser.publicId)).toHaveLength(1);
  });

  it('is not installed, then as its category again (its row goes)', async () => {
    // What the boxes hold is not read unless it is installed on its own terms.
    const none = await save(geyser, { installation: 'none', price: '-1', minutes: '5' });
    expect(none.status).toBe(200);
    expect(await ownRow(geyser)).toMatchObject({ offered: false, pricePaise: null });
    expect(await offer(geyser.slug)).toMatchObject({
      available: false,
      reason: INSTALLATION_MESSAGES.notOffered,
    });
    const back = await save(geyser, { installation: 'category' });
    expect(back.html).toContain(
      'Installation saved: installed as Instant Geysers, included, 60 min.',
    );
    expect(await ownRow(geyser)).toBeNull();
    expect(await offer(geyser.slug)).toMatchObject({ available: true, pricePaise: 0 });
    expect(
      (await auditOf('installation.product', geyser.publicId)).map((entry) => entry.after),
    ).toEqual([
      { installation: 'own', pricePaise: 25_000 },
      { installation: 'none', pricePaise: null },
      { installation: 'category' },
    ]);
  });

  it('installs a product whose categories are not installed', async () => {
    expect(await offer(shoeRack.slug)).toMatchObject({ available: false });
    const saved = await save(shoeRack, { installation: 'own', price: '', minutes: '45' });
    expect(saved.html).toContain('Installation saved: installed, included, 45 min.');
    expect(await offer(shoeRack.slug)).toMatchObject({
      available: true,
      pricePaise: 0,
      minutes: 45,
    });
  });
});

describe('a store’s technicians', () => {
  const MYSURU = 'KA-MYS-01';

  it('is linked from the store’s page and shows its settings', async () => {
    expect((await admin.get('/admin/stores/KA-TUM-01')).html).toContain(
      'href="/admin/stores/KA-TUM-01/installation"',
    );
    const page = await admin.get(storePage('KA-TUM-01'));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Its technicians install');
    expect(page.html).toMatch(/The technicians serve \d+ pincodes?\./);
    expect(page.html).toContain('Serve the nearest pincodes');
    expect((await admin.get(storePage('KA-NONE-99'))).status).toBe(404);
  });

  it('takes no afternoon visits once its afternoons have no places', async () => {
    const before = await slots(MYSURU);
    expect(before.slots.some((slot) => slot.slot === 'afternoon')).toBe(true);
    const saved = await postForm(
      admin,
      storePage(MYSURU),
      capacityForm({ morning: '3', afternoon: '0', days: [1, 2, 3, 4, 5, 6] }),
    );
    expect(saved.status).toBe(200);
    expect(saved.html).toContain(
      'Saved: 3 visits a morning and 0 an afternoon, Monday to Saturday.',
    );
    const after = await slots(MYSURU);
    expect(after.slots.length).toBeGreaterThan(0);
    expect(after.slots.every((slot) => slot.slot === 'morning')).toBe(true);
    const [entry, ...more] = await auditOf('installation.store', MYSURU);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      entityType: 'store',
      before: { morning: 2, afternoon: 2 },
      after: { morning: 3, afternoon: 0 },
    });
  });

  it('refuses 99 places, no working day, and changes nothing', async () => {
    const id = await storeId(MYSURU);
    const stored = async () =>
      (await db().select().from(storeCapacity).where(eq(storeCapacity.storeId, id)))[0];
    const was = await stored();
    const tooMany = await postForm(
      admin,
      storePage(MYSURU),
      capacityForm({ morning: '99', afternoon: '-1', days: [1] }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.html).toContain('Please enter the visits a morning can take, from 0 to 20.');
    expect(tooMany.html).toContain('Please enter the visits an afternoon can take, from 0 to 20.');
    const noDays = await postForm(
      admin,
      storePage(MYSURU),
      capacityForm({ morning: '2', afternoon: '2', days: [] }),
    );
    expect(noDays.status).toBe(400);
    expect(noDays.html).toContain('Please choose the days its technicians work.');
    const oddDay = await postForm(
      admin,
      storePage(MYSURU),
      capacityForm({ morning: '2', afternoon: '2', days: [7] }),
    );
    expect(oddDay.status).toBe(400);
    expect(await stored()).toEqual(was);
    expect(await auditOf('installation.store', MYSURU)).toHaveLength(1);
  });

  it('keeps a holiday free of visits, refuses a day that does not exist, and removes it', async () => {
    const [first] = (await slots(MYSURU)).slots;
    const day = first!.date;
    const added = await admin.post(storePage(MYSURU), {
      intent: 'holiday',
      day,
      name: 'Dasara',
    });
    expect(added.status).toBe(200);
    expect(added.html).toMatch(/The holiday on [^<]+ has been added\./);
    expect((await slots(MYSURU)).slots.some((slot) => slot.date === day)).toBe(false);
    expect((await admin.get(storePage(MYSURU))).html).toContain('Dasara');

    const impossible = await admin.post(storePage(MYSURU), {
      intent: 'holiday',
      day: '2026-02-30',
      name: 'Nowhere',
    });
    expect(impossible.status).toBe(400);
    expect(impossible.html).toContain('Please choose a date.');
    const rows = () =>
      db()
        .select({ day: storeHolidays.day })
        .from(storeHolidays)
        .innerJoin(stores, eq(stores.id, storeHolidays.storeId))
        .where(eq(stores.code, MYSURU));
    expect(await rows()).toEqual([{ day }]);

    const removed = await admin.post(storePage(MYSURU), { intent: 'remove-holiday', day });
    expect(removed.status).toBe(200);
    expect(await rows()).toEqual([]);
    expect((await slots(MYSURU)).slots.some((slot) => slot.date === day)).toBe(true);
    const gone = await admin.post(storePage(MYSURU), { intent: 'remove-holiday', day });
    expect(gone.status).toBe(404);
    expect(
      (await auditOf('installation.store-holiday', MYSURU)).map((entry) => [
        entry.before,
        entry.after,
      ]),
    ).toEqual([
      [null, { day, name: 'Dasara' }],
      [{ day, name: 'Dasara' }, null],
    ]);
  });

  it('stops installing only when no visit is booked ahead with it', async () => {
    const code = 'KA-HAS-01';
    const id = await storeId(code);
    const orderId = await placedOrder();
    const [visit] = await db()
      .insert(installationVisits)
      .values({
        orderId,
        storeId: id,
        state: 'booked',
        day: addDays(todayInIndia(new Date()), 3),
        slot: 'morning',
        minutes: 60,
      })
      .returning({ id: installationVisits.id });
    // A holiday on its day leaves it booked, and says so.
    const holiday = await admin.post(storePage(code), {
      intent: 'holiday',
      day: addDays(todayInIndia(new Date()), 3),
      name: 'Store repairs',
    });
    expect(holiday.html).toContain(
      'Visits booked that day stay booked (1): please move them with the customers.',
    );
    const stop = () => admin.post(storePage(code), { intent: 'capacity' });
    const refused = await stop();
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('Visits are booked with this store from today on');
    expect(
      await db().select().from(storeCapacity).where(eq(storeCapacity.storeId, id)),
    ).toHaveLength(1);

    await db()
      .update(installationVisits)
      .set({ state: 'done' })
      .where(eq(installationVisits.id, visit!.id));
    const stopped = await stop();
    expect(stopped.status).toBe(200);
    expect(stopped.html).toContain('This store no longer installs.');
    expect((await slots(code)).status).toBe(404);
    expect((await auditOf('installation.store', code))[0]).toMatchObject({
      before: { installs: true, morning: 2 },
      after: { installs: false, morning: null },
    });
  });

  it('is the admins’: staff get 403', async () => {
    expect((await staff.get(storePage(MYSURU))).status).toBe(403);
    expect((await staff.post(storePage(MYSURU), { intent: 'nearest' })).status).toBe(403);
  });
});

describe('a store’s pincodes', () => {
  async function servedBy(code: string): Promise<string[]> {
    const rows = await db()
      .select({ pincode: storePincodes.pincode })
      .from(storePincodes)
      .innerJoin(stores, eq(stores.id, storePincodes.storeId))
      .where(eq(stores.code, code))
      .orderBy(storePincodes.pincode);
    return rows.map((row) => row.pincode);
  }

  it('names each bad line, and saves nothing', async () => {
    const was = await servedBy('KA-TUM-01');
    const refused = await admin.post(storePage('KA-TUM-01'), {
      intent: 'pincodes',
      pincodes: '572101\n57210\n572102, 072103\n\nabc',
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(
      'Each pincode is 6 digits, the first not 0. Please correct line 2 (57210), line 3 (072103) and line 5 (abc).',
    );
    expect(await servedBy('KA-TUM-01')).toEqual(was);
    expect(await auditOf('installation.store-pincodes', 'KA-TUM-01')).toEqual([]);
  });

  it('saves a list typed any way, repeats once, and warns of a pincode we do not deliver to', async () => {
    const saved = await admin.post(storePage('KA-TUM-02'), {
      intent: 'pincodes',
      pincodes: ' 572102, 572102\r\n572103 ; 999999\n',
    });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain('Saved: the technicians serve 3 pincodes.');
    expect(await servedBy('KA-TUM-02')).toEqual(['572102', '572103', '999999']);
    const page = await admin.get(storePage('KA-TUM-02'));
    expect(page.html).toContain('We do not deliver to 1 of them');
    expect(page.html).toContain('no order from there comes to be installed: 999999.');
    expect((await auditOf('installation.store-pincodes', 'KA-TUM-02'))[0]).toMatchObject({
      actorEmail: admin.email,
      after: { serves: 3, added: expect.arrayContaining(['999999']) },
    });
  });

  it('leaves a pincode no store serves unserved, until the nearest pincodes are served again', async () => {
    const tum01 = await servedBy('KA-TUM-01');
    expect(tum01).toContain(TUMAKURU);
    for (const code of TUMAKURU_STORES) {
      const rest = (await servedBy(code)).filter((pincode) => pincode !== TUMAKURU);
      const saved = await admin.post(storePage(code), {
        intent: 'pincodes',
        pincodes: rest.join('\n'),
      });
      expect(saved.status, code).toBe(200);
    }
    expect(await offer(geyser.slug)).toMatchObject({
      available: false,
      store: null,
      reason: INSTALLATION_MESSAGES.notServed,
    });

    const nearest = await admin.post(storePage('KA-TUM-01'), { intent: 'nearest' });
    expect(nearest.status).toBe(200);
    expect(nearest.html).toContain(`The technicians now serve the ${tum01.length} pincode`);
    expect(await servedBy('KA-TUM-01')).toEqual(tum01);
    expect(await offer(geyser.slug)).toMatchObject({
      available: true,
      store: { id: 'KA-TUM-01' },
    });
    // Another store's list is its own: KA-TUM-02's typed list stays.
    expect(await servedBy('KA-TUM-02')).toEqual(['572102', '572103', '999999']);
    const again = await admin.post(storePage('KA-TUM-01'), { intent: 'nearest' });
    expect(again.html).toContain('The technicians already serve the');
  });
});

describe('who may', () => {
  it('answers 404 to guests and shoppers, and changes nothing', async () => {
    const account = await verifiedAccount(server, 'curious');
    const signedIn = browser(server);
    await signIn(signedIn, account.email);
    const before = await db().select().from(categoryInstallation);
    for (const visitor of [browser(server), signedIn]) {
      for (const path of [SETTINGS, storePage('KA-TUM-01')]) {
        expect((await visitor.get(path)).status, path).toBe(404);
      }
      const posts: [string, Record<string, string>][] = [
        [SETTINGS, { intent: 'category', category: String(pumpCategory) }],
        [storePage('KA-TUM-01'), { intent: 'pincodes', pincodes: '' }],
        [`/admin/products/${geyser.publicId}`, { intent: 'installation', installation: 'none' }],
      ];
      for (const [path, form] of posts) {
        expect((await visitor.post(path, form)).status, path).toBe(404);
      }
    }
    expect(await db().select().from(categoryInstallation)).toEqual(before);
    expect(
      await db()
        .select()
        .from(productInstallation)
        .where(eq(productInstallation.productId, geyser.id)),
    ).toEqual([]);
  });
});

/** A cash order to Tumakuru through the API, for a visit to hang on; its row id. */
async function placedOrder(): Promise<number> {
  const [variant] = await db()
    .select({ publicId: productVariants.publicId, id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, shoeRack.id), eq(productVariants.active, true)))
    .limit(1);
  await db().update(productVariants).set({ stock: 50 }).where(eq(productVariants.id, variant!.id));
  const owner = shopper(server);
  const added = await owner.call('POST', '/api/v1/cart/lines', {
    variantId: variant!.publicId,
    quantity: 1,
  });
  expect(added.status).toBe(200);
  const placed = await owner.call('POST', '/api/v1/checkout/orders', {
    ...GUEST_FIELDS,
    email: newEmail('fitted'),
    paymentMethod: 'cod',
    idempotencyKey: `installation-settings-${Date.now()}-abcdefgh`,
  });
  expect(placed.status).toBe(201);
  const [order] = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.publicId, placed.body.data.order.id));
  return order!.id;
}
