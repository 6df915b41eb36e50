/** What the marketing mailings share: whom they may write to, and the links they carry. */
import { and, isNotNull, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '../../i18n/locales.ts';
import { users } from '../identity/schema.ts';
import type { Recipient } from '../notification/emails.server.tsx';
import { offersOptOutUrls } from './unsubscribe-link.server.ts';

/** Where the mailings' links point (PUBLIC_URL) and the key that signs their unsubscribe links. */
export interface MailingLinks {
  origin: string;
  secret: string;
}

/**
 * How long a marketing e-mail is worth sending: today's prices go stale, and a backlog
 * must not deliver them days late (or at night).
 */
export const MARKETING_USEFUL_MS = 12 * 60 * 60 * 1000;

/** What a mailing pass did: e-mails queued, and the shoppers or carts it failed on. */
export interface MailingOutcome {
  sent: number;
  failed: { userId?: number; cartId?: number; error: unknown }[];
}

/** Accounts that chose offers, with an address they proved is theirs. */
export const consenting: SQL | undefined = and(
  isNotNull(users.offersConsentAt),
  isNotNull(users.emailVerifiedAt),
);

export interface AccountRow {
  email: string;
  firstName: string;
  locale: string;
}

export function recipientOf(account: AccountRow): Recipient & { locale: Locale } {
  return {
    email: account.email,
    firstName: account.firstName,
    locale: isLocale(account.locale) ? account.locale : DEFAULT_LOCALE,
  };
}

/** A page of the shop in the shopper's language, absolute. */
export const pageUrl = (links: MailingLinks, locale: Locale, path: string) =>
  new URL(localizedPath(locale, path), links.origin).href;

export const unsubscribeUrlsFor = (links: MailingLinks, to: Recipient & { locale: Locale }) =>
  offersOptOutUrls(links.origin, links.secret, to.email, to.locale);
