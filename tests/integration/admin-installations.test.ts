/**
 * Installation visits in the back office (issue 35, item 3): a store's week with each
 * visit's order, customer, address and items and the places left per slot; naming the
 * technician; a visit done, or missed with a note, keeping its place. Every change is in
 * the audit log; a query the page cannot use gets a page that says so; nobody but staff
 * gets in. Visits are written straight into the database on a week of their own.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../app/modules/admin/schema.ts';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import { stores } from '../../app/modules/content/schema.ts';
import {
  installationVisits,
  slotBookings,
  storeCapacity,
  storeHolidays,
} from '../../app/modules/installation/schema.ts';
import { addDays, todayInIndia } from '../../app/modules/installation/slots.ts';
import { orderLines, orders } from '../../app/modules/order/schema.ts';
import { browser, escapeHtml, newEmail, signIn, verifiedAccount } from '../setup/browser.ts';
import { GUEST_FIELDS } from '../setup/guest-checkout.ts';
import { shopper } from '../setup/shopper.ts';
import { type StaffBrowser, staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const STORE = 'KA-TUM-01';
/** A week no checkout books into, so the counts are this file's alone. */
const WEEK = '2031-03-03';
const PAGE = `/admin/installations?store=${STORE}&from=${WEEK}`;
/** A week gone by: a visit is marked done or missed from its day on. */
const PAST = '2026-03-02';
const PAST_PAGE = `/admin/installations?store=${STORE}&from=${PAST}`;

let server: TestServer;
let staff: StaffBrowser;
let variantId: string;
let storeId: number;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.database.db;
  const [variant] = await db
    .select({ publicId: productVariants.publicId })
    .from(productVariants)
    .where(and(gt(productVariants.stock, 0), eq(productVariants.active, true)))
    .limit(1);
  variantId = variant!.publicId;
  await db
    .update(productVariants)
    .set({ stock: 500 })
    .where(eq(productVariants.publicId, variantId));
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.code, STORE));
  storeId = store!.id;
  // Every day a working day but one holiday; two visits a morning, one an afternoon.
  await db
    .update(storeCapacity)
    .set({ morning: 2, afternoon: 1, workingDays: [0, 1, 2, 3, 4, 5, 6] })
    .where(eq(storeCapacity.storeId, storeId));
  await db.insert(storeHolidays).values({ storeId, day: addDays(WEEK, 2), name: 'Ugadi' });
  staff = await staffBrowser(server, 'staff');
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

let keys = 0;

interface Booked {
  visitId: number;
  orderId: string;
  orderNumber: string;
  item: string;
}

/**
 * A COD order to Tumakuru through the JSON API, and its visit booked in the store's slot
 * as the checkout books one: the visit row and one place taken.
 */
async function bookedVisit(day: string, slot: 'morning' | 'afternoon'): Promise<Booked> {
  const owner = shopper(server);
  expect((await owner.call('POST', '/api/v1/cart/lines', { variantId, quantity: 2 })).status).toBe(
    200,
  );
  const placed = await owner.call('POST', '/api/v1/checkout/orders', {
    ...GUEST_FIELDS,
    email: newEmail('fitted'),
    phone: '9845012345',
    firstName: 'Kavya',
    lastName: 'Hegde',
    address: '7, Temple Street',
    paymentMethod: 'cod',
    idempotencyKey: `admin-installations-${Date.now()}-${++keys}-abcdefgh`,
  });
  expect(placed.status).toBe(201);
  const { id: orderId, orderNumber } = placed.body.data.order;
  const db = server.services.database.db;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.publicId, orderId));
  const [line] = await db
    .select({ name: orderLines.productName })
    .from(orderLines)
    .where(eq(orderLines.orderId, order!.id));
  const [visit] = await db
    .insert(installationVisits)
    .values({ orderId: order!.id, storeId, state: 'booked', day, slot, minutes: 60 })
    .returning({ id: installationVisits.id });
  await db
    .insert(slotBookings)
    .values({ storeId, day, slot, booked: 1 })
    .onConflictDoUpdate({
      target: [slotBookings.storeId, slotBookings.day, slotBookings.slot],
      set: { booked: sql`${slotBookings.booked} + 1` },
    });
  return { visitId: visit!.id, orderId, orderNumber, item: `${line!.name} × 2` };
}

async function visitRow(visitId: number) {
  const [row] = await server.services.database.db
    .select()
    .from(installationVisits)
    .where(eq(installationVisits.id, visitId));
  return row!;
}

async function placesTaken(day: string, slot: 'morning' | 'afternoon') {
  const [row] = await server.services.database.db
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

async function auditOf(visitId: number) {
  return server.services.database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entityType, 'installation_visit'), eq(auditLog.entityId, String(visitId))),
    )
    .orderBy(auditLog.id);
}

const assign = (visit: Booked, technician: string) =>
  staff.post(PAGE, { intent: 'assign', visit: String(visit.visitId), technician });

const close = (visit: Booked, fields: Record<string, string>) =>
  staff.post(PAGE, { intent: 'close', visit: String(visit.visitId), ...fields });

