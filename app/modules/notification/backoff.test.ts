import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it('doubles from five seconds', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
  });
  it('is capped at one hour', () => {
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
  it('treats nonsense attempt counts as the first', () => {
    expect(retryDelayMs(0)).toBe(5_000);
  });
});
