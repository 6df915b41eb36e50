/** How the back office names payment states (the shopper-facing texts live with the order). */
import type { OrderPaymentState } from '../order/view.ts';

export const PAYMENT_STATE_LABEL: Record<OrderPaymentState, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  cod: 'Cash due on delivery',
  failed: 'Payment failed',
  replaced: 'Replaced by a newer order',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};
