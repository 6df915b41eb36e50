/**
 * The back office's coupon form (issue 33), checked in the browser and by the action.
 * Money is typed in rupees and leaves as paise; the validity window is typed in India's
 * time (datetime-local, IST has no daylight saving) and leaves as instants.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import {
  COUPON_CODE_PATTERN,
  COUPON_KINDS,
  MAX_COUPON_CODE_LENGTH,
} from '../offers/coupon-rules.ts';
import { rupeesToPaise } from './catalog-limits.ts';
import { checkbox, line, wholeNumber } from './form-rules.ts';

export const COUPON_FORM_MESSAGES = {
  code: `A code is 3 to ${MAX_COUPON_CODE_LENGTH} letters, digits, '-' or '_'.`,
  codeTaken: 'Another coupon already has this code.',
  reserved: "'NEW' cannot be a code: choose another.",
  kind: 'Choose percent or flat.',
  percent: 'A percentage is a whole number from 1 to 100.',
  amount: 'Enter the amount off in rupees, e.g. 500.',
  money: 'Enter an amount in rupees, e.g. 5000, or leave it empty.',
  date: 'Enter a date and time, or leave it empty.',
  window: 'The end must come after the start.',
  uses: 'Enter a whole number from 1 to 1,000,000, or leave it empty.',
  description: 'Keep the description under 120 characters.',
  products: 'Product codes, separated by commas (e.g. GA-GEY-15, GA-WM-7).',
  unknownProducts: 'No product has these codes: {codes}.',
  prepaidPercent: 'A percentage from 0 (no offer) to 50.',
} as const;

const empty = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** An optional field: empty is null, anything else must pass `rule`. */
function optional<T>(rule: z.ZodType<T, string>) {
  return z.preprocess((value) => (empty(value) ? null : value), rule.nullable());
}

function rupees(message: string) {
  return z.string({ error: message }).transform((value, ctx) => {
    const paise = rupeesToPaise(value);
    if (paise === null || paise <= 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return paise;
  });
}

/** '2026-10-20T00:00' typed in India -> the instant. */
const istDateTime = z.string({ error: COUPON_FORM_MESSAGES.date }).transform((value, ctx) => {
  const text = value.trim();
  const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? new Date(`${text}:00+05:30`) : null;
  if (!date || Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: COUPON_FORM_MESSAGES.date });
    return z.NEVER;
  }
  return date;
});

const uses = optional(wholeNumber(COUPON_FORM_MESSAGES.uses, 1, 1_000_000));

export const CouponSchema = z
  .object({
    code: line(COUPON_FORM_MESSAGES.code, {
      min: 3,
      max: MAX_COUPON_CODE_LENGTH,
      pattern: COUPON_CODE_PATTERN,
    })
      .transform((code) => code.toUpperCase())
      // /admin/coupons/new is the form for a new code: a code called NEW could not be opened.
      .refine((code) => code !== 'NEW', COUPON_FORM_MESSAGES.reserved),
    kind: z.enum(COUPON_KINDS, { error: COUPON_FORM_MESSAGES.kind }),
    percent: optional(wholeNumber(COUPON_FORM_MESSAGES.percent, 1, 100)),
    amount: optional(rupees(COUPON_FORM_MESSAGES.amount)),
    maxDiscount: optional(rupees(COUPON_FORM_MESSAGES.money)),
    minOrder: optional(rupees(COUPON_FORM_MESSAGES.money)),
    validFrom: optional(istDateTime),
    validTo: optional(istDateTime),
    totalUses: uses,
    usesPerCustomer: uses,
    firstOrderOnly: checkbox,
    shown: checkbox,
    description: optional(line(COUPON_FORM_MESSAGES.description, { max: 120 })),
    /** Category ids ticked (none: the products below, or every product). */
    categories: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) => (value === undefined ? [] : [value].flat()))
      .pipe(
        z
          .array(
            z
              .string()
              .regex(/^\d{1,9}$/)
              .transform(Number),
          )
          .max(100),
      )
      .transform((ids) => [...new Set(ids)]),
    products: optional(
      line(COUPON_FORM_MESSAGES.products, { max: 2_000, pattern: /^[\w\s,-]+$/ }).transform(
        (text) => [
          ...new Set(
            text
              .split(',')
              .map((code) => code.trim())
              .filter(Boolean),
          ),
        ],
      ),
    ),
  })
  .superRefine((form, ctx) => {
    if (form.kind === 'percent' && form.percent === null) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: COUPON_FORM_MESSAGES.percent });
    }
    if (form.kind === 'flat' && form.amount === null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: COUPON_FORM_MESSAGES.amount });
    }
    if (form.validFrom && form.validTo && form.validFrom >= form.validTo) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: COUPON_FORM_MESSAGES.window });
    }
  });

export type CouponInput = z.output<typeof CouponSchema>;

/** The shop's prepaid offer: 0% is none. */
export const PrepaidOfferSchema = z.object({
  percent: wholeNumber(COUPON_FORM_MESSAGES.prepaidPercent, 0, 50),
  maxDiscount: optional(rupees(COUPON_FORM_MESSAGES.money)),
});

/** An instant as the form's datetime-local field shows it in India ('2026-10-20T00:00'). */
export function istDateTimeText(date: Date): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 16);
}
