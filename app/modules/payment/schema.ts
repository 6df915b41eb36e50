/** Gateway payments per order and the de-duplicated log of gateway webhooks. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz, updatedAt } from '../../../db/columns.ts';
import { orders } from '../order/schema.ts';
import { PAYMENT_STATUSES } from './statuses.ts';

/** A payment's status: how it may move is declared in order-lifecycle/table.ts. */
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The gateway's order id (Razorpay order_...), stored before the payment window opens. */
    providerOrderId: text('provider_order_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: paymentStatus('status').notNull().default('created'),
    lastError: text('last_error'),
    providerRefundId: text('provider_refund_id'),
    /** When reconciliation last asked the gateway about this payment. */
    checkedAt: timestamptz('checked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One gateway order per order: a double submit cannot open a second one (a claim row
    // holds the place while the gateway is asked; a failed attempt removes it).
    uniqueIndex('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_payment_idx')
      .on(t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    index('payments_pending_idx').on(t.status, t.createdAt),
    // Reconciliation's second look at paid orders (settle.server.ts).
    index('payments_captured_idx').on(t.updatedAt).where(sql`${t.status} = 'captured'`),
  ],
);

/**
 * Money the gateway captured for one of our gateway orders that does not pay for the order:
 * a second payment (two tabs paying one window, a late UPI capture), or one whose amount
 * is not the order's. Each is refunded by reconciliation, as an order's refund is.
 */
export const strayPayments = pgTable(
  'stray_payments',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** refund_pending, then refunding (claimed by one process), then refunded. */
    status: paymentStatus('status').notNull().default('refund_pending'),
    providerRefundId: text('provider_refund_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stray_payments_order_idx').on(t.orderId),
    index('stray_payments_refund_idx').on(t.status).where(sql`${t.status} = 'refund_pending'`),
  ],
);

export const webhookEvents = pgTable('webhook_events', {
  id: serialId(),
  provider: text('provider').notNull(),
  /** x-razorpay-event-id: events can arrive more than once. */
  eventId: text('event_id').notNull().unique(),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
  processedAt: timestamptz('processed_at'),
});

/**
 * The sandbox gateway's own books: it plays Razorpay's part when no keys are set, so it
 * keeps orders and payments apart from ours, and reconciliation asks it as it would ask
 * Razorpay.
 */
export const sandboxGatewayOrders = pgTable('sandbox_gateway_orders', {
  id: text('id').primaryKey(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  receipt: text('receipt').notNull(),
  createdAt: createdAt(),
});

export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxGatewayOrders.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['captured', 'failed', 'refunded'] }).notNull(),
    errorDescription: text('error_description'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_gateway_payments_order_idx').on(t.orderId)],
);
