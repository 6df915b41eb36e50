/**
 * Order updates by WhatsApp or SMS (issue 34): queued in the transaction of the change
 * they tell of, through the durable outbox (kind 'phone'), only for an order whose shopper
 * ticked 'Send order updates on WhatsApp', once per event (or per parcel shipped).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '../../i18n/locales.ts';
import { formatRupees } from '../../lib/format.ts';
import { users } from '../identity/schema.ts';
import { enqueueOutbox } from '../notification/outbox.server.ts';
import { outbox } from '../notification/schema.ts';
import type { OrderRow } from '../order/orders.server.ts';
import { orders } from '../order/schema.ts';
import { shipmentsOf } from '../order/shipments.server.ts';
import type { ShipmentView } from '../order/view.ts';
import type { PhoneMessage } from './channel.ts';
import {
  type MessageLanguage,
  type MessageParam,
  type MessageTemplate,
  renderMessage,
  templateParams,
} from './templates.ts';

export type OrderEvent =
  | 'placed'
  | 'paid'
  | 'shipped'
  | 'outForDelivery'
  | 'delivered'
  | 'readyForPickup'
  | 'pickedUp'
  | 'cancelled'
  | 'refunded';

/**
 * An update is of no use a day late ('out for delivery today'): a shop that ran without a
 * provider does not send a backlog of stale news once it has one.
 */
export const ORDER_UPDATE_USEFUL_MS = 24 * 60 * 60 * 1000;

/** The outbox's dedupe keys of one order's updates start so. */
function keyPrefix(order: Pick<OrderRow, 'publicId'>): string {
  return `phone:${order.publicId}:`;
}

function templateFor(
  event: OrderEvent,
  { cod, pickup }: { cod: boolean; pickup: boolean },
  parcel: ShipmentView | undefined,
) {
  switch (event) {
    case 'placed':
      return pickup ? 'order_placed_pickup' : 'order_placed_cod';
    case 'paid':
      return 'order_paid';
    case 'shipped':
      return parcel?.awb ? 'order_shipped' : 'order_shipped_untracked';
    case 'outForDelivery':
      return cod ? 'order_out_for_delivery_cod' : 'order_out_for_delivery';
    case 'delivered':
      return 'order_delivered';
    case 'readyForPickup':
      return 'order_ready_for_pickup';
    case 'pickedUp':
      return 'order_picked_up';
    case 'cancelled':
      return 'order_cancelled';
    case 'refunded':
      return 'order_refunded';
  }
}

/** The amount as the shopper will hand it over or see it: rupees, paise only when there are. */
function amountText(paise: number): string {
  return formatRupees(paise, { decimals: paise % 100 !== 0 });
}

/**
 * Queues the update an event makes, if the order's shopper asked for updates. 'shipped'
 * tells of `parcel` (default: the order's latest shipment), once per parcel;
 * 'readyForPickup' of the store, whose name and directions link `pickup` gives.
 */
export async function queueOrderUpdate(
  tx: DbOrTx,
  order: OrderRow,
  event: OrderEvent,
  origin: string,
  { parcel, store, link }: { parcel?: ShipmentView; store?: string; link?: string } = {},
): Promise<void> {
  if (!order.whatsappUpdates) return;
  // 'Placed' is cash on delivery's news; an online order's is its payment.
  if (event === 'placed' && order.paymentMethod !== 'cod') return;
  const shipment =
    event === 'shipped' ? (parcel ?? (await shipmentsOf(tx, order.id)).at(-1)) : undefined;
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  const language: MessageLanguage = locale === 'kn' ? 'kn' : 'en';
  const template: MessageTemplate = templateFor(
    event,
    { cod: order.paymentMethod === 'cod', pickup: order.pickupStoreId !== null },
    shipment,
  );
  const trackPage = new URL(localizedPath(locale, `/track-order?order=${order.publicId}`), origin);
  const values: Partial<Record<MessageParam, string | null>> = {
    order: order.orderNumber,
    amount: amountText(order.totalPaise),
    courier: shipment?.courier,
    awb: shipment?.awb,
    store,
    link: link || shipment?.trackingUrl || trackPage.href,
  };
  const params = templateParams(template, values);
  const message: PhoneMessage = {
    phone: order.phone,
    template,
    language,
    params,
    text: renderMessage(template, language, params),
    orderNumber: order.orderNumber,
  };
  const what = shipment ? `shipment:${shipment.id}` : event;
  await enqueueOutbox(tx, 'phone', message, {
    dedupeKey: `${keyPrefix(order)}${what}`,
    usefulForMs: ORDER_UPDATE_USEFUL_MS,
  });
}

/**
 * The reminder the day before an installation visit (issue 35), once per booking (`booking`
 * names it: a visit moved is reminded of again), if the shopper asked for updates. `store`
 * and `slot` in the order's language.
 */
