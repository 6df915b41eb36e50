import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it('reads lakhs, thousands, hundreds and paise', () => {
    expect(amountInWords(123_456_789)).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
    );
  });

  it('leaves out the paise when there are none', () => {
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(1_000_000_000)).toBe('Rupees One Crore Only');
  });

  it('reads zero rupees and paise-only amounts', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(101)).toBe('Rupees One and One Paise Only');
  });

  it('reads the largest amounts in crores', () => {
    expect(amountInWords(99_99_99_999_99)).toBe(
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    );
    expect(amountInWords(2_579_600)).toBe(
      'Rupees Twenty-Five Thousand Seven Hundred Ninety-Six Only',
    );
  });

  it('refuses negative and fractional amounts', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});

describe('numberInWords', () => {
  it('skips empty groups', () => {
    expect(numberInWords(1_00_00_001)).toBe('One Crore One');
    expect(numberInWords(1_05_000)).toBe('One Lakh Five Thousand');
    expect(numberInWords(10_010)).toBe('Ten Thousand Ten');
    expect(numberInWords(700)).toBe('Seven Hundred');
  });

  it('reads teens and round tens', () => {
    expect(numberInWords(11)).toBe('Eleven');
    expect(numberInWords(19)).toBe('Nineteen');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(90_000)).toBe('Ninety Thousand');
  });

  it('counts crores in lakhs past 99 crore', () => {
    expect(numberInWords(100_00_00_000)).toBe('One Hundred Crore');
    expect(numberInWords(1_00_000_00_00_000)).toBe('One Lakh Crore');
  });
});
