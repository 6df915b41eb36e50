/**
 * Service requests (issue 35, item 4): a delivered order line's problem, with up to 3
 * photos and a preferred slot, gets a ticket at once in its own transaction, with the
 * acknowledgement to the shopper and a copy to the support inbox queued in it. It goes to
 * the store that installs at the order's pincode, else the store nearest to the pincode,
 * else the first store. The warranty counts from the day the order was delivered. Who may
 * ask for which order is the caller's business (an account's order, or a session's recent
 * one: order/orders.server.ts); tracking by ticket and e-mail is here, one answer for a
 * wrong ticket or a wrong e-mail. Staff's changes are admin/service-requests.server.ts.
 */
import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import { z } from 'zod';
import { STORE } from '../../../config/store.ts';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { serverTranslator } from '../../i18n/catalogs.server.ts';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  localeInfo,
  localizedPath,
} from '../../i18n/locales.ts';
import type { Refusal, RequestClient } from '../../lib/account-limits.server.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { formatOrderDate } from '../../lib/order-date.ts';
import { formatShortDate } from '../../lib/short-date.ts';
import { categories, productCategories, productWarranties } from '../catalog/schema.ts';
import { stores } from '../content/schema.ts';
import { nearestFirst } from '../installation/nearest.ts';
import {
  type InstallingStore,
  installingStoreById,
  openingsFrom,
  type SlotOpening,
  servingStore,
} from '../installation/offer.server.ts';
import {
  firstName,
  type InstallationSlot,
  parseSlotChoice,
  SLOT_LABELS,
  todayInIndia,
} from '../installation/slots.ts';
import {
  type ServiceRequestEmailFacts,
  serviceRequestReceivedEmail,
  serviceRequestStaffEmail,
} from '../notification/emails.server.tsx';
import { enqueueEmail } from '../notification/outbox.server.ts';
import type { OrderRow } from '../order/orders.server.ts';
import { orderLines, orderStatusHistory, orders } from '../order/schema.ts';
import { HANDED_OVER_STATUSES, handedOver } from '../order/view.ts';
import { serviceablePincodes } from '../shipping/schema.ts';
import {
  ANY_TIME,
  PROBLEM_LABELS,
  type ProblemCode,
  problemsOf,
  productKind,
  SERVICE_MESSAGES,
  type ServiceStatus,
  serviceTicket,
} from './rules.ts';
import { serviceRequestHistory, serviceRequests } from './schema.ts';
import type { ServiceRequestInput } from './validation.ts';
import { type WarrantyState, warrantyState, warrantyUntil } from './warranty.ts';

export type OrderLineRow = typeof orderLines.$inferSelect;
export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

/** The store a request goes to, as shoppers see it. */
export interface ServiceStore {
  id: number;
  code: string;
  name: string;
  nameKn: string | null;
  phone: string;
}

/** The order's lines in their order: line n (from 1) of an order is the n-th of these. */
async function linesOf(db: DbOrTx, orderId: number): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** Line n (from 1) of the order, or null. */
export async function lineOfOrder(
  db: DbOrTx,
  orderId: number,
  lineNo: number,
): Promise<OrderLineRow | null> {
  if (!Number.isInteger(lineNo) || lineNo < 1 || lineNo > 500) return null;
  return (await linesOf(db, orderId))[lineNo - 1] ?? null;
}

/**
 * The day (India) the order was first marked Delivered, or Picked Up at a store (issue 35);
 * null if it has been neither.
 */
export async function deliveredOn(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ at: min(orderStatusHistory.createdAt) })
    .from(orderStatusHistory)
    .where(
      and(
        eq(orderStatusHistory.orderId, orderId),
        inArray(orderStatusHistory.status, [...HANDED_OVER_STATUSES]),
      ),
    );
  return row?.at ? todayInIndia(new Date(row.at)) : null;
}

/** The product's warranty options as the catalog has them now (none for a product gone). */
async function warrantyOptions(db: DbOrTx, productId: number | null) {
  if (productId === null) return [];
  return db
    .select({
      option: productWarranties.option,
      value: productWarranties.value,
      optionKn: productWarranties.optionKn,
      valueKn: productWarranties.valueKn,
    })
    .from(productWarranties)
    .where(eq(productWarranties.productId, productId))
    .orderBy(asc(productWarranties.position), asc(productWarranties.id));
}

/** The problems offered for the product: by the kind of its first known category. */
async function problemsFor(db: DbOrTx, productId: number | null): Promise<ProblemCode[]> {
  if (productId === null) return problemsOf('other');
  const rows = await db
    .select({ slug: categories.slug })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(eq(productCategories.productId, productId))
    .orderBy(asc(categories.position), asc(categories.id));
  return problemsOf(productKind(rows.map((row) => row.slug)));
}

