/**
 * The Track Order form's field rules (spec § 5: both the order id and the e-mail are
 * required): Zod-free, so the page validates in the browser without loading Zod; the
 * server's schema (validation.ts) is built from the same rules.
 */
import { validateFields } from '../../lib/form-rules.ts';
import { EMAIL_PATTERN, hasControlCharacters } from '../../lib/text-rules.ts';

export const TRACK_MESSAGES = {
  orderId: 'Please enter your Order ID.',
  email: 'Please enter a valid email address.',
} as const;

export const TRACK_RULES = {
  orderId: (value: string) =>
    value.length === 0 || value.length > 40 || hasControlCharacters(value)
      ? TRACK_MESSAGES.orderId
      : undefined,
  email: (value: string) =>
    value.length > 254 || !EMAIL_PATTERN.test(value) || hasControlCharacters(value)
      ? TRACK_MESSAGES.email
      : undefined,
};

export const validateTrackForm = validateFields(TRACK_RULES);
