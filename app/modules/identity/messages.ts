/** The accounts' texts (spec § 2, § 5, § 8), in one place for pages, API and tests. */
export const ACCOUNT_MESSAGES = {
  signupDone: (email: string) =>
    `Your account has been created and a verification e-mail has been sent to ${email}. Please verify your e-mail address to log in.`,
  signupFailed: 'Account creation failed. Please try again.',
  loginFailed: 'Login failed. Please check your credentials and try again.',
  badCredentials: 'Invalid email or password.',
  notVerified: 'Email not verified. Please verify your email address to log in.',
  // Contains 'successfully', so the verify page shows it green (spec § 2).
  resendSent:
    'A new verification link has been sent successfully. Please check your email and click on the link to verify',
  resendFailed: 'Error resending verification link. Please try again or contact support.',
  verified: 'Your email has been verified successfully. You can now sign in.',
  alreadyVerified: 'Your email is already verified. You can sign in.',
  verifyExpired: 'Verification link expired. Please request a new one.',
  verifyInvalid: 'This verification link is invalid or has expired.',
  verifyFailed: 'Verification failed. Please try again or contact support.',
  resetSent:
    'If an account exists for that e-mail, we have sent a link to reset its password. The link is valid for 1 hour.',
  resetInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  wrongCurrentPassword: 'Your current password is not correct.',
  profileSaved: 'Your details have been saved.',
} as const;
