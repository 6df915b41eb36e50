/**
 * The strength meter under a new password (spec § 4): its own module, so that a page
 * which checks the rule without showing the meter (checkout) does not carry it.
 */
import { msg } from '../../i18n/msg.ts';
import { MIN_PASSWORD_LENGTH } from './password.ts';

export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

/** One point each: length >= 8, a lowercase letter, an uppercase letter, a digit, a symbol. */
export function passwordScore(password: string): number {
  return [
    password.length >= MIN_PASSWORD_LENGTH,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
}

/** 5 Strong, 3-4 Medium, below 3 Weak (the meter shows the word translated). */
export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  return score === 5 ? msg('Strong') : score >= 3 ? msg('Medium') : msg('Weak');
}
