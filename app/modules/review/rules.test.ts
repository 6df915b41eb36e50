import { describe, expect, it } from 'vitest';
import {
  aggregateOf,
  authorName,
  averageOf,
  holdReason,
  REVIEW_MESSAGES as M,
  ReportSchema,
  ReviewQuerySchema,
  ReviewSchema,
} from './rules.ts';

const TEXT = 'Heats a bucket in two minutes, no noise.';

function errorOf(input: unknown, field: string) {
  const result = ReviewSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('a review as written', () => {
  it('takes stars 1-5 as a number or as a form digit, a title and the text', () => {
    expect(ReviewSchema.parse({ rating: '4', title: '  Good ', text: `  ${TEXT} ` })).toEqual({
      rating: 4,
      title: 'Good',
      text: TEXT,
    });
    expect(ReviewSchema.parse({ rating: 5, text: TEXT }).title).toBeNull();
  });

  it.each([undefined, '', '0', '6', 3.5, 'five', null])('asks for a rating for %j', (rating) => {
    expect(errorOf({ rating, text: TEXT }, 'rating')).toBe(M.ratingRequired);
  });

  it('wants 20 to 2,000 characters of text, a line break counted once', () => {
    expect(errorOf({ rating: 5, text: 'Too short, really.' }, 'text')).toBe(M.bodyTooShort);
    expect(errorOf({ rating: 5 }, 'text')).toBe(M.bodyTooShort);
    expect(errorOf({ rating: 5, text: 'a'.repeat(2001) }, 'text')).toBe(M.bodyTooLong);
    expect(errorOf({ rating: 5, text: 'a'.repeat(2000) }, 'text')).toBeUndefined();
    const lines = `${'a'.repeat(999)}\r\n${'b'.repeat(1000)}`;
    expect(ReviewSchema.parse({ rating: 5, text: lines }).text).toBe(lines.replace('\r\n', '\n'));
  });

  it('keeps a title to 100 characters and refuses control characters', () => {
    expect(errorOf({ rating: 5, title: 't'.repeat(101), text: TEXT }, 'title')).toBe(
      M.titleTooLong,
    );
    expect(errorOf({ rating: 5, title: 'Bell\u0007', text: TEXT }, 'title')).toBe(M.notAllowed);
    expect(errorOf({ rating: 5, text: `${TEXT}\u0000` }, 'text')).toBe(M.notAllowed);
  });

  it('keeps markup as the text it is (shown as text, never as HTML)', () => {
    const text = '<script>alert(1)</script> works well for us at home';
    expect(ReviewSchema.parse({ rating: 1, text }).text).toBe(text);
  });
});

describe('a report', () => {
  it('wants a reason of at most 500 characters', () => {
    expect(ReportSchema.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe(
      M.reasonRequired,
    );
    expect(ReportSchema.safeParse({ reason: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      M.reasonTooLong,
    );
    expect(ReportSchema.parse({ reason: ' Spam ' })).toEqual({ reason: 'Spam' });
  });
});

describe('what holds a review for staff', () => {
  it.each([
    ['Call me on 98450 12345 for a discount', 'a phone number'],
    ['Call +91-98450-12345', 'a phone number'],
    ['Office 080 2345 6789', 'a phone number'],
    ['Write to ramesh.k@example.com', 'an e-mail address'],
    ['Cheaper at https://example.org/deal', 'a link'],
    ['See www.cheap-geysers.in', 'a link'],
    ['Buy at cheapgeysers.com instead', 'a link'],
  ])('%j holds for %s', (text, reason) => {
    expect(holdReason(text)).toBe(reason);
  });

  it.each([
    'Heats 15 litres in 10 minutes at 2000 W, 5 star rating.',
    'Bought on 12.10.2026, installed the next day. 3 years warranty.',
    'Capacity 7.5 kg, spin 1400 rpm.',
  ])('lets %j show', (text) => {
    expect(holdReason(text)).toBeNull();
  });
});

describe('the shown author and the aggregate', () => {
  it('names the author by first name and initial, never more', () => {
    expect(authorName('Priya', 'Shetty')).toBe('Priya S.');
    expect(authorName(' Ravi Kumar ', ' nayak')).toBe('Ravi N.');
    expect(authorName('ಕಾವೇರಿ', 'ಗೌಡ')).toBe('ಕಾವೇರಿ ಗ.');
    expect(authorName('Anil', '')).toBe('Anil');
    expect(authorName(' ', ' ')).toBe('A buyer');
  });

  it('averages to one decimal and lays out the distribution 5 to 1', () => {
    expect(averageOf(0, 0)).toBeNull();
    expect(averageOf(3, 13)).toBe(4.3);
    expect(averageOf(2, 9)).toBe(4.5);
    expect(aggregateOf(4, 15, [0, 1, 0, 1, 2])).toEqual({
      average: 3.8,
      count: 4,
      distribution: { '5': 2, '4': 1, '3': 0, '2': 1, '1': 0 },
    });
  });

  it('reads any list query, unknown values as the defaults', () => {
    expect(ReviewQuerySchema.parse({})).toEqual({ sort: 'helpful', page: 1 });
    expect(ReviewQuerySchema.parse({ sort: 'newest', stars: '5', page: '3' })).toEqual({
      sort: 'newest',
      stars: 5,
      page: 3,
    });
    expect(ReviewQuerySchema.parse({ sort: 'drop table', stars: '9', page: '-1' })).toEqual({
      sort: 'helpful',
      stars: undefined,
      page: 1,
    });
  });
});