export async function queueVisitReminder(
  tx: DbOrTx,
  order: OrderRow,
  visit: { booking: string; store: string; slot: string },
): Promise<void> {
  if (!order.whatsappUpdates) return;
  const language: MessageLanguage = order.locale === 'kn' ? 'kn' : 'en';
  const template = 'installation_reminder';
  const params = templateParams(template, {
    order: order.orderNumber,
    store: visit.store,
    slot: visit.slot,
  });
  const message: PhoneMessage = {
    phone: order.phone,
    template,
    language,
    params,
    text: renderMessage(template, language, params),
    orderNumber: order.orderNumber,
  };
  await enqueueOutbox(tx, 'phone', message, {
    dedupeKey: `${keyPrefix(order)}visit:${visit.booking}`,
    usefulForMs: ORDER_UPDATE_USEFUL_MS,
  });
}

/**
 * The account's choice in its page: on, its next checkout offers the box ticked (an order
 * placed with the box unticked stays without: its number may be someone else's, who never
 * agreed); off, no order of it gets any more, and those waiting in the outbox are withdrawn.
 */
export async function setAccountOrderUpdates(
  db: DbOrTx,
  userId: number,
  wanted: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ whatsappUpdates: wanted }).where(eq(users.id, userId));
    if (wanted) return;
    const stopped = await tx
      .update(orders)
      .set({ whatsappUpdates: false })
      .where(and(eq(orders.userId, userId), eq(orders.whatsappUpdates, true)))
      .returning({ publicId: orders.publicId });
    await withdrawWaiting(tx, stopped);
  });
}

/** One order's updates stop (its e-mail's link): no more, and those waiting are withdrawn. */
export async function stopOrderUpdates(db: DbOrTx, orderPublicId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const stopped = await tx
      .update(orders)
      .set({ whatsappUpdates: false })
      .where(and(eq(orders.publicId, orderPublicId), eq(orders.whatsappUpdates, true)))
      .returning({ publicId: orders.publicId });
    await withdrawWaiting(tx, stopped);
  });
}

/** Deletes the updates of these orders still waiting to go. */
async function withdrawWaiting(tx: DbOrTx, stopped: Pick<OrderRow, 'publicId'>[]) {
  if (stopped.length === 0) return;
  await tx.delete(outbox).where(
    and(
      eq(outbox.kind, 'phone'),
      eq(outbox.status, 'pending'),
      // One being sent right now goes (it cannot be called back) and keeps its record.
      sql`(${outbox.lockedUntil} is null or ${outbox.lockedUntil} < now())`,
      sql`split_part(${outbox.dedupeKey}, ':', 2) in ${stopped.map((order) => order.publicId)}`,
    ),
  );
}

/** Whether the update's order still asks for updates (checked right before each attempt). */
export async function updateStillWanted(db: DbOrTx, message: PhoneMessage): Promise<boolean> {
  const [order] = await db
    .select({ on: orders.whatsappUpdates })
    .from(orders)
    .where(eq(orders.orderNumber, message.orderNumber));
  return order?.on ?? false;
}

/** Remembers the choice made at checkout for the account's next one. */
export async function rememberOrderUpdates(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ whatsappUpdates: true }).where(eq(users.id, userId));
}

export interface SentUpdate {
  id: number;
  template: string;
  text: string;
  phone: string;
  status: 'pending' | 'sent' | 'failed';
  /** The channel that took it ('whatsapp', 'sms'; 'log' in development). */
  channel: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

function sentUpdate(row: typeof outbox.$inferSelect): SentUpdate {
  const payload = row.payload as Partial<PhoneMessage>;
  return {
    id: row.id,
    template: payload.template ?? '',
    // A sent update's text is forgotten in production; its template still says which.
    text: payload.text ?? '',
    phone: payload.phone ?? '',
    status: row.status,
    channel: row.transport,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}

/** One order's updates, oldest first: the back office's order page (a failed one shows why). */
export async function orderUpdatesOf(
  db: DbOrTx,
  order: Pick<OrderRow, 'publicId'>,
): Promise<SentUpdate[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'phone'), sql`${outbox.dedupeKey} like ${`${keyPrefix(order)}%`}`))
    .orderBy(outbox.id);
  return rows.map(sentUpdate);
}

/** The latest updates, for the development list at /dev/messages. */
export async function recentOrderUpdates(db: DbOrTx, limit = 50): Promise<SentUpdate[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, 'phone'))
    .orderBy(sql`${outbox.id} desc`)
    .limit(limit);
  return rows.map(sentUpdate);
}

/**
 * Orders with an update that failed in the last week, for staff to call instead: the
 * back office's filter and its dashboard tile. One given up unsent (a shop without a
 * provider) is not a failure to call about.
 */
export const hasFailedUpdate = sql`${orders.publicId} in (
  select split_part(${outbox.dedupeKey}, ':', 2) from ${outbox}
   where ${outbox.kind} = 'phone' and ${outbox.status} = 'failed' and ${outbox.attempts} > 0
     and ${outbox.createdAt} > now() - interval '7 days')`;
