/**
 * Installation over HTTP (issue 35): the offer of a product at a pincode, a store's slots,
 * the visit booked with the order and charged in its total, the last places of a slot
 * taken by a crowd of checkouts (never more than its capacity, no order left behind for
 * those refused), and the shopper's moves and cancellations until 6 PM the day before.
 */
import { and, eq, ilike, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../app/modules/catalog/schema.ts';
import { stores } from '../../app/modules/content/schema.ts';
import { INSTALLATION_MESSAGES } from '../../app/modules/installation/messages.ts';
import {
  installationVisits,
  slotBookings,
  storePincodes,
} from '../../app/modules/installation/schema.ts';
import {
  addDays,
  bookableDays,
  changeDeadline,
  type InstallationSlot,
  todayInIndia,
  weekday,
} from '../../app/modules/installation/slots.ts';
import { orderLines, orders } from '../../app/modules/order/schema.ts';
import { orderLinks } from '../../app/modules/order-lifecycle/reconcile-job.server.ts';
import { transition } from '../../app/modules/order-lifecycle/transition.server.ts';
import { type SeedProduct, stockedProduct } from '../setup/seed-products.ts';
import { serverPerFile } from '../setup/server-per-file.ts';
import { type Shopper, shopper } from '../setup/shopper.ts';

const server = serverPerFile();
const db = () => server.services.database.db;

const CHIMNEY_PAISE = 59_900;
const TUMAKURU = '572101';
/** A Karnataka pincode the shop delivers to but no store's technicians serve. */
const UNSERVED = '572214';

const address = {
  email: 'kavya.gowda@example.com',
  phone: '9845012345',
  firstName: 'Kavya',
  lastName: 'Gowda',
  country: 'India',
  address: '7, 2nd Main, SIT Extension',
  address2: '',
  city: 'Tumakuru',
  state: 'Karnataka',
  zip: TUMAKURU,
};

type Product = SeedProduct;
interface Store {
  id: number;
  code: string;
  name: string;
}
interface Opening {
  date: string;
  slot: InstallationSlot;
  remaining: number;
}

let geyser: Product;
let chimney: Product;
let shoeRack: Product;
/** The store serving Tumakuru's 572101, and another for the slot list. */
let tumakuru: Store;
let mysuru: Store;

let keys = 0;
const newKey = () => `install-key-${Date.now()}-${++keys}-abcdefgh`;

async function storeServing(pincode: string): Promise<Store> {
  const [row] = await db()
    .select({ id: stores.id, code: stores.code, name: stores.name })
    .from(storePincodes)
    .innerJoin(stores, eq(stores.id, storePincodes.storeId))
    .where(eq(storePincodes.pincode, pincode))
    .limit(1);
  if (!row) throw new Error(`no store serves ${pincode}`);
  return row;
}

beforeAll(async () => {
  geyser = await stockedProduct(db(), eq(categories.name, 'Instant Geysers'));
  chimney = await stockedProduct(db(), eq(categories.name, 'Chimneys'));
  shoeRack = await stockedProduct(db(), ilike(products.name, '%Shoe Rack%'));
  tumakuru = await storeServing(TUMAKURU);
  mysuru = await storeServing('570001');
});

async function offer(product: string, pincode: string) {
  return shopper(server).call(
    'GET',
    `/api/v1/installation?product=${encodeURIComponent(product)}&pincode=${encodeURIComponent(pincode)}`,
  );
}

async function cartWith(s: Shopper, product: Product, quantity = 1) {
  const added = await s.call('POST', '/api/v1/cart/lines', {
    variantId: product.variant,
    quantity,
  });
  expect(added.status).toBe(200);
}

/** A shopper with a chimney in the cart and the Tumakuru quote's installation. */
async function chimneyBuyer(): Promise<{ s: Shopper; openings: Opening[] }> {
  const s = shopper(server);
  await cartWith(s, chimney);
  const quote = await s.call('GET', `/api/v1/checkout/quote?zip=${TUMAKURU}`);
  expect(quote.status).toBe(200);
  return { s, openings: quote.body.data.installation.openings };
}

function place(s: Shopper, overrides: Record<string, unknown> = {}) {
  return s.call('POST', '/api/v1/checkout/orders', {
    ...address,
    paymentMethod: 'cod',
    idempotencyKey: newKey(),
    ...overrides,
  });
}

const choice = (opening: Pick<Opening, 'date' | 'slot'>) => `${opening.date}/${opening.slot}`;

async function booked(storeId: number, day: string, slot: InstallationSlot): Promise<number> {
  const [row] = await db()
    .select({ booked: slotBookings.booked })
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.storeId, storeId),
        eq(slotBookings.day, day),
        eq(slotBookings.slot, slot),
      ),
    );
  return row?.booked ?? 0;
}

