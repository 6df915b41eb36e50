import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { linguiMessages, messagesFor, rawCatalogs } from './catalogs.server.ts';
import { LOCALES } from './locales.ts';
import { NAMESPACES } from './namespaces.ts';
import { createTranslate, unpack } from './translate.ts';

/** Values for every placeholder a message names: numbers for plurals, text otherwise. */
function samples(id: string): Record<string, unknown>[] {
  const names = [...id.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(,\s*(\w+))?/g)];
  return [0, 1, 2, 5, 21].map((n) =>
    Object.fromEntries(names.map(([, name, , type]) => [name, type ? n : `‹${name}›`])),
  );
}

describe('the browser evaluator of compiled messages', () => {
  it('says what Lingui says, for every message of every catalog in every language', () => {
    const ids = new Set<string>();
    for (const languages of rawCatalogs().values()) {
      for (const catalog of languages.values()) for (const id of Object.keys(catalog)) ids.add(id);
    }
    expect(ids.size).toBeGreaterThan(0);
    for (const { code } of LOCALES) {
      const lingui = setupI18n({
        locale: code,
        messages: { [code]: linguiMessages(code, NAMESPACES) },
      });
      // Lingui compiles what travels as text (plain placeholders) as it would any message.
      lingui.setMessagesCompiler((message) => compileMessage(message));
      const ours = createTranslate(code, unpack(messagesFor(code, NAMESPACES)));
      for (const id of ids) {
        for (const values of samples(id)) expect(ours(id, values), id).toBe(lingui._(id, values));
      }
    }
  });

  it('fills plurals, exact matches and placeholders', () => {
    const { kn } = { kn: messagesFor('kn', ['common']) };
    const t = createTranslate('kn', unpack(kn));
    expect(t('Cart, {count, plural, one {# item} other {# items}}', { count: 3 })).toBe(
      'ಕಾರ್ಟ್, 3 ವಸ್ತುಗಳು',
    );
    const en = createTranslate('en', unpack(messagesFor('en', ['common'])));
    expect(en('Cart, {count, plural, one {# item} other {# items}}', { count: 1 })).toBe(
      'Cart, 1 item',
    );
    expect(en('A text with no message')).toBe('A text with no message');
  });
});
