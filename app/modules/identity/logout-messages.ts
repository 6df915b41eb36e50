/**
 * Logout's texts (spec § 2, § 8), in a module of their own: the header's Logout is on
 * every page and should not carry every account message (messages.ts) with it.
 */
export const LOGOUT_MESSAGES = {
  confirmTitle: 'Confirm Logout',
  confirmText: 'Are you sure you want to log out?',
  failed: 'Error logging out, please try again',
  /** The request itself failed (offline). */
  unreachable: 'Error logging out: Please try again.',
  done: 'You have been logged out.',
} as const;
