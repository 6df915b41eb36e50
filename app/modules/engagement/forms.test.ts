import { describe, expect, it } from 'vitest';
import { indianPhoneNumber } from './forms.ts';

describe('indianPhoneNumber', () => {
  it.each([
    ['9845012345', '9845012345'],
    ['98450 12345', '9845012345'],
    ['+91 98450-12345', '9845012345'],
    ['+919845012345', '9845012345'],
    ['919845012345', '9845012345'],
    ['09845012345', '9845012345'],
    ['080 2345 6789', '8023456789'],
    ['(080) 2345-6789', '8023456789'],
  ])('reads %s as %s', (typed, number) => {
    expect(indianPhoneNumber(typed)).toBe(number);
  });

  it.each([
    '984501234',
    '98450123456',
    '+1 415 555 0100',
    '+92 300 1234567',
    '0091 98450 12345',
    'call me',
    '98450x12345',
    '',
  ])('refuses %s', (typed) => {
    expect(indianPhoneNumber(typed)).toBeNull();
  });
});