const storeColumns = {
  id: stores.id,
  code: stores.code,
  name: stores.name,
  nameKn: stores.nameKn,
  phone: stores.phone,
  latitude: stores.latitude,
  longitude: stores.longitude,
};

/**
 * Where a request from this pincode goes: the store whose technicians install there (with
 * its calendar, for the preferred slots); else the open store nearest to the pincode's
 * place; else the first open store (the first of all, if none is open).
 */
export async function routedStore(
  db: DbOrTx,
  pincode: string,
  now = new Date(),
  /** The store the order was picked up from (issue 35): it takes what no store serves. */
  pickupStoreId: number | null = null,
): Promise<{ store: ServiceStore; installing: InstallingStore | null }> {
  const serving = await servingStore(db, pincode, now);
  if (serving) {
    const { id, code, name, nameKn, phone } = serving;
    return { store: { id, code, name, nameKn, phone }, installing: serving };
  }
  if (pickupStoreId !== null) {
    const [collectedAt] = await db
      .select(storeColumns)
      .from(stores)
      .where(eq(stores.id, pickupStoreId))
      .limit(1);
    if (collectedAt) {
      const { id, code, name, nameKn, phone } = collectedAt;
      return { store: { id, code, name, nameKn, phone }, installing: null };
    }
  }
  const [[place], open] = await Promise.all([
    db
      .select({ latitude: serviceablePincodes.latitude, longitude: serviceablePincodes.longitude })
      .from(serviceablePincodes)
      .where(eq(serviceablePincodes.pincode, pincode))
      .limit(1),
    db
      .select(storeColumns)
      .from(stores)
      .where(eq(stores.active, true))
      .orderBy(asc(stores.position), asc(stores.id)),
  ]);
  const candidates = open.length
    ? open
    : await db.select(storeColumns).from(stores).orderBy(asc(stores.position), asc(stores.id));
  const located =
    place?.latitude != null && place.longitude != null
      ? { latitude: place.latitude, longitude: place.longitude }
      : null;
  const [chosen] = located ? nearestFirst(located, candidates) : candidates;
  if (!chosen) throw new Error('the shop has no store to route a service request to');
  const { id, code, name, nameKn, phone } = chosen;
  return {
    store: { id, code, name, nameKn, phone },
    installing: await installingStoreById(db, id, now),
  };
}

/** The preferred times offered: the routed store's slots with places left (from tomorrow). */
function slotsOffered(
  db: DbOrTx,
  installing: InstallingStore | null,
  now: Date,
): Promise<SlotOpening[]> {
  return installing ? openingsFrom(db, installing, todayInIndia(now), now) : Promise.resolve([]);
}

/** What the form of a line shows: the item, its warranty, the problems, the store, the times. */
export interface ServiceLineView {
  orderId: string;
  orderNumber: string;
  line: number;
  productName: string;
  productSlug: string;
  variantLabel: string;
  image: string;
  /** Null until the order is delivered (no request can be made yet). */
  deliveredOn: string | null;
  warranty: WarrantyState | null;
  problems: ProblemCode[];
  store: ServiceStore;
  slots: SlotOpening[];
}

/** The form's facts for line n of the order (the caller knows the order is the asker's). */
export async function serviceLineView(
  db: DbOrTx,
  order: OrderRow,
  lineNo: number,
  now = new Date(),
): Promise<ServiceLineView | null> {
  const line = await lineOfOrder(db, order.id, lineNo);
  if (!line) return null;
  const [delivered, options, problems, routed] = await Promise.all([
    handedOver(order.status) ? deliveredOn(db, order.id) : null,
    warrantyOptions(db, line.productId),
    problemsFor(db, line.productId),
    routedStore(db, order.pincode, now, order.pickupStoreId),
  ]);
  return {
    orderId: order.publicId,
    orderNumber: order.orderNumber,
    line: lineNo,
    productName: line.productName,
    productSlug: line.productSlug,
    variantLabel: line.variantLabel,
    image: line.image,
    deliveredOn: delivered,
    warranty: delivered ? warrantyState(options, delivered, todayInIndia(now)) : null,
    problems,
    store: routed.store,
    slots: delivered ? await slotsOffered(db, routed.installing, now) : [],
  };
}

/** Where the e-mails' links lead. */
export interface ServiceLinks {
  origin: string;
}

/** Track service request's address for this ticket, in the shopper's language. */
export function trackServiceUrl(origin: string, locale: Locale, ticket: string): string {
  return new URL(localizedPath(locale, `/track-service?${new URLSearchParams({ ticket })}`), origin)
    .href;
}

