/**
 * Service requests (issue 35, item 4): a delivered item's request gets its ticket and an
 * acknowledgement at once, goes to the store that serves the order's pincode (else the
 * nearest), counts the warranty from the delivery (out of warranty: chargeable, said
 * before sending); the form's limits (20 to 1,000 characters, 3 photos, EXIF gone); who
 * may ask (the order's account, or its session through the API; never before delivery);
 * tracking by ticket and e-mail with one answer for either wrong; staff's changes audited,
 * on the timeline and e-mailed; the back office closed to anyone else.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../app/modules/admin/schema.ts';
import {
  categories,
  productCategories,
  products,
  productVariants,
  productWarranties,
} from '../../app/modules/catalog/schema.ts';
import { stores } from '../../app/modules/content/schema.ts';
import { servingStore } from '../../app/modules/installation/offer.server.ts';
import { storePincodes } from '../../app/modules/installation/schema.ts';
import { addDays, todayInIndia } from '../../app/modules/installation/slots.ts';
import { orderStatusHistory, orders } from '../../app/modules/order/schema.ts';
import { REVIEW_MESSAGES } from '../../app/modules/review/rules.ts';
import { SERVICE_MESSAGES } from '../../app/modules/service/rules.ts';
import { serviceRequestHistory, serviceRequests } from '../../app/modules/service/schema.ts';
import { STORE } from '../../config/store.ts';
import { type Browser, browser, escapeHtml, mailsTo } from '../setup/browser.ts';
import { multipartPost } from '../setup/multipart.ts';
import { reviewBuyers } from '../setup/review-buyers.ts';
import { serverPerFile } from '../setup/server-per-file.ts';
import { staffPerFile } from '../setup/staff.ts';

const server = serverPerFile();
const staff = staffPerFile(server, 'staff');
const db = () => server.services.database.db;

/** A geyser (its warranty options: the seed's) with stock to spare. */
let geyser: { id: number; variant: string; warranty: { option: string; value: string }[] };
beforeAll(async () => {
  const [row] = await db()
    .select({ id: products.id, variant: productVariants.publicId, variantId: productVariants.id })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .innerJoin(products, eq(products.id, productCategories.productId))
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(categories.slug, 'Instant-Geysers'),
        eq(products.active, true),
        eq(productVariants.active, true),
      ),
    )
    .orderBy(asc(products.id), asc(productVariants.id))
    .limit(1);
  if (!row) throw new Error('the demo shop has no geyser');
  await db()
    .update(productVariants)
    .set({ stock: 500 })
    .where(eq(productVariants.id, row.variantId));
  const warranty = await db()
    .select({ option: productWarranties.option, value: productWarranties.value })
    .from(productWarranties)
    .where(eq(productWarranties.productId, row.id));
  geyser = { id: row.id, variant: row.variant, warranty };
});

const { account, order, deliver } = reviewBuyers(server, staff, () => geyser.variant);

const DESCRIPTION = 'No hot water since Monday; the red light stays off.';
const requestPath = (orderId: string, line = 1, prefix = '') =>
  `${prefix}/service-request?${new URLSearchParams({ order: orderId, line: String(line) })}`;
const form = (fields: Record<string, string | Blob | Blob[]> = {}) => ({
  problem: 'no-hot-water',
  description: DESCRIPTION,
  slot: 'any',
  ...fields,
});

/** A photo as a phone takes it: a JPEG with EXIF and a GPS position. */
async function phonePhoto(name = 'IMG_2041.jpg'): Promise<File> {
  const bytes = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Model 7' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 20/1 0/1' },
    })
    .toBuffer();
  expect((await sharp(bytes).metadata()).exif).toBeDefined();
  return new File([bytes], name, { type: 'image/jpeg' });
}

/** The e-mails about service requests to this address (its order's e-mails left out). */
const serviceMails = async (email: string) =>
  (await mailsTo(server, email)).filter((mail) => /service request|ಸರ್ವೀಸ್ ವಿನಂತಿ/.test(mail.subject));

