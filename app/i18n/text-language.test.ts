import { describe, expect, it } from 'vitest';
import { langOfText } from './text-language.ts';

describe('langOfText', () => {
  it('marks English text on a Kannada page and Kannada text on an English one', () => {
    expect(langOfText('Heats water in minutes.', 'kn')).toBe('en-IN');
    expect(langOfText('ಬೇಗ ಬಿಸಿ ನೀರು ಕೊಡುತ್ತದೆ. 5 stars!', 'en')).toBe('kn');
  });

  it('leaves text in the page’s own language unmarked', () => {
    expect(langOfText('Heats water in minutes.', 'en')).toBeUndefined();
    expect(langOfText('ಬೇಗ ಬಿಸಿ ನೀರು', 'kn')).toBeUndefined();
  });
});
