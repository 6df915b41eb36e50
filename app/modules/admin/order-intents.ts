/** The order page's forms, by intent: a status change, a COD payment taken, a refund recorded. */
export const ORDER_INTENT = {
  status: 'status',
  codPaid: 'cod-paid',
  refund: 'refund',
} as const;
export type OrderIntent = (typeof ORDER_INTENT)[keyof typeof ORDER_INTENT];
