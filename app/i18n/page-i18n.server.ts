/**
 * What loaders and actions need of the page's language: which it is, the messages the
 * page sends the browser, and the origin its own URLs (canonical, e-mail links) start with.
 */
import type { RouterContextProvider } from 'react-router';
import { requestInfo, services } from '../lib/services.server.ts';
import { messagesFor, serverTranslator } from './catalogs.server.ts';
import { DEFAULT_LOCALE, type Locale, localeInfo } from './locales.ts';
import type { Namespace } from './namespaces.ts';

type Context = Readonly<RouterContextProvider>;

export function localeOf(context: Context): Locale {
  return requestInfo(context).locale ?? DEFAULT_LOCALE;
}

/** The compiled messages of these namespaces in the page's language (a loader returns them). */
export function pageMessages(context: Context, ...namespaces: Namespace[]) {
  return messagesFor(localeOf(context), namespaces);
}

/** The page's translation function on the server (a loader's titles, an action's notice). */
export function pageTranslator(context: Context) {
  return serverTranslator(localeOf(context));
}

/**
 * The public origin with the page's language prefix ('https://shop.example/kn'): the base
 * of its canonical URL and of the links its e-mails carry. absoluteUrl() keeps media at the
 * bare origin.
 */
export function pageOrigin(context: Context): string {
  return `${services(context).publicUrl.replace(/\/$/, '')}${localeInfo(localeOf(context)).prefix}`;
}