async function orderRow(publicId: string) {
  const [row] = await db().select().from(orders).where(eq(orders.publicId, publicId));
  return row!;
}

/** An opening with both its places free, other than these. */
function freeOpening(openings: Opening[], ...not: Pick<Opening, 'date' | 'slot'>[]): Opening {
  const found = openings.find(
    (o) => o.remaining === 2 && !not.some((n) => n.date === o.date && n.slot === o.slot),
  );
  if (!found) throw new Error('no free opening');
  return found;
}

describe('GET /installation: the offer', () => {
  it('installs a geyser at 572101 by the Tumakuru store, included in the price', async () => {
    const answer = await offer(geyser.slug, TUMAKURU);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      available: true,
      store: { id: tumakuru.code, name: tumakuru.name },
      pricePaise: 0,
      minutes: 60,
    });
    expect(tumakuru.name).toContain('Tumakuru');
    expect(answer.body.data.reason).toBeUndefined();
  });

  it('prices a chimney at ₹599, accepts another case of its slug', async () => {
    const answer = await offer(chimney.slug.toLowerCase(), TUMAKURU);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ available: true, pricePaise: CHIMNEY_PAISE });
  });

  it('does not offer it for a shoe rack, and says why', async () => {
    const answer = await offer(shoeRack.slug, TUMAKURU);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      available: false,
      store: null,
      reason: INSTALLATION_MESSAGES.notOffered,
    });
  });

  it('refuses a pincode no store serves with the reason', async () => {
    const answer = await offer(chimney.slug, UNSERVED);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      available: false,
      store: null,
      pricePaise: CHIMNEY_PAISE,
      reason: INSTALLATION_MESSAGES.notServed,
    });
  });

  it('answers 400 for a bad pincode and 404 for an unknown product', async () => {
    const bad = await offer(geyser.slug, '57210');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.pincode).toBe('6 Digit pincode is required.');
    const missing = await shopper(server).call('GET', `/api/v1/installation?pincode=${TUMAKURU}`);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.product).toBeDefined();
    const unknown = await offer('No-Such-Product-Anywhere', TUMAKURU);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(INSTALLATION_MESSAGES.noProduct);
  });
});

