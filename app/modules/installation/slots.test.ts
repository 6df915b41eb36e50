import { describe, expect, it } from 'vitest';
import { defaultServedPincodes, distanceKm } from './nearest.ts';
import {
  bookableDays,
  canChangeVisit,
  changeDeadline,
  firstName,
  isCalendarDay,
  parseSlotChoice,
  placesFor,
} from './slots.ts';

const MON_TO_SAT = { workingDays: [1, 2, 3, 4, 5, 6], holidays: new Set<string>() };
// 2026-12-01 is a Tuesday; 10:00 IST.
const NOW = new Date('2026-12-01T04:30:00Z');

describe('bookable days', () => {
  it('start on the first working day after the promised delivery and run 14 days on', () => {
    // Promised Saturday 5 Dec: Sunday is off, so the first is Monday 7 Dec, the last 21 Dec.
    const days = bookableDays(MON_TO_SAT, '2026-12-05', NOW);
    expect(days[0]).toBe('2026-12-07');
    expect(days.at(-1)).toBe('2026-12-21');
    expect(days).not.toContain('2026-12-13');
    expect(days).toHaveLength(13);
  });

  it('skip the store holidays', () => {
    const calendar = { ...MON_TO_SAT, holidays: new Set(['2026-12-07']) };
    expect(bookableDays(calendar, '2026-12-05', NOW)[0]).toBe('2026-12-08');
  });

  it('never offer today or a past day when the goods are already there', () => {
    expect(bookableDays(MON_TO_SAT, '2026-11-20', NOW)[0]).toBe('2026-12-02');
  });

  it('leave out tomorrow once it is past 6 PM in India', () => {
    const evening = new Date('2026-12-01T13:00:00Z'); // 18:30 IST, Tuesday
    expect(bookableDays(MON_TO_SAT, '2026-11-20', evening)[0]).toBe('2026-12-03');
    const afternoon = new Date('2026-12-01T12:00:00Z'); // 17:30 IST
    expect(bookableDays(MON_TO_SAT, '2026-11-20', afternoon)[0]).toBe('2026-12-02');
  });

  it('are empty for a store that works no day', () => {
    expect(bookableDays({ workingDays: [], holidays: new Set() }, '2026-12-05', NOW)).toEqual([]);
  });
});

describe('changing a visit', () => {
  it('is allowed until 6 PM in India the day before', () => {
    expect(changeDeadline('2026-12-04').toISOString()).toBe('2026-12-03T12:30:00.000Z');
    expect(canChangeVisit('2026-12-04', new Date('2026-12-03T12:29:59Z'))).toBe(true);
    expect(canChangeVisit('2026-12-04', new Date('2026-12-03T12:30:00Z'))).toBe(false);
    expect(canChangeVisit('2026-12-04', new Date('2026-12-04T03:00:00Z'))).toBe(false);
  });
});

describe('a slot choice', () => {
  it('is a real day and a named slot', () => {
    expect(parseSlotChoice('2026-12-04/morning')).toEqual({ day: '2026-12-04', slot: 'morning' });
    expect(parseSlotChoice('2026-12-04/afternoon')?.slot).toBe('afternoon');
    for (const bad of ['2026-02-30/morning', '2026-12-04/evening', '2026-12-04', '', 'a/b/c']) {
      expect(parseSlotChoice(bad)).toBeNull();
    }
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const far of ['0000-01-01', '1999-12-31', '9999-12-31', '2100-01-01']) {
      expect(isCalendarDay(far)).toBe(false);
    }
  });
});

describe('nearest stores', () => {
  const tumakuru = { id: 1, latitude: 13.3409, longitude: 77.101 };
  const bengaluru = { id: 2, latitude: 12.9698, longitude: 77.5768 };

  it('measure along the earth', () => {
    expect(distanceKm(tumakuru, bengaluru)).toBeGreaterThan(60);
    expect(distanceKm(tumakuru, bengaluru)).toBeLessThan(70);
  });

  it('serve each pincode from the nearest store within reach, and none beyond', () => {
    const served = defaultServedPincodes(
      [tumakuru, bengaluru],
      [
        { pincode: '572101', latitude: 13.34, longitude: 77.1 },
        { pincode: '560001', latitude: 12.98, longitude: 77.6 },
        { pincode: '590001', latitude: 15.85, longitude: 74.5 },
      ],
    );
    expect(served).toEqual([
      { pincode: '572101', storeId: 1 },
      { pincode: '560001', storeId: 2 },
    ]);
  });
});

it('counts a visit longer than a slot as the places it fills', () => {
  expect(placesFor(30)).toBe(1);
  expect(placesFor(240)).toBe(1);
  expect(placesFor(241)).toBe(2);
  expect(placesFor(450)).toBe(2);
});

it('shows the technician by first name', () => {
  expect(firstName('  Ravi Kumar ')).toBe('Ravi');
  expect(firstName(null)).toBeNull();
  expect(firstName('  ')).toBeNull();
});
