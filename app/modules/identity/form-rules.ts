/**
 * The account forms' field rules (sign-up, login, reset, change password, profile): what
 * the pages check in the browser, Zod-free. The route actions and the JSON API parse with
 * the schemas of validation.ts; form-rules.test.ts holds the two to the same answers.
 */
import { type FieldRule, validateFields } from '../../lib/form-rules.ts';
import { EMAIL_PATTERN, hasControlCharacters } from '../../lib/text-rules.ts';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  meetsPasswordRule,
  PASSWORD_MESSAGES,
} from './password.ts';

export const EMAIL_MESSAGE = 'Please provide a valid email.';
export const PHONE_MESSAGE = 'Please provide a valid 10-digit phone number.';
export const TOKEN_MESSAGE = 'This link is invalid or has expired.';
export const NAME_MESSAGES = {
  firstName: 'Please provide your first name.',
  lastName: 'Please provide your last name.',
} as const;
export const CURRENT_PASSWORD_MESSAGE = 'Please enter your current password.';

const PHONE = /^\d{10}$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** x@y.z without spaces, at most 254 characters. */
export const emailRule: FieldRule = (value) =>
  value.length > 254 || !EMAIL_PATTERN.test(value) ? EMAIL_MESSAGE : undefined;

/** Ten digits. */
export const phoneRule: FieldRule = (value) => (PHONE.test(value) ? undefined : PHONE_MESSAGE);

/** A name as typed: 1-60 characters, none of them a control character. */
export const nameRule =
  (message: string): FieldRule =>
  (value) =>
    value.length < 1 || value.length > 60 || hasControlCharacters(value) ? message : undefined;

/** A new password: the sign-up rule. */
const newPassword: FieldRule = (value) => {
  if (value.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return meetsPasswordRule(value) ? undefined : PASSWORD_MESSAGES.weak;
};

/** Its confirmation: given, and the same. */
const confirmPassword: FieldRule = (value, field) => {
  if (value.length < 1) return PASSWORD_MESSAGES.confirmRequired;
  return value === field('password') ? undefined : PASSWORD_MESSAGES.mismatch;
};

const PASSWORD_PAIR = { password: newPassword, confirmPassword };
/** Spaces are part of a password: checked as typed. */
const asTyped = ['password', 'confirmPassword', 'currentPassword'] as const;

export const validateLogin = validateFields(
  {
    email: emailRule,
    password: (value) =>
      value.length < MIN_PASSWORD_LENGTH || value.length > MAX_PASSWORD_LENGTH
        ? PASSWORD_MESSAGES.login
        : undefined,
  },
  { asTyped: ['password'] },
);

export const validateSignup = validateFields(
  {
    firstName: nameRule(NAME_MESSAGES.firstName),
    lastName: nameRule(NAME_MESSAGES.lastName),
    email: emailRule,
    ...PASSWORD_PAIR,
  },
  { asTyped: ['password', 'confirmPassword'] },
);

export const validateEmailOnly = validateFields({ email: emailRule });

export const validateResetPassword = validateFields(
  { token: (value) => (TOKEN.test(value) ? undefined : TOKEN_MESSAGE), ...PASSWORD_PAIR },
  { asTyped: ['password', 'confirmPassword'] },
);

export const validateChangePassword = validateFields(
  {
    currentPassword: (value) =>
      value.length < 1 || value.length > MAX_PASSWORD_LENGTH ? CURRENT_PASSWORD_MESSAGE : undefined,
    ...PASSWORD_PAIR,
  },
  { asTyped },
);

export const validateProfile = validateFields({
  firstName: nameRule(NAME_MESSAGES.firstName),
  lastName: nameRule(NAME_MESSAGES.lastName),
  /** Optional: empty clears it. */
  phone: (value, field) => (value === '' ? undefined : phoneRule(value, field)),
});
