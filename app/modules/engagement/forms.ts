/**
 * The contact, survey and newsletter forms' field rules (spec § 5, messages word for word)
 * and their answers: Zod-free and Conform-free, so the survey modal (on every page, loaded
 * lazily) loads neither; the footer's newsletter form needs only shared-rules.ts. The same rules run in the browser
 * and, as Zod schemas (validation.ts), in the route actions and the JSON API.
 */
import type { FieldRule } from '../../lib/form-rules.ts';
import { hasControlCharacters } from '../../lib/text-rules.ts';
import { EMAIL_MESSAGES, emailRule, MAX_EMAIL } from './shared-rules.ts';

export {
  checkFields,
  type FieldErrors,
  type FormReply,
  HONEYPOT_FIELD,
  NEWSLETTER_RULES,
} from './shared-rules.ts';

export const LIMITS = {
  name: 80,
  email: MAX_EMAIL,
  phone: 20,
  subject: 150,
  message: 2000,
  interest: 500,
} as const;

export const ENGAGEMENT_MESSAGES = {
  nameRequired: 'Name is required',
  ...EMAIL_MESSAGES,
  phoneRequired: 'Phone is required',
  surveyPhoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10 digit phone number.',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  contactSent: 'Sent an email successfully!',
  contactFailed: 'Your message could not be sent. Please try again, or call us.',
  surveyDone: 'Survey submitted successfully!',
  surveyRefused: 'Submission failed. Please try again.',
  surveyError: 'Error submitting survey. Please try again.',
  /** The same whether the address is new or already subscribed (it reveals nothing). */
  subscribed: 'Thank you for subscribing! Watch your inbox for our latest deals and offers.',
  newsletterError: 'An error occurred',
  unsubscribed: 'You have been unsubscribed. You will not receive our newsletter any more.',
  unsubscribeInvalid: 'This unsubscribe link is invalid.',
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;
const notAllowed = (label: string) => `${label} contains characters that are not allowed.`;

/**
 * The 10-digit number in a phone as people in India write one: '98450 12345',
 * '+91 98450-12345', '080 2345 6789' (a landline's STD code with its 0). Null when it is
 * not one. Spec § 5 asks only that the phone is given; the seller must be able to call it.
 */
export function indianPhoneNumber(value: string): string | null {
  const digits = value.replace(/[\s\-().]/g, '');
  return /^(?:\+91|91(?=\d{10}$)|0(?=\d{10}$))?(\d{10})$/.exec(digits)?.[1] ?? null;
}

/** Length as the shopper typed it: a form post sends a line break as CR LF, a textarea counts one. */
const typedLength = (value: string) => value.replace(/\r\n/g, '\n').length;

/** A required text: the spec's message when empty, then a length cap and no control characters. */
function text(
  label: string,
  required: string,
  max: number,
  { multiline = false }: { multiline?: boolean } = {},
): FieldRule {
  return (value) => {
    if (value.length === 0) return required;
    if (typedLength(value) > max) return tooLong(label, max);
    if (hasControlCharacters(value, { multiline })) return notAllowed(label);
    return undefined;
  };
}

const phoneRule =
  (required: string): FieldRule =>
  (value) => {
    if (value.length === 0) return required;
    return value.length <= LIMITS.phone && indianPhoneNumber(value)
      ? undefined
      : ENGAGEMENT_MESSAGES.phoneInvalid;
  };

export const CONTACT_RULES = {
  name: text('Name', ENGAGEMENT_MESSAGES.nameRequired, LIMITS.name),
  email: emailRule,
  phone: phoneRule(ENGAGEMENT_MESSAGES.phoneRequired),
  subject: text('Subject', ENGAGEMENT_MESSAGES.subjectRequired, LIMITS.subject),
  message: text('Message', ENGAGEMENT_MESSAGES.messageRequired, LIMITS.message, {
    multiline: true,
  }),
} satisfies Record<string, FieldRule>;

export const SURVEY_RULES = {
  name: text('Name', ENGAGEMENT_MESSAGES.nameRequired, LIMITS.name),
  phone: phoneRule(ENGAGEMENT_MESSAGES.surveyPhoneRequired),
  interest: text('Message', ENGAGEMENT_MESSAGES.messageRequired, LIMITS.interest, {
    multiline: true,
  }),
} satisfies Record<string, FieldRule>;
