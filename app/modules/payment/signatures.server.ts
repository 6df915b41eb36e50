/**
 * Razorpay's two HMAC-SHA256 signatures, shared by the Razorpay provider, the sandbox
 * gateway (which signs exactly as Razorpay does) and the tests that play Razorpay's part.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (data: string, secret: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** The checkout's razorpay_signature: over `order_id|razorpay_payment_id` with the key secret. */
export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return hmacHex(`${orderId}|${paymentId}`, secret);
}

/** X-Razorpay-Signature: over the raw request body, exactly as received, with the webhook secret. */
export function webhookSignature(rawBody: string, secret: string): string {
  return hmacHex(rawBody, secret);
}

/**
 * Compares a signature we computed with one we were given, in constant time. The strings
 * are compared as they are (not decoded from hex, which would silently drop a non-hex
 * tail); timingSafeEqual throws on different lengths, and the length of a hex HMAC is no
 * secret, so a length mismatch is simply a mismatch.
 */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}