/** A day and slot as the shopper's language writes them: '4 Dec 2026, Morning, 9 AM to 1 PM'. */
export function slotText(locale: Locale, day: string, slot: InstallationSlot): string {
  const t = serverTranslator(locale);
  return t('{date}, {slot}', { date: formatShortDate(day, locale), slot: t(SLOT_LABELS[slot]) });
}

/** The warranty as the e-mails and the back office name it. */
export function warrantyKind(
  request: Pick<ServiceRequestRow, 'chargeable' | 'warranty'>,
): ServiceRequestEmailFacts['warranty'] {
  if (request.chargeable) return 'chargeable';
  const running = request.warranty.filter((cover) => cover.running);
  return running.some((cover) => cover.whole) ? 'covered' : 'parts';
}

/** What a request is about, for its e-mails: the shopper's facts in the request's language. */
export function emailFacts(
  request: ServiceRequestRow,
  order: Pick<OrderRow, 'firstName' | 'orderNumber'>,
  line: Pick<OrderLineRow, 'productName' | 'variantLabel'>,
  store: Pick<ServiceStore, 'name' | 'nameKn' | 'phone'>,
): ServiceRequestEmailFacts {
  const locale = isLocale(request.locale) ? request.locale : DEFAULT_LOCALE;
  const t = serverTranslator(locale);
  const until = warrantyUntil(request.warranty);
  return {
    locale,
    ticket: request.ticket,
    name: order.firstName,
    email: request.email,
    orderNumber: order.orderNumber,
    item: `${line.productName} (${line.variantLabel})`,
    problem: t(PROBLEM_LABELS[request.problem as ProblemCode] ?? request.problem),
    store: (locale === 'kn' && store.nameKn) || store.name,
    storePhone: store.phone,
    warranty: warrantyKind(request),
    warrantyUntil: until ? formatShortDate(until, locale) : null,
    preferred:
      request.preferredDay && request.preferredSlot
        ? slotText(locale, request.preferredDay, request.preferredSlot)
        : null,
  };
}

/** Requests still being looked after (a double post of the same one gives its ticket). */
const OPEN: ServiceStatus[] = ['received', 'technician_assigned', 'visit_scheduled'];

export interface RaiseRequest {
  order: OrderRow;
  /** Line n (from 1) of the order. */
  line: number;
  input: ServiceRequestInput;
  /** The photos' paths, already stored (photos.server.ts); the caller discards them if refused. */
  photos: string[];
  /** The account asking, if signed in. */
  userId: number | null;
  /** The language of the page it came from (the order's when through the API). */
  locale: Locale;
  links: ServiceLinks;
}

/**
 * Raises a request on a delivered line: refused (nothing stored) for an order not yet
 * delivered, a problem not offered for the product, or a time not offered. Resolves to
 * its ticket; `created` is false when the same request was already open (a double post),
 * whose ticket it gives again.
 */