/** The part of the page from the day's heading to the next day's. */
function daySection(html: string, day: string): string {
  const start = html.indexOf(`<time dateTime="${day}"`);
  expect(start, day).toBeGreaterThan(-1);
  const end = html.indexOf(`<time dateTime="${addDays(day, 1)}"`, start);
  return html.slice(start, end === -1 ? undefined : end);
}

describe('a store’s week', () => {
  it('lists each visit with its order, customer, address and items, and the places left', async () => {
    const visit = await bookedVisit(WEEK, 'morning');
    const page = await staff.get(PAGE);
    expect(page.status).toBe(200);
    const monday = daySection(page.html, WEEK);
    expect(monday).toContain(`href="/admin/orders/${visit.orderId}"`);
    expect(monday).toContain(visit.orderNumber);
    expect(monday).toContain('Kavya Hegde');
    expect(monday).toContain('9845012345');
    expect(monday).toContain('7, Temple Street, Tumakuru 572101');
    expect(monday).toContain(escapeHtml(visit.item));
    expect(monday).toContain('Booked');
    expect(monday).toContain('1 of 2 left');
    expect(monday).toContain('1 of 1 left');
    // The holiday is said; the days without visits have all their places.
    expect(daySection(page.html, addDays(WEEK, 2))).toContain('Holiday: Ugadi.');
    expect(daySection(page.html, addDays(WEEK, 1))).toContain('2 of 2 left');
    // The week is seven days; the next one is a link away and has no such visit.
    expect(page.html).toContain(`dateTime="${addDays(WEEK, 6)}"`);
    expect(page.html).not.toContain(`dateTime="${addDays(WEEK, 7)}"`);
    expect(page.html).toContain(escapeHtml(`store=${STORE}&from=${addDays(WEEK, 7)}`));
    expect(page.html).toContain(escapeHtml(`store=${STORE}&from=${addDays(WEEK, -7)}`));
    const next = await staff.get(`/admin/installations?store=${STORE}&from=${addDays(WEEK, 7)}`);
    expect(next.status).toBe(200);
    expect(next.html).not.toContain(visit.orderNumber);
    // A code is found whatever its case.
    const lower = await staff.get(`/admin/installations?store=ka-tum-01&from=${WEEK}`);
    expect(lower.html).toContain(visit.orderNumber);
  });
});

describe('naming the technician', () => {
  it('saves the name, trimmed, and writes the audit log', async () => {
    const visit = await bookedVisit(addDays(WEEK, 3), 'morning');
    const saved = await assign(visit, '  Ravi   Kumar ');
    expect(saved.status).toBe(200);
    expect(saved.html).toContain(`The technician for order ${visit.orderNumber} has been saved.`);
    expect((await visitRow(visit.visitId)).technician).toBe('Ravi Kumar');
    expect((await staff.get(PAGE)).html).toContain('value="Ravi Kumar"');
    // The same name again changes nothing, and logs nothing.
    expect((await assign(visit, 'Ravi Kumar')).status).toBe(200);
    const entries = await auditOf(visit.visitId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'installation.assign',
      actorEmail: staff.email,
      before: { technician: null },
      after: { technician: 'Ravi Kumar' },
    });
  });

  it('refuses an empty, long or unprintable name, and a visit that is not there', async () => {
    const visit = await bookedVisit(addDays(WEEK, 3), 'morning');
    for (const name of ['   ', 'R'.repeat(61), 'Ravi\u0000Kumar']) {
      const refused = await assign(visit, name);
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(refused.html).toContain('Please enter the technician’s name (up to 60 characters).');
    }
    expect((await visitRow(visit.visitId)).technician).toBeNull();
    const gone = await staff.post(PAGE, {
      intent: 'assign',
      visit: '99999999',
      technician: 'Ravi',
    });
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('This visit was not found.');
    const nonsense = await staff.post(PAGE, { intent: 'assign', visit: '1e3', technician: 'Ravi' });
    expect(nonsense.status).toBe(400);
    expect(await auditOf(visit.visitId)).toEqual([]);
  });
});

