/**
 * Orders in the back office: the searchable list, one order with its payment records, and
 * what staff do to an order — move its status (the shopper's timeline and e-mail follow),
 * take a COD payment, record a refund. Each change locks the order row, checks the move
 * against the order as it is now, and writes its audit entry in the same transaction.
 */

import { and, count, desc, eq, gte, like, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { isPublicId } from '../../lib/public-id.ts';
import { stores } from '../content/schema.ts';
import { orderVisitView } from '../installation/order-visit.server.ts';
import { hasFailedUpdate, orderUpdatesOf } from '../messaging/order-updates.server.ts';
import { normalizedGstin } from '../order/gstin.ts';
import { isInvoiced } from '../order/invoice.server.ts';
import { buildOrderView, type OrderLinks, type OrderRow } from '../order/orders.server.ts';
import { orders, shipments } from '../order/schema.ts';
import { canMoveTo, nextStatuses } from '../order/status-flow.ts';
import type { OrderPaymentMethod, OrderPaymentState, OrderStatus } from '../order/view.ts';
import { activeCouriers, linesLeft } from '../order-lifecycle/shipping.server.ts';
import { transition } from '../order-lifecycle/transition.server.ts';
import { payments, strayPayments } from '../payment/schema.ts';
import { samePickupCode } from '../pickup/code.server.ts';
import { PICKUP_STAFF_MESSAGES } from '../pickup/messages.ts';
import type { Staff } from './access.server.ts';
import { recordAudit } from './audit.server.ts';
import type { OrdersFilter } from './orders-filter.ts';
import { ADMIN_PAGE_SIZE, type Paged, paged } from './paging.ts';
import { auditLog } from './schema.ts';

export interface OrderListRow {
  id: string;
  orderNumber: string;
  placedAt: string;
  name: string;
  email: string;
  phone: string;
  totalPaise: number;
  paymentMethod: OrderPaymentMethod;
  paymentState: OrderPaymentState;
  status: OrderStatus;
}

const IST = sql`'Asia/Kolkata'`;

/**
 * `q`: an e-mail (has '@'), a phone number (digits; the last ten), or an order number
 * (whole, or its beginning). Dates are days in India Standard Time, both ends included.
 */
function ordersWhere(filter: OrdersFilter) {
  const q = filter.q;
  let search: ReturnType<typeof eq> | undefined;
  if (q?.includes('@')) search = eq(sql`lower(${orders.email})`, q.toLowerCase());
  else if (q && /^[+\d\s-]{6,}$/.test(q))
    search = eq(orders.phone, q.replace(/\D/g, '').slice(-10));
  else if (q) search = like(orders.orderNumber, `${q.toUpperCase().replace(/[%_\\]/g, '')}%`);
  return and(
    search,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.method ? eq(orders.paymentMethod, filter.method) : undefined,
    filter.from
      ? gte(orders.placedAt, sql`(${filter.from}::date::timestamp at time zone ${IST})`)
      : undefined,
    filter.to
      ? lt(orders.placedAt, sql`((${filter.to}::date + 1)::timestamp at time zone ${IST})`)
      : undefined,
    filter.late ? pastPromise : undefined,
    filter.updatesFailed ? hasFailedUpdate : undefined,
    filter.pickup
      ? sql`${orders.pickupStoreId} = (select ${stores.id} from ${stores} where ${stores.code} = ${filter.pickup})`
      : undefined,
  );
}

/** Still on its way after the day it was promised for (India's today). */
export const pastPromise = and(
  notInArray(orders.status, ['Delivered', 'Cancelled']),
  lt(orders.promisedDeliveryDate, sql`(now() at time zone ${IST})::date`),
);

export async function listOrders(
  db: DbOrTx,
  filter: OrdersFilter,
  page: number,
): Promise<Paged<OrderListRow>> {
  const where = ordersWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.publicId,
        orderNumber: orders.orderNumber,
        placedAt: orders.placedAt,
        firstName: orders.firstName,
        lastName: orders.lastName,
        email: orders.email,
        phone: orders.phone,
        totalPaise: orders.totalPaise,
        paymentMethod: orders.paymentMethod,
        paymentState: orders.paymentState,
        status: orders.status,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ count: count() }).from(orders).where(where),
  ]);
  return paged(
    rows.map(({ firstName, lastName, placedAt, ...row }) => ({
      ...row,
      name: `${firstName} ${lastName}`,
      placedAt: placedAt.toISOString(),
    })),
    page,
    total?.count ?? 0,
  );
}

