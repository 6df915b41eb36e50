import { describe, expect, it } from 'vitest';
import {
  awbProblem,
  type Courier,
  isSafeAwbFormat,
  normalizedAwb,
  trackingUrlFor,
} from './couriers.ts';

const delhivery: Courier = {
  code: 'delhivery',
  name: 'Delhivery',
  trackingUrl: 'https://www.delhivery.com/track-v2/package/{awb}',
  awbPattern: '[0-9]{10,14}',
};
const indiaPost: Courier = {
  code: 'indiapost',
  name: 'India Post',
  trackingUrl: 'https://example.in/track?c={awb}',
  awbPattern: '[A-Z]{2}[0-9]{9}IN',
};
const van: Courier = { code: 'own-van', name: 'Our van', trackingUrl: null, awbPattern: null };

describe('AWB numbers', () => {
  it("fit the courier's format, typed with spaces or in lower case", () => {
    expect(awbProblem(delhivery, '1234 5678 901')).toBeNull();
    expect(awbProblem(indiaPost, 'ee123456789in')).toBeNull();
    expect(normalizedAwb(' ee 123456789 in ')).toBe('EE123456789IN');
  });

  it('refuse one that does not fit, a missing one where there is a tracking page, and stray characters', () => {
    expect(awbProblem(delhivery, 'ABC')).toBe('This is not a Delhivery AWB number.');
    expect(awbProblem(delhivery, '123456789')).toBe('This is not a Delhivery AWB number.');
    expect(awbProblem(indiaPost, 'EE123456789US')).toBe('This is not a India Post AWB number.');
    expect(awbProblem(delhivery, '')).toBe('Please enter the Delhivery AWB number.');
    expect(awbProblem(delhivery, '12345<678901')).toBe('An AWB has letters and digits only.');
  });

  it("take none for the seller's van", () => {
    expect(awbProblem(van, '')).toBeNull();
  });
});

describe('tracking links', () => {
  it("put the AWB in the courier's page, and give none without a page or an AWB", () => {
    expect(trackingUrlFor(delhivery, '12345678901')).toBe(
      'https://www.delhivery.com/track-v2/package/12345678901',
    );
    expect(trackingUrlFor(van, 'X1')).toBeNull();
    expect(trackingUrlFor(delhivery, null)).toBeNull();
  });
});

describe('AWB formats staff may save', () => {
  it('take classes, letters and digits with bounded counts, and alternatives', () => {
    for (const format of [
      '[0-9]{10,14}',
      '[A-Z]{2}[0-9]{9}IN',
      '[A-Z][0-9]{8,10}|[0-9]{9,12}',
      'SF[0-9]{10}',
    ]) {
      expect(isSafeAwbFormat(format), format).toBe(true);
    }
  });

  it('refuse groups and open-ended repeats, which could stall the shop', () => {
    for (const format of ['([0-9]+)+', '[0-9]+', '(a|aa)*', '.*', '[0-9]{1,}', '\\d{11}']) {
      expect(isSafeAwbFormat(format), format).toBe(false);
    }
  });

  it('a stored format the shop would not accept now is not run against an AWB', () => {
    const risky: Courier = { ...delhivery, awbPattern: '([0-9]+)+' };
    const started = performance.now();
    expect(awbProblem(risky, `${'1'.repeat(38)}A`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
