import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './text-rules.ts';

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