async function findOrder(db: DbOrTx, publicId: string, lock = false): Promise<OrderRow | null> {
  if (!isPublicId(publicId)) return null;
  const query = db.select().from(orders).where(eq(orders.publicId, publicId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The order as staff see it: everything the shopper sees, and the gateway's records. */
export async function loadAdminOrder(db: DbOrTx, publicId: string) {
  const order = await findOrder(db, publicId);
  if (!order) return null;
  const columns = (table: typeof payments | typeof strayPayments) => ({
    provider: table.provider,
    providerOrderId: table.providerOrderId,
    providerPaymentId: table.providerPaymentId,
    providerRefundId: table.providerRefundId,
    amountPaise: table.amountPaise,
    status: table.status,
    lastError: table.lastError,
    updatedAt: table.updatedAt,
  });
  const [view, paymentRows, strayRows, left, courierList, updates, visit] = await Promise.all([
    buildOrderView(db, order),
    db.select(columns(payments)).from(payments).where(eq(payments.orderId, order.id)),
    db
      .select(columns(strayPayments))
      .from(strayPayments)
      .where(eq(strayPayments.orderId, order.id)),
    linesLeft(db, order.id),
    activeCouriers(db),
    orderUpdatesOf(db, order),
    orderVisitView(db, order),
  ]);
  const shown = (stray: boolean) => (row: (typeof paymentRows)[number]) => ({
    ...row,
    stray,
    updatedAt: row.updatedAt.toISOString(),
  });
  return {
    // The pickup code is the shopper's to show at the counter: staff never read it here.
    order: view.pickup ? { ...view, pickup: { ...view.pickup, code: null } } : view,
    // Where staff may move it next (a pickup's statuses differ from a delivery's).
    next: nextStatuses(order),
    invoiceNumber: order.invoiceNumber,
    invoiced: isInvoiced(order),
    hasAccount: order.userId !== null,
    // What 'Ship items' offers: each line with what is left of it, and the couriers.
    shipping: { lines: left, couriers: courierList },
    // Its installation visit (issue 35), if it was bought with one.
    visit,
    // Updates by WhatsApp or SMS (issue 34): asked for or not, and each one's fate.
    phoneUpdates: {
      asked: order.whatsappUpdates,
      sent: updates.map((update) => ({
        ...update,
        createdAt: update.createdAt.toISOString(),
        sentAt: update.sentAt?.toISOString() ?? null,
      })),
    },
    // A stray payment is captured money that did not pay for the order (refunded by itself).
    payments: [...paymentRows.map(shown(false)), ...strayRows.map(shown(true))],
  };
}

function notFound(): never {
  throw new DomainError('not_found', 'This order was not found.');
}

/** Staff's status change: the status, their words for the shopper, a pickup's code. */
export interface StatusChange {
  status: OrderStatus;
  description?: string | undefined;
  pickupCode?: string | undefined;
}

/**
 * Appends a status to the order's history (the shopper's timeline shows it at once) and,
 * for shipping, delivery and cancellation, e-mails the shopper. Cancelling gives the
 * stock back and, for money already taken online, queues the refund the reconciliation
 * job makes through the gateway; a paid COD order waits for staff to record its refund.
 */
export async function changeOrderStatus(
  db: DbOrTx,
  staff: Staff,
  publicId: string,
  change: StatusChange,
  links: OrderLinks,
): Promise<void> {
  try {
    await moveOrderStatus(db, staff, publicId, change, links);
  } catch (error) {
    if (error instanceof WrongPickupCode) {
      await recordAudit(db, staff, {
        action: 'order.pickup_code_wrong',
        entityType: 'order',
        entityId: error.orderNumber,
      });
    }
    throw error;
  }
}

async function moveOrderStatus(
  db: DbOrTx,
  staff: Staff,
  publicId: string,
  change: StatusChange,
  links: OrderLinks,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, publicId, true);
    if (!order) notFound();
    if (!canMoveTo(order, change.status)) {
      throw new DomainError(
        'conflict',
        `This order cannot go from '${order.status}' to '${change.status}'. It may have changed meanwhile: reload the page.`,
      );
    }
    if (change.status === 'Picked Up') await checkHandover(tx, order, change.pickupCode);
    const moved = await transition(
      tx,
      order.id,
      change.status === 'Cancelled' ? 'cancelled' : 'statusChanged',
      { links, status: change.status, description: change.description },
    );
    // Delivered by hand: its parcels have arrived too (none stays 'Shipped' under it).
    if (change.status === 'Delivered') {
      await tx
        .update(shipments)
        .set({ status: 'Delivered', updatedAt: new Date() })
        .where(eq(shipments.orderId, order.id));
    }
    const after: Record<string, unknown> = { ...moved.history };
    if (moved.stockReleased !== undefined) after.stockReleased = moved.stockReleased;
    if (moved.order.paymentState !== order.paymentState) {
      after.paymentState = moved.order.paymentState;
    }
    await recordAudit(tx, staff, {
      action: 'order.status',
      entityType: 'order',
      entityId: order.orderNumber,
      before: { status: order.status, paymentState: order.paymentState },
      after,
    });
  });
}

/** Wrong pickup codes an order may take in an hour before the counter must wait. */
export const PICKUP_CODE_TRIES = 5;

