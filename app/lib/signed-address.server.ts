/**
 * Signed links that name an e-mail address (an unsubscribe link): `{address, base64url}.{HMAC}`
 * under the shop's secret, with a purpose per kind of link, so that a key made for one kind
 * is valid for no other. The address needs no database row: a link works for any address
 * the shop ever wrote to.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signValue = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret)
    .update(purpose + value)
    .digest('base64url');

/** Compares a key from a link with the expected one in constant time. */
export function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token of a link for `purpose` that names `email` (lower-cased). */
export function addressToken(secret: string, purpose: string, email: string): string {
  const address = Buffer.from(email.trim().toLowerCase()).toString('base64url');
  return `${address}.${signValue(secret, purpose, address)}`;
}

/** The address a token for `purpose` names, or null when the shop did not sign it so. */
export function addressOfToken(
  secret: string,
  purpose: string,
  token: string | undefined,
): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const [, address = '', key = ''] = match;
  if (!sameKey(key, signValue(secret, purpose, address))) return null;
  return Buffer.from(address, 'base64url').toString('utf8');
}
