/**
 * Shipments (issue 34): staff ship a packed order in parcels, each with a courier and an
 * AWB checked against the courier's format; the first parcel moves the order to 'Shipped'
 * and e-mails the shopper with the courier's tracking link; the order is out for delivery
 * with a parcel and delivered once every line has shipped and arrived. The shopper's pages
 * and the API show each parcel. Bad input changes nothing.
 */
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../app/modules/admin/schema.ts';
import { products, productVariants } from '../../app/modules/catalog/schema.ts';
import { orders, shipments } from '../../app/modules/order/schema.ts';
import { type Browser, browser, mailsTo } from '../setup/browser.ts';
import { GUEST_FIELDS } from '../setup/guest-checkout.ts';
import { type StaffBrowser, staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let admin: StaffBrowser;
const db = () => server.services.database.db;
let variants: string[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await staffBrowser(server);
  const rows = await db()
    .select({ publicId: productVariants.publicId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        gt(productVariants.stock, 10),
        eq(productVariants.active, true),
        eq(products.active, true),
      ),
    )
    .limit(2);
  variants = rows.map((row) => row.publicId);
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

/** A guest's COD order of two lines (2 of the first variant, 1 of the second). */
async function twoLineOrder(email: string): Promise<{ b: Browser; id: string }> {
  const b = browser(server);
  await b.post('/cart', { intent: 'add', variantId: variants[0]!, quantity: '2' });
  await b.post('/cart', { intent: 'add', variantId: variants[1]!, quantity: '1' });
  const page = await b.get('/checkout');
  const idempotencyKey = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const placed = await b.post('/checkout', {
    ...GUEST_FIELDS,
    email,
    paymentMethod: 'cod',
    idempotencyKey,
  });
  expect(placed.status).toBe(302);
  return { b, id: /order=([a-z0-9]+)/.exec(placed.location!)?.[1] ?? '' };
}

const statusOf = async (id: string) =>
  (await db().select({ status: orders.status }).from(orders).where(eq(orders.publicId, id)))[0]!
    .status;

/** Today in India: a parcel ships from the order's day to today. */
const TODAY = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const ship = (id: string, fields: Record<string, string>) =>
  admin.post(`/admin/orders/${id}`, { intent: 'ship', shippedOn: TODAY, ...fields });

describe('shipping in parcels', () => {
  it('refuses what cannot ship, ships two parcels, and delivers the order when both arrive', async () => {
    const email = 'parcels@example.com';
    const { b, id } = await twoLineOrder(email);
    const page = `/admin/orders/${id}`;
    // Not packed yet.
    const early = await ship(id, {
      courier: 'delhivery',
      awb: '12345678901',
      'quantities[0]': '2',
    });
    expect(early.status).toBe(409);
    expect(early.html).toContain('Pack the order before shipping it.');
    await admin.post(page, { intent: 'status', status: 'Packed' });

    const refusals: [Record<string, string>, number, string][] = [
      [{ courier: 'nobody', awb: '1', 'quantities[0]': '1' }, 422, 'Please choose a courier.'],
      [
        { courier: 'delhivery', awb: 'ABC', 'quantities[0]': '1' },
        422,
        'This is not a Delhivery AWB number.',
      ],
      [{ courier: 'delhivery', awb: '12345678901', 'quantities[0]': '3' }, 422, 'are left to ship'],
      [
        { courier: 'delhivery', awb: '12345678901', 'quantities[0]': '0', 'quantities[1]': '0' },
        422,
        'Choose at least one item to ship.',
      ],
      [{ courier: 'delhivery', awb: '12345678901', 'quantities[0]': 'x' }, 400, 'whole number'],
      [
        { courier: 'delhivery', awb: '12345678901', 'quantities[0]': '1', shippedOn: '1901-01-01' },
        422,
        'The shipping date must be from',
      ],
      [
        { courier: 'delhivery', awb: '12345678901', 'quantities[0]': '1', shippedOn: '2026-02-30' },
        400,
        'Please enter the date it was shipped.',
      ],
    ];
    for (const [fields, status, message] of refusals) {
      const refused = await ship(id, fields);
      expect(refused.status, message).toBe(status);
      expect(refused.html, message).toContain(message);
    }
    const order = (await db().select().from(orders).where(eq(orders.publicId, id)))[0]!;
    expect(await db().select().from(shipments).where(eq(shipments.orderId, order.id))).toEqual([]);
    expect(await statusOf(id)).toBe('Packed');

    // The first parcel: the geysers by Delhivery.
    const first = await ship(id, {
      courier: 'delhivery',
      awb: '1234 5678 901',
      'quantities[0]': '2',
      'quantities[1]': '0',
    });
    expect(first.html).toContain('some items are still to ship');
    expect(await statusOf(id)).toBe('Shipped');
    const shippedMail = (await mailsTo(server, email)).find((mail) => /Shipped/.test(mail.subject));
    expect(shippedMail?.text).toContain('Delhivery · AWB 12345678901 · Shipped · 2 × ');
    expect(shippedMail?.text).toContain('https://www.delhivery.com/track-v2/package/12345678901');
    // The same AWB again is another parcel's.
    const again = await ship(id, {
      courier: 'delhivery',
      awb: '12345678901',
      'quantities[1]': '1',
    });
    expect(again.status).toBe(409);

    // The rest by Blue Dart.
    const second = await ship(id, {
      courier: 'bluedart',
      awb: '87654321',
      'quantities[0]': '0',
      'quantities[1]': '1',
    });
    expect(second.html).toContain('everything has shipped');
    // The later parcel is told too, with both parcels' tracking.
    const parcelMail = (await mailsTo(server, email)).filter((mail) =>
      /Shipped/.test(mail.subject),
    );
    expect(parcelMail).toHaveLength(2);
    expect(parcelMail[1]?.text).toContain('Another parcel of your order has shipped.');
    expect(parcelMail[1]?.text).toContain('Blue Dart · AWB 87654321');

    // The shopper sees both, with their tracking links, on Track Order and in the API.
    const tracked = await b.get(`/track-order?order=${id}`);
    expect(tracked.html).toContain('Track on Delhivery');
    expect(tracked.html).toContain('href="https://www.bluedart.com/');
    const api = JSON.parse((await b.api('GET', `/api/v1/orders/${id}`)).body).data;
    expect(api.shipments).toHaveLength(2);
    expect(api.shipments[0]).toMatchObject({
      courier: 'Delhivery',
      awb: '12345678901',
      status: 'Shipped',
      shippedAt: TODAY,
      trackingUrl: 'https://www.delhivery.com/track-v2/package/12345678901',
      lines: [{ quantity: 2 }],
    });

    // Out for delivery and delivered, parcel by parcel.
    const [one, two] = api.shipments as { id: string }[];
    const move = (shipment: string, status: string) =>
      admin.post(page, { intent: 'shipment', shipment, status });
    await move(one!.id, 'Out for Delivery');
    expect(await statusOf(id)).toBe('Out for Delivery');
    await move(one!.id, 'Delivered');
    expect(await statusOf(id)).toBe('Out for Delivery');
    expect((await move(one!.id, 'Out for Delivery')).status).toBe(409);
    await move(two!.id, 'Delivered');
    expect(await statusOf(id)).toBe('Delivered');
    const audit = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, order.orderNumber));
    expect(audit.filter((entry) => entry.action === 'order.ship')).toHaveLength(2);
    expect(audit.filter((entry) => entry.action === 'order.shipment')).toHaveLength(3);
  });

  it("the seller's own van needs no AWB and gives no tracking link", async () => {
    const { b, id } = await twoLineOrder('van@example.com');
    await admin.post(`/admin/orders/${id}`, { intent: 'status', status: 'Packed' });
    const shipped = await ship(id, {
      courier: 'own-van',
      awb: '',
      'quantities[0]': '2',
      'quantities[1]': '1',
    });
    expect(shipped.html).toContain('everything has shipped');
    const api = JSON.parse((await b.api('GET', `/api/v1/orders/${id}`)).body).data;
    expect(api.shipments[0]).toMatchObject({
      courier: 'Gruha Appliances van',
      awb: null,
      trackingUrl: null,
    });
  });
});

