import { describe, expect, it } from 'vitest';
import { STORE } from '../../../config/store.ts';
import { gstinCheckCharacter, gstinState, isValidGstin, normalizedGstin } from './gstin.ts';

describe('GSTIN', () => {
  it('accepts GSTINs whose check character is right, typed in any case or with spaces', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '33AAACH7409R1Z8', STORE.gstin, ' 27aapfu0939f1zv ']) {
      expect(isValidGstin(gstin), gstin).toBe(true);
    }
    expect(normalizedGstin('27 aapfu 0939 f1zv')).toBe('27AAPFU0939F1ZV');
  });

  it('refuses a wrong check character, a wrong shape and an unknown state', () => {
    for (const gstin of [
      '27AAPFU0939F1ZW', // one character off at the end
      '27AAPFU0939F1ZV1', // 16 characters
      '27AAPFU0939F1Z', // 14
      '27AAPF00939F1ZV', // a digit in the PAN's letters
      '27AAPFU0939F0ZV', // entity 0
      '27AAPFU0939F1YV', // no 'Z'
      `99${'AAPFU0939F1Z'}${gstinCheckCharacter('99AAPFU0939F1Z')}`, // no such state
      '',
    ]) {
      expect(isValidGstin(gstin), gstin).toBe(false);
    }
  });

  it('computes the check character over the first fourteen characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('33AAACH7409R1Z')).toBe('8');
  });

  it('names the state of registration: the place of supply', () => {
    expect(gstinState('27AAPFU0939F1ZV')).toEqual({ code: '27', name: 'Maharashtra' });
    expect(gstinState(STORE.gstin)).toEqual({ code: '29', name: 'Karnataka' });
  });
});
