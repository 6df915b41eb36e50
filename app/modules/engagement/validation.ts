/**
 * The contact, survey, newsletter and unsubscribe schemas for the route actions and the
 * JSON API (and its OpenAPI document), built over the field rules the browser uses
 * (forms.ts), so a message can never differ between the two.
 */
import { z } from 'zod';
import { ruleSchema } from '../../lib/zod-rules.ts';
import {
  CONTACT_RULES,
  ENGAGEMENT_MESSAGES as M,
  NEWSLETTER_RULES,
  SURVEY_RULES,
} from './forms.ts';

/** The honeypot: optional, and expected empty; a filled one is answered but not kept. */
const Honeypot = z
  .string()
  .optional()
  .describe('Leave empty: a field people never see, for catching bots.');

export const ContactSchema = z.object({
  name: ruleSchema(CONTACT_RULES.name, M.nameRequired),
  email: ruleSchema(CONTACT_RULES.email, M.emailRequired),
  phone: ruleSchema(CONTACT_RULES.phone, M.phoneRequired),
  subject: ruleSchema(CONTACT_RULES.subject, M.subjectRequired),
  message: ruleSchema(CONTACT_RULES.message, M.messageRequired),
  website: Honeypot,
});

export const SurveySchema = z.object({
  name: ruleSchema(SURVEY_RULES.name, M.nameRequired),
  phone: ruleSchema(SURVEY_RULES.phone, M.surveyPhoneRequired),
  interest: ruleSchema(SURVEY_RULES.interest, M.messageRequired),
  website: Honeypot,
});

export const NewsletterSchema = z.object({
  email: ruleSchema(NEWSLETTER_RULES.email, M.emailRequired),
  website: Honeypot,
});

/** The token of an unsubscribe link: 32 random bytes, base64url (43 characters). */
export const UnsubscribeTokenSchema = z
  .string({ error: M.unsubscribeInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, M.unsubscribeInvalid);

export const UnsubscribeSchema = z.object({ token: UnsubscribeTokenSchema });

export type ContactInput = z.output<typeof ContactSchema>;
export type SurveyInput = z.output<typeof SurveySchema>;
