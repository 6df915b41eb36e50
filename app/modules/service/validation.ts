/**
 * The service request forms' schemas (issue 35), for the route actions, the API and the
 * pages in the browser (fetched after the page: lib/form-schema.ts): raising a request on a
 * delivered item, and tracking one by its ticket and e-mail.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { EMAIL_PATTERN, hasControlCharacters } from '../../lib/text-rules.ts';
import { ruleSchema } from '../../lib/zod-rules.ts';
import { parseSlotChoice } from '../installation/slots.ts';
import { TRACK_MESSAGES } from '../order/validation.ts';
import {
  ANY_TIME,
  isProblemCode,
  normalTicket,
  SERVICE_LIMITS,
  SERVICE_MESSAGES,
  typedLength,
} from './rules.ts';

/** The problem, the description (20 to 1,000 characters) and the preferred time. */
export const ServiceRequestSchema = z.object({
  problem: ruleSchema(
    (value) => (isProblemCode(value) ? undefined : SERVICE_MESSAGES.problem),
    SERVICE_MESSAGES.problem,
  ),
  description: ruleSchema((value) => {
    const length = typedLength(value);
    if (length < SERVICE_LIMITS.descriptionMin) return SERVICE_MESSAGES.descriptionShort;
    if (length > SERVICE_LIMITS.descriptionMax) return SERVICE_MESSAGES.descriptionLong;
    if (hasControlCharacters(value, { multiline: true })) return SERVICE_MESSAGES.notAllowed;
    return undefined;
  }, SERVICE_MESSAGES.descriptionShort).transform((value) => value.replace(/\r\n?/g, '\n')),
  /** 'any', or one of the store's slots as '{date}/{slot}'. */
  slot: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const slot = (value ?? '').trim() || ANY_TIME;
      if (slot !== ANY_TIME && !parseSlotChoice(slot)) {
        ctx.addIssue({ code: 'custom', message: SERVICE_MESSAGES.slot });
        return z.NEVER;
      }
      return slot;
    }),
});

export type ServiceRequestInput = z.output<typeof ServiceRequestSchema>;

/** Track service request: both the ticket and the e-mail (the same answer for either wrong). */
export const TrackServiceSchema = z.object({
  ticket: ruleSchema(
    (value) => (normalTicket(value) ? undefined : SERVICE_MESSAGES.ticket),
    SERVICE_MESSAGES.ticket,
  ).transform((value) => normalTicket(value) ?? value),
  email: ruleSchema(
    (value) =>
      value.length > 254 || !EMAIL_PATTERN.test(value) || hasControlCharacters(value)
        ? TRACK_MESSAGES.email
        : undefined,
    TRACK_MESSAGES.email,
  ),
});
