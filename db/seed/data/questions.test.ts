import { describe, expect, it } from 'vitest';
import { AnswerSchema, QuestionSchema } from '../../../app/modules/review/question-rules.ts';
import { holdReason } from '../../../app/modules/review/rules.ts';
import { PRODUCTS } from './products.ts';
import { QUESTIONS } from './questions.ts';

describe("the demo shop's questions", () => {
  const slugs = new Set(PRODUCTS.map((product) => product.slug));

  it('ask about products of the catalog', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(20);
    expect(QUESTIONS.filter((question) => !slugs.has(question.slug))).toEqual([]);
  });

  it('keep the live rules, and nothing in them is held for staff', () => {
    for (const question of QUESTIONS) {
      expect(QuestionSchema.safeParse({ text: question.text }).success, question.text).toBe(true);
      const answers = [question.seller, ...(question.buyer ? [question.buyer.text] : [])];
      for (const text of [question.text, ...answers]) expect(holdReason(text), text).toBeNull();
      for (const text of answers) {
        expect(AnswerSchema.safeParse({ text }).success, text).toBe(true);
      }
    }
  });

  it('have buyer answers and Kannada questions among them', () => {
    expect(QUESTIONS.filter((question) => question.buyer).length).toBeGreaterThanOrEqual(5);
    const kannada = QUESTIONS.filter((question) => question.lang === 'kn');
    expect(kannada.length).toBeGreaterThanOrEqual(3);
    for (const question of kannada) expect(question.text).toMatch(/[\u0C80-\u0CFF]/);
  });
});
