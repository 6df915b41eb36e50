/**
 * Reading orders: the shopper's view of one order, the cards of My Orders, the lookup of
 * Track Order, and the order e-mails. Who may see an order is decided here: the session
 * that placed it, the account it belongs to, or whoever knows its number and e-mail.
 */

import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { serverTranslator } from '../../i18n/catalogs.server.ts';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  localeInfo,
  localizedPath,
} from '../../i18n/locales.ts';
import { formatRupees } from '../../lib/format.ts';
import { formatOrderDate } from '../../lib/order-date.ts';
import { isPublicId } from '../../lib/public-id.ts';
import { formatShortDate } from '../../lib/short-date.ts';
import { productVariants } from '../catalog/schema.ts';
import {
  newOrderEmail,
  type OrderEmailFacts,
  orderConfirmationEmail,
} from '../notification/emails.server.tsx';
import { enqueueEmail } from '../notification/outbox.server.ts';
import { invoiceUrl } from './invoice-link.server.ts';
import { pickupStoreOf } from './pickup-store.server.ts';
import { orderLines, orderStatusHistory, orders } from './schema.ts';
import { shipmentsOf } from './shipments.server.ts';
import { stopUpdatesPath } from './updates-stop-link.server.ts';
import {
  type OrderAddress,
  type OrderCard,
  type OrderPickupView,
  type OrderView,
  PAY_AT_STORE,
  PAYMENT_METHOD_LABEL,
  shopperPaymentState,
} from './view.ts';

export type OrderRow = typeof orders.$inferSelect;

/** Where the order e-mails' links lead, and who hears of a new order. */
export interface OrderLinks {
  origin: string;
  storeOrdersEmail: string;
  /** Signs the confirmation e-mail's invoice link (invoice-link.server.ts), and review links. */
  invoiceSecret: string;
  /** Days after delivery that the review request goes (REVIEW_REQUEST_AFTER_DAYS; default 3). */
  reviewRequestAfterDays?: number;
}

/** Who is asking: the request's session and, when signed in, its account. */
export interface OrderViewer {
  sessionId: number | null;
  userId: number | null;
}

/**
 * How long the browser that placed a guest order goes on seeing it (its confirmation,
 * Track Order without typing, the invoice): checkout's own pages need minutes. After a
 * day the confirmation e-mail's links (Track Order, the signed invoice link) serve, and
 * the next person at a shared computer finds nothing in its history.
 */
export const GUEST_ORDER_VISIBLE_MS = 24 * 60 * 60 * 1000;

/**
 * A guest sees what its session placed in the last day; a signed-in shopper sees the
 * account's orders and the session's own recent guest orders (placed before the account
 * was there), never another account's order that happens to carry the same session.
 */
function viewerOwns(viewer: OrderViewer) {
  const session =
    viewer.sessionId === null
      ? sql`false`
      : and(
          eq(orders.sessionId, viewer.sessionId),
          gt(orders.placedAt, new Date(Date.now() - GUEST_ORDER_VISIBLE_MS)),
        );
  if (viewer.userId === null) return session;
  return or(eq(orders.userId, viewer.userId), and(session, isNull(orders.userId)));
}

/** The delivery address an order keeps, as its page, the API and its invoice show it. */
export function orderAddress(order: OrderRow): OrderAddress {
  const { address1, address2, city, state, pincode, country } = order;
  return { address1, address2, city, state, pincode, country };
}

export async function buildOrderView(db: DbOrTx, order: OrderRow): Promise<OrderView> {
  const [lines, history, shipments, pickupStore] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    shipmentsOf(db, order.id),
    order.pickupStoreId === null ? null : pickupStoreOf(db, order.pickupStoreId),
  ]);
  const latest = history.at(-1);
  return {
    id: order.publicId,
    orderNumber: order.orderNumber,
    placedAt: order.placedAt.toISOString(),
    paymentMethod: order.paymentMethod,
    paymentState: shopperPaymentState(order.paymentState),
    paymentReference: order.paymentReference,
    status: latest?.status ?? 'Order Placed',
    history: history.map((entry) => ({
      status: entry.status,
      description: entry.description,
      at: entry.createdAt.toISOString(),
    })),
    email: order.email,
    phone: order.phone,
    name: `${order.firstName} ${order.lastName}`,
    address: orderAddress(order),
    lines: lines.map((line) => ({
      productName: line.productName,
      productSlug: line.productSlug,
      variantLabel: line.variantLabel,
      image: line.image,
      quantity: line.quantity,
      unitBasePricePaise: line.unitBasePricePaise,
      unitPricePaise: line.unitPricePaise,
      shippingPaise: line.shippingPaise,
      lineTotalPaise: line.lineTotalPaise,
    })),
    subtotalPaise: order.subtotalPaise + order.discountPaise,
    discountPaise: order.discountPaise,
    coupon: order.couponCode
      ? { code: order.couponCode, discountPaise: order.couponDiscountPaise }
      : null,
    prepaidDiscountPaise: order.prepaidDiscountPaise,
    shippingPaise: order.shippingPaise,
    installationPaise: order.installationPaise,
    totalPaise: order.totalPaise,
    businessName: order.businessName,
    gstin: order.gstin,
    promisedDeliveryDate: order.promisedDeliveryDate,
    shipments,
    pickup: pickupStore ? { store: pickupStore, code: order.pickupCode } : null,
  };
}