async function requestOf(ticket: string) {
  const [row] = await db().select().from(serviceRequests).where(eq(serviceRequests.ticket, ticket));
  return row;
}

async function orderRow(publicId: string) {
  const [row] = await db().select().from(orders).where(eq(orders.publicId, publicId));
  return row!;
}

/** The ticket a page's redirect names (…#SR-2026-000123). */
const ticketOf = (location: string | undefined) => /#(SR-\d{4}-\d{6,})$/.exec(location ?? '')?.[1];

/** A signed-in account with a delivered order of the geyser. */
async function deliveredBuyer(): Promise<{ b: Browser; orderId: string; email: string }> {
  const b = await account();
  const orderId = await order(b);
  await deliver(orderId);
  return { b, orderId, email: (await orderRow(orderId)).email };
}

const servicePhotosDir = () => path.join(server.services.config.uploadsDir, 'service-requests');
const storedFiles = () => {
  try {
    return readdirSync(servicePhotosDir()).length;
  } catch {
    return 0;
  }
};

describe('a request on a delivered item', () => {
  it('under warranty gets a ticket and an acknowledgement at once, goes to the serving store, and keeps no EXIF', async () => {
    const { b, orderId, email } = await deliveredBuyer();
    const page = await b.get(requestPath(orderId));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Under warranty until');
    expect(page.html).toContain('No hot water');
    expect(page.html).toContain('Tripping or shock');
    expect(page.html).not.toContain('the repair is chargeable');

    const posted = await multipartPost(
      server,
      b,
      requestPath(orderId),
      form({ photos: await phonePhoto() }),
    );
    expect(posted.status, posted.html.slice(0, 300)).toBe(302);
    const ticket = ticketOf(posted.location);
    expect(ticket).toMatch(new RegExp(`^SR-${todayInIndia(new Date()).slice(0, 4)}-\\d{6}$`));

    const row = (await requestOf(ticket!))!;
    expect(row.chargeable).toBe(false);
    expect(row.problem).toBe('no-hot-water');
    expect(row.deliveredOn).toBe(todayInIndia(new Date()));
    const serving = await servingStore(db(), '572101');
    expect(row.storeId).toBe(serving!.id);
    expect(row.photos).toHaveLength(1);
    const history = await db()
      .select()
      .from(serviceRequestHistory)
      .where(eq(serviceRequestHistory.requestId, row.id));
    expect(history.map((entry) => entry.status)).toEqual(['received']);

    // At once: in the request's own transaction, to the shopper and to the support inbox.
    const [ack] = await serviceMails(email);
    expect(ack?.subject).toBe(`We have received your service request ${ticket}`);
    expect(ack?.text).toContain(`Its ticket number is ${ticket}`);
    expect(ack?.text).toContain('The item is under warranty until');
    expect(ack?.text).toContain(`/track-service?ticket=${ticket}`);
    const copies = (await mailsTo(server, STORE.supportEmail)).filter((mail) =>
      mail.subject.startsWith(`Service request ${ticket}:`),
    );
    expect(copies).toHaveLength(1);
    expect(copies[0]!.text).toContain(DESCRIPTION);
    expect(copies[0]!.subject).toContain(serving!.name);

    // The photo as served: re-encoded, without EXIF or location.
    const served = await server.fetch(row.photos[0]!);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();

    // The page it lands on says so and shows the request's timeline.
    const after = await b.get(requestPath(orderId));
    expect(after.html).toContain(
      escapeHtml(
        `We have received your service request ${ticket}. We have e-mailed you its details.`,
      ),
    );
    expect(after.html).toContain(`Service request ${ticket}`);
    expect(after.html).toContain('Received');

    // My Orders: 'Request service' on the delivered line, and the request with its status.
    const myOrders = await b.get(`/myorders?order=${orderId}`);
    expect(myOrders.html).toContain(escapeHtml(requestPath(orderId)));
    expect(myOrders.html).toContain('Request service');
    expect(myOrders.html).toContain(`Service request ${ticket}`);
  });

  it('a second post of the same request gives the same ticket', async () => {
    const { b, orderId } = await deliveredBuyer();
    const first = await b.api('POST', '/api/v1/service-requests', {
      order: orderId,
      line: 1,
      ...form(),
    });
    expect(first.status, first.body).toBe(201);
    const again = await b.api('POST', '/api/v1/service-requests', {
      order: orderId,
      line: 1,
      ...form(),
    });
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body).data.ticket).toBe(JSON.parse(first.body).data.ticket);
  });

  it('out of warranty is told before sending, allowed, and marked chargeable', async () => {
    const { b, orderId, email } = await deliveredBuyer();
    const { id } = await orderRow(orderId);
    // Delivered ten years ago: every option of the geyser's warranty has ended.
    await db()
      .update(orderStatusHistory)
      .set({ createdAt: new Date(Date.now() - 10 * 365 * 24 * 60 * 60 * 1000) })
      .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 'Delivered')));
    const page = await b.get(requestPath(orderId));
    expect(page.html).toContain(
      'Out of warranty: the repair is chargeable. The store will tell you the charges before any work is done.',
    );
    const sent = await b.api('POST', '/api/v1/service-requests', {
      order: orderId,
      line: 1,
      ...form({ problem: 'water-leaking' }),
    });
    expect(sent.status, sent.body).toBe(201);
    const { ticket } = JSON.parse(sent.body).data as { ticket: string };
    const row = (await requestOf(ticket))!;
    expect(row.chargeable).toBe(true);
    expect(row.warranty.length).toBe(geyser.warranty.length);
    expect(row.warranty.every((cover) => !cover.running)).toBe(true);
    const [ack] = await serviceMails(email);
    expect(ack?.text).toContain(
      'The item is no longer under warranty, so the repair is chargeable.',
    );
  });

  it('in Kannada is acknowledged in Kannada', async () => {
    const { b, orderId, email } = await deliveredBuyer();
    const page = await b.get(requestPath(orderId, 1, '/kn'));
    expect(page.status).toBe(200);
    expect(page.html).toContain('ಬಿಸಿ ನೀರು ಬರುತ್ತಿಲ್ಲ');
    const posted = await multipartPost(server, b, requestPath(orderId, 1, '/kn'), form());
    expect(posted.status).toBe(302);
    expect(posted.location).toMatch(/^\/kn\/service-request\?/);
    const [ack] = await serviceMails(email);
    expect(ack?.subject).toMatch(/^ನಿಮ್ಮ ಸರ್ವೀಸ್ ವಿನಂತಿ SR-\d{4}-\d{6} ನಮಗೆ ತಲುಪಿದೆ$/);
    const ticket = ticketOf(posted.location)!;
    // The request's page and its tracking in Kannada, with nothing of theirs in English.
    const after = await b.get(requestPath(orderId, 1, '/kn'));
    const tracked = await browser(server).post('/kn/track-service', { ticket, email });
    expect(tracked.status).toBe(200);
    for (const html of [after.html, tracked.html]) {
      expect(html).toContain(`ಸರ್ವೀಸ್ ವಿನಂತಿ ${ticket}`);
      expect(html).toContain('>ಸ್ವೀಕರಿಸಲಾಗಿದೆ<');
      expect(html).toContain('ನಿಮಗೆ ಅನುಕೂಲವಾದ ಸಮಯ');
      for (const english of ['>Received<', '>Preferred time<', '>Problem<', '>Any time<']) {
        expect(html).not.toContain(english);
      }
    }
  });

  it('goes to the store nearest to the pincode when no store serves it', async () => {
    const { b, orderId } = await deliveredBuyer();
    const serving = await servingStore(db(), '572101');
    const served = await db()
      .select()
      .from(storePincodes)
      .where(eq(storePincodes.pincode, '572101'));
    await db().delete(storePincodes).where(eq(storePincodes.pincode, '572101'));
    try {
      const sent = await b.api('POST', '/api/v1/service-requests', {
        order: orderId,
        line: 1,
        ...form({ problem: 'noise' }),
      });
      expect(sent.status, sent.body).toBe(201);
      // Tumakuru's store is also the nearest to Tumakuru's pincode.
      const row = (await requestOf(JSON.parse(sent.body).data.ticket))!;
      expect(row.storeId).toBe(serving!.id);
    } finally {
      await db().insert(storePincodes).values(served).onConflictDoNothing();
    }
  });
});

