import { describe, expect, it } from 'vitest';
import { estimateDeliveryDate, isValidPincode, zoneForPincode } from './pincode.ts';

describe('isValidPincode', () => {
  it.each(['560001', '572101', '110001', '999999', '100000'])('accepts %s', (pincode) => {
    expect(isValidPincode(pincode)).toBe(true);
  });
  it.each([
    '012345',
    '56000',
    '5600011',
    '56000a',
    ' 560001',
    '560 001',
    '५६०००१',
    '',
    undefined,
    560001,
  ])('rejects %j', (pincode) => {
    expect(isValidPincode(pincode)).toBe(false);
  });
});

describe('zoneForPincode', () => {
  it('puts 56-59 in Karnataka and the rest elsewhere', () => {
    expect(['560001', '572101', '583101', '591237'].map(zoneForPincode)).toEqual([
      'karnataka',
      'karnataka',
      'karnataka',
      'karnataka',
    ]);
    expect(['550001', '600001', '110001', '400001'].map(zoneForPincode)).toEqual([
      'other',
      'other',
      'other',
      'other',
    ]);
  });
});

describe('estimateDeliveryDate', () => {
  // 2026-03-02 is a Monday.
  const mondayNoonIst = new Date('2026-03-02T06:30:00Z');

  it('adds working days', () => {
    expect(estimateDeliveryDate(mondayNoonIst, 2)).toBe('2026-03-04');
  });

  it('does not count Sundays', () => {
    // Mon + 6 working days: Tue..Sat (5), skip Sun, Mon.
    expect(estimateDeliveryDate(mondayNoonIst, 6)).toBe('2026-03-09');
  });

  it('never lands on a Sunday', () => {
    const saturday = new Date('2026-03-07T06:30:00Z');
    expect(estimateDeliveryDate(saturday, 1)).toBe('2026-03-09');
    expect(estimateDeliveryDate(new Date('2026-03-08T06:30:00Z'), 0)).toBe('2026-03-09');
  });

  it('uses the date in India, not UTC', () => {
    // 20:00 UTC on Monday is 01:30 on Tuesday in Kolkata.
    expect(estimateDeliveryDate(new Date('2026-03-02T20:00:00Z'), 1)).toBe('2026-03-04');
  });
});