/** The order with this public id, if the viewer placed it or owns it; else null. */
export async function findViewerOrder(
  db: DbOrTx,
  publicId: string,
  viewer: OrderViewer,
): Promise<OrderRow | null> {
  // Anything but an opaque id names no order (and never reaches the database).
  if (!isPublicId(publicId)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.publicId, publicId), viewerOwns(viewer)))
    .limit(1);
  return row ?? null;
}

/**
 * Where 'Try again' leads after an order's online payment failed: checkout again, for the
 * cart, or for the one item bought now (its cart never held it), with the order's details
 * filled in (`retry`). An item no longer on sale: the cart.
 */
export async function retryCheckoutPath(db: DbOrTx, order: OrderRow): Promise<string> {
  const params = new URLSearchParams();
  if (!order.fromCart) {
    const [line] = await db
      .select({ variant: productVariants.publicId, quantity: orderLines.quantity })
      .from(orderLines)
      .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
      .where(eq(orderLines.orderId, order.id))
      .limit(1);
    if (!line) return '/cart';
    params.set('buy', line.variant);
    params.set('qty', String(line.quantity));
  }
  params.set('retry', order.publicId);
  return `/checkout?${params}`;
}

/**
 * The order with this public id, whoever asks: only for a caller that proves its right
 * otherwise (the payment gateway's redirect, signed with our key secret).
 */
export async function findOrderByPublicId(db: DbOrTx, publicId: string): Promise<OrderRow | null> {
  if (!isPublicId(publicId)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.publicId, publicId)).limit(1);
  return row ?? null;
}

/**
 * Track Order: the order whose number and e-mail both match, or null. The answer is the
 * same whether no order has that number or its e-mail differs.
 */
export async function trackOrder(
  db: DbOrTx,
  orderNumber: string,
  email: string,
): Promise<OrderView | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderNumber, orderNumber.trim().toUpperCase()),
        eq(sql`lower(${orders.email})`, email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return row ? forTracking(await buildOrderView(db, row)) : null;
}

/**
 * What Track Order shows someone who knows an order's number and e-mail but is not its
 * owner: the status, items and amounts, and where it goes only as far as town and pincode;
 * the street, the full phone number and the payment reference stay with the owner.
 */
function forTracking(view: OrderView): OrderView {
  return {
    ...view,
    name: view.name.split(' ')[0] ?? '',
    phone: `••••••${view.phone.slice(-4)}`,
    email: view.email.replace(/^(.).*(@.*)$/, '$1•••$2'),
    paymentReference: null,
    address: { ...view.address, address1: '', address2: '' },
    // The store, not the code: the code hands the goods over (it is in the shopper's e-mail).
    pickup: view.pickup ? { ...view.pickup, code: null } : null,
  };
}

/**
 * My Orders: the account's orders, newest first, each with its current status and first
 * item. The subqueries name their tables outright: in a one-table select Drizzle writes
 * bare column names, and a bare "id" inside a subquery would mean the inner table's.
 */
