/**
 * The message catalogs, compiled once per process. A catalog is one namespace in one
 * language: JSON whose keys are the English texts (ICU) and whose values are that
 * language's. English is its own key; only its ICU messages (plurals, placeholders) need
 * compiling. A key missing from a language falls back to English (the catalog check in
 * i18n/catalog.test.ts keeps that from happening in the shop).
 */
import { type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { NAMESPACES, type Namespace } from './namespaces.ts';
import { messageKey, type PackedMessages, type Translate } from './translate.ts';

type Catalog = Record<string, string>;

const files = import.meta.glob<Catalog>('./catalogs/*.json', { eager: true, import: 'default' });

/** The raw catalogs: namespace -> language -> (English -> text). */
export function rawCatalogs(): Map<Namespace, Map<Locale, Catalog>> {
  const catalogs = new Map<Namespace, Map<Locale, Catalog>>();
  for (const [path, catalog] of Object.entries(files)) {
    const match = /\/([a-z]+)\.([a-z]+)\.json$/.exec(path);
    if (!match) continue;
    const [, namespace, locale] = match as unknown as [string, Namespace, Locale];
    if (!catalogs.has(namespace)) catalogs.set(namespace, new Map());
    catalogs.get(namespace)?.set(locale, catalog);
  }
  return catalogs;
}

const RAW = rawCatalogs();

/**
 * Whether a message needs compiling: a plural, select or other formatted argument. Plain
 * `{name}` placeholders are filled in as the text travels (translate.ts).
 */
function needsCompiling(message: string): boolean {
  return /\{\s*\w+\s*,/.test(message);
}

function compile(message: string) {
  return needsCompiling(message) ? compileMessage(message) : message;
}

/** Every id of a namespace: the keys of its catalogs in every language. */
function idsOf(namespace: Namespace): Set<string> {
  const ids = new Set<string>();
  for (const catalog of RAW.get(namespace)?.values() ?? []) {
    for (const id of Object.keys(catalog)) ids.add(id);
  }
  return ids;
}

const compiled = new Map<string, Messages>();

/** One namespace's compiled messages in one language (memoised for the process). */
function namespaceMessages(locale: Locale, namespace: Namespace): Messages {
  const key = `${locale}:${namespace}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  const catalog = locale === DEFAULT_LOCALE ? {} : (RAW.get(namespace)?.get(locale) ?? {});
  const messages: Messages = {};
  for (const id of idsOf(namespace)) {
    const text = catalog[id];
    if (text) messages[id] = compile(text);
    // English (or a missing text) shows the id itself; only plurals and selects need it compiled.
    else if (needsCompiling(id)) messages[id] = compileMessage(id);
  }
  compiled.set(key, messages);
  return messages;
}

/** The compiled messages of some namespaces in one language, by their English text. */
export function linguiMessages(locale: Locale, namespaces: readonly Namespace[]): Messages {
  return Object.assign({}, ...namespaces.map((namespace) => namespaceMessages(locale, namespace)));
}

/**
 * What a page sends the browser: the messages of its namespaces in its language, each under
 * its short key (translate.ts: messageKey).
 */
export function messagesFor(locale: Locale, namespaces: readonly Namespace[]): PackedMessages {
  const lines: string[] = [];
  const compiled: PackedMessages['compiled'] = {};
  for (const [id, message] of Object.entries(linguiMessages(locale, namespaces))) {
    const key = messageKey(id);
    if (typeof message === 'string') lines.push(`${key}=${message}`);
    else compiled[key] = message as PackedMessages['compiled'][string];
  }
  return { text: lines.join('\n'), compiled };
}

const serverTranslators = new Map<Locale, Translate>();

/**
 * A translation function with every namespace, for what the server writes outside a page
 * (e-mails, the invoice, page titles from a loader).
 */
export function serverTranslator(locale: Locale): Translate {
  let translate = serverTranslators.get(locale);
  if (!translate) {
    const i18n = setupI18n({
      locale,
      messages: { [locale]: linguiMessages(locale, NAMESPACES) },
    });
    // Plain texts and ids outside every catalog still format their placeholders.
    i18n.setMessagesCompiler((message) => compileMessage(message));
    translate = (id, values) => i18n._(id, values);
    serverTranslators.set(locale, translate);
  }
  return translate;
}