describe('refusals', () => {
  it('refuses a line of an order not yet delivered, another shopper’s order and a line not there', async () => {
    const b = await account('Nandini', 'Hegde');
    const undelivered = await order(b);
    const page = await b.get(requestPath(undelivered));
    expect(page.status).toBe(200);
    expect(page.html).toContain(SERVICE_MESSAGES.notDelivered);
    expect(page.html).not.toContain('Send request');
    const api = await b.api('POST', '/api/v1/service-requests', {
      order: undelivered,
      line: 1,
      ...form(),
    });
    expect(api.status).toBe(409);
    expect(JSON.parse(api.body).error.message).toBe(SERVICE_MESSAGES.notDelivered);
    const posted = await multipartPost(server, b, requestPath(undelivered), form());
    expect(posted.status).toBe(409);

    const other = await deliveredBuyer();
    const stranger = await b.api('POST', '/api/v1/service-requests', {
      order: other.orderId,
      line: 1,
      ...form(),
    });
    expect(stranger.status).toBe(404);
    expect((await b.get(requestPath(other.orderId))).status).toBe(404);
    expect((await multipartPost(server, b, requestPath(other.orderId), form())).status).toBe(404);
    // A guest has no order at all.
    const guest = await browser(server).api('POST', '/api/v1/service-requests', {
      order: other.orderId,
      line: 1,
      ...form(),
    });
    expect(guest.status).toBe(404);
    const noLine = await other.b.api('POST', '/api/v1/service-requests', {
      order: other.orderId,
      line: 9,
      ...form(),
    });
    expect(noLine.status).toBe(404);
    expect((await other.b.get(requestPath(other.orderId, 9))).status).toBe(404);
    expect(
      await db().select().from(serviceRequests).where(eq(serviceRequests.email, other.email)),
    ).toEqual([]);
  });

  it('refuses a description of 19 or 1,001 characters, 4 photos, and a problem of another kind, storing nothing', async () => {
    const { b, orderId, email } = await deliveredBuyer();
    const before = storedFiles();
    const cases: [Record<string, string | Blob | Blob[]>, string, string][] = [
      [{ description: 'x'.repeat(19) }, 'description', SERVICE_MESSAGES.descriptionShort],
      [{ description: 'x'.repeat(1001) }, 'description', SERVICE_MESSAGES.descriptionLong],
      [
        { photos: await Promise.all(['1', '2', '3', '4'].map((n) => phonePhoto(`${n}.jpg`))) },
        'photos',
        REVIEW_MESSAGES.photoCount,
      ],
      [{ problem: 'drum-not-spinning' }, 'problem', SERVICE_MESSAGES.problem],
      [{ slot: '2020-01-01/morning' }, 'slot', SERVICE_MESSAGES.slot],
    ];
    for (const [fields, field, message] of cases) {
      const api = await multipartPost(server, b, '/api/v1/service-requests', {
        order: orderId,
        line: '1',
        ...form(fields),
      });
      expect(api.status, message).toBe(400);
      expect(JSON.parse(api.html).error.fields[field], message).toBe(message);
      const page = await multipartPost(server, b, requestPath(orderId), form(fields));
      expect(page.status, message).toBe(400);
      expect(page.html).toContain(escapeHtml(message));
    }
    // Exactly 20 and 1,000 are taken.
    for (const description of ['y'.repeat(20), 'z'.repeat(1000)]) {
      const api = await b.api('POST', '/api/v1/service-requests', {
        order: orderId,
        line: 1,
        ...form({ description }),
      });
      expect(api.status, api.body).toBe(201);
    }
    const rows = await db().select().from(serviceRequests).where(eq(serviceRequests.email, email));
    expect(rows).toHaveLength(2);
    expect(storedFiles()).toBe(before);
  });
});

