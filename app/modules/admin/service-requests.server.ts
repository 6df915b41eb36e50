/**
 * Service requests in the back office (issue 35): the list (by status and store, newest
 * first), one request's facts, and staff moving it on: 'Technician assigned' names who
 * goes, 'Visit scheduled' a day and slot, 'Resolved' and 'Closed' end it. Each change locks
 * the request, writes its timeline entry and its audit entry, and queues the shopper's
 * e-mail, all in one transaction. Here, not in service/, because it is audited.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { serverTranslator } from '../../i18n/catalogs.server.ts';
import { DEFAULT_LOCALE } from '../../i18n/locales.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { stores } from '../content/schema.ts';
import { firstName, todayInIndia } from '../installation/slots.ts';
import { serviceRequestUpdateEmail } from '../notification/emails.server.tsx';
import { enqueueEmail } from '../notification/outbox.server.ts';
import { orderLines, orders } from '../order/schema.ts';
import {
  emailFacts,
  type ServiceRequestRow,
  slotText,
  trackServiceUrl,
  warrantyKind,
} from '../service/requests.server.ts';
import {
  nextStatuses,
  PROBLEM_LABELS,
  type ProblemCode,
  SERVICE_STATUS_LABEL,
  type ServiceStatus,
} from '../service/rules.ts';
import { serviceRequestHistory, serviceRequests } from '../service/schema.ts';
import type { Staff } from './access.server.ts';
import { recordAudit } from './audit.server.ts';
import { ADMIN_PAGE_SIZE, type Paged, paged } from './paging.ts';
import type { ServiceStatusInput } from './service-request-validation.ts';

export interface ServiceRequestFilter {
  status: ServiceStatus | '';
  /** A store's code. */
  store: string;
}

export interface ServiceRequestListRow {
  ticket: string;
  at: string;
  status: ServiceStatus;
  customer: string;
  orderNumber: string;
  item: string;
  problem: string;
  store: string;
  chargeable: boolean;
}

function filterWhere(filter: ServiceRequestFilter): SQL | undefined {
  return and(
    filter.status ? eq(serviceRequests.status, filter.status) : undefined,
    filter.store ? eq(stores.code, filter.store) : undefined,
  );
}

/** The list, newest first, a page at a time. */
export async function listServiceRequests(
  db: DbOrTx,
  filter: ServiceRequestFilter,
  page: number,
): Promise<Paged<ServiceRequestListRow>> {
  const where = filterWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ticket: serviceRequests.ticket,
        at: serviceRequests.createdAt,
        status: serviceRequests.status,
        firstName: orders.firstName,
        lastName: orders.lastName,
        orderNumber: orders.orderNumber,
        productName: orderLines.productName,
        variantLabel: orderLines.variantLabel,
        problem: serviceRequests.problem,
        store: stores.name,
        chargeable: serviceRequests.chargeable,
      })
      .from(serviceRequests)
      .innerJoin(orders, eq(orders.id, serviceRequests.orderId))
      .innerJoin(orderLines, eq(orderLines.id, serviceRequests.orderLineId))
      .innerJoin(stores, eq(stores.id, serviceRequests.storeId))
      .where(where)
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ count: count() })
      .from(serviceRequests)
      .innerJoin(stores, eq(stores.id, serviceRequests.storeId))
      .where(where),
  ]);
  return paged(
    rows.map((row) => ({
      ticket: row.ticket,
      at: row.at.toISOString(),
      status: row.status,
      customer: `${row.firstName} ${row.lastName}`,
      orderNumber: row.orderNumber,
      item: `${row.productName} (${row.variantLabel})`,
      problem: PROBLEM_LABELS[row.problem as ProblemCode] ?? row.problem,
      store: row.store,
      chargeable: row.chargeable,
    })),
    page,
    total?.count ?? 0,
  );
}

export interface ServiceRequestDetail {
  ticket: string;
  status: ServiceStatus;
  next: ServiceStatus[];
  at: string;
  order: { publicId: string; orderNumber: string; status: string };
  customer: { name: string; email: string; phone: string; address: string };
  item: string;
  problem: string;
  description: string;
  photos: string[];
  preferred: string | null;
  deliveredOn: string;
  warranty: ServiceRequestRow['warranty'];
  warrantyKind: 'covered' | 'parts' | 'chargeable';
  store: { code: string; name: string; phone: string };
  technician: string | null;
  visit: string | null;
  timeline: {
    status: ServiceStatus;
    note: string | null;
    technician: string | null;
    visit: string | null;
    at: string;
  }[];
}

