import { describe, expect, it } from 'vitest';
import { CONTACT_RULES, ENGAGEMENT_MESSAGES, indianPhoneNumber } from './forms.ts';

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

  it('the contact rule asks for the phone first, then for a number', () => {
    const phone = (value: string) => CONTACT_RULES.phone(value, () => '');
    expect(phone('')).toBe(ENGAGEMENT_MESSAGES.phoneRequired);
    expect(phone('12345')).toBe(ENGAGEMENT_MESSAGES.phoneInvalid);
    expect(phone(`${' '.repeat(20)}9845012345`)).toBe(ENGAGEMENT_MESSAGES.phoneInvalid);
    expect(phone('+91 98450 12345')).toBeUndefined();
  });
});
