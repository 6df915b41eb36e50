/**
 * What pages show of product questions (client-safe, no Zod): a question with its
 * answers, a page of them and the product page's forms. The rules of asking and answering
 * are question-rules.ts.
 */

export const ANSWERED_BY = ['seller', 'buyer'] as const;
export type AnsweredBy = (typeof ANSWERED_BY)[number];

export const QUESTION_LIMITS = {
  questionMin: 10,
  questionMax: 500,
  answerMin: 10,
  answerMax: 1000,
  searchMax: 100,
} as const;

/** A published answer as pages and the API show it. */
export interface AnswerView {
  id: string;
  text: string;
  /** The buyer's first name and initial, or the shop's name for the seller. */
  author: string;
  answeredBy: AnsweredBy;
  createdAt: string;
}

/** An answered, published question with its published answers (the seller's first). */
export interface QuestionView {
  id: string;
  text: string;
  author: string;
  createdAt: string;
  answers: AnswerView[];
}

export interface QuestionPage {
  questions: QuestionView[];
  page: number;
  pageCount: number;
  /** Answered questions of the product that match the search (all of them without one). */
  total: number;
}

/** What asking or answering stored: published (shows once answered) or held for staff. */
export interface PostedText {
  id: string;
  status: 'published' | 'held';
  text: string;
}

/** The product page's question forms. */
export const QUESTION_INTENT = { ask: 'ask-question', answer: 'answer-question' } as const;

/** The product page's query parameters of the list: the search and the page. */
export const QUESTION_PARAMS = { search: 'q', page: 'qpage' } as const;