export async function raiseServiceRequest(
  db: DbOrTx,
  request: RaiseRequest,
  now = new Date(),
): Promise<{ ticket: string; created: boolean }> {
  const { order, input } = request;
  const view = await serviceLineView(db, order, request.line, now);
  if (!view) throw new DomainError('not_found', SERVICE_MESSAGES.noOrder);
  if (!view.deliveredOn || !view.warranty) {
    throw new DomainError('conflict', SERVICE_MESSAGES.notDelivered);
  }
  if (!view.problems.includes(input.problem as ProblemCode)) {
    throw new DomainError('rejected', SERVICE_MESSAGES.problem, { field: 'problem' });
  }
  const preferred = input.slot === ANY_TIME ? null : parseSlotChoice(input.slot);
  if (
    input.slot !== ANY_TIME &&
    !view.slots.some((slot) => `${slot.date}/${slot.slot}` === input.slot)
  ) {
    throw new DomainError('rejected', SERVICE_MESSAGES.slot, { field: 'slot' });
  }
  const line = await lineOfOrder(db, order.id, request.line);
  if (!line) throw new DomainError('not_found', SERVICE_MESSAGES.noOrder);
  const warranty = view.warranty;
  return db.transaction(async (tx) => {
    // The line's row first: a double post waits here, then finds the first one's ticket.
    await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.id, line.id))
      .for('update');
    const [same] = await tx
      .select({ ticket: serviceRequests.ticket })
      .from(serviceRequests)
      .where(
        and(
          eq(serviceRequests.orderLineId, line.id),
          eq(serviceRequests.problem, input.problem),
          eq(serviceRequests.description, input.description),
          inArray(serviceRequests.status, OPEN),
        ),
      )
      .limit(1);
    if (same) return { ticket: same.ticket, created: false };
    const [seq] = await queryRows(
      tx,
      sql`select nextval('service_ticket_seq') as seq`,
      z.object({ seq: SqlNumber }),
    );
    const ticket = serviceTicket(seq?.seq ?? 0, now);
    const [row] = await tx
      .insert(serviceRequests)
      .values({
        ticket,
        orderId: order.id,
        orderLineId: line.id,
        storeId: view.store.id,
        userId: request.userId,
        email: order.email,
        locale: request.locale,
        problem: input.problem,
        description: input.description,
        photos: request.photos,
        preferredDay: preferred?.day ?? null,
        preferredSlot: preferred?.slot ?? null,
        deliveredOn: view.deliveredOn as string,
        warranty: warranty.options,
        chargeable: !warranty.underWarranty,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('the service request was not stored');
    await tx
      .insert(serviceRequestHistory)
      .values({ requestId: row.id, status: 'received', createdAt: now });
    const facts = emailFacts(row, order, line, view.store);
    await enqueueEmail(
      tx,
      serviceRequestReceivedEmail(
        facts,
        trackServiceUrl(request.links.origin, facts.locale, ticket),
        request.links.origin,
      ),
      { dedupeKey: `service-ack:${ticket}` },
    );
    // The support inbox reads English whatever the shopper's language.
    const staff = emailFacts({ ...row, locale: DEFAULT_LOCALE }, order, line, view.store);
    await enqueueEmail(
      tx,
      serviceRequestStaffEmail(
        STORE.supportEmail,
        {
          ...staff,
          fullName: `${order.firstName} ${order.lastName}`,
          phone: order.phone,
          address: [order.address1, order.address2, order.city, order.state, order.pincode]
            .filter(Boolean)
            .join(', '),
          description: row.description,
          photos: row.photos,
          adminUrl: new URL(`/admin/service-requests/${ticket}`, request.links.origin).href,
        },
        request.links.origin,
      ),
      { dedupeKey: `service-new:${ticket}` },
    );
    return { ticket, created: true };
  });
}

/** One step of a request's timeline, as the shopper sees it. */
export interface ServiceTimelineEntry {
  status: ServiceStatus;
  /** Staff's note, as written. */
  note: string | null;
  /** The technician's first name. */
  technician: string | null;
  visit: { date: string; slot: InstallationSlot } | null;
  at: string;
}

/** A request as its shopper follows it (the API's ServiceRequest). */
export interface ServiceRequestView {
  ticket: string;
  status: ServiceStatus;
  createdAt: string;
  orderNumber: string;
  /** The order's public id and the line's number in it (for the shopper's own pages). */
  orderId: string;
  line: number;
  productName: string;
  variantLabel: string;
  image: string;
  problem: ProblemCode;
  /** The shopper's own words and photos: left out when tracked by ticket and e-mail. */
  description: string | null;
  photos: string[];
  preferred: { date: string; slot: InstallationSlot } | null;
  visit: { date: string; slot: InstallationSlot } | null;
  technician: string | null;
  store: Omit<ServiceStore, 'id'>;
  deliveredOn: string;
  chargeable: boolean;
  /** Only parts' warranties ran when it was asked: other repairs are charged. */
  partsOnly: boolean;
  warranty: {
    option: string;
    value: string;
    until: string | null;
    running: boolean;
    /** The product's own warranty, not a part's. */
    whole: boolean;
  }[];
  timeline: ServiceTimelineEntry[];
}

const dayAndSlot = (day: string | null, slot: InstallationSlot | null) =>
  day && slot ? { date: day, slot } : null;

