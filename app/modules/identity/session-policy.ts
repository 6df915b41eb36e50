/** Session lifetimes. Idle: pushed forward on use; absolute: never moves. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** Don't write last-seen on every request: once an hour is precise enough for a 30-day idle limit. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** Cookie name; the `__Host-` prefix (Secure, path=/, no Domain) when served over https. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}
