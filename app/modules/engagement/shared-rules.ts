/**
 * What every engagement form shares, kept apart so the footer's newsletter form (on every
 * page) loads only this: the honeypot's name, the e-mail rule and its messages, a
 * Conform-free check of field rules, and the shape of an action's answer.
 */
import type { FieldRule } from '../../lib/form-rules.ts';
import { EMAIL_PATTERN, hasControlCharacters } from '../../lib/text-rules.ts';

/** The honeypot: a field people never see or fill; a filled one means a bot. */
export const HONEYPOT_FIELD = 'website';

export const EMAIL_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
} as const;

export const MAX_EMAIL = 254;

/** x@y.z without spaces (spec § 5). */

export const emailRule: FieldRule = (value) => {
  if (value.length === 0) return EMAIL_MESSAGES.emailRequired;
  if (value.length > MAX_EMAIL || !EMAIL_PATTERN.test(value) || hasControlCharacters(value)) {
    return EMAIL_MESSAGES.emailInvalid;
  }
  return undefined;
};

export const NEWSLETTER_RULES = { email: emailRule } satisfies Record<string, FieldRule>;

export type FieldErrors<R> = Partial<Record<keyof R, string>>;

/**
 * Checks a form's fields (values trimmed) without Conform: the trimmed values, or the
 * first message of each field that fails.
 */
export function checkFields<R extends Record<string, FieldRule>>(
  rules: R,
  data: FormData,
): { ok: true; value: Record<keyof R, string> } | { ok: false; errors: FieldErrors<R> } {
  const value = {} as Record<keyof R, string>;
  const errors: FieldErrors<R> = {};
  for (const name of Object.keys(rules) as (keyof R & string)[]) {
    const raw = data.get(name);
    const trimmed = typeof raw === 'string' ? raw.trim() : '';
    const message = rules[name]!(trimmed, (other) => String(data.get(other) ?? '').trim());
    if (message) errors[name] = message;
    else value[name] = trimmed;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

/** The newsletter and survey actions' answer, as their forms read it. */
export interface FormReply {
  ok: boolean;
  message: string;
  /** The first message of each field the server refused. */
  fields?: Record<string, string>;
}