describe('the AWB import', () => {
  function upload(csv: string) {
    const form = new FormData();
    form.set('file', new File([csv], 'awbs.csv', { type: 'text/csv' }));
    return server.fetch('/admin/shipments/import', {
      method: 'POST',
      body: form,
      headers: { origin: server.url, cookie: `sid=${admin.cookie('sid')}` },
    });
  }
  const numberOf = async (id: string) =>
    (await db().select().from(orders).where(eq(orders.publicId, id)))[0]!.orderNumber;

  it('checks every row first, names each bad one, ships nothing then; a clean file ships every order', async () => {
    const packed = await twoLineOrder('import-a@example.com');
    const other = await twoLineOrder('import-b@example.com');
    const notPacked = await twoLineOrder('import-c@example.com');
    for (const { id } of [packed, other]) {
      await admin.post(`/admin/orders/${id}`, { intent: 'status', status: 'Packed' });
    }
    const [a, b, c] = [
      await numberOf(packed.id),
      await numberOf(other.id),
      await numberOf(notPacked.id),
    ];
    const header = 'order_number,courier,awb,shipped_on';
    const bad = await upload(
      [
        header,
        `${a},Delhivery,99887766554,${TODAY}`,
        `${b},delhivery,ABC,`,
        `${c},bluedart,11223344,`,
        'GA-2026-999999,dtdc,D12345678,',
        `${a},india post,EE123456789IN,`,
        'nonsense,pigeon,1,someday',
        `${b},dtdc,D12345679,2026-02-30`,
      ].join('\n'),
    );
    expect(bad.status).toBe(400);
    const text = (await bad.text()).replaceAll('<!-- -->', '');
    expect(text).toContain('Nothing was imported:');
    expect(text).toContain(`Row 6: order ${a} appears twice in the file.`);
    expect(text).toContain("Row 7: courier 'pigeon' is not one of ours.");
    expect(text).toContain('Row 7: shipped_on must be a date as YYYY-MM-DD.');
    expect(text).toContain('Row 8: shipped_on must be a date as YYYY-MM-DD.');
    // The file's shape was right but for those: fixed, the orders' own problems are named.
    const second = await upload(
      [
        header,
        `${a},Delhivery,99887766554,${TODAY}`,
        `${b},delhivery,ABC,`,
        `${c},bluedart,11223344,`,
        'GA-2026-999999,dtdc,D12345678,',
      ].join('\n'),
    );
    const named = (await second.text()).replaceAll('<!-- -->', '');
    expect(named).toContain(`Row 3 (${b}): This is not a Delhivery AWB number.`);
    expect(named).toContain(`Row 4 (${c}): Pack the order before shipping it.`);
    expect(named).toContain('Row 5 (GA-2026-999999): There is no order GA-2026-999999.');
    // Row 2 was fine, yet nothing of the file stands: no parcel, no status, no e-mail.
    expect(await statusOf(packed.id)).toBe('Packed');
    expect(await db().select().from(shipments)).not.toContainEqual(
      expect.objectContaining({ awb: '99887766554' }),
    );
    expect(
      (await mailsTo(server, 'import-a@example.com')).filter((mail) =>
        /Shipped/.test(mail.subject),
      ),
    ).toEqual([]);

    const good = await upload(
      [header, `${a},Delhivery,99887766554,${TODAY}`, `${b},blue dart,55667788,`].join('\n'),
    );
    expect((await good.text()).replaceAll('<!-- -->', '')).toContain('2 orders have been shipped.');
    expect(await statusOf(packed.id)).toBe('Shipped');
    expect(await statusOf(other.id)).toBe('Shipped');
    const api = JSON.parse((await packed.b.api('GET', `/api/v1/orders/${packed.id}`)).body).data;
    expect(api.shipments).toMatchObject([
      { courier: 'Delhivery', awb: '99887766554', lines: [{ quantity: 2 }, { quantity: 1 }] },
    ]);
  });
});

