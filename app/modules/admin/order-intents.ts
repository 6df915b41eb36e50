/** The order page's forms, by intent: a status change, a COD payment taken, a refund recorded. */
export const ORDER_INTENT = {
  status: 'status',
  codPaid: 'cod-paid',
  refund: 'refund',
} as const;
