/**
 * Content and shopper messages in the back office: stores (add, edit, hide), the home
 * page's slides and videos, serviceable pincodes (one by one and by CSV), contact
 * messages marked handled, and the CSV exports — staff and admins only, audited, and
 * followed by the storefront on its next view.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../app/modules/admin/schema.ts';
import { sliders, stores } from '../../app/modules/content/schema.ts';
import {
  contactMessages,
  newsletterSubscribers,
  surveyAnswers,
} from '../../app/modules/engagement/schema.ts';
import { serviceablePincodes } from '../../app/modules/shipping/schema.ts';
import { browser, signIn, verifiedAccount } from '../setup/browser.ts';
import { type StaffBrowser, staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let admin: StaffBrowser;
let staff: StaffBrowser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await staffBrowser(server, 'admin');
  staff = await staffBrowser(server, 'staff');
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

const db = () => server.services.database.db;

const STORE = {
  code: 'tst-99',
  name: 'Gruha Test Store',
  address: '1, Market Road',
  town: 'Hassan',
  district: 'Hassan',
  pincode: '573201',
  phone: '9845011122',
  latitude: '13.0072',
  longitude: '76.0962',
  image: '/media/stores/store-01.webp',
  mapsLink: 'https://www.google.com/maps?q=13.0072,76.0962',
  position: '500',
  active: 'on',
};

async function auditOf(entityType: string, entityId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}

describe('stores', () => {
  it('adds a store that shows on /stores, then hides it', async () => {
    const added = await admin.post('/admin/stores/new', STORE);
    expect(added.status).toBe(302);
    expect(added.location).toBe('/admin/stores/TST-99?saved');
    expect((await browser(server).get('/stores')).html).toContain('Gruha Test Store');

    const hidden = await admin.post('/admin/stores/TST-99', {
      ...STORE,
      code: 'TST-99',
      active: '',
    });
    expect(hidden.status).toBe(302);
    const page = await browser(server).get('/stores');
    expect(page.html).not.toContain('Gruha Test Store');
    const api = await browser(server).get('/api/v1/stores');
    expect(api.body).not.toContain('TST-99');
    const [row] = await db().select().from(stores).where(eq(stores.code, 'TST-99'));
    expect(row!.active).toBe(false);
    // Typed as 10 digits, kept as the locator shows phone numbers.
    expect(row!.phone).toBe('+91 98450 11122');
    expect((await auditOf('store', 'TST-99')).map((entry) => entry.action)).toEqual([
      'store.create',
      'store.update',
    ]);
    expect((await auditOf('store', 'TST-99'))[1]).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
  });

  it('puts every message under its field and saves nothing', async () => {
    const refused = await admin.post('/admin/stores/new', {
      ...STORE,
      code: 'x',
      pincode: '12',
      phone: '12345',
      latitude: '91',
      mapsLink: 'javascript:alert(1)',
      image: '/media/../etc/passwd',
    });
    expect(refused.status).toBe(400);
    for (const message of [
      'Please enter a store code of 2 to 20 capital letters',
      'Please enter a 6-digit pincode.',
      'Please enter a 10-digit phone number, e.g. +91 98450 72101.',
      'Please enter a latitude in India',
      'Please enter an https:// link to the store on a map.',
      'Please enter the path of an image under /media/',
    ]) {
      expect(refused.html).toContain(message);
    }
    const taken = await admin.post('/admin/stores/new', { ...STORE, code: 'TST-99' });
    expect(taken.status).toBe(409);
    expect(taken.html).toContain('Another store already has this code.');
  });

  it('is the admins’: staff get 403, shoppers and guests 404', async () => {
    expect((await staff.get('/admin/stores')).status).toBe(403);
    expect((await staff.post('/admin/stores/new', STORE)).status).toBe(403);
    expect((await browser(server).get('/admin/stores/TST-99')).status).toBe(404);
  });
});

describe('the home page', () => {
  it('hides a slide and moves it back', async () => {
    const [slide] = await db().select().from(sliders).where(eq(sliders.active, true)).limit(1);
    const home = () => browser(server).get('/');
    expect((await home()).html).toContain(slide!.image);
    const saved = await admin.post('/admin/home-content', {
      kind: 'slide',
      id: String(slide!.id),
      position: String(slide!.position),
    });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain('The slide has been saved.');
    expect((await home()).html).not.toContain(slide!.image);
    await admin.post('/admin/home-content', {
      kind: 'slide',
      id: String(slide!.id),
      position: String(slide!.position),
      active: 'on',
    });
    expect((await home()).html).toContain(slide!.image);
    const bad = await admin.post('/admin/home-content', { kind: 'slide', id: '1', position: '-3' });
    expect(bad.status).toBe(400);
    const unknown = await admin.post('/admin/home-content', {
      kind: 'video',
      id: '999999',
      position: '1',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('pincodes', () => {
  async function codAt(pincode: string) {
    const answer = await browser(server).get(`/api/v1/pincodes/${pincode}`);
    return JSON.parse(answer.body).data as { deliverable: boolean; codAvailable: boolean };
  }

  it('turns cash on delivery on for a pincode, and the next check offers it', async () => {
    expect((await codAt('110001')).codAvailable).toBe(false);
    const saved = await admin.post('/admin/pincodes', {
      intent: 'save',
      pincode: '110001',
      city: 'New Delhi',
      district: 'New Delhi',
      state: 'Delhi',
      deliverable: 'on',
      codAvailable: 'on',
      deliveryDays: '7',
    });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain('Pincode 110001 has been saved.');
    expect((await codAt('110001')).codAvailable).toBe(true);
    expect((await auditOf('pincode', '110001'))[0]).toMatchObject({
      action: 'pincode.update',
      before: { codAvailable: false, deliveryDays: expect.any(Number) },
      after: { codAvailable: true, deliveryDays: 7 },
    });
  });

  function upload(b: StaffBrowser, csv: string) {
    const form = new FormData();
    form.set('file', new File([csv], 'pincodes.csv', { type: 'text/csv' }));
    return server.fetch('/admin/pincodes', {
      method: 'POST',
      body: form,
      headers: { origin: server.url, cookie: `sid=${b.cookie('sid')}` },
    });
  }

  it('imports a CSV, and refuses the whole file for one bad row', async () => {
    const header = 'pincode,city,district,state,deliverable,cod_available,delivery_days';
    const bad = await upload(
      admin,
      `${header}\n799998,Agartala,West Tripura,Tripura,yes,yes,3\n57700,Bad,Bad,Karnataka,maybe,yes,99\n`,
    );
    expect(bad.status).toBe(400);
    const text = (await bad.text()).replaceAll('<!-- -->', '');
    expect(text).toContain('Nothing was imported:');
    expect(text).toContain('Row 3: deliverable must be yes or no.');
    expect(text).toContain('Row 3: Please enter a 6-digit pincode.');
    expect(text).toContain('Row 3: Please enter the delivery time in days, from 1 to 30.');
    const none = await db()
      .select()
      .from(serviceablePincodes)
      .where(eq(serviceablePincodes.pincode, '799998'));
    expect(none).toEqual([]);

    const good = await upload(
      admin,
      `${header}\n799998,Agartala,West Tripura,Tripura,yes,yes,3\n560001,Bengaluru,Bengaluru Urban,Karnataka,yes,no,2\n`,
    );
    expect(good.status).toBe(200);
    expect((await good.text()).replaceAll('<!-- -->', '')).toContain(
      'Imported: 1 added, 1 changed',
    );
    expect((await codAt('799998')).codAvailable).toBe(true);
    expect((await codAt('560001')).codAvailable).toBe(false);
    const missing = await upload(admin, 'pincode,city\n799997,X\n');
    expect(missing.status).toBe(400);
  });
});

describe('shopper messages', () => {
  it('marks a message handled, recording who and when; staff may, shoppers may not', async () => {
    const [message] = await db()
      .insert(contactMessages)
      .values({
        name: 'Lakshmi',
        email: 'lakshmi@example.com',
        phone: '9845000001',
        subject: 'Geyser installation',
        message: 'When can you install?',
      })
      .returning();
    const list = await staff.get('/admin/messages?handled=no');
    expect(list.html).toContain('Geyser installation');
    const marked = await staff.post('/admin/messages', { id: String(message!.id), handled: 'yes' });
    expect(marked.status).toBe(200);
    const [row] = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, message!.id));
    expect(row!.handledAt).not.toBeNull();
    expect((await staff.get('/admin/messages?handled=no')).html).not.toContain(
      'Geyser installation',
    );
    expect((await staff.get('/admin/messages?handled=yes')).html).toContain(staff.email);
    expect((await auditOf('contact_message', String(message!.id)))[0]).toMatchObject({
      action: 'contact_message.handled',
      actorEmail: staff.email,
    });

    const account = await verifiedAccount(server, 'nosy');
    const shopper = browser(server);
    await signIn(shopper, account.email);
    for (const visitor of [browser(server), shopper]) {
      expect((await visitor.get('/admin/messages')).status).toBe(404);
      expect(
        (await visitor.post('/admin/messages', { id: String(message!.id), handled: 'no' })).status,
      ).toBe(404);
      for (const file of ['messages.csv', 'survey.csv', 'subscribers.csv']) {
        expect((await visitor.get(`/admin/export/${file}`)).status).toBe(404);
      }
    }
  });

  it('exports each list as CSV with formulas neutralised', async () => {
    await db().insert(surveyAnswers).values({
      name: '=HYPERLINK("http://evil.example","click")',
      phone: '9845000002',
      interest: 'Chimneys',
    });
    await db()
      .insert(newsletterSubscribers)
      .values({ email: 'reader@example.com', unsubscribeToken: 'tok-reader-123456789' });
    const survey = await staff.get('/admin/export/survey.csv');
    expect(survey.status).toBe(200);
    expect(survey.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(survey.headers['content-disposition']).toBe('attachment; filename="survey-answers.csv"');
    expect(survey.headers['cache-control']).toBe('private, no-store');
    const lines = survey.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('received,name,phone,interest');
    expect(survey.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    const subscribers = await staff.get('/admin/export/subscribers.csv?status=active');
    expect(subscribers.body).toContain('reader@example.com');
    const messages = await staff.get('/admin/export/messages.csv');
    expect(messages.body).toContain('Geyser installation');
    expect((await staff.get('/admin/export/passwords.csv')).status).toBe(404);
  });
});
