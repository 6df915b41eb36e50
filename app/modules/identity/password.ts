/**
 * The password rule of sign-up, reset, change-password and checkout's 'Create an account'
 * (spec § 4, § 5). Client-safe and Zod-free; the strength meter is password-strength.ts
 * (only the password field needs it).
 */
import { msg } from '../../i18n/msg.ts';

export const MIN_PASSWORD_LENGTH = 8;
/** Longer is pointless and would let a request make the hash slow. */
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  weak: msg(
    'Password must be at least 8 characters long and include a combination of letters, numbers, and special characters.',
  ),
  login: msg(
    'Password must be at least 8 characters long and include letters, numbers, and special characters.',
  ),
  confirmRequired: msg('Please confirm your password.'),
  mismatch: msg('Passwords do not match.'),
  common: msg('This password is too common and easy to guess. Please choose another.'),
  /** MAX_PASSWORD_LENGTH, written out: the text is its own translation id. */
  tooLong: msg('Password must be at most 128 characters long.'),
} as const;

/** 8+ characters with a letter, a digit and one of ! @ # $ % ^ & * (the sign-up rule). */
export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= MIN_PASSWORD_LENGTH &&
    password.length <= MAX_PASSWORD_LENGTH &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    /[!@#$%^&*]/.test(password)
  );
}
