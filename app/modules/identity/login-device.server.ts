/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a
 * browser that has signed in to an account gets a signed cookie naming that account (by
 * a hash of its e-mail and of its current password's stamp) and a random device id. Its
 * failed logins count against that device only (account-limits.server.ts), never against
 * the account's limit for all addresses, so strangers who spread their guesses over many
 * addresses lock out themselves and new devices, never the owner on a browser they have
 * used before. A new password (a reset, a change) voids every such cookie.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createCookie } from 'react-router';
import type { AppServices } from '../../context.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const accountTag = (email: string, passwordStamp: string) =>
  createHash('sha256')
    .update(`login-device:${email}:${passwordStamp}`)
    .digest('base64url')
    .slice(0, 22);

/**
 * The device cookies of this shop: signed with SESSION_SECRET, so no one can make one up;
 * Secure and `__Host-` prefixed when the shop is served over https.
 */
export function loginDevices({ config, publicUrl }: Pick<AppServices, 'config' | 'publicUrl'>) {
  const secure = publicUrl.startsWith('https:');
  const cookie = createCookie(secure ? '__Host-ld' : 'ld', {
    secrets: [config.sessionSecret],
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: YEAR_SECONDS,
  });
  return {
    /**
     * This browser's device id for `email`'s account, if it has signed in to it with its
     * current password (`passwordStamp`: passwordStampOf; null, no account) before.
     */
    async trusted(
      cookieHeader: string | null | undefined,
      email: string,
      passwordStamp: string | null,
    ): Promise<string | null> {
      if (!passwordStamp) return null;
      const value: unknown = await cookie.parse(cookieHeader ?? null);
      if (!value || typeof value !== 'object') return null;
      const { account, device } = value as { account?: unknown; device?: unknown };
      return account === accountTag(email, passwordStamp) && typeof device === 'string'
        ? device
        : null;
    },
    /** The Set-Cookie header for a successful login: this browser is now known to `email`. */
    issue(email: string, passwordStamp: string, device?: string | null): Promise<string> {
      return cookie.serialize({
        account: accountTag(email, passwordStamp),
        device: device ?? randomBytes(12).toString('base64url'),
      });
    },
  };
}