describe('GET /installation/slots', () => {
  it("lists a store's working days for 14 days, two places a slot, no Sundays", async () => {
    const answer = await shopper(server).call(
      'GET',
      `/api/v1/installation/slots?store=${mysuru.code}`,
    );
    expect(answer.status).toBe(200);
    const slots = answer.body.data as Opening[];
    const now = new Date();
    const today = todayInIndia(now);
    const days = bookableDays({ workingDays: [1, 2, 3, 4, 5, 6], holidays: new Set() }, today, now);
    expect([...new Set(slots.map((s) => s.date))]).toEqual(days);
    expect(slots).toHaveLength(days.length * 2);
    expect(slots.every((s) => s.remaining === 2)).toBe(true);
    expect(slots.some((s) => weekday(s.date) === 0)).toBe(false);
    expect(slots[0]!.date > today).toBe(true);
    expect(slots.at(-1)!.date <= addDays(slots[0]!.date, 14)).toBe(true);
    expect(slots.slice(0, 2).map((s) => s.slot)).toEqual(['morning', 'afternoon']);
  });

  it('starts from `from`, and refuses an unknown store (404) and a bad date (400)', async () => {
    const from = addDays(todayInIndia(new Date()), 9);
    const later = await shopper(server).call(
      'GET',
      `/api/v1/installation/slots?store=${mysuru.code}&from=${from}`,
    );
    expect(later.status).toBe(200);
    expect(later.body.data[0].date >= from).toBe(true);
    const unknown = await shopper(server).call(
      'GET',
      '/api/v1/installation/slots?store=KA-NOPE-99',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(INSTALLATION_MESSAGES.noStore);
    const bad = await shopper(server).call(
      'GET',
      `/api/v1/installation/slots?store=${mysuru.code}&from=2026-02-30`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.from).toBe(INSTALLATION_MESSAGES.badDay);
  });
});

describe('installation at checkout', () => {
  it('quotes the installation with the store and its openings', async () => {
    const { s, openings } = await chimneyBuyer();
    const quote = await s.call('GET', `/api/v1/checkout/quote?zip=${TUMAKURU}`);
    expect(quote.body.data.installation).toMatchObject({
      store: { id: tumakuru.code, name: tumakuru.name },
      pricePaise: CHIMNEY_PAISE,
      minutes: 90,
    });
    expect(openings.length).toBeGreaterThan(0);
    const promised = quote.body.data.pincode.estimatedDelivery as string;
    expect(openings.every((o) => o.date > promised && weekday(o.date) !== 0)).toBe(true);
    const unserved = await s.call('GET', `/api/v1/checkout/quote?zip=${UNSERVED}`);
    expect(unserved.body.data.installation).toBeNull();
  });

  it('books the slot with the order and adds the chimney’s installation to its total', async () => {
    const { s, openings } = await chimneyBuyer();
    const slot = freeOpening(openings);
    const placed = await place(s, { installationSlot: choice(slot) });
    expect(placed.status).toBe(201);
    const order = placed.body.data.order;
    expect(order.installationPaise).toBe(CHIMNEY_PAISE);
    const goods = order.lines.reduce(
      (sum: number, line: { lineTotalPaise: number }) => sum + line.lineTotalPaise,
      0,
    );
    expect(order.totalPaise).toBe(
      goods - (order.coupon?.discountPaise ?? 0) + order.shippingPaise + CHIMNEY_PAISE,
    );
    expect(order.installation).toMatchObject({
      store: { id: tumakuru.code, name: tumakuru.name },
      state: 'booked',
      date: slot.date,
      slot: slot.slot,
      technician: null,
      pricePaise: CHIMNEY_PAISE,
      minutes: 90,
      canChange: true,
      changeableUntil: changeDeadline(slot.date).toISOString(),
    });
    expect(order.installation.store.phone).toBeTruthy();

    const row = await orderRow(order.id);
    expect(row.installationPaise).toBe(CHIMNEY_PAISE);
    const lines = await db()
      .select({ installationPaise: orderLines.installationPaise })
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id));
    expect(lines.map((line) => line.installationPaise)).toEqual([CHIMNEY_PAISE]);
    expect(await booked(tumakuru.id, slot.date, slot.slot)).toBe(1);

    // The order as the API shows it later.
    const again = await s.call('GET', `/api/v1/orders/${order.id}`);
    expect(again.body.data.installationPaise).toBe(CHIMNEY_PAISE);
    expect(again.body.data.installation.state).toBe('booked');
  });

  it("'after-delivery' charges the installation and leaves the visit to book", async () => {
    for (const overrides of [
      { installation: 'after-delivery' },
      { installationSlot: 'after-delivery' },
    ]) {
      const { s } = await chimneyBuyer();
      const placed = await place(s, overrides);
      expect(placed.status).toBe(201);
      expect(placed.body.data.order.installationPaise).toBe(CHIMNEY_PAISE);
      expect(placed.body.data.order.installation).toMatchObject({
        state: 'to_book',
        date: null,
        slot: null,
        canChange: true,
        changeableUntil: null,
      });
    }
  });

  it('places an order without installation when none is asked for', async () => {
    const { s } = await chimneyBuyer();
    const placed = await place(s);
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.installationPaise).toBe(0);
    expect(placed.body.data.order.installation).toBeNull();
  });

  it('refuses a slot outside the offered window (422), leaving nothing placed', async () => {
    const { s } = await chimneyBuyer();
    const today = todayInIndia(new Date());
    for (const slot of [`${today}/morning`, '2099-01-05/afternoon']) {
      const key = newKey();
      const refused = await place(s, { installationSlot: slot, idempotencyKey: key });
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields.installationSlot).toBe(INSTALLATION_MESSAGES.slotOutside);
      const left = await db().select().from(orders).where(eq(orders.idempotencyKey, key));
      expect(left).toEqual([]);
    }
    const malformed = await place(s, { installationSlot: `${today}/evening` });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields.installationSlot).toBe(INSTALLATION_MESSAGES.badSlot);
  });

  it('refuses installation for a cart with nothing installable, and at an unserved pincode', async () => {
    const rack = shopper(server);
    await cartWith(rack, shoeRack);
    const nothing = await place(rack, { installation: 'after-delivery' });
    expect(nothing.status).toBe(422);
    expect(nothing.body.error.fields.installationSlot).toBe(INSTALLATION_MESSAGES.notOffered);

    const { s, openings } = await chimneyBuyer();
    const far = await place(s, {
      zip: UNSERVED,
      city: 'Chikkanayakanahalli',
      paymentMethod: 'payNow',
      installationSlot: choice(openings[0]!),
    });
    expect(far.status).toBe(422);
    expect(far.body.error.fields.installationSlot).toBe(INSTALLATION_MESSAGES.notServed);
  });
});