describe('closing a visit', () => {
  it('marks a visit done: it keeps its place, and changes no more', async () => {
    const day = addDays(PAST, 4);
    const visit = await bookedVisit(day, 'morning');
    await assign(visit, 'Manjunath');
    const done = await close(visit, { outcome: 'done', note: '' });
    expect(done.status).toBe(200);
    expect(done.html).toContain(`The visit for order ${visit.orderNumber} has been marked done.`);
    expect(await visitRow(visit.visitId)).toMatchObject({ state: 'done', note: null });
    expect(await placesTaken(day, 'morning')).toBe(1);
    const section = daySection((await staff.get(PAST_PAGE)).html, day);
    expect(section).toContain('1 of 2 left');
    expect(section).toContain('Done');
    expect(section).toContain('Manjunath');

    const again = await close(visit, { outcome: 'missed', note: 'Late.' });
    expect(again.status).toBe(409);
    expect(again.html).toContain(
      'Only a booked visit can be marked done or missed; this one is already done.',
    );
    const rename = await assign(visit, 'Someone Else');
    expect(rename.status).toBe(409);
    expect(rename.html).toContain('A technician is named only for a booked visit');
    expect((await visitRow(visit.visitId)).technician).toBe('Manjunath');

    const entries = await auditOf(visit.visitId);
    expect(entries.map((entry) => entry.action)).toEqual([
      'installation.assign',
      'installation.done',
    ]);
    expect(entries[1]).toMatchObject({
      actorEmail: staff.email,
      before: { state: 'booked' },
      after: { state: 'done' },
    });
  });

  it('refuses to mark a visit done or missed before its day', async () => {
    const visit = await bookedVisit(addDays(WEEK, 1), 'afternoon');
    const early = await close(visit, { outcome: 'done', note: '' });
    expect(early.status).toBe(409);
    expect(early.html).toContain('A visit can be marked done or missed from its day on.');
    expect((await visitRow(visit.visitId)).state).toBe('booked');
    expect(await auditOf(visit.visitId)).toEqual([]);
  });

  it('marks a visit missed only with a note, and keeps its place too', async () => {
    const day = addDays(PAST, 5);
    const visit = await bookedVisit(day, 'afternoon');
    const bare = await close(visit, { outcome: 'missed', note: '   ' });
    expect(bare.status).toBe(400);
    expect(bare.html).toContain('Please note why the visit was missed.');
    const noOutcome = await close(visit, { note: 'Nobody home.' });
    expect(noOutcome.status).toBe(400);
    expect(noOutcome.html).toContain('Please choose whether the visit was done or missed.');
    const oddOutcome = await close(visit, { outcome: 'cancelled', note: 'Nobody home.' });
    expect(oddOutcome.status).toBe(400);
    const long = await close(visit, { outcome: 'missed', note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.html).toContain('Please keep the note under 500 characters');
    expect((await visitRow(visit.visitId)).state).toBe('booked');
    expect(await auditOf(visit.visitId)).toEqual([]);

    const note = 'Nobody at home;\nphoned twice.';
    const missed = await close(visit, { outcome: 'missed', note: `  ${note} ` });
    expect(missed.status).toBe(200);
    expect(missed.html).toContain(
      `The visit for order ${visit.orderNumber} has been marked missed.`,
    );
    expect(await visitRow(visit.visitId)).toMatchObject({ state: 'missed', note });
    expect(await placesTaken(day, 'afternoon')).toBe(1);
    const section = daySection((await staff.get(PAST_PAGE)).html, day);
    expect(section).toContain('0 of 1 left');
    expect(section).toContain('Missed');
    const [entry, ...more] = await auditOf(visit.visitId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'installation.missed',
      actorEmail: staff.email,
      before: { state: 'booked', note: null },
      after: { state: 'missed', note },
    });
  });
});

describe('a query the page cannot use', () => {
  it('answers with a page that says so, never an error', async () => {
    const unknown = await staff.get('/admin/installations?store=KA-NONE-99');
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain(
      'No store with the code ‘KA-NONE-99’ installs. Please choose one.',
    );
    const today = todayInIndia(new Date());
    const badDay = await staff.get(`/admin/installations?store=${STORE}&from=2026-02-30`);
    expect(badDay.status).toBe(200);
    expect(badDay.html).toContain('‘2026-02-30’ is not a date: the week from today is shown.');
    expect(badDay.html).toContain(`dateTime="${today}"`);
    for (const query of ['from=0000-01-01', 'from=9999-12-31', 'store=%00', 'store=a%00b', '']) {
      const page = await staff.get(`/admin/installations?${query}`);
      expect(page.status, query).toBe(200);
    }
    // With no store asked for, the first store that installs is shown.
    expect((await staff.get('/admin/installations')).html).toContain(`dateTime="${today}"`);
  });

  it('shows a hidden store reached by its code, still chosen in the picker', async () => {
    const db = server.services.database.db;
    await db.update(stores).set({ active: false }).where(eq(stores.code, 'KA-TUM-03'));
    try {
      const page = await staff.get(`/admin/installations?store=KA-TUM-03&from=${WEEK}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('(KA-TUM-03, hidden)');
    } finally {
      await db.update(stores).set({ active: true }).where(eq(stores.code, 'KA-TUM-03'));
    }
  });
});

describe('who may', () => {
  it('answers 404 to guests and shoppers, and changes nothing', async () => {
    const visit = await bookedVisit(addDays(WEEK, 6), 'morning');
    const account = await verifiedAccount(server, 'curious');
    const signedIn = browser(server);
    await signIn(signedIn, account.email);
    for (const visitor of [browser(server), signedIn]) {
      expect((await visitor.get(PAGE)).status).toBe(404);
      expect((await visitor.get(`/admin/installations.data?store=${STORE}`)).status).toBe(404);
      const posted = await visitor.post(PAGE, {
        intent: 'close',
        visit: String(visit.visitId),
        outcome: 'done',
      });
      expect(posted.status).toBe(404);
    }
    expect((await visitRow(visit.visitId)).state).toBe('booked');
    expect(await auditOf(visit.visitId)).toEqual([]);
  });
});
