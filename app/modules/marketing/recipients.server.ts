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
