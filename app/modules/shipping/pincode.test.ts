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

  it('counts from the next working day for an order after the 2 PM cut-off', () => {
    // Monday 14:00 IST leaves on Tuesday: two working days later is Thursday.
    expect(estimateDeliveryDate(new Date('2026-03-02T08:30:00Z'), 2)).toBe('2026-03-05');
    // 13:59 still leaves on Monday.
    expect(estimateDeliveryDate(new Date('2026-03-02T08:29:00Z'), 2)).toBe('2026-03-04');
    // Saturday after the cut-off leaves on Monday (no Sunday dispatch).
    expect(estimateDeliveryDate(new Date('2026-03-07T10:00:00Z'), 1)).toBe('2026-03-10');
  });

  it('counts no listed holiday, and neither leaves nor lands on one', () => {
    const holidays = new Set(['2026-03-03', '2026-03-09']);
    // Mon noon + 2: Tue is a holiday, so Wed, Thu.
    expect(estimateDeliveryDate(mondayNoonIst, 2, holidays)).toBe('2026-03-05');
    // Leaving on a holiday is not possible: Tue 10:00 leaves Wed, + 1 = Thu.
    expect(estimateDeliveryDate(new Date('2026-03-03T04:30:00Z'), 1, holidays)).toBe('2026-03-05');
    // Sat + 1: Sunday and the Monday holiday skipped, Tuesday.
    expect(estimateDeliveryDate(new Date('2026-03-07T06:30:00Z'), 1, holidays)).toBe('2026-03-10');
  });

  it('uses the date in India, not UTC', () => {
    // 20:00 UTC on Monday is 01:30 on Tuesday in Kolkata.
    expect(estimateDeliveryDate(new Date('2026-03-02T20:00:00Z'), 1)).toBe('2026-03-04');
  });
});
