/** The accounts' texts (spec § 2, § 5, § 8), in one place for pages, API and tests. */
import { english } from '../../i18n/english.ts';
import { msg } from '../../i18n/msg.ts';

/** The sign-up notice as written: a page shows it in its language with `{ email }`. */
const SIGNUP_DONE = msg(
  'Your account has been created and a verification e-mail has been sent to {email}. Please verify your e-mail address to log in.',
);

export const ACCOUNT_MESSAGES = {
  signupDone: (email: string) => english(SIGNUP_DONE, { email }),
  signupDoneTemplate: SIGNUP_DONE,
  signupFailed: msg('Account creation failed. Please try again.'),
  loginFailed: msg('Login failed. Please check your credentials and try again.'),
  badCredentials: msg('Invalid email or password.'),
  notVerified: msg('Email not verified. Please verify your email address to log in.'),
  // Contains 'successfully', so the verify page shows it green (spec § 2).
  resendSent: msg(
    'A new verification link has been sent successfully. Please check your email and click on the link to verify',
  ),
  resendFailed: msg('Error resending verification link. Please try again or contact support.'),
  verified: msg('Your email has been verified successfully. You can now sign in.'),
  alreadyVerified: msg('Your email is already verified. You can sign in.'),
  verifyExpired: msg('Verification link expired. Please request a new one.'),
  verifyInvalid: msg('This verification link is invalid or has expired.'),
  verifyFailed: msg('Verification failed. Please try again or contact support.'),
  resetSent: msg(
    'If an account exists for that e-mail, we have sent a link to reset its password. The link is valid for 1 hour.',
  ),
  resetInvalid: msg(
    'This password reset link is invalid or has expired. Please ask for a new one.',
  ),
  resetDone: msg('Your password has been reset. Please sign in with your new password.'),
  passwordChanged: msg('Your password has been changed. Other devices have been signed out.'),
  wrongCurrentPassword: msg('Your current password is not correct.'),
  profileSaved: msg('Your details have been saved.'),
} as const;