export async function accountOrderCards(db: DbOrTx, userId: number): Promise<OrderCard[]> {
  const rows = await db
    .select({
      id: orders.publicId,
      orderNumber: orders.orderNumber,
      placedAt: orders.placedAt,
      status: orders.status,
      productName: sql<string>`(select first.product_name from order_lines first
        where first.order_id = "orders"."id" order by first.id limit 1)`,
      image: sql<string>`(select first.image from order_lines first
        where first.order_id = "orders"."id" order by first.id limit 1)`,
      productCount: sql<number>`(select count(*)::int from order_lines every
        where every.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(100);
  return rows.map((row) => ({ ...row, placedAt: row.placedAt.toISOString() }));
}

/** The account's order with this public id (My Orders' open panel), if it is the account's. */
export async function accountOrder(
  db: DbOrTx,
  userId: number,
  publicId: string,
): Promise<OrderRow | null> {
  if (!isPublicId(publicId)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.publicId, publicId), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * An order's installation visit as its e-mails tell of it (issue 35), given by the caller:
 * the order module knows nothing of installation. `slot` is the slot's catalog text.
 */
export interface OrderVisitFacts {
  store: string;
  storeKn: string | null;
  day: string | null;
  slot: string | null;
  pricePaise: number;
  /** Where the shopper books, moves or cancels it (a signed link). */
  manageUrl: string;
}

function visitLines(visit: OrderVisitFacts, locale: Locale): string[] {
  const t = serverTranslator(locale);
  const store = (locale === 'kn' && visit.storeKn) || visit.store;
  return [
    visit.pricePaise
      ? t('Installation: {amount}', { amount: formatRupees(visit.pricePaise, { decimals: true }) })
      : t('Installation: included'),
    visit.day && visit.slot
      ? t('Installation visit by {store}: {date}, {slot}.', {
          store,
          date: formatShortDate(visit.day, locale),
          slot: t(visit.slot),
        })
      : t('Installation visit by {store}: to be booked once the goods arrive.', { store }),
  ];
}

/** A pickup order's store and, for its shopper only, the code (issue 35). */
function pickupLines(pickup: OrderPickupView, locale: Locale, withCode: boolean): string[] {
  const t = serverTranslator(locale);
  const { store } = pickup;
  const kannada = locale === 'kn';
  return [
    t('Pick up at our {store} store: {address}. We will e-mail you when it is ready.', {
      store: (kannada && store.nameKn) || store.name,
      address: (kannada && store.addressKn) || store.address,
    }),
    ...(withCode && pickup.code
      ? [
          t('Your pickup code: {code}. Show it at the store to collect your order.', {
            code: pickup.code,
          }),
        ]
      : []),
  ];
}

function emailFacts(
  view: OrderView,
  locale: Locale,
  visit?: OrderVisitFacts,
  forShopper = true,
): OrderEmailFacts {
  const { address } = view;
  const t = serverTranslator(locale);
  return {
    locale,
    orderNumber: view.orderNumber,
    name: view.name,
    email: view.email,
    phone: view.phone,
    paymentLabel:
      view.pickup && view.paymentMethod === 'cod'
        ? t(PAY_AT_STORE)
        : t(PAYMENT_METHOD_LABEL[view.paymentMethod]),
    pickup: view.pickup !== null,
    totalLabel: formatRupees(view.totalPaise, { decimals: true }),
    placedLabel: formatOrderDate(view.placedAt, localeInfo(locale).intl),
    addressLine: [address.address1, address.address2, address.city, address.state, address.pincode]
      .filter(Boolean)
      .join(', '),
    items: [
      ...view.lines.map(
        (line) =>
          `${line.quantity} x ${line.productName} (${line.variantLabel}): ${formatRupees(line.lineTotalPaise, { decimals: true })}`,
      ),
      // The offers taken off the total (issue 33).
      ...(view.coupon
        ? [
            t('Coupon {code}: − {amount}', {
              code: view.coupon.code,
              amount: formatRupees(view.coupon.discountPaise, { decimals: true }),
            }),
          ]
        : []),
      ...(view.prepaidDiscountPaise
        ? [
            t('Online payment offer: − {amount}', {
              amount: formatRupees(view.prepaidDiscountPaise, { decimals: true }),
            }),
          ]
        : []),
      ...(visit ? visitLines(visit, locale) : []),
      ...(view.pickup ? pickupLines(view.pickup, locale, forShopper) : []),
    ],
  };
}

/**
 * The confirmation to the shopper and the new-order note to the store, in the caller's
 * transaction (the outbox sends them once it commits; a second call sends nothing more).
 */
export async function enqueueOrderEmails(
  db: DbOrTx,
  order: OrderRow,
  links: OrderLinks,
  visit?: OrderVisitFacts,
): Promise<void> {
  const view = await buildOrderView(db, order);
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  const facts = emailFacts(view, locale, visit);
  const trackUrl = new URL(localizedPath(locale, `/track-order?order=${view.id}`), links.origin)
    .href;
  const invoice = invoiceUrl(links.origin, links.invoiceSecret, view.id, locale);
  const stopUpdatesUrl = order.whatsappUpdates
    ? new URL(localizedPath(locale, stopUpdatesPath(links.invoiceSecret, view.id)), links.origin)
        .href
    : undefined;
  await enqueueEmail(
    db,
    orderConfirmationEmail(
      facts,
      { trackUrl, invoiceUrl: invoice, stopUpdatesUrl, visitUrl: visit?.manageUrl },
      links.origin,
    ),
    {
      dedupeKey: `order-confirmation:${view.id}`,
    },
  );
  // The store's inbox reads English whatever the shopper's language.
  const staffFacts = emailFacts(view, DEFAULT_LOCALE, visit, false);
  await enqueueEmail(db, newOrderEmail(links.storeOrdersEmail, staffFacts, links.origin), {
    dedupeKey: `order-new:${view.id}`,
  });
}