describe('a guest', () => {
  it('asks through the API with the session that placed the order', async () => {
    const guest = browser(server);
    const orderId = await order(guest);
    await deliver(orderId);
    const sent = await guest.api('POST', '/api/v1/service-requests', {
      order: orderId,
      line: 1,
      ...form({ slot: undefined as unknown as string }),
    });
    expect(sent.status, sent.body).toBe(201);
    const row = (await requestOf(JSON.parse(sent.body).data.ticket))!;
    expect(row.userId).toBeNull();
    expect(row.preferredDay).toBeNull();
    // Another browser, with the same order id, is not that session.
    const other = await browser(server).api('POST', '/api/v1/service-requests', {
      order: orderId,
      line: 1,
      ...form(),
    });
    expect(other.status).toBe(404);
  });
});

describe('tracking', () => {
  let ticket: string;
  let email: string;
  beforeAll(async () => {
    const buyer = await deliveredBuyer();
    email = buyer.email;
    const sent = await buyer.b.api('POST', '/api/v1/service-requests', {
      order: buyer.orderId,
      line: 1,
      ...form({ problem: 'tripping-shock' }),
    });
    ticket = JSON.parse(sent.body).data.ticket;
  });

  it('finds a request by its ticket and e-mail, without the shopper’s own words', async () => {
    const found = await browser(server).api('POST', '/api/v1/service-requests/track', {
      ticket: ticket.toLowerCase(),
      email: email.toUpperCase(),
    });
    expect(found.status).toBe(200);
    const { data } = JSON.parse(found.body);
    expect(data).toMatchObject({ ticket, status: 'received', problem: 'tripping-shock' });
    expect(data.timeline.map((entry: { status: string }) => entry.status)).toEqual(['received']);
    expect(found.body).not.toContain(DESCRIPTION);

    const page = await browser(server).post('/track-service', { ticket, email });
    expect(page.status).toBe(200);
    expect(page.html).toContain(`Service request ${ticket}`);
    expect(page.html).toContain('Tripping or shock');
    expect(page.html).not.toContain(DESCRIPTION);
  });

  it('answers a wrong e-mail and a wrong ticket identically', async () => {
    const [seq = ''] = /\d+$/.exec(ticket) ?? [];
    const unknown = ticket.replace(/\d+$/, String(Number(seq) + 500).padStart(6, '0'));
    const answers = await Promise.all(
      [
        { ticket, email: 'someone.else@example.com' },
        { ticket: unknown, email },
      ].map((body) => browser(server).api('POST', '/api/v1/service-requests/track', body)),
    );
    for (const answer of answers) expect(answer.status).toBe(404);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    expect(JSON.parse(answers[0]!.body).error.message).toBe(SERVICE_MESSAGES.notFound);

    const pages = await Promise.all(
      [
        { ticket, email: 'someone.else@example.com' },
        { ticket: unknown, email },
      ].map((body) => browser(server).post('/track-service', body)),
    );
    for (const page of pages) {
      expect(page.status).toBe(404);
      expect(page.html).toContain(escapeHtml(SERVICE_MESSAGES.notFound));
      expect(page.html).not.toContain(`Service request ${ticket}`);
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = JSON.parse((await browser(server).get('/api/v1/openapi.json')).body) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/service-requests', '/service-requests/track']),
    );
  });
});

