/**
 * 'I need a GST invoice' (issue 34): the checkout (page without JavaScript, and the API)
 * takes the business name and a GSTIN whose check character is right; the order keeps
 * them, the account remembers them for the next checkout, the invoice prints them and its
 * tax follows the GSTIN's state; staff correct them until the order ships, audited.
 */
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../app/modules/admin/schema.ts';
import { orders } from '../../app/modules/order/schema.ts';
import { browser, signIn, verifiedAccount } from '../setup/browser.ts';
import { atCheckout, GUEST_FIELDS, variantInStock } from '../setup/guest-checkout.ts';
import { type Shopper, shopper } from '../setup/shopper.ts';
import { type StaffBrowser, staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let variant: string;
const db = () => server.services.database.db;
/** Registered in Maharashtra: an inter-state supply from Karnataka, wherever it is delivered. */
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

beforeAll(async () => {
  server = await startTestServer();
  variant = await variantInStock(server);
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

async function orderRow(publicId: string) {
  const [row] = await db().select().from(orders).where(eq(orders.publicId, publicId));
  return row!;
}

async function invoiceText(s: Shopper, orderId: string) {
  const response = await server.fetch(`/api/v1/orders/${orderId}/invoice`, {
    headers: { cookie: `sid=${s.token}` },
  });
  expect(response.status).toBe(200);
  const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), {
    mergePages: true,
  });
  return text;
}

describe('the checkout page', () => {
  it('refuses a bad GSTIN or a missing business name, places nothing, and keeps a good one on the order and the account', async () => {
    const account = await verifiedAccount(server, 'gst-buyer');
    const b = browser(server);
    await signIn(b, account.email);
    const idempotencyKey = await atCheckout(b, variant);
    const page = await b.get('/checkout');
    expect(page.html).toContain('I need a GST invoice');
    const form = {
      ...GUEST_FIELDS,
      email: account.email,
      paymentMethod: 'cod',
      idempotencyKey,
      gstInvoice: 'on',
    };
    const before = (await db().select({ id: orders.id }).from(orders)).length;
    const badCheck = await b.post('/checkout', {
      ...form,
      businessName: 'Hotel Sahyadri',
      gstin: '27AAPFU0939F1ZW',
    });
    expect(badCheck.status).toBe(400);
    expect(badCheck.html).toContain('Please enter a valid GSTIN.');
    const noName = await b.post('/checkout', {
      ...form,
      businessName: ' ',
      gstin: MAHARASHTRA_GSTIN,
    });
    expect(noName.status).toBe(400);
    expect(noName.html).toContain('Please enter the business name as registered for GST.');
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(before);

    const placed = await b.post('/checkout', {
      ...form,
      businessName: '  Hotel Sahyadri ',
      gstin: '27 aapfu 0939 f1zv',
    });
    expect(placed.status).toBe(302);
    const publicId = /order=([a-z0-9]+)/.exec(placed.location!)?.[1] ?? '';
    const row = await orderRow(publicId);
    expect(row).toMatchObject({ businessName: 'Hotel Sahyadri', gstin: MAHARASHTRA_GSTIN });

    // The next checkout offers them again, ticked.
    await b.post('/cart', { intent: 'add', variantId: variant, quantity: '1' });
    const next = await b.get('/checkout');
    expect(next.html).toContain(`value="${MAHARASHTRA_GSTIN}"`);
    expect(next.html).toMatch(/<input [^>]*name="gstInvoice"[^>]*checked=""/);
  });

  it('an unticked box keeps no GST details, whatever the fields say', async () => {
    const b = browser(server);
    const idempotencyKey = await atCheckout(b, variant);
    const placed = await b.post('/checkout', {
      ...GUEST_FIELDS,
      paymentMethod: 'cod',
      idempotencyKey,
      businessName: 'Left over',
      gstin: 'not even checked',
    });
    expect(placed.status).toBe(302);
    const publicId = /order=([a-z0-9]+)/.exec(placed.location!)?.[1] ?? '';
    expect(await orderRow(publicId)).toMatchObject({ businessName: null, gstin: null });
  });
});

describe('the API and the invoice', () => {
  it('takes gstInvoice, gstin and businessName; the order carries them; the invoice prints them and taxes by the GSTIN state', async () => {
    const s = shopper(server);
    expect(
      (await s.call('POST', '/api/v1/cart/lines', { variantId: variant, quantity: 1 })).status,
    ).toBe(200);
    const body = {
      ...GUEST_FIELDS,
      paymentMethod: 'cod',
      gstInvoice: true,
      businessName: 'Hotel Sahyadri',
    };
    const refused = await s.call('POST', '/api/v1/checkout/orders', {
      ...body,
      gstin: '29AAGCG1234H1Z0',
      idempotencyKey: 'gst-api-refused-0001',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.gstin).toBe('Please enter a valid GSTIN.');

    const placed = await s.call('POST', '/api/v1/checkout/orders', {
      ...body,
      gstin: MAHARASHTRA_GSTIN,
      idempotencyKey: 'gst-api-placed-0001',
    });
    expect(placed.status).toBe(201);
    const { order } = placed.body.data;
    expect(order).toMatchObject({ businessName: 'Hotel Sahyadri', gstin: MAHARASHTRA_GSTIN });
    const fetched = await s.call('GET', `/api/v1/orders/${order.id}`);
    expect(fetched.body.data).toMatchObject({ gstin: MAHARASHTRA_GSTIN });

    // Delivered to Tumakuru (Karnataka), billed to a Maharashtra business: IGST.
    const text = await invoiceText(s, order.id);
    expect(text).toContain('Hotel Sahyadri');
    expect(text).toContain(`GSTIN: ${MAHARASHTRA_GSTIN}`);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
  });
});

describe('staff', () => {
  let admin: StaffBrowser;
  beforeAll(async () => {
    admin = await staffBrowser(server);
  });

  it('correct the GST details before the invoice is issued, audited; an issued one stands', async () => {
    const place = async (paymentMethod: string) => {
      const b = browser(server);
      const idempotencyKey = await atCheckout(b, variant);
      const placed = await b.post('/checkout', { ...GUEST_FIELDS, paymentMethod, idempotencyKey });
      expect(placed.status).toBe(302);
      return /(?:order=|pay\/)([a-z0-9]+)/.exec(placed.location!)?.[1] ?? '';
    };
    // Online, not paid yet: no invoice yet.
    const unpaid = await place('payNow');
    const page = `/admin/orders/${unpaid}`;
    expect((await admin.get(page)).html).toContain('No GST invoice was asked for.');
    const bad = await admin.post(page, {
      intent: 'gst-buyer',
      businessName: 'Gruha Stays',
      gstin: '29AAHCG4821K1ZC',
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Please enter a valid GSTIN.');
    const saved = await admin.post(page, {
      intent: 'gst-buyer',
      businessName: 'Gruha Stays',
      gstin: '29aahcg4821k1zb',
    });
    expect(saved.html).toContain('The GST details have been saved.');
    const row = await orderRow(unpaid);
    expect(row).toMatchObject({ businessName: 'Gruha Stays', gstin: '29AAHCG4821K1ZB' });
    const [audit] = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, row.orderNumber));
    expect(audit).toMatchObject({ action: 'order.gst' });

    // Cash on delivery: its invoice is issued as it is placed.
    const cod = await place('cod');
    const late = await admin.post(`/admin/orders/${cod}`, {
      intent: 'gst-buyer',
      businessName: 'Too Late Ltd',
      gstin: '29AAHCG4821K1ZB',
    });
    expect(late.status).toBe(409);
    expect(late.html).toContain(
      'The invoice has been issued: its GST details can no longer change.',
    );
    expect(await orderRow(cod)).toMatchObject({ gstin: null });
  });
});
