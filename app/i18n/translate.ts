/**
 * The translation function, on the server and in the browser. Messages reach it compiled
 * by Lingui (catalogs.server.ts): a plain text as itself, an ICU message as Lingui's
 * compiled tokens. The browser only looks them up and fills them in: this evaluator of
 * Lingui's compiled format is what the browser downloads instead of `@lingui/core`'s
 * runtime (2.2 KB gzip, with date and number formatting, events and catalog loading the
 * pages never use; ADR 0028). `translate.test.ts` checks it against Lingui's own runtime
 * on every message of every catalog.
 */
import type { Locale } from './locales.ts';

export type MessageValues = Record<string, unknown>;
export type Translate = (id: string, values?: MessageValues) => string;

/** A compiled token: text, '#' in a plural, or [name, type?, cases?]. */
type Token = string | [string, string?, Record<string, Compiled>?];
type Compiled = Token[];
export type CompiledMessages = Record<string, string | Compiled>;

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

/** t(id, values): the message in `locale`, or the id itself (English) when it has none. */
export function createTranslate(locale: Locale, messages: CompiledMessages): Translate {
  return (id, values = {}) => {
    const message = Object.hasOwn(messages, id) ? messages[id] : id;
    return typeof message === 'string' ? message : fill(locale, message ?? [], values);
  };
}
