/**
 * Logout's texts (spec § 2, § 8), in a module of their own: the header's Logout is on
 * every page and should not carry every account message (messages.ts) with it.
 * Shown from the header on every page: their texts belong to the 'common' namespace.
 */
import { msg } from '../../i18n/msg.ts';

export const LOGOUT_MESSAGES = {
  confirmTitle: msg('Confirm Logout'),
  confirmText: msg('Are you sure you want to log out?'),
  failed: msg('Error logging out, please try again'),
  /** The request itself failed (offline). */
  unreachable: msg('Error logging out: Please try again.'),
  /** The JSON API's answer only (no page shows it). */
  done: 'You have been logged out.',
} as const;
