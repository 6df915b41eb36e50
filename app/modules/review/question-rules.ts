/**
 * Product questions and answers (issue 31), as pure rules: the forms' schemas (the product
 * page's action and the JSON API), their messages, the list's query and what holds a
 * question or an answer for staff (the reviews' rule, `holdReason`).
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { msg } from '../../i18n/msg.ts';
import { QUESTION_LIMITS } from './question-view.ts';
import { writtenText } from './rules.ts';

export { QUESTION_LIMITS };

export const QUESTION_MESSAGES = {
  tooShort: msg('Please write at least 10 characters.'),
  questionTooLong: msg('Please keep your question under 500 characters.'),
  answerTooLong: msg('Please keep your answer under 1,000 characters.'),
  notAllowed: msg('Your text contains characters that are not allowed.'),
  signIn: msg('Please sign in to ask or answer a question.'),
  asked: msg('Thank you! Your question will appear here once it is answered.'),
  askedHeld: msg(
    'Thank you! Our team will check your question; it will appear here once it is answered.',
  ),
  answered: msg('Thank you! Your answer is published.'),
  answerHeld: msg('Thank you! Your answer will show once our team has checked it.'),
  notBuyer: msg('Only buyers who have received this product can answer its questions.'),
  notFound: msg('This question does not exist.'),
} as const;

/** A question as asked: 10 to 500 characters of plain text. */
export const QuestionSchema = z.object({
  text: writtenText({
    min: QUESTION_LIMITS.questionMin,
    max: QUESTION_LIMITS.questionMax,
    tooShort: QUESTION_MESSAGES.tooShort,
    tooLong: QUESTION_MESSAGES.questionTooLong,
    notAllowed: QUESTION_MESSAGES.notAllowed,
  }),
});

/** An answer, the seller's or a buyer's: 10 to 1,000 characters of plain text. */
export const AnswerSchema = z.object({
  text: writtenText({
    min: QUESTION_LIMITS.answerMin,
    max: QUESTION_LIMITS.answerMax,
    tooShort: QUESTION_MESSAGES.tooShort,
    tooLong: QUESTION_MESSAGES.answerTooLong,
    notAllowed: QUESTION_MESSAGES.notAllowed,
  }),
});

/** A question named by a form: its public id (anything else names none: 404). */
export const QuestionRefSchema = z.object({ questionId: z.string().trim().max(64).default('') });

export const QUESTIONS_PER_PAGE = 5;
/** Questions a page of the product page's list holds (the rest a click away): the page stays light. */
export const QUESTIONS_ON_PRODUCT_PAGE = 3;

/** The list's query as any caller sends it: a search longer than 100 characters is cut. */
export const QuestionQuerySchema = z.object({
  q: z
    .string()
    .catch('')
    .default('')
    .transform((value) =>
      value.replace(/\s+/g, ' ').trim().slice(0, QUESTION_LIMITS.searchMax).trim(),
    ),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type QuestionQuery = z.output<typeof QuestionQuerySchema>;

/** A LIKE pattern that finds `term` anywhere, its own % _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