/** One request with everything staff need, or null. */
export async function serviceRequestDetail(
  db: DbOrTx,
  ticket: string,
): Promise<ServiceRequestDetail | null> {
  const [row] = await db
    .select({
      request: serviceRequests,
      order: orders,
      line: orderLines,
      store: { code: stores.code, name: stores.name, phone: stores.phone },
    })
    .from(serviceRequests)
    .innerJoin(orders, eq(orders.id, serviceRequests.orderId))
    .innerJoin(orderLines, eq(orderLines.id, serviceRequests.orderLineId))
    .innerJoin(stores, eq(stores.id, serviceRequests.storeId))
    .where(eq(serviceRequests.ticket, ticket))
    .limit(1);
  if (!row) return null;
  const { request, order, line, store } = row;
  const history = await db
    .select()
    .from(serviceRequestHistory)
    .where(eq(serviceRequestHistory.requestId, request.id))
    .orderBy(serviceRequestHistory.createdAt, serviceRequestHistory.id);
  const when = (day: string | null, slot: ServiceRequestRow['visitSlot']) =>
    day && slot ? slotText(DEFAULT_LOCALE, day, slot) : null;
  return {
    ticket: request.ticket,
    status: request.status,
    next: nextStatuses(request.status),
    at: request.createdAt.toISOString(),
    order: { publicId: order.publicId, orderNumber: order.orderNumber, status: order.status },
    customer: {
      name: `${order.firstName} ${order.lastName}`,
      email: request.email,
      phone: order.phone,
      address: [order.address1, order.address2, order.city, order.state, order.pincode]
        .filter(Boolean)
        .join(', '),
    },
    item: `${line.productName} (${line.variantLabel})`,
    problem: PROBLEM_LABELS[request.problem as ProblemCode] ?? request.problem,
    description: request.description,
    photos: request.photos,
    preferred: when(request.preferredDay, request.preferredSlot),
    deliveredOn: request.deliveredOn,
    warranty: request.warranty,
    warrantyKind: warrantyKind(request),
    store,
    technician: request.technician,
    visit: when(request.visitDay, request.visitSlot),
    timeline: history.map((entry) => ({
      status: entry.status,
      note: entry.note,
      technician: entry.technician,
      visit: when(entry.visitDay, entry.visitSlot),
      at: entry.createdAt.toISOString(),
    })),
  };
}

/**
 * Moves a request on: to a later status, or again to 'Technician assigned' (another
 * technician) or 'Visit scheduled' (another day); nothing after Closed. A visit is on a day
 * from today (India). The shopper hears of it by e-mail, in the request's language.
 */
export async function changeServiceStatus(
  db: DbOrTx,
  staff: Staff,
  ticket: string,
  input: ServiceStatusInput,
  links: { origin: string },
  now = new Date(),
): Promise<{ ticket: string; status: ServiceStatus }> {
  if (input.status === 'visit_scheduled' && input.visitDay < todayInIndia(now)) {
    throw new DomainError('rejected', 'The visit cannot be on a day that has passed.', {
      field: 'visitDay',
    });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ request: serviceRequests, order: orders, line: orderLines, store: stores })
      .from(serviceRequests)
      .innerJoin(orders, eq(orders.id, serviceRequests.orderId))
      .innerJoin(orderLines, eq(orderLines.id, serviceRequests.orderLineId))
      .innerJoin(stores, eq(stores.id, serviceRequests.storeId))
      .where(eq(serviceRequests.ticket, ticket))
      .for('update', { of: serviceRequests });
    if (!row) throw new DomainError('not_found', 'This service request was not found.');
    const { request, order, line, store } = row;
    if (!nextStatuses(request.status).includes(input.status)) {
      throw new DomainError('conflict', 'A request that is {from} cannot be moved to {to}.', {
        field: 'status',
        values: {
          from: SERVICE_STATUS_LABEL[request.status],
          to: SERVICE_STATUS_LABEL[input.status],
        },
      });
    }
    const technician =
      input.status === 'technician_assigned' ? input.technician : request.technician;
    const visit =
      input.status === 'visit_scheduled'
        ? { day: input.visitDay, slot: input.visitSlot as 'morning' | 'afternoon' }
        : { day: request.visitDay, slot: request.visitSlot };
    const before = {
      status: request.status,
      technician: request.technician,
      visitDay: request.visitDay,
      visitSlot: request.visitSlot,
    };
    const after = {
      status: input.status,
      technician,
      visitDay: visit.day,
      visitSlot: visit.slot,
    };
    await tx
      .update(serviceRequests)
      .set({ ...after, updatedAt: now })
      .where(eq(serviceRequests.id, request.id));
    const [entry] = await tx
      .insert(serviceRequestHistory)
      .values({
        requestId: request.id,
        status: input.status,
        note: input.note || null,
        technician: input.status === 'technician_assigned' ? technician : null,
        visitDay: input.status === 'visit_scheduled' ? visit.day : null,
        visitSlot: input.status === 'visit_scheduled' ? visit.slot : null,
        createdAt: now,
      })
      .returning({ id: serviceRequestHistory.id });
    await recordAudit(tx, staff, {
      action: `service_request.${input.status}`,
      entityType: 'service_request',
      entityId: request.ticket,
      before,
      after: { ...after, note: input.note || null },
    });
    const facts = emailFacts(request, order, line, store);
    const t = serverTranslator(facts.locale);
    await enqueueEmail(
      tx,
      serviceRequestUpdateEmail(
        facts,
        {
          status: t(SERVICE_STATUS_LABEL[input.status]),
          note: input.note || null,
          technician: input.status === 'technician_assigned' ? firstName(technician) : null,
          visit:
            input.status === 'visit_scheduled' && visit.day && visit.slot
              ? slotText(facts.locale, visit.day, visit.slot)
              : null,
        },
        trackServiceUrl(links.origin, facts.locale, request.ticket),
        links.origin,
      ),
      { dedupeKey: `service-update:${request.ticket}:${entry?.id}` },
    );
    return { ticket: request.ticket, status: input.status };
  });
}
