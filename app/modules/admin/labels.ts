/**
 * How the back office names payment states and installation visits' states (the
 * shopper-facing texts live with the order and the installation).
 */
import type { VisitState } from '../installation/slots.ts';
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

export const VISIT_STATE_LABEL: Record<VisitState, string> = {
  to_book: 'To be booked',
  booked: 'Booked',
  done: 'Done',
  missed: 'Missed',
};
