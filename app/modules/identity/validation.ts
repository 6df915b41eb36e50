/**
 * The account forms' schemas (sign-up, login, resend, reset, change password, profile):
 * one per form, used by the pages in the browser, by their route actions and by the JSON
 * API. The messages are the spec's (§ 5), word for word.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  meetsPasswordRule,
  PASSWORD_MESSAGES,
} from './password.ts';

export const EMAIL_MESSAGE = 'Please provide a valid email.';
export const PHONE_MESSAGE = 'Please provide a valid 10-digit phone number.';

/** x@y.z without spaces, at most 254 characters; stored lower-cased. */
export const EmailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_MESSAGE)
  .transform((email) => email.toLowerCase());

/** A name as typed: trimmed, 1-60 characters. */
const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(60, message);

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
const MISMATCH = { message: PASSWORD_MESSAGES.mismatch, path: ['confirmPassword'] };

export const SignupSchema = z
  .object({
    firstName: name('Please provide your first name.'),
    lastName: name('Please provide your last name.'),
    email: EmailSchema,
    ...PASSWORD_PAIR,
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
  .string({ error: 'This link is invalid or has expired.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is invalid or has expired.');

export const ResetPasswordSchema = z
  .object({ token: TokenSchema, ...PASSWORD_PAIR })
  .refine(passwordsMatch, MISMATCH);

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Please enter your current password.' })
      .min(1, 'Please enter your current password.')
      .max(MAX_PASSWORD_LENGTH, 'Please enter your current password.'),
    ...PASSWORD_PAIR,
  })
  .refine(passwordsMatch, MISMATCH);

export const PhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .regex(/^\d{10}$/, PHONE_MESSAGE);

export const ProfileSchema = z.object({
  firstName: name('Please provide your first name.'),
  lastName: name('Please provide your last name.'),
  /** Optional: empty (or absent) clears it. */
  phone: z
    .union([z.literal(''), z.null(), PhoneSchema])
    .optional()
    .transform((phone) => phone || null),
});
