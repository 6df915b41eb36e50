/** The Track Order form (spec § 5: both the order id and the e-mail are required). Client-safe. */
import '../../lib/zod-config.ts';
import { z } from 'zod';

export const TRACK_MESSAGES = {
  orderId: 'Please enter your Order ID.',
  email: 'Please enter a valid email address.',
} as const;

export const TrackOrderSchema = z.object({
  orderId: z
    .string({ error: TRACK_MESSAGES.orderId })
    .trim()
    .min(1, TRACK_MESSAGES.orderId)
    .max(40, TRACK_MESSAGES.orderId),
  email: z
    .string({ error: TRACK_MESSAGES.email })
    .trim()
    .max(254, TRACK_MESSAGES.email)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, TRACK_MESSAGES.email),
});