/**
 * Handed over at the store (issue 35) only to whoever shows the order's code, and a cash
 * order only once its cash is recorded (the counter takes the money, then hands over).
 * A wrong code is audited in a transaction of its own (the refusal rolls the change
 * back), and an order that took PICKUP_CODE_TRIES of them in the last hour takes no more
 * for now: six digits are not to be guessed at the counter.
 */
async function checkHandover(
  tx: DbOrTx,
  order: OrderRow,
  typed: string | undefined,
): Promise<void> {
  if (order.paymentMethod === 'cod' && order.paymentState === 'cod') {
    throw new DomainError('conflict', PICKUP_STAFF_MESSAGES.payFirst);
  }
  const [tries] = await tx
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'order.pickup_code_wrong'),
        eq(auditLog.entityType, 'order'),
        eq(auditLog.entityId, order.orderNumber),
        gte(auditLog.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((tries?.n ?? 0) >= PICKUP_CODE_TRIES) {
    throw new DomainError('conflict', PICKUP_STAFF_MESSAGES.tooManyTries, {
      field: 'pickupCode',
    });
  }
  if (order.pickupCode && samePickupCode(order.pickupCode, typed ?? '')) return;
  throw new WrongPickupCode(order.orderNumber);
}

/** A wrong code: refused, and audited once the status change has rolled back. */
class WrongPickupCode extends DomainError {
  readonly orderNumber: string;
  constructor(orderNumber: string) {
    super('invalid', PICKUP_STAFF_MESSAGES.wrongCode, { field: 'pickupCode' });
    this.orderNumber = orderNumber;
  }
}

/** Cash collected for a COD order (the courier's or store's receipt number for the record). */
export async function markCodPaid(
  db: DbOrTx,
  staff: Staff,
  publicId: string,
  receipt: string,
  links: OrderLinks,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, publicId, true);
    if (!order) notFound();
    if (order.paymentMethod !== 'cod' || order.paymentState !== 'cod') {
      throw new DomainError(
        'conflict',
        'Only an unpaid cash-on-delivery order can be marked paid.',
      );
    }
    if (order.status === 'Cancelled') {
      throw new DomainError('conflict', 'A cancelled order cannot be marked paid.');
    }
    await transition(tx, order.id, 'codCollected', { links });
    await recordAudit(tx, staff, {
      action: 'order.cod_paid',
      entityType: 'order',
      entityId: order.orderNumber,
      before: { paymentState: order.paymentState },
      after: { paymentState: 'paid', receipt },
    });
  });
}

/**
 * A refund made outside the shop (cash, bank transfer, the gateway's dashboard) for an
 * order whose money is owed back. A gateway refund the reconciliation job is making right
 * now is left to finish.
 */
export async function recordRefund(
  db: DbOrTx,
  staff: Staff,
  publicId: string,
  reference: string,
  links: OrderLinks,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, publicId, true);
    if (!order) notFound();
    if (order.paymentState !== 'refund_due') {
      throw new DomainError('conflict', 'This order has no refund due.');
    }
    const [payment] = await tx
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .for('update');
    if (payment?.status === 'refunding') {
      throw new DomainError(
        'conflict',
        'A refund through the payment gateway is in progress for this order. Please check again in a minute.',
      );
    }
    await transition(tx, order.id, 'refundDone', { links, refundId: reference });
    await recordAudit(tx, staff, {
      action: 'order.refund',
      entityType: 'order',
      entityId: order.orderNumber,
      before: { paymentState: order.paymentState },
      after: { paymentState: 'refunded', reference, amountPaise: order.totalPaise },
    });
  });
}

/** The order row for its invoice (staff may print any order's). */
export function findOrderForInvoice(db: DbOrTx, publicId: string) {
  return findOrder(db, publicId);
}

/** Until the goods leave: the invoice goes with them, and is made out as it stands then. */
export const GST_EDITABLE_STATUSES: readonly OrderStatus[] = [
  'Order Placed',
  'Payment Confirmed',
  'Packed',
];

/**
 * Staff correct (or add, or remove) the business a GST invoice is made out to (issue 34),
 * before the invoice is issued (a COD order's at placing, an online one's once paid): an
 * issued invoice is not rewritten under its number; audited with before and after.
 */
export async function correctGstBuyer(
  db: DbOrTx,
  staff: Staff,
  publicId: string,
  input: { businessName?: string | undefined; gstin?: string | undefined },
): Promise<void> {
  const after =
    input.businessName && input.gstin
      ? { businessName: input.businessName, gstin: normalizedGstin(input.gstin) }
      : { businessName: null, gstin: null };
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, publicId, true);
    if (!order) notFound();
    if (isInvoiced(order)) {
      throw new DomainError(
        'conflict',
        'The invoice has been issued: its GST details can no longer change.',
      );
    }
    await tx.update(orders).set(after).where(eq(orders.id, order.id));
    await recordAudit(tx, staff, {
      action: 'order.gst',
      entityType: 'order',
      entityId: order.orderNumber,
      before: { businessName: order.businessName, gstin: order.gstin },
      after,
    });
  });
}