/** The views of these requests (of one order, or one tracked), oldest first. */
async function viewsOf(
  db: DbOrTx,
  rows: ServiceRequestRow[],
  { own }: { own: boolean },
): Promise<ServiceRequestView[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const [history, lines, orderRows, storeRows] = await Promise.all([
    db
      .select()
      .from(serviceRequestHistory)
      .where(inArray(serviceRequestHistory.requestId, ids))
      .orderBy(asc(serviceRequestHistory.createdAt), asc(serviceRequestHistory.id)),
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.id)),
    db
      .select({ id: orders.id, publicId: orders.publicId, orderNumber: orders.orderNumber })
      .from(orders)
      .where(inArray(orders.id, orderIds)),
    db
      .select(storeColumns)
      .from(stores)
      .where(inArray(stores.id, [...new Set(rows.map((row) => row.storeId))])),
  ]);
  return rows.map((row) => {
    const orderLinesOf = lines.filter((line) => line.orderId === row.orderId);
    const index = orderLinesOf.findIndex((line) => line.id === row.orderLineId);
    const line = orderLinesOf[index];
    const order = orderRows.find((o) => o.id === row.orderId);
    const store = storeRows.find((s) => s.id === row.storeId);
    const running = row.warranty.filter((cover) => cover.running);
    return {
      ticket: row.ticket,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      orderNumber: order?.orderNumber ?? '',
      orderId: order?.publicId ?? '',
      line: index + 1,
      productName: line?.productName ?? '',
      variantLabel: line?.variantLabel ?? '',
      image: line?.image ?? '',
      problem: row.problem as ProblemCode,
      description: own ? row.description : null,
      photos: own ? row.photos : [],
      preferred: dayAndSlot(row.preferredDay, row.preferredSlot),
      visit: dayAndSlot(row.visitDay, row.visitSlot),
      technician: firstName(row.technician),
      store: {
        code: store?.code ?? '',
        name: store?.name ?? '',
        nameKn: store?.nameKn ?? null,
        phone: store?.phone ?? '',
      },
      deliveredOn: row.deliveredOn,
      chargeable: row.chargeable,
      partsOnly: running.length > 0 && !running.some((cover) => cover.whole),
      warranty: row.warranty.map(({ option, value, until, running, whole }) => ({
        option,
        value,
        until,
        running,
        whole,
      })),
      timeline: history
        .filter((entry) => entry.requestId === row.id)
        .map((entry) => ({
          status: entry.status,
          note: entry.note,
          technician: firstName(entry.technician),
          visit: dayAndSlot(entry.visitDay, entry.visitSlot),
          at: entry.createdAt.toISOString(),
        })),
    };
  });
}

/** The order's requests (its shopper's own view), newest first; `line` (from 1): one line's. */
export async function orderServiceRequests(
  db: DbOrTx,
  orderId: number,
  line?: number,
): Promise<ServiceRequestView[]> {
  const rows = await db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.orderId, orderId))
    .orderBy(sql`${serviceRequests.createdAt} desc`, sql`${serviceRequests.id} desc`);
  const views = await viewsOf(db, rows, { own: true });
  return line === undefined ? views : views.filter((view) => view.line === line);
}

/**
 * Track service request: the request whose ticket and e-mail both match, or null, the same
 * whether no request has the ticket or its e-mail differs. Without the shopper's own words
 * and photos (whoever has the ticket and e-mail sees where it stands).
 */
export async function trackServiceRequest(
  db: DbOrTx,
  ticket: string,
  email: string,
): Promise<ServiceRequestView | null> {
  const rows = await db
    .select()
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.ticket, ticket.trim().toUpperCase()),
        eq(sql`lower(${serviceRequests.email})`, email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  const [view] = await viewsOf(db, rows, { own: false });
  return view ?? null;
}

/** Counts a request raised from this client; the refusal when it is over the limit. */
export async function limitServiceRequests(client: RequestClient): Promise<Refusal | null> {
  const decision = await client.limits.consume('serviceRequest', client.clientAddress);
  return decision.allowed ? null : decision;
}

/** A request as a page shows it: its days, times and store written in the page's language. */
export interface ServiceRequestDisplay extends Omit<ServiceRequestView, 'timeline'> {
  storeName: string;
  createdText: string;
  deliveredText: string;
  preferredText: string | null;
  visitText: string | null;
  /** The last day a warranty that ran covers (null: none ran, or a lifetime one). */
  warrantyUntilText: string | null;
  timeline: (ServiceTimelineEntry & { visitText: string | null; atText: string })[];
}

export function displayOf(view: ServiceRequestView, locale: Locale): ServiceRequestDisplay {
  const intl = localeInfo(locale).intl;
  const until = warrantyUntil(view.warranty);
  return {
    ...view,
    storeName: (locale === 'kn' && view.store.nameKn) || view.store.name,
    createdText: formatOrderDate(view.createdAt, intl),
    deliveredText: formatShortDate(view.deliveredOn, locale),
    preferredText: view.preferred
      ? slotText(locale, view.preferred.date, view.preferred.slot)
      : null,
    visitText: view.visit ? slotText(locale, view.visit.date, view.visit.slot) : null,
    warrantyUntilText: !view.chargeable && until ? formatShortDate(until, locale) : null,
    timeline: view.timeline.map((entry) => ({
      ...entry,
      visitText: entry.visit ? slotText(locale, entry.visit.date, entry.visit.slot) : null,
      atText: formatOrderDate(entry.at, intl),
    })),
  };
}
