/**
 * The account forms' schemas (sign-up, login, resend, reset, change password, profile):
 * one per form, used by their route actions, by the JSON API and by the pages in the
 * browser (fetched after the page: lib/form-schema.ts). The messages are the spec's (§ 5),
 * word for word. Client-safe.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { msg } from '../../i18n/msg.ts';
import { EMAIL_PATTERN, hasControlCharacters } from '../../lib/text-rules.ts';
import { Checkbox } from '../../lib/zod-rules.ts';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  meetsPasswordRule,
  PASSWORD_MESSAGES,
} from './password.ts';

export const EMAIL_MESSAGE = msg('Please provide a valid email.');
/** The address form's too (the 'forms' namespace). */
export const PHONE_MESSAGE = msg('Please provide a valid 10-digit phone number.');
/** Under a hidden field: no page shows it (the reset page says so in its own words). */
export const TOKEN_MESSAGE = 'This link is invalid or has expired.';
export const NAME_MESSAGES = {
  firstName: msg('Please provide your first name.'),
  lastName: msg('Please provide your last name.'),
} as const;
export const CURRENT_PASSWORD_MESSAGE = msg('Please enter your current password.');

/** x@y.z without spaces, at most 254 characters; stored lower-cased. */
export const EmailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE)
  .transform((email) => email.toLowerCase());

/** A name as typed: trimmed, 1-60 characters, none of them a control character. */
const name = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(60, message)
    .refine((value) => !hasControlCharacters(value), message);

/** A new password: the sign-up rule. Not trimmed: spaces are part of a password. */
export const NewPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.weak })
  .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine(meetsPasswordRule, PASSWORD_MESSAGES.weak);

/** A new password and its confirmation (sign-up, reset, change), checked together. */
const PASSWORD_PAIR = {
  password: NewPasswordSchema,
  confirmPassword: z
    .string({ error: PASSWORD_MESSAGES.confirmRequired })
    .min(1, PASSWORD_MESSAGES.confirmRequired),
};
const passwordsMatch = (form: { password: string; confirmPassword: string }) =>
  form.password === form.confirmPassword;
/**
 * Checked once both passwords are typed, whatever the other fields hold (Zod would wait for
 * every field to pass): the page says 'Passwords do not match.' as soon as it is so, and a
 * refused post lists it with the other fields' messages.
 */
const MISMATCH = {
  message: PASSWORD_MESSAGES.mismatch,
  path: ['confirmPassword'],
  when: ({ value }: { value: unknown }) => {
    const form = (value ?? {}) as Partial<Record<'password' | 'confirmPassword', unknown>>;
    return typeof form.password === 'string' && typeof form.confirmPassword === 'string';
  },
};

export const SignupSchema = z
  .object({
    firstName: name(NAME_MESSAGES.firstName),
    lastName: name(NAME_MESSAGES.lastName),
    email: EmailSchema,
    ...PASSWORD_PAIR,
    /** 'Send me offers' (issue 33): unticked unless the shopper ticks it. */
    offers: Checkbox,
  })
  .refine(passwordsMatch, MISMATCH);

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: PASSWORD_MESSAGES.login })
    .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.login)
    .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.login),
});

export const EmailOnlySchema = z.object({ email: EmailSchema });

/** The reset link's token, as it arrives in the URL (43 base64url characters). */
export const TokenSchema = z
  .string({ error: TOKEN_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{43}$/, TOKEN_MESSAGE);

export const ResetPasswordSchema = z
  .object({ token: TokenSchema, ...PASSWORD_PAIR })
  .refine(passwordsMatch, MISMATCH);

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_MESSAGE })
      .min(1, CURRENT_PASSWORD_MESSAGE)
      .max(MAX_PASSWORD_LENGTH, CURRENT_PASSWORD_MESSAGE),
    ...PASSWORD_PAIR,
  })
  .refine(passwordsMatch, MISMATCH);

export const PhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .regex(/^\d{10}$/, PHONE_MESSAGE);

export const ProfileSchema = z.object({
  firstName: name(NAME_MESSAGES.firstName),
  lastName: name(NAME_MESSAGES.lastName),
  /** Optional: empty (or absent) clears it. */
  phone: z
    .preprocess(
      // Spaces alone are empty: the phone is cleared.
      (phone) => (typeof phone === 'string' ? phone.trim() : phone),
      z.union([z.literal(''), z.null(), PhoneSchema]).optional(),
    )
    .transform((phone) => phone || null),
});