describe('the couriers list', () => {
  it('admins add a courier with its tracking page and AWB format, refuse a bad one, and switch one off', async () => {
    const owner = await staffBrowser(server, 'admin');
    const bad = await owner.post('/admin/couriers', {
      intent: 'save',
      code: 'shadowfax',
      name: 'Shadowfax',
      trackingUrl: 'http://tracker.example/{awb}',
      awbPattern: '[0-9',
      active: 'on',
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('with {awb} where the AWB goes');
    expect(bad.html).toContain('This is not a format the shop can read');
    const redos = await owner.post('/admin/couriers', {
      intent: 'save',
      code: 'slowpoke',
      name: 'Slowpoke',
      awbPattern: '([0-9]+)+',
      active: 'on',
    });
    expect(redos.status).toBe(400);
    const added = await owner.post('/admin/couriers', {
      intent: 'save',
      code: 'shadowfax',
      name: 'Shadowfax',
      trackingUrl: 'https://tracker.example/track/{awb}',
      awbPattern: 'SF[0-9]{10}',
      active: 'on',
    });
    expect(added.html).toContain('Shadowfax has been added.');

    const { b, id } = await twoLineOrder('shadowfax@example.com');
    await admin.post(`/admin/orders/${id}`, { intent: 'status', status: 'Packed' });
    const wrong = await ship(id, { courier: 'shadowfax', awb: '12345', 'quantities[0]': '2' });
    expect(wrong.html).toContain('This is not a Shadowfax AWB number.');
    await ship(id, { courier: 'shadowfax', awb: 'sf0123456789', 'quantities[0]': '2' });
    const api = JSON.parse((await b.api('GET', `/api/v1/orders/${id}`)).body).data;
    expect(api.shipments[0].trackingUrl).toBe('https://tracker.example/track/SF0123456789');

    // Switched off: staff can no longer choose it; its shipments keep it.
    await owner.post('/admin/couriers', {
      intent: 'save',
      code: 'shadowfax',
      name: 'Shadowfax',
      trackingUrl: 'https://tracker.example/track/{awb}',
      awbPattern: 'SF[0-9]{10}',
    });
    const off = await ship(id, { courier: 'shadowfax', awb: 'SF0123456780', 'quantities[1]': '1' });
    expect(off.html).toContain('Please choose a courier.');
    const staff = await staffBrowser(server, 'staff');
    expect((await staff.get('/admin/couriers')).status).toBe(403);
  });
});