describe('a crowd for the last places', () => {
  it('five checkouts for a slot of two places: two orders, three refused with nothing left behind', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => chimneyBuyer()));
    const slot = freeOpening(buyers[0]!.openings);
    const keysUsed = buyers.map(() => newKey());
    const answers = await Promise.all(
      buyers.map(({ s }, index) =>
        place(s, { installationSlot: choice(slot), idempotencyKey: keysUsed[index] }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error.message).toBe(INSTALLATION_MESSAGES.slotTaken);
      expect(refused.body.error.fields.installationSlot).toBe(INSTALLATION_MESSAGES.slotTaken);
    }
    expect(await booked(tumakuru.id, slot.date, slot.slot)).toBe(2);
    const placed = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.idempotencyKey, keysUsed));
    expect(placed).toHaveLength(2);
    const visits = await db()
      .select({ orderId: installationVisits.orderId })
      .from(installationVisits)
      .where(
        and(
          eq(installationVisits.storeId, tumakuru.id),
          eq(installationVisits.day, slot.date),
          eq(installationVisits.slot, slot.slot),
        ),
      );
    expect(visits.map((v) => v.orderId).sort()).toEqual(placed.map((o) => o.id).sort());
    // The slot is full: the next quote leaves it out.
    const next = await chimneyBuyer();
    expect(next.openings.some((o) => o.date === slot.date && o.slot === slot.slot)).toBe(false);
  });
});

