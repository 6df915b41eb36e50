/**
 * The Track Order form's schema (spec § 5: both the order id and the e-mail are required),
 * for the route action, the API and the page in the browser (fetched after the page:
 * lib/form-schema.ts).
 */
import { msg } from '../../i18n/msg.ts';
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { EMAIL_PATTERN, hasControlCharacters } from '../../lib/text-rules.ts';
import { ruleSchema } from '../../lib/zod-rules.ts';

export const TRACK_MESSAGES = {
  orderId: msg('Please enter your Order ID.'),
  email: 'Please enter a valid email address.',
} as const;

export const TrackOrderSchema = z.object({
  orderId: ruleSchema(
    (value) =>
      value.length === 0 || value.length > 40 || hasControlCharacters(value)
        ? TRACK_MESSAGES.orderId
        : undefined,
    TRACK_MESSAGES.orderId,
  ),
  email: ruleSchema(
    (value) =>
      value.length > 254 || !EMAIL_PATTERN.test(value) || hasControlCharacters(value)
        ? TRACK_MESSAGES.email
        : undefined,
    TRACK_MESSAGES.email,
  ),
});
