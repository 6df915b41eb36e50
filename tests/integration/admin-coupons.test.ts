/**
 * The back office's offers (issue 33), through its forms without JavaScript: an admin
 * makes, edits and pauses a code and sets the prepaid offer, each in the audit log; the
 * usage report and its CSV list the orders; staff without the capability see nothing.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_FORM_MESSAGES } from '../../app/modules/admin/coupon-validation.ts';
import { auditLog } from '../../app/modules/admin/schema.ts';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import { couponProducts, coupons, prepaidOffer } from '../../app/modules/offers/schema.ts';
import { shopper } from '../setup/shopper.ts';
import { type StaffBrowser, staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let admin: StaffBrowser;
let staff: StaffBrowser;
const db = () => server.services.database.db;

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

const diwali = {
  intent: 'save',
  code: 'diwali10',
  kind: 'percent',
  percent: '10',
  maxDiscount: '1000',
  minOrder: '5000',
  validFrom: '2026-10-20T00:00',
  validTo: '2027-11-05T00:00',
  totalUses: '',
  usesPerCustomer: '1',
  description: 'Diwali: 10% off',
  shown: 'on',
};

async function lastAudit() {
  const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return entry!;
}

describe('coupon codes in the back office', () => {
  it('makes a code from the form, in capitals, with its window in IST', async () => {
    const made = await admin.post('/admin/coupons/new', diwali);
    expect(made.status).toBe(302);
    expect(made.location).toBe('/admin/coupons/DIWALI10?saved');
    const [row] = await db().select().from(coupons).where(eq(coupons.code, 'DIWALI10'));
    expect(row).toMatchObject({
      kind: 'percent',
      percent: 10,
      maxDiscountPaise: 1_000_00,
      minOrderPaise: 5_000_00,
      usesPerCustomer: 1,
      totalUses: null,
      shown: true,
    });
    expect(row!.validFrom?.toISOString()).toBe('2026-10-19T18:30:00.000Z');
    expect(await lastAudit()).toMatchObject({ action: 'coupon.create', entityId: 'DIWALI10' });
    const page = await admin.get('/admin/coupons');
    expect(page.html).toContain('DIWALI10');
    expect(page.html).toContain('10% off up to ₹1,000, on ₹5,000 or more');
  });

  it('refuses a taken code, a percent without its figure, a window the wrong way, unknown products', async () => {
    const taken = await admin.post('/admin/coupons/new', { ...diwali, code: 'DIWALI10' });
    expect(taken.status).toBe(409);
    expect(taken.html).toContain(COUPON_FORM_MESSAGES.codeTaken);
    const bad = await admin.post('/admin/coupons/new', {
      ...diwali,
      code: 'BAD1',
      percent: '',
      validTo: '2026-10-01T00:00',
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain(COUPON_FORM_MESSAGES.percent);
    expect(bad.html).toContain(COUPON_FORM_MESSAGES.window);
    const products = await admin.post('/admin/coupons/new', {
      ...diwali,
      code: 'BAD2',
      products: 'NO-SUCH-CODE',
    });
    expect(products.status).toBe(400);
    expect(products.html).toContain('No product has these codes: NO-SUCH-CODE.');
    const made = await db().select().from(coupons).where(sql`${coupons.code} like 'BAD%'`);
    expect(made).toHaveLength(0);
  });

  it('edits a code (scope by product code too), pauses and resumes it, all audited', async () => {
    const [variant] = await db()
      .select({ code: productVariants.productCode, productId: productVariants.productId })
      .from(productVariants)
      .limit(1);
    const saved = await admin.post('/admin/coupons/DIWALI10', {
      ...diwali,
      code: 'DIWALI10',
      kind: 'flat',
      amount: '750',
      percent: '',
      maxDiscount: '',
      products: variant!.code,
    });
    expect(saved.status).toBe(302);
    const [row] = await db().select().from(coupons).where(eq(coupons.code, 'DIWALI10'));
    expect(row).toMatchObject({
      kind: 'flat',
      amountPaise: 750_00,
      percent: null,
      maxDiscountPaise: null,
    });
    const scope = await db()
      .select()
      .from(couponProducts)
      .where(eq(couponProducts.couponId, row!.id));
    expect(scope.map((s) => s.productId)).toEqual([variant!.productId]);
    expect(await lastAudit()).toMatchObject({ action: 'coupon.update' });

    expect((await admin.post('/admin/coupons/DIWALI10', { intent: 'pause' })).status).toBe(200);
    expect((await db().select().from(coupons).where(eq(coupons.id, row!.id)))[0]?.paused).toBe(
      true,
    );
    expect(await lastAudit()).toMatchObject({ action: 'coupon.pause', entityId: 'DIWALI10' });
    // A paused code is no code to a shopper.
    const s = shopper(server);
    const refused = await s.call('POST', '/api/v1/cart/coupon', { code: 'DIWALI10' });
    expect(refused.body.error.message).toBe('This code does not exist.');
    await admin.post('/admin/coupons/DIWALI10', { intent: 'resume' });
    expect(await lastAudit()).toMatchObject({ action: 'coupon.resume' });
  });

  it('lists its orders in the usage report and the CSV', async () => {
    await db()
      .update(coupons)
      .set({ kind: 'percent', percent: 5, amountPaise: null, minOrderPaise: 0 })
      .where(eq(coupons.code, 'DIWALI10'));
    await db().delete(couponProducts);
    const [variant] = await db()
      .select({ id: productVariants.publicId })
      .from(productVariants)
      .where(sql`${productVariants.stock} > 0 and ${productVariants.active}`)
      .limit(1);
    const s = shopper(server);
    const placed = await s.call('POST', '/api/v1/checkout/orders', {
      email: 'report@example.com',
      phone: '9845000111',
      firstName: 'Ravi',
      lastName: 'K',
      country: 'India',
      address: '1, Main Road',
      address2: '',
      city: 'Tumakuru',
      state: 'Karnataka',
      zip: '572101',
      paymentMethod: 'cod',
      idempotencyKey: `report-${Date.now()}-abcdefghij`,
      buy: variant!.id,
      qty: 1,
      couponCode: 'diwali10',
    });
    expect(placed.status).toBe(201);
    const number = placed.body.data.order.orderNumber;
    const page = await admin.get('/admin/coupons/DIWALI10');
    expect(page.html).toContain(number);
    expect(page.html).toContain('report@example.com');
    const csv = await admin.get('/admin/coupons/DIWALI10/uses.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(number);
  });

  it('sets the prepaid offer, audited', async () => {
    const saved = await admin.post('/admin/coupons', { percent: '5', maxDiscount: '200' });
    expect(saved.status).toBe(302);
    expect((await db().select().from(prepaidOffer))[0]).toMatchObject({
      percent: 5,
      maxDiscountPaise: 200_00,
    });
    expect(await lastAudit()).toMatchObject({ action: 'prepaid-offer.update' });
    const tooMuch = await admin.post('/admin/coupons', { percent: '80', maxDiscount: '' });
    expect(tooMuch.status).toBe(400);
    await admin.post('/admin/coupons', { percent: '0', maxDiscount: '' });
  });

  it("is an admin's: staff are refused (403), and nothing is made", async () => {
    for (const path of [
      '/admin/coupons',
      '/admin/coupons/new',
      '/admin/coupons/DIWALI10',
      '/admin/coupons/DIWALI10/uses.csv',
    ]) {
      expect((await staff.get(path)).status, path).toBe(403);
    }
    expect((await staff.post('/admin/coupons/new', { ...diwali, code: 'STAFF1' })).status).toBe(
      403,
    );
    expect(await db().select().from(coupons).where(eq(coupons.code, 'STAFF1'))).toHaveLength(0);
  });
});
