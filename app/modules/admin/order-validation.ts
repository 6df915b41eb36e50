/** The order page's forms: a status change, a COD payment taken, a refund recorded, GST details. */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { hasControlCharacters } from '../../lib/text-rules.ts';
import { GSTIN_MESSAGE, isValidGstin } from '../order/gstin.ts';
import { ORDER_STATUSES } from '../order/view.ts';

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

export const StatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Please choose the new status.' }),
  /** Shown to the shopper in the timeline and the e-mail; a standard text when empty. */
  description: text(500, 'Please describe the change.', { multiline: true }).optional(),
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
