/**
 * One interface for every payment gateway the shop can use: Razorpay (live or test keys)
 * and the offline sandbox that plays Razorpay's part when no keys are set. The checkout
 * only ever talks to this interface; amounts are integer paise taken from our own order.
 */

export type ProviderName = 'razorpay' | 'sandbox';

export interface GatewayOrderInput {
  /** From our order record, never from the browser. Minimum 100 (₹1). */
  amountPaise: number;
  /** Our order number, at most 40 characters (Razorpay's receipt). */
  receipt: string;
  /** At most 15 pairs. */
  notes?: Record<string, string>;
}

export interface GatewayOrder {
  /** Razorpay's order_… id (or the sandbox's), stored before the payment window opens. */
  id: string;
  amountPaise: number;
  currency: 'INR';
}

/** A payment as the gateway reports it (reconciliation, webhooks). */
export interface GatewayPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  errorDescription?: string | null;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
}

/** What the browser needs to open the gateway's payment window (never a secret). */
export interface CheckoutWindow {
  provider: ProviderName;
  /** Public key id (rzp_test_… / rzp_live_…); the sandbox's is a placeholder. */
  keyId: string;
  orderId: string;
  amountPaise: number;
  currency: 'INR';
}

/** A webhook event after its signature has been verified, reduced to what we act on. */
export interface GatewayEvent {
  /** x-razorpay-event-id, for de-duplication. */
  eventId: string;
  type: string;
  payment: GatewayPayment | null;
  /** The gateway order the event is about (payment.order_id or order.id). */
  orderId: string | null;
}

export class GatewayError extends Error {
  override name = 'GatewayError';
  /** HTTP status from the gateway, or 0 when it could not be reached. */
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }

  /**
   * By name, not instanceof: the provider is made by the process entry (plain Node) and
   * its errors are caught in the bundle, which has its own copy of this class.
   */
  static is(error: unknown): error is GatewayError {
    return error instanceof Error && error.name === 'GatewayError' && 'status' in error;
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Server-side order creation (POST /v1/orders). Throws GatewayError. */
  createOrder(input: GatewayOrderInput): Promise<GatewayOrder>;
  /** Payments made against a gateway order (GET /v1/orders/{id}/payments). Throws GatewayError. */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Refunds a captured payment in full or in part (POST /v1/payments/{id}/refund). */
  refund(paymentId: string, amountPaise: number): Promise<GatewayRefund>;
  /**
   * hex(HMAC_SHA256(orderId + '|' + paymentId, key_secret)) compared in constant time,
   * where orderId is the one WE stored for our order, not one the browser sent.
   */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /**
   * Verifies X-Razorpay-Signature over the raw body bytes, then parses it. Returns null for
   * a bad signature or a body that is not a gateway event.
   */
  parseWebhook(
    rawBody: string,
    signature: string | null,
    eventId: string | null,
  ): GatewayEvent | null;
  checkoutWindow(order: GatewayOrder): CheckoutWindow;
}