describe('staff', () => {
  it('move a request on: each change audited, on the timeline and e-mailed to the shopper', async () => {
    const { b, orderId, email } = await deliveredBuyer();
    const sent = await b.api('POST', '/api/v1/service-requests', {
      order: orderId,
      line: 1,
      ...form({ problem: 'water-leaking' }),
    });
    const { ticket } = JSON.parse(sent.body).data as { ticket: string };
    const admin = `/admin/service-requests/${ticket}`;

    const list = await staff.get('/admin/service-requests?status=received');
    expect(list.status).toBe(200);
    expect(list.html).toContain(`href="${admin}"`);
    const page = await staff.get(admin);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Water leaking');
    expect(page.html).toContain(escapeHtml(DESCRIPTION));

    // 'Technician assigned' needs the technician; 'Visit scheduled' a day and slot.
    const noName = await staff.post(admin, { status: 'technician_assigned', technician: '' });
    expect(noName.status).toBe(400);
    const noDay = await staff.post(admin, { status: 'visit_scheduled', visitSlot: 'morning' });
    expect(noDay.status).toBe(400);

    const tomorrow = addDays(todayInIndia(new Date()), 1);
    const steps: Record<string, string>[] = [
      { status: 'technician_assigned', technician: 'Ravi Kumar', note: '' },
      {
        status: 'visit_scheduled',
        visitDay: tomorrow,
        visitSlot: 'morning',
        note: 'Please keep the bathroom free.',
      },
      { status: 'resolved', note: 'The thermostat was replaced under warranty.' },
    ];
    for (const step of steps) {
      const moved = await staff.post(admin, step);
      expect(moved.status, `${step.status}: ${moved.html.slice(0, 200)}`).toBe(200);
    }
    // Never back.
    const back = await staff.post(admin, { status: 'received' });
    expect(back.status).toBe(409);

    const row = (await requestOf(ticket))!;
    expect(row).toMatchObject({
      status: 'resolved',
      technician: 'Ravi Kumar',
      visitDay: tomorrow,
      visitSlot: 'morning',
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'service_request'), eq(auditLog.entityId, ticket)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => entry.action)).toEqual([
      'service_request.technician_assigned',
      'service_request.visit_scheduled',
      'service_request.resolved',
    ]);
    expect(audit[0]!.actorEmail).toBe(staff.email);
    expect(audit[2]!.before).toMatchObject({ status: 'visit_scheduled' });

    const tracked = await browser(server).api('POST', '/api/v1/service-requests/track', {
      ticket,
      email,
    });
    const { data } = JSON.parse(tracked.body);
    expect(data.status).toBe('resolved');
    expect(data.technician).toBe('Ravi');
    expect(data.visit).toEqual({ date: tomorrow, slot: 'morning' });
    expect(data.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'received',
      'technician_assigned',
      'visit_scheduled',
      'resolved',
    ]);
    expect(data.timeline[3].note).toBe('The thermostat was replaced under warranty.');

    const mails = (await serviceMails(email)).map((mail) => mail.subject);
    expect(mails).toEqual([
      `We have received your service request ${ticket}`,
      `Your service request ${ticket}: Technician assigned`,
      `Your service request ${ticket}: Visit scheduled`,
      `Your service request ${ticket}: Resolved`,
    ]);
  });

  it('filter the list by status and store', async () => {
    const resolved = await staff.get('/admin/service-requests?status=resolved');
    const received = await staff.get('/admin/service-requests?status=received');
    const [resolvedTicket] = /SR-\d{4}-\d{6}/.exec(resolved.html) ?? [];
    expect(resolvedTicket).toBeTruthy();
    expect(received.html).not.toContain(`>${resolvedTicket}<`);
    const serving = await servingStore(db(), '572101');
    const atStore = await staff.get(`/admin/service-requests?store=${serving!.code}`);
    expect(atStore.html).toContain(`>${resolvedTicket}<`);
    const codes = (await db().select({ code: stores.code }).from(stores)).map((row) => row.code);
    const elsewhere = codes.find((code) => code !== serving!.code);
    expect(elsewhere).toBeTruthy();
    const none = await staff.get(`/admin/service-requests?store=${elsewhere}`);
    expect(none.html).toContain('No service request matches these filters.');
  });

  it('are the only ones who see the back office’s pages: anyone else gets 404', async () => {
    const [row] = await db()
      .select({ ticket: serviceRequests.ticket })
      .from(serviceRequests)
      .limit(1);
    const shopper = await account('Kiran', 'Gowda');
    for (const who of [browser(server), shopper]) {
      expect((await who.get('/admin/service-requests')).status).toBe(404);
      expect((await who.get(`/admin/service-requests/${row!.ticket}`)).status).toBe(404);
      const post = await who.post(`/admin/service-requests/${row!.ticket}`, { status: 'closed' });
      expect(post.status).toBe(404);
    }
    expect((await requestOf(row!.ticket))!.status).not.toBe('closed');
  });
});
