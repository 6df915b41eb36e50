/**
 * The values a payments row's status takes; which moves between them are legal is the
 * order lifecycle's table (`order-lifecycle/table.ts`, PAYMENT_MOVES). Declared here, beside
 * the payments table, so that the payment module depends on nothing above it.
 */
/** The statuses of a payments row (`payments.status`; stray_payments uses the refund ones). */
export const PAYMENT_STATUSES = [
  /** Claimed by the process creating the gateway order (at most one open per order). */
  'creating',
  'created',
  'authorized',
  'captured',
  'failed',
  'refund_pending',
  /** Claimed by the process calling the gateway's refund. */
  'refunding',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
