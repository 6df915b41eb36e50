import { describe, expect, it } from 'vitest';
import {
  AnswerSchema,
  containsPattern,
  QUESTION_MESSAGES as M,
  QuestionQuerySchema,
  QuestionSchema,
} from './question-rules.ts';
import { statusOfText } from './rules.ts';

function errorOf(schema: typeof QuestionSchema | typeof AnswerSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('a question as asked', () => {
  it('takes 10 to 500 characters as typed, trimmed, a line break counted once', () => {
    expect(QuestionSchema.parse({ text: '  Wall type?  ' })).toEqual({ text: 'Wall type?' });
    expect(errorOf(QuestionSchema, { text: 'Wall type' })).toBe(M.tooShort);
    expect(errorOf(QuestionSchema, { text: '   ' })).toBe(M.tooShort);
    expect(errorOf(QuestionSchema, {})).toBe(M.tooShort);
    expect(errorOf(QuestionSchema, { text: 'a'.repeat(500) })).toBeUndefined();
    expect(errorOf(QuestionSchema, { text: 'a'.repeat(501) })).toBe(M.questionTooLong);
    const lines = `${'a'.repeat(250)}\r\n${'b'.repeat(249)}`;
    expect(QuestionSchema.parse({ text: lines }).text).toBe(
      `${'a'.repeat(250)}\n${'b'.repeat(249)}`,
    );
  });

  it('takes a question in Kannada', () => {
    expect(errorOf(QuestionSchema, { text: 'ಈ ಗೀಸರ್ ಎಷ್ಟು ಲೀಟರ್?' })).toBeUndefined();
  });

  it('refuses control characters', () => {
    expect(errorOf(QuestionSchema, { text: 'Is it 15 litres?\u0000' })).toBe(M.notAllowed);
  });
});

describe('an answer', () => {
  it('takes 10 to 1,000 characters', () => {
    expect(errorOf(AnswerSchema, { text: 'Yes, it is' })).toBeUndefined();
    expect(errorOf(AnswerSchema, { text: 'Yes.' })).toBe(M.tooShort);
    expect(errorOf(AnswerSchema, { text: 'a'.repeat(1000) })).toBeUndefined();
    expect(errorOf(AnswerSchema, { text: 'a'.repeat(1001) })).toBe(M.answerTooLong);
  });
});

describe('where a new question or answer stands', () => {
  it.each([
    ['What is the head of this pump in metres?', 'published', null],
    ['Call me on +91 98450 12345 please', 'held', 'Held: a phone number'],
    ['See www.example.in for the same model', 'held', 'Held: a link'],
    ['Write to asha@example.com with the manual', 'held', 'Held: an e-mail address'],
  ])('%j is %s', (text, status, statusReason) => {
    expect(statusOfText(text)).toEqual({ status, statusReason });
  });
});

describe("the list's query", () => {
  it('reads the search and the page leniently', () => {
    expect(QuestionQuerySchema.parse({})).toEqual({ q: '', page: 1 });
    expect(QuestionQuerySchema.parse({ q: '  pressure   rating ', page: '3' })).toEqual({
      q: 'pressure rating',
      page: 3,
    });
    expect(QuestionQuerySchema.parse({ q: 'x'.repeat(300), page: 'two' })).toEqual({
      q: 'x'.repeat(100),
      page: 1,
    });
    expect(QuestionQuerySchema.parse({ page: '0' }).page).toBe(1);
  });

  it("takes LIKE's own characters literally", () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b\\c')).toBe('%a\\_b\\\\c%');
  });
});
