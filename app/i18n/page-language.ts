/**
 * The page's messages are the union of what its matched routes' loaders sent: the root's
 * shared namespaces and the page's own. Read here for the provider and for `meta`.
 */
import { useRef } from 'react';
import { useMatches } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';
import {
  type CompiledMessages,
  createTranslate,
  type PackedMessages,
  type Translate,
  unpack,
} from './translate.ts';

interface MatchWithData {
  loaderData?: unknown;
}

function messagesOf(match: MatchWithData): PackedMessages | undefined {
  const data = match.loaderData as { messages?: PackedMessages } | undefined | null;
  return data?.messages;
}

/** The page's language: the root loader's answer (English while it has failed). */
export function localeOfMatches(matches: readonly MatchWithData[]): Locale {
  const locale = (matches[0]?.loaderData as { locale?: unknown } | undefined)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The page's messages, the same object as long as no loader sent new ones. */
export function usePageMessages(): CompiledMessages {
  const parts = useMatches().map(messagesOf);
  const last = useRef<{ parts: (PackedMessages | undefined)[]; merged: CompiledMessages } | null>(
    null,
  );
  if (
    !last.current ||
    last.current.parts.length !== parts.length ||
    last.current.parts.some((part, index) => part !== parts[index])
  ) {
    last.current = { parts, merged: Object.assign({}, ...parts.map(unpack)) };
  }
  return last.current.merged;
}

/** A translation function for `meta` (which cannot use hooks), from its matches' data. */
export function metaTranslator(matches: readonly (MatchWithData | undefined)[]): Translate {
  const present = matches.filter((match): match is MatchWithData => Boolean(match));
  const messages = Object.assign({}, ...present.map((match) => unpack(messagesOf(match))));
  return createTranslate(localeOfMatches(present), messages);
}
