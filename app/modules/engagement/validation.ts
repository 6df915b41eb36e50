/**
 * The contact, survey, newsletter and unsubscribe schemas: one per form, for the route
 * actions, the JSON API (and its OpenAPI document) and the forms in the browser (fetched
 * after the page: lib/form-schema.ts). Each field answers one message, the spec's first.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { msg } from '../../i18n/msg.ts';
import { EMAIL_PATTERN, hasControlCharacters } from '../../lib/text-rules.ts';
import { type FieldRule, ruleSchema } from '../../lib/zod-rules.ts';
import { indianPhoneNumber, LIMITS, ENGAGEMENT_MESSAGES as M } from './forms.ts';

/** Length as the shopper typed it: a form post sends a line break as CR LF, a textarea counts one. */
const typedLength = (value: string) => value.replace(/\r\n/g, '\n').length;

/** A required text's messages: the spec's when empty, then too long, then a bad character. */
interface TextMessages {
  required: string;
  /** '… must be at most {max} characters.', with the field's limit written out. */
  tooLong: string;
  notAllowed: string;
}

/** A required text: the spec's message when empty, then a length cap and no control characters. */
function text(messages: TextMessages, max: number, { multiline = false } = {}) {
  const rule: FieldRule = (value) => {
    if (value.length === 0) return messages.required;
    if (typedLength(value) > max) return messages.tooLong;
    if (hasControlCharacters(value, { multiline })) return messages.notAllowed;
    return undefined;
  };
  return ruleSchema(rule, messages.required);
}

// Each message is its own translation id, so the limits (LIMITS) are written out in them.
const NAME: TextMessages = {
  required: M.nameRequired,
  tooLong: msg('Name must be at most 80 characters.'),
  notAllowed: msg('Name contains characters that are not allowed.'),
};
const SUBJECT: TextMessages = {
  required: M.subjectRequired,
  tooLong: msg('Subject must be at most 150 characters.'),
  notAllowed: msg('Subject contains characters that are not allowed.'),
};
const MESSAGE_NOT_ALLOWED = msg('Message contains characters that are not allowed.');
const MESSAGE: TextMessages = {
  required: M.messageRequired,
  tooLong: msg('Message must be at most 2000 characters.'),
  notAllowed: MESSAGE_NOT_ALLOWED,
};
/** The survey's interest is a shorter message. */
const INTEREST: TextMessages = {
  required: M.messageRequired,
  tooLong: msg('Message must be at most 500 characters.'),
  notAllowed: MESSAGE_NOT_ALLOWED,
};

/** x@y.z without spaces (spec § 5). */
const Email = ruleSchema((value) => {
  if (value.length === 0) return M.emailRequired;
  return value.length > LIMITS.email || !EMAIL_PATTERN.test(value) || hasControlCharacters(value)
    ? M.emailInvalid
    : undefined;
}, M.emailRequired);

/** Required, then a phone number the seller can call (indianPhoneNumber). */
const phone = (required: string) =>
  ruleSchema((value) => {
    if (value.length === 0) return required;
    return value.length <= LIMITS.phone && indianPhoneNumber(value) ? undefined : M.phoneInvalid;
  }, required);

/** The honeypot: optional, and expected empty; a filled one is answered but not kept. */
const Honeypot = z
  .string()
  .optional()
  .describe('Leave empty: a field people never see, for catching bots.');

export const ContactSchema = z.object({
  name: text(NAME, LIMITS.name),
  email: Email,
  phone: phone(M.phoneRequired),
  subject: text(SUBJECT, LIMITS.subject),
  message: text(MESSAGE, LIMITS.message, { multiline: true }),
  website: Honeypot,
});

export const SurveySchema = z.object({
  name: text(NAME, LIMITS.name),
  phone: phone(M.surveyPhoneRequired),
  interest: text(INTEREST, LIMITS.interest, { multiline: true }),
  website: Honeypot,
});

export const NewsletterSchema = z.object({ email: Email, website: Honeypot });

/** The token of an unsubscribe link: 32 random bytes, base64url (43 characters). */
export const UnsubscribeTokenSchema = z
  .string({ error: M.unsubscribeInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, M.unsubscribeInvalid);

export const UnsubscribeSchema = z.object({ token: UnsubscribeTokenSchema });

export type ContactInput = z.output<typeof ContactSchema>;
export type SurveyInput = z.output<typeof SurveySchema>;
