import { describe, expect, it } from 'vitest';
import { formatShortDate } from './short-date.ts';

describe('formatShortDate', () => {
  it('writes the day in India’s time, in either language', () => {
    // 20:00 UTC on 30 September is 1:30 on 1 October in India.
    expect(formatShortDate('2026-09-30T20:00:00Z', 'en')).toBe('1 Oct 2026');
    expect(formatShortDate('2026-09-15T06:00:00Z', 'en')).toBe('15 Sep 2026');
    expect(formatShortDate('2026-09-15T06:00:00Z', 'kn')).toBe('15 ಸೆಪ್ಟೆಂ 2026');
  });
});
