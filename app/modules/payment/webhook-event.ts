/**
 * Reading a Razorpay webhook body (after its signature has been checked on the raw bytes):
 * only the fields we act on, each validated; anything else is not an event for us.
 */
import { z } from 'zod';
import type { GatewayEvent } from './provider.ts';

const PaymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1).nullable().optional(),
  amount: z.number().int().nonnegative(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  error_description: z.string().nullable().optional(),
});

const WebhookBody = z.object({
  event: z.string().min(1),
  payload: z
    .object({
      payment: z.object({ entity: PaymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string().min(1) }) }).optional(),
    })
    .default({}),
});

export function parseRazorpayEvent(rawBody: string, eventId: string): GatewayEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = WebhookBody.safeParse(json);
  if (!parsed.success) return null;
  const entity = parsed.data.payload.payment?.entity;
  const orderId = entity?.order_id ?? parsed.data.payload.order?.entity.id ?? null;
  return {
    eventId,
    type: parsed.data.event,
    orderId,
    payment:
      entity && orderId
        ? {
            id: entity.id,
            orderId,
            amountPaise: entity.amount,
            status: entity.status,
            errorDescription: entity.error_description ?? null,
          }
        : null,
  };
}