describe('moving and cancelling the visit', () => {
  async function bookedOrder() {
    const { s, openings } = await chimneyBuyer();
    const first = freeOpening(openings);
    const placed = await place(s, { installationSlot: choice(first) });
    expect(placed.status).toBe(201);
    return { s, openings, first, id: placed.body.data.order.id as string };
  }
  const move = (s: Shopper, id: string, body: unknown) =>
    s.call('POST', `/api/v1/orders/${id}/installation`, body);

  it('moves the visit to another slot: the old place freed, the new one taken', async () => {
    const { s, openings, first, id } = await bookedOrder();
    const second = freeOpening(openings, first);
    const moved = await move(s, id, { date: second.date, slot: second.slot });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      state: 'booked',
      date: second.date,
      slot: second.slot,
      canChange: true,
      changeableUntil: changeDeadline(second.date).toISOString(),
    });
    expect(await booked(tumakuru.id, first.date, first.slot)).toBe(0);
    expect(await booked(tumakuru.id, second.date, second.slot)).toBe(1);
    // The same slot again changes nothing.
    expect((await move(s, id, { date: second.date, slot: second.slot })).status).toBe(200);
    expect(await booked(tumakuru.id, second.date, second.slot)).toBe(1);
  });

  it('two visits swapping slots at once both move', async () => {
    const a = await bookedOrder();
    const { s, openings } = await chimneyBuyer();
    const other = freeOpening(openings, a.first);
    const placed = await place(s, { installationSlot: choice(other) });
    expect(placed.status).toBe(201);
    const b = { s, id: placed.body.data.order.id as string };
    for (let round = 0; round < 3; round++) {
      const [aTo, bTo] = round % 2 === 0 ? [other, a.first] : [a.first, other];
      const answers = await Promise.all([
        move(a.s, a.id, { date: aTo.date, slot: aTo.slot }),
        move(b.s, b.id, { date: bTo.date, slot: bTo.slot }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    }
    expect(await booked(tumakuru.id, a.first.date, a.first.slot)).toBe(1);
    expect(await booked(tumakuru.id, other.date, other.slot)).toBe(1);
  });

  it('refuses a bad day or slot (400) and one outside the window (422)', async () => {
    const { s, id } = await bookedOrder();
    const bad = await move(s, id, { date: '2026-13-01', slot: 'evening' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      date: INSTALLATION_MESSAGES.badDay,
      slot: INSTALLATION_MESSAGES.badSlot,
    });
    const outside = await move(s, id, { date: todayInIndia(new Date()), slot: 'morning' });
    expect(outside.status).toBe(422);
    expect(outside.body.error.fields.date).toBe(INSTALLATION_MESSAGES.slotOutside);
  });

  it('cancels the visit, freeing its place; it can be booked again', async () => {
    const { s, openings, first, id } = await bookedOrder();
    const cancelled = await s.call('DELETE', `/api/v1/orders/${id}/installation`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ state: 'to_book', date: null, canChange: true });
    expect(await booked(tumakuru.id, first.date, first.slot)).toBe(0);
    const rebooked = await move(s, id, { date: first.date, slot: first.slot });
    expect(rebooked.status).toBe(200);
    expect(rebooked.body.data.state).toBe('booked');
    expect(await booked(tumakuru.id, first.date, first.slot)).toBe(1);
    expect(openings.length).toBeGreaterThan(1);
  });

  it('refuses changes after 6 PM the day before: a visit today is past it', async () => {
    const { s, id } = await bookedOrder();
    const row = await orderRow(id);
    const today = todayInIndia(new Date());
    await db()
      .update(installationVisits)
      .set({ day: today })
      .where(eq(installationVisits.orderId, row.id));
    const { openings } = await chimneyBuyer();
    const other = openings[0]!;
    const late = await move(s, id, { date: other.date, slot: other.slot });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(INSTALLATION_MESSAGES.tooLate);
    const lateCancel = await s.call('DELETE', `/api/v1/orders/${id}/installation`);
    expect(lateCancel.status).toBe(409);
    expect(lateCancel.body.error.message).toBe(INSTALLATION_MESSAGES.tooLate);
    const shown = await s.call('GET', `/api/v1/orders/${id}`);
    expect(shown.body.data.installation).toMatchObject({
      state: 'booked',
      date: today,
      canChange: false,
      changeableUntil: changeDeadline(today).toISOString(),
    });
    // Tomorrow's visit can be changed until 6 PM today, India time.
    const tomorrow = addDays(today, 1);
    await db()
      .update(installationVisits)
      .set({ day: tomorrow })
      .where(eq(installationVisits.orderId, row.id));
    const deadline = changeDeadline(tomorrow);
    expect(deadline.toISOString()).toBe(new Date(`${today}T12:30:00Z`).toISOString());
    const tomorrowShown = await s.call('GET', `/api/v1/orders/${id}`);
    expect(tomorrowShown.body.data.installation.changeableUntil).toBe(deadline.toISOString());
  });

  it("answers 404 for another session's order and for an order without installation", async () => {
    const { id, first } = await bookedOrder();
    const stranger = shopper(server);
    await cartWith(stranger, chimney);
    const moved = await move(stranger, id, { date: first.date, slot: first.slot });
    expect(moved.status).toBe(404);
    expect((await stranger.call('DELETE', `/api/v1/orders/${id}/installation`)).status).toBe(404);
    expect(await booked(tumakuru.id, first.date, first.slot)).toBe(1);

    const { s } = await chimneyBuyer();
    const plain = await place(s);
    const none = await move(s, plain.body.data.order.id, { date: first.date, slot: first.slot });
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe(INSTALLATION_MESSAGES.noInstallation);
  });

  it("a cancelled order gives its visit's place back, and its visit cannot be booked", async () => {
    const { s, first, id } = await bookedOrder();
    expect(await booked(tumakuru.id, first.date, first.slot)).toBe(1);
    const row = await orderRow(id);
    await transition(db(), row.id, 'cancelled', {
      links: orderLinks(server.services),
      status: 'Cancelled',
      description: 'Cancelled at your request.',
    });
    expect(await booked(tumakuru.id, first.date, first.slot)).toBe(0);
    const shown = await s.call('GET', `/api/v1/orders/${id}`);
    expect(shown.body.data.installation).toMatchObject({
      state: 'to_book',
      date: null,
      canChange: false,
    });
    const again = await move(s, id, { date: first.date, slot: first.slot });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(INSTALLATION_MESSAGES.orderCancelled);
  });
});

describe('the OpenAPI document', () => {
  it('documents the installation calls and the order’s installation', async () => {
    const doc = (await shopper(server).call('GET', '/api/v1/openapi.json')).body;
    expect(doc.paths['/installation']?.get).toBeDefined();
    expect(doc.paths['/installation/slots']?.get).toBeDefined();
    expect(doc.paths['/orders/{orderId}/installation']?.post).toBeDefined();
    expect(doc.paths['/orders/{orderId}/installation']?.delete).toBeDefined();
    const schemas = doc.components.schemas;
    expect(Object.keys(schemas.Order.properties)).toEqual(
      expect.arrayContaining(['installationPaise', 'installation']),
    );
    expect(Object.keys(schemas.CheckoutQuote.properties)).toContain('installation');
    const placeBody =
      doc.paths['/checkout/orders'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(placeBody.properties)).toEqual(
      expect.arrayContaining(['installationSlot', 'installation']),
    );
  });
});
