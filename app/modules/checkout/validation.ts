/**
 * The checkout form (spec § 3 'Checkout form', § 5 'Checkout'): one schema for the page in
 * the browser (fetched after the page: lib/form-schema.ts), its route action and the JSON
 * API, with the spec's messages word for word. Client-safe.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { msg } from '../../i18n/msg.ts';
import { EMAIL_PATTERN, hasControlCharacters } from '../../lib/text-rules.ts';
import { Checkbox } from '../../lib/zod-rules.ts';
import { BuyNowSchema } from '../cart/validation.ts';
import { MAX_PASSWORD_LENGTH, meetsPasswordRule, PASSWORD_MESSAGES } from '../identity/password.ts';
import { INSTALLATION_MESSAGES } from '../installation/messages.ts';
import { parseSlotChoice } from '../installation/slots.ts';
import { CouponCodeSchema } from '../offers/validation.ts';
import { GSTIN_MESSAGE, isValidGstin } from '../order/gstin.ts';
import { PICKUP_MESSAGES } from '../pickup/messages.ts';
import { isValidPincode } from '../shipping/pincode.ts';
import { MAX_ADDRESS2_LENGTH } from './limits.ts';
import { CHECKOUT_MESSAGES } from './messages.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';

const printable = (value: string) => !hasControlCharacters(value);

/** x@y.z without spaces (spec), at most 254 characters; stored lower-cased. */
const EmailSchema = z
  .string({ error: CHECKOUT_MESSAGES.email })
  .trim()
  .max(254, CHECKOUT_MESSAGES.email)
  .regex(EMAIL_PATTERN, CHECKOUT_MESSAGES.email)
  .refine(printable, CHECKOUT_MESSAGES.email)
  .transform((email) => email.toLowerCase());

const required = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, message).refine(printable, message);

/** The delivery and contact fields alone (the quote needs only the pincode of them). */
export const CheckoutAddressSchema = z.object({
  email: EmailSchema,
  phone: z
    .string({ error: CHECKOUT_MESSAGES.phone })
    .trim()
    .regex(/^[0-9]{10}$/, CHECKOUT_MESSAGES.phone),
  firstName: required(CHECKOUT_MESSAGES.firstName, 60),
  lastName: required(CHECKOUT_MESSAGES.lastName, 60),
  country: z.literal('India', { error: CHECKOUT_MESSAGES.country }).default('India'),
  address: required(CHECKOUT_MESSAGES.address),
  address2: z
    .string()
    .trim()
    .max(MAX_ADDRESS2_LENGTH, CHECKOUT_MESSAGES.address2TooLong)
    .refine(printable, CHECKOUT_MESSAGES.address2Characters)
    .optional()
    .transform((value) => value ?? ''),
  city: required(CHECKOUT_MESSAGES.city, 60),
  state: required(CHECKOUT_MESSAGES.state, 60),
  zip: z
    .string({ error: CHECKOUT_MESSAGES.zip })
    .trim()
    .refine(isValidPincode, CHECKOUT_MESSAGES.zip),
});

const RELOAD = msg('Please reload the checkout page.');

export const DELIVERY_CHOICES = ['home', 'pickup'] as const;

/** An idempotency key minted by the server for one checkout attempt. */
export const IdempotencyKeySchema = z
  .string({ error: RELOAD })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, RELOAD);

