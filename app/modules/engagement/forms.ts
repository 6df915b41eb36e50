/**
 * The contact, survey and newsletter forms' limits and messages (spec § 5, word for word)
 * and their answers: Zod-free, so the pages and the footer's newsletter form draw them
 * without loading Zod. The forms' schemas (validation.ts) check the fields, in the route
 * actions, the JSON API and the browser.
 */
import { msg } from '../../i18n/msg.ts';

export { HONEYPOT_FIELD } from './honeypot.ts';

export const LIMITS = {
  name: 80,
  email: 254,
  phone: 20,
  subject: 150,
  message: 2000,
  interest: 500,
} as const;

/**
 * The newsletter's and the survey's are shown on every page (the footer's form, the survey
 * modal): the 'common' namespace; those of the contact form and the unsubscribe page only
 * are the 'content' namespace's.
 */
export const ENGAGEMENT_MESSAGES = {
  nameRequired: msg('Name is required'),
  emailRequired: msg('Email is required'),
  emailInvalid: msg('Email is invalid'),
  phoneRequired: msg('Phone is required'),
  surveyPhoneRequired: msg('Phone number is required'),
  phoneInvalid: msg('Please enter a valid 10 digit phone number.'),
  subjectRequired: msg('Subject is required'),
  messageRequired: msg('Message is required'),
  contactSent: msg('Sent an email successfully!'),
  contactFailed: msg('Your message could not be sent. Please try again, or call us.'),
  surveyDone: msg('Survey submitted successfully!'),
  surveyRefused: msg('Submission failed. Please try again.'),
  surveyError: msg('Error submitting survey. Please try again.'),
  /** The same whether the address is new or already subscribed (it reveals nothing). */
  subscribed: msg('Thank you for subscribing! Watch your inbox for our latest deals and offers.'),
  newsletterError: msg('An error occurred'),
  unsubscribed: msg('You have been unsubscribed. You will not receive our newsletter any more.'),
  unsubscribeInvalid: msg('This unsubscribe link is invalid.'),
} as const;

/**
 * The 10-digit number in a phone as people in India write one: '98450 12345',
 * '+91 98450-12345', '080 2345 6789' (a landline's STD code with its 0). Null when it is
 * not one. Spec § 5 asks only that the phone is given; the seller must be able to call it.
 */
export function indianPhoneNumber(value: string): string | null {
  const digits = value.replace(/[\s\-().]/g, '');
  return /^(?:\+91|91(?=\d{10}$)|0(?=\d{10}$))?(\d{10})$/.exec(digits)?.[1] ?? null;
}

/** The newsletter and survey actions' answer, as their forms read it. */
export interface FormReply {
  ok: boolean;
  message: string;
  /** The first message of each field the server refused. */
  fields?: Record<string, string>;
}
