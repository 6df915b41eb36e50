/** The order page's forms, by intent: a status change, a COD payment taken, a refund recorded, GST details. */
export const ORDER_INTENT = {
  status: 'status',
  codPaid: 'cod-paid',
  refund: 'refund',
  gstBuyer: 'gst-buyer',
  ship: 'ship',
  shipment: 'shipment',
} as const;
export type OrderIntent = (typeof ORDER_INTENT)[keyof typeof ORDER_INTENT];
