/**
 * The delivery promise (issue 34): a pincode's delivery days counted in working days from
 * the 2 PM cut-off, with no Sundays and none of the holidays staff list; the order keeps
 * the date promised; the back office lists the orders still on their way after it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../app/modules/admin/schema.ts';
import { orders } from '../../app/modules/order/schema.ts';
import { estimateDeliveryDate } from '../../app/modules/shipping/pincode.ts';
import { deliveryHolidays, serviceablePincodes } from '../../app/modules/shipping/schema.ts';
import { browser } from '../setup/browser.ts';
import { atCheckout, GUEST_FIELDS, variantInStock } from '../setup/guest-checkout.ts';
import { type StaffBrowser, staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let admin: StaffBrowser;
const db = () => server.services.database.db;
const PINCODE = GUEST_FIELDS.zip;

beforeAll(async () => {
  server = await startTestServer();
  admin = await staffBrowser(server, 'admin');
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

async function promiseFor(pincode: string): Promise<string> {
  const answer = await browser(server).api('GET', `/api/v1/pincodes/${pincode}`);
  return (JSON.parse(answer.body) as { data: { estimatedDelivery: string } }).data
    .estimatedDelivery;
}

async function holidaysNow(): Promise<Set<string>> {
  const rows = await db().select({ day: deliveryHolidays.day }).from(deliveryHolidays);
  return new Set(rows.map((row) => row.day));
}

describe('holidays in the promise', () => {
  it('staff add a holiday and the promise moves past it; removed, it moves back; both audited', async () => {
    const [row] = await db()
      .select({ days: serviceablePincodes.deliveryDays })
      .from(serviceablePincodes)
      .where(eq(serviceablePincodes.pincode, PINCODE));
    const days = row!.days;
    const listed = await holidaysNow();
    const before = estimateDeliveryDate(new Date(), days, listed);
    expect(await promiseFor(PINCODE)).toBe(before);
    // The first delivery day after dispatch becomes a holiday: the promise is a day later.
    const holiday = estimateDeliveryDate(new Date(), 1, listed);
    const added = await admin.post('/admin/holidays', {
      intent: 'save',
      day: holiday,
      name: 'Test festival',
    });
    expect(added.html).toContain('has been added');
    const after = await promiseFor(PINCODE);
    expect(after).toBe(estimateDeliveryDate(new Date(), days, new Set([...listed, holiday])));
    expect(after > before).toBe(true);
    expect((await admin.get('/admin/holidays')).html).toContain('Test festival');

    const removed = await admin.post('/admin/holidays', { intent: 'remove', day: holiday });
    expect(removed.html).toContain('is no longer a holiday');
    expect(await promiseFor(PINCODE)).toBe(before);
    const audit = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, holiday));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['holiday.create', 'holiday.delete']);
  });

  it('refuses a date that does not exist, a missing name and an unlisted day; staff without the right get 403', async () => {
    const impossible = await admin.post('/admin/holidays', {
      intent: 'save',
      day: '2026-02-30',
      name: 'Nope',
    });
    expect(impossible.status).toBe(400);
    expect(impossible.html).toContain('Please choose a date.');
    const unnamed = await admin.post('/admin/holidays', {
      intent: 'save',
      day: '2030-01-02',
      name: '',
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.html).toContain('Please name the holiday.');
    const unknown = await admin.post('/admin/holidays', { intent: 'remove', day: '2030-01-03' });
    expect(unknown.status).toBe(404);
    const staff = await staffBrowser(server, 'staff');
    expect((await staff.get('/admin/holidays')).status).toBe(403);
    expect(
      (await staff.post('/admin/holidays', { intent: 'save', day: '2030-01-02', name: 'X' }))
        .status,
    ).toBe(403);
  });
});

describe('the order and the late list', () => {
  async function placeOrder(b = browser(server)): Promise<string> {
    const idempotencyKey = await atCheckout(b, await variantInStock(server));
    const placed = await b.post('/checkout', {
      ...GUEST_FIELDS,
      paymentMethod: 'cod',
      idempotencyKey,
    });
    expect(placed.status).toBe(302);
    return /order=([a-z0-9]+)/.exec(placed.location!)?.[1] ?? '';
  }

  it('keeps the date promised at checkout, and lists orders on their way past it', async () => {
    const promised = await promiseFor(PINCODE);
    const buyer = browser(server);
    const onTime = await placeOrder(buyer);
    const late = await placeOrder();
    const delivered = await placeOrder();
    const [onTimeRow] = await db().select().from(orders).where(eq(orders.publicId, onTime));
    expect(onTimeRow?.promisedDeliveryDate).toBe(promised);

    for (const id of [late, delivered]) {
      await db()
        .update(orders)
        .set({ promisedDeliveryDate: '2026-01-05' })
        .where(eq(orders.publicId, id));
    }
    for (const status of ['Packed', 'Shipped', 'Out for Delivery', 'Delivered']) {
      await admin.post(`/admin/orders/${delivered}`, { intent: 'status', status });
    }
    const numberOf = async (id: string) =>
      (await db().select().from(orders).where(eq(orders.publicId, id)))[0]!.orderNumber;
    const list = await admin.get('/admin/orders?late=1');
    expect(list.html).toContain(await numberOf(late));
    expect(list.html).not.toContain(await numberOf(onTime));
    expect(list.html).not.toContain(await numberOf(delivered));
    const dashboard = await admin.get('/admin');
    expect(dashboard.html).toMatch(
      /admin-tile__count">1<\/span><span class="admin-tile__label">Past promised date/,
    );
    const order = await buyer.api('GET', `/api/v1/orders/${onTime}`);
    expect(JSON.parse(order.body).data.promisedDeliveryDate).toBe(promised);
  });
});
