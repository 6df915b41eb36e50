import { describe, expect, it } from 'vitest';
import { istClock } from './schedule.server.ts';

describe("the mailings' clock, in India's time", () => {
  it('turns an instant into the IST date and hour', () => {
    // 04:29 UTC is 09:59 IST: the price drops wait one more minute.
    expect(istClock(new Date('2026-11-29T04:29:59Z'))).toEqual({ date: '2026-11-29', hour: 9 });
    expect(istClock(new Date('2026-11-29T04:30:00Z'))).toEqual({ date: '2026-11-29', hour: 10 });
    // India's day starts at 18:30 UTC the evening before.
    expect(istClock(new Date('2026-11-28T18:29:00Z'))).toEqual({ date: '2026-11-28', hour: 23 });
    expect(istClock(new Date('2026-11-28T18:30:00Z'))).toEqual({ date: '2026-11-29', hour: 0 });
  });
});
