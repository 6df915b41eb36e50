/** Session lifetimes. Idle: pushed forward on use; absolute: never moves. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** Don't write last-seen on every request: once an hour is precise enough for a 30-day idle limit. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** Staff sessions (back office) end after 30 minutes without a request. */
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
/** The idle limit of a session and how often its last-seen time is written. */
export function idlePolicy(idleTimeoutSeconds: number | null): { idleMs: number; touchMs: number } {
  const idleMs = idleTimeoutSeconds ? idleTimeoutSeconds * 1000 : SESSION_IDLE_MS;
  // A thirtieth of the limit: an hour for 30 days, a minute for 30 minutes.
  return { idleMs, touchMs: Math.min(SESSION_TOUCH_INTERVAL_MS, idleMs / 30) };
}
/** Cookie name; the `__Host-` prefix (Secure, path=/, no Domain) when served over https. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}
