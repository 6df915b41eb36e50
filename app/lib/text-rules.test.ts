import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, hasControlCharacters } from './text-rules.ts';

describe('hasControlCharacters', () => {
  it('finds NUL, other C0, DEL and C1 characters', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u007f', '\u0085', 'line\nbreak', 'tab\t']) {
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it('lets ordinary text through, in any script', () => {
    for (const good of ['Asha Rao', '12, 4th Cross', 'ಬೆಂಗಳೂರು', 'Müller', '₹2,079.00', '']) {
      expect(hasControlCharacters(good)).toBe(false);
    }
  });

  it('allows tabs and line breaks in a multi-line field only', () => {
    expect(hasControlCharacters('one\r\ntwo\tthree', { multiline: true })).toBe(false);
    expect(hasControlCharacters('one\u0000two', { multiline: true })).toBe(true);
  });
});

describe('EMAIL_PATTERN', () => {
  it('takes one ordinary address, in any script', () => {
    for (const good of ['asha@example.in', "o'neil+shop@mail.example.co.in", 'ಅ@ಉದಾಹರಣೆ.ಭಾರತ']) {
      expect(EMAIL_PATTERN.test(good), good).toBe(true);
    }
  });

  it('refuses what a mailer would read as more than one recipient, or as a name', () => {
    for (const bad of [
      '0,victim@example.com',
      'x<attacker@evil.example>',
      'a@b.in;c@d.in',
      '"name"@example.in',
      'a@[127.0.0.1].in',
      'a(comment)@example.in',
      'a\\b@example.in',
      'a:b@example.in',
      'no-at.example.in',
      'spaced name@example.in',
    ]) {
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
    }
  });
});
