/** The order page's forms: a status change, a COD payment taken, a refund recorded, GST details. */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { hasControlCharacters } from '../../lib/text-rules.ts';
import { GSTIN_MESSAGE, isValidGstin } from '../order/gstin.ts';
import { ORDER_STATUSES } from '../order/view.ts';
import { PICKUP_STAFF_MESSAGES } from '../pickup/messages.ts';

const text = (max: number, message: string, { multiline = false, required = false } = {}) =>
  z
    .string({ error: message })
    .trim()
    .min(required ? 1 : 0, message)
    .max(max, `Please keep this under ${max} characters.`)
    .refine(
      (value) => !hasControlCharacters(value, { multiline }),
      'Please remove special characters.',
    );

export const StatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Please choose the new status.' }),
    /** Shown to the shopper in the timeline and the e-mail; a standard text when empty. */
    description: text(500, 'Please describe the change.', { multiline: true }).optional(),
    /** Picked Up (issue 35): the code the shopper shows at the store. */
    pickupCode: text(20, PICKUP_STAFF_MESSAGES.codeRequired).optional(),
  })
  .superRefine((change, ctx) => {
    if (change.status === 'Picked Up' && !change.pickupCode) {
      const message = PICKUP_STAFF_MESSAGES.codeRequired;
      ctx.addIssue({ code: 'custom', path: ['pickupCode'], message });
    }
  });

/** A required reference (a receipt or refund number), with its own message. */
const reference = (message: string) =>
  z.object({ reference: text(100, message, { required: true }) });

export const CodPaidSchema = reference('Please enter the receipt number.');
export const RefundSchema = reference('Please enter the refund reference.');

/**
 * The business a GST invoice is made out to, as staff correct it before the order ships:
 * both given, or both empty (no GST invoice).
 */
export const GstBuyerSchema = z
  .object({
    businessName: text(120, 'Please enter the business name.').optional(),
    gstin: z.string().trim().max(40, GSTIN_MESSAGE).optional(),
  })
  .superRefine((form, ctx) => {
    if (!form.businessName && !form.gstin) return;
    if (!form.businessName) {
      ctx.addIssue({
        code: 'custom',
        path: ['businessName'],
        message: 'Please enter the business name, or clear the GSTIN too.',
      });
    }
    if (!isValidGstin(form.gstin ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_MESSAGE });
    }
  });

/** A day of the calendar as YYYY-MM-DD that exists. */
const calendarDay = z
  .string({ error: 'Please enter the date it was shipped.' })
  .trim()
  .refine((text) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'Please enter the date it was shipped.');

/** 'Ship items' (issue 34): a courier, its AWB, the day, and how many of each line. */
export const ShipSchema = z.object({
  courier: z
    .string({ error: 'Please choose a courier.' })
    .trim()
    .min(1, 'Please choose a courier.')
    .max(40, 'Please choose a courier.'),
  awb: z.string().trim().max(40, 'An AWB has at most 40 characters.').optional(),
  shippedOn: calendarDay,
  quantities: z
    .array(
      // A line left out of the post (an index skipped) ships none.
      z
        .string()
        .trim()
        .regex(/^\d{0,3}$/, 'Please enter a whole number.')
        .optional()
        .transform((value) => (value ? Number(value) : 0)),
    )
    .max(200)
    .default([]),
});

/** A shipment out for delivery, or delivered. */
export const ShipmentMoveSchema = z.object({
  shipment: z.string().regex(/^[a-z0-9]{1,40}$/, 'This shipment was not found.'),
  status: z.enum(['Out for Delivery', 'Delivered'], { error: 'Please choose the new status.' }),
});
