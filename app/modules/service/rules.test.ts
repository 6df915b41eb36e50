import { describe, expect, it } from 'vitest';
import {
  nextStatuses,
  normalTicket,
  PROBLEM_LABELS,
  problemsOf,
  productKind,
  serviceTicket,
  TICKET_PATTERN,
} from './rules.ts';

describe('serviceTicket', () => {
  it('is SR, the year in India and the sequence in six digits', () => {
    expect(serviceTicket(123, new Date('2026-06-01T10:00:00Z'))).toBe('SR-2026-000123');
    expect(serviceTicket(1_234_567, new Date('2026-06-01T10:00:00Z'))).toBe('SR-2026-1234567');
    // 31 December 20:00 in London is already 1 January in India.
    expect(serviceTicket(7, new Date('2026-12-31T19:00:00Z'))).toBe('SR-2027-000007');
    expect(TICKET_PATTERN.test(serviceTicket(1, new Date()))).toBe(true);
  });

  it('reads a ticket as typed, and nothing else', () => {
    expect(normalTicket(' sr-2026-000123 ')).toBe('SR-2026-000123');
    expect(normalTicket('SR-2026-123')).toBeNull();
    expect(normalTicket('GR-2026-000123')).toBeNull();
    expect(normalTicket("SR-2026-000123' or 1=1")).toBeNull();
  });
});

describe('statuses', () => {
  it('move on, never back; a technician or a visit may change again; Closed ends', () => {
    expect(nextStatuses('received')).toEqual([
      'technician_assigned',
      'visit_scheduled',
      'resolved',
      'closed',
    ]);
    expect(nextStatuses('visit_scheduled')).toEqual(['visit_scheduled', 'resolved', 'closed']);
    expect(nextStatuses('resolved')).toEqual(['closed']);
    expect(nextStatuses('closed')).toEqual([]);
  });
});

describe('problems', () => {
  it("lists a kind's problems with Other last, by the product's first known category", () => {
    expect(problemsOf(productKind(['All-Products', 'Instant-Geysers']))).toEqual([
      'no-hot-water',
      'water-leaking',
      'tripping-shock',
      'noise',
      'other',
    ]);
    expect(problemsOf(productKind(['Korai-Mat']))).toEqual([
      'broken-part',
      'missing-part',
      'other',
    ]);
    expect(productKind(['Something-New'])).toBe('other');
    for (const kind of ['geyser', 'washer', 'pump', 'chimney', 'cooler'] as const) {
      for (const code of problemsOf(kind)) expect(PROBLEM_LABELS[code]).toBeTruthy();
    }
  });
});