export const CheckoutSchema = CheckoutAddressSchema.extend({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.paymentMethod }),
  /** Guests only: 'Create an account' with the order. */
  createAccount: Checkbox,
  /** 'Send me offers' (issue 33): unticked unless the shopper ticks it. */
  offers: Checkbox,
  /** 'Send order updates on WhatsApp' (issue 34), SMS as the fallback: unticked unless ticked. */
  whatsappUpdates: Checkbox,
  /** 'I need a GST invoice' (issue 34), with the buying business and its GSTIN. */
  gstInvoice: Checkbox,
  businessName: z.string().max(120, CHECKOUT_MESSAGES.businessName).optional(),
  gstin: z.string().max(40, GSTIN_MESSAGE).optional(),
  password: z.string().max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong).optional(),
  confirmPassword: z.string().max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong).optional(),
  idempotencyKey: IdempotencyKeySchema,
  /**
   * The quote the page showed (CheckoutQuote.digest): when given, the order is placed only
   * if the lines and prices are still those.
   */
  quoteDigest: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, RELOAD)
    .optional(),
  /** Buy now: the one variant and quantity bought; absent when buying the cart. */
  buy: BuyNowSchema.shape.buy.optional(),
  qty: BuyNowSchema.shape.qty.optional(),
  /**
   * Installation (issue 35): a slot as '{date}/{slot}', or 'after-delivery' (the page's
   * radio; the API may also send `installation: 'after-delivery'`); none when absent or ''.
   */
  installationSlot: z
    .string({ error: INSTALLATION_MESSAGES.badSlot })
    .refine(
      (value) => value === '' || value === 'after-delivery' || parseSlotChoice(value) !== null,
      INSTALLATION_MESSAGES.badSlot,
    )
    .optional(),
  installation: z.literal('after-delivery', { error: INSTALLATION_MESSAGES.badSlot }).optional(),
  /**
   * Store pickup (issue 35): the page's choice between home delivery and a store ('home'
   * when absent), and the store's code. The API sends `pickupStore` alone.
   */
  delivery: z.enum(DELIVERY_CHOICES, { error: PICKUP_MESSAGES.chooseStore }).optional(),
  pickupStore: z
    .string({ error: PICKUP_MESSAGES.chooseStore })
    .trim()
    .max(40, PICKUP_MESSAGES.chooseStore)
    .regex(/^[A-Za-z0-9-]*$/, PICKUP_MESSAGES.chooseStore)
    // Store codes are upper case ('KA-TUM-01'); a client may send them as typed.
    .transform((code) => code.toUpperCase())
    .optional(),
  /** Buy now: the coupon code applied on the checkout page (a cart keeps its own). */
  couponCode: z.preprocess(
    (value) => (value === '' ? undefined : value),
    CouponCodeSchema.optional(),
  ),
}).superRefine(
  (form, ctx) => {
    if (form.delivery === 'pickup' && !form.pickupStore) {
      ctx.addIssue({ code: 'custom', path: ['pickupStore'], message: PICKUP_MESSAGES.chooseStore });
    }
    if (form.gstInvoice) {
      const business = form.businessName?.trim() ?? '';
      if (!business || !printable(business)) {
        const message = CHECKOUT_MESSAGES.businessName;
        ctx.addIssue({ code: 'custom', path: ['businessName'], message });
      }
      if (!isValidGstin(form.gstin ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_MESSAGE });
      }
    }
    if (!form.createAccount) return;
    if (!form.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: CHECKOUT_MESSAGES.password });
    } else if (!meetsPasswordRule(form.password)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.weak });
    }
    if (form.password && form.password !== form.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: CHECKOUT_MESSAGES.confirmPassword,
      });
    }
  },
  {
    // Checked once the account fields are read, whatever the other fields hold (Zod would
    // wait for every field to pass): the page asks for the password as soon as the box is
    // ticked, and a refused post lists it with the other fields' messages.
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      issues.every(
        (issue) =>
          ![
            'createAccount',
            'password',
            'confirmPassword',
            'gstInvoice',
            'businessName',
            'gstin',
            'delivery',
            'pickupStore',
          ].includes(String(issue.path?.[0])),
      ),
  },
);

export type CheckoutInput = z.output<typeof CheckoutSchema>;

/** The store a checkout picks up from (its code), or null for home delivery. */
export function pickupChoiceOf(
  form: Pick<CheckoutInput, 'delivery' | 'pickupStore'>,
): string | null {
  return form.delivery === 'home' ? null : form.pickupStore || null;
}
export type CheckoutAddress = z.output<typeof CheckoutAddressSchema>;
