/**
 * Orders keep a snapshot of what was bought and never change with the catalog.
 * Status history is append-only; the latest entry is the current status.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from '../../../db/columns.ts';
import { products, productVariants } from '../catalog/schema.ts';
import { stores } from '../content/schema.ts';
import { sessions, users } from '../identity/schema.ts';
import { SHIPMENT_STATUSES } from './couriers.ts';
import { ORDER_PAYMENT_STATES, ORDER_STATUSES, PAYMENT_METHODS } from './view.ts';

/** Feeds the human order number, e.g. GA-2026-000123. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1000 });

export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);

/** Where an order's money stands (view.ts); only order-lifecycle's transition() moves it. */
export const orderPaymentState = pgEnum('order_payment_state', ORDER_PAYMENT_STATES);

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    publicId: text('public_id').notNull().unique(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** A retried or doubled placement carries the same key and yields the same order. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    country: text('country').notNull().default('India'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentState: orderPaymentState('payment_state').notNull(),
    /** The gateway's payment id once paid, or 'COD' (spec: payment id 'COD'). */
    paymentReference: text('payment_reference'),
    /** Bought from the cart (its lines go once the order is placed or paid) or with Buy now. */
    fromCart: boolean('from_cart').notNull(),
    /** Set once the stock an unpaid order held went back to the shelf (never twice). */
    stockReleasedAt: timestamptz('stock_released_at'),
    invoiceNumber: text('invoice_number').notNull().unique(),
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    /** The coupon code the order was placed with (as staff wrote it), and what it took off. */
    couponCode: text('coupon_code'),
    couponDiscountPaise: bigint('coupon_discount_paise', { mode: 'number' }).notNull().default(0),
    /** The shop's offer for paying online (issue 33), when the order was paid online. */
    prepaidDiscountPaise: bigint('prepaid_discount_paise', { mode: 'number' }).notNull().default(0),
    shippingPaise: bigint('shipping_paise', { mode: 'number' }).notNull(),
    /** The installation the order was placed with (issue 35): its lines' charges summed. */
    installationPaise: bigint('installation_paise', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    /** The language of the checkout page: the order's e-mails and invoice are written in it. */
    locale: text('locale').notNull().default('en'),
    /**
     * 'I need a GST invoice' (issue 34): the buying business and its GSTIN, printed on the
     * invoice; the GSTIN's state is the place of supply. Staff may correct them until the
     * order ships.
     */
    businessName: text('business_name'),
    gstin: text('gstin'),
    /**
     * 'Send order updates on WhatsApp' (issue 34), SMS as the fallback, to `phone`: ticked at
     * checkout; turned off when the shopper stops them.
     */
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    /** The delivery date promised at checkout (IST, working days from the cut-off). */
    promisedDeliveryDate: date('promised_delivery_date', { mode: 'string' }),
    /**
     * Picked up from a store instead of delivered (issue 35): the store, and the code its
     * staff ask for when handing it over. No shipping and no installation visit with it.
     */
    pickupStoreId: integer('pickup_store_id').references(() => stores.id, {
      onDelete: 'restrict',
    }),
    pickupCode: text('pickup_code'),
    placedAt: timestamptz('placed_at').notNull().defaultNow(),
    /**
     * The latest status-history entry, copied by a trigger (migration 0013) so that the
     * back office filters and counts by status through an index. Read-only for the app.
     */
    status: orderStatus('status').notNull().default('Order Placed'),
  },
  (t) => [
    index('orders_placed_idx').on(t.placedAt),
    index('orders_status_idx').on(t.status, t.placedAt),
    index('orders_phone_idx').on(t.phone),
    index('orders_user_idx').on(t.userId, t.placedAt),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_session_idx').on(t.sessionId),
    // The back office's orders past their promise: those still on their way.
    index('orders_promised_idx')
      .on(t.promisedDeliveryDate)
      .where(sql`${t.status} not in ('Delivered', 'Cancelled')`),
    // Reconciliation walks the unsettled orders, oldest first.
    index('orders_unsettled_idx')
      .on(t.paymentState, t.placedAt)
      .where(sql`${t.paymentState} in ('pending', 'refund_due')`),
    // A store's pickups, for its counter (and the key's own look-ups).
    index('orders_pickup_store_idx')
      .on(t.pickupStoreId, t.placedAt)
      .where(sql`${t.pickupStoreId} is not null`),
    check('orders_pickup', sql`(${t.pickupStoreId} is null) = (${t.pickupCode} is null)`),
    check(
      'orders_pickup_free',
      sql`${t.pickupStoreId} is null or (${t.shippingPaise} = 0 and ${t.installationPaise} = 0)`,
    ),
    check('orders_gst_buyer', sql`(${t.gstin} is null) = (${t.businessName} is null)`),
    check(
      'orders_total',
      sql`${t.totalPaise} = ${t.subtotalPaise} - ${t.couponDiscountPaise} - ${t.prepaidDiscountPaise} + ${t.shippingPaise} + ${t.installationPaise}`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productSlug: text('product_slug').notNull(),
    variantLabel: text('variant_label').notNull(),
    productCode: text('product_code').notNull(),
    image: text('image').notNull(),
    /** Tax facts at the time of sale (the invoice never changes with the catalog). */
    hsnCode: text('hsn_code').notNull(),
    gstRatePercent: integer('gst_rate_percent').notNull(),
    unitBasePricePaise: integer('unit_base_price_paise').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    shippingPaise: bigint('shipping_paise', { mode: 'number' }).notNull(),
    /**
     * Installing this line's units (issue 35), GST included at the line's rate (a composite
     * supply, like its delivery); 0 when not installed or included.
     */
    installationPaise: bigint('installation_paise', { mode: 'number' }).notNull().default(0),
    lineTotalPaise: bigint('line_total_paise', { mode: 'number' }).notNull(),
    /**
     * The line's part of the order's coupon and prepaid discounts: its goods are invoiced
     * (and taxed) at lineTotal - discount.
     */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/**
 * The couriers the seller ships with (issue 34), kept by the back office; the seeded list
 * has the big Indian couriers, India Post and the seller's own van.
 */
export const couriers = pgTable('couriers', {
  id: serialId(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The tracking page, `{awb}` where the AWB goes (couriers.ts); null: none. */
  trackingUrl: text('tracking_url'),
  /** The AWB's format (a regular expression), where known. */
  awbPattern: text('awb_pattern'),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const shipmentStatus = pgEnum('shipment_status', SHIPMENT_STATUSES);

/** One parcel of an order (bulky items go separately), with its courier and AWB. */
export const shipments = pgTable(
  'shipments',
  {
    id: serialId(),
    publicId: text('public_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courierId: integer('courier_id')
      .notNull()
      .references(() => couriers.id),
    /** Null for the seller's van, which has none. */
    awb: text('awb'),
    status: shipmentStatus('status').notNull().default('Shipped'),
    shippedOn: date('shipped_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    // An AWB names one parcel of its courier's.
    uniqueIndex('shipments_awb_idx').on(t.courierId, t.awb).where(sql`${t.awb} is not null`),
  ],
);

/** Which order lines (and how many of each) a shipment carries. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.orderLineId] }),
    index('shipment_lines_line_idx').on(t.orderLineId),
    check('shipment_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
