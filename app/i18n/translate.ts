/**
 * The translation function, on the server and in the browser. Messages reach it compiled
 * by Lingui (catalogs.server.ts): a plain text as itself, an ICU message as Lingui's
 * compiled tokens. The browser only looks them up and fills them in: this evaluator of
 * Lingui's compiled format is what the browser downloads instead of `@lingui/core`'s
 * runtime (2.2 KB gzip, with date and number formatting, events and catalog loading the
 * pages never use; ADR 0028). `translate.test.ts` checks it against Lingui's own runtime
 * on every message of every catalog.
 */
import { english } from './english.ts';
import type { Locale } from './locales.ts';

export type MessageValues = Record<string, unknown>;
export type Translate = (id: string, values?: MessageValues) => string;

/** A compiled token: text, '#' in a plural, or [name, type?, cases?]. */
type Token = string | [string, string?, Record<string, Compiled>?];
type Compiled = Token[];
export type CompiledMessages = Record<string, string | Compiled>;

/**
 * Messages as a page's data carries them: the texts packed in one string, a line per
 * message (`key=text`; keys are base 36, texts have no line break), and the compiled ones
 * (plurals, selects) apart. One string costs a few bytes a message in the page's data,
 * where an object costs about twenty (React Router's encoding names each key and value).
 */
export interface PackedMessages {
  text: string;
  compiled: Record<string, Compiled>;
}

/** The messages of a page's data, unpacked for createTranslate. */
export function unpack(packed: PackedMessages | undefined): CompiledMessages {
  const messages: CompiledMessages = { ...packed?.compiled };
  for (const line of packed?.text.split('\n') ?? []) {
    const at = line.indexOf('=');
    if (at > 0) messages[line.slice(0, at)] = line.slice(at + 1);
  }
  return messages;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCase(
  locale: Locale,
  ordinal: boolean,
  value: number,
  cases: Record<string, Compiled>,
) {
  const key = `${locale}:${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(key, rules);
  }
  const offset = Number(cases.offset ?? 0);
  return {
    shown: value - offset,
    tokens: cases[value] ?? cases[rules.select(value - offset)] ?? cases.other ?? [],
  };
}

function fill(locale: Locale, tokens: Compiled, values: MessageValues, count?: number): string {
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count.toLocaleString(locale) : token;
      continue;
    }
    const [name, type, cases] = token;
    const value = values[name];
    if (cases && (type === 'plural' || type === 'selectordinal')) {
      const { shown, tokens: chosen } = pluralCase(
        locale,
        type === 'selectordinal',
        Number(value),
        cases,
      );
      text += fill(locale, chosen, values, shown);
    } else if (cases && type === 'select') {
      text += fill(locale, cases[String(value)] ?? cases.other ?? [], values);
    } else if (value != null) {
      text += String(value);
    }
  }
  return text;
}

/**
 * The key a message travels under to the browser: a short hash of its English text
 * (FNV-1a, base 36), so a page's data does not carry every English sentence again as a
 * key. `catalog.test.ts` checks that no two texts share one.
 */
export function messageKey(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * t(id, values): the message in `locale`, or the id itself (English) when it has none. A
 * text travels as itself when its placeholders are plain `{name}`s; only plurals and
 * selects travel compiled.
 */
export function createTranslate(locale: Locale, messages: CompiledMessages): Translate {
  return (id, values = {}) => {
    const message = messages[messageKey(id)] ?? id;
    return typeof message === 'string' ? english(message, values) : fill(locale, message, values);
  };
}
