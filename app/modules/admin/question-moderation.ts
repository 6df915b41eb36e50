/** The back office's question lists and the limits of its forms (client-safe). */

export const QUESTION_FILTERS = ['unanswered', 'held', 'hidden', 'answered'] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number];

/** What a moderation form acts on: the question itself or one of its answers. */
export const QUESTION_PARTS = ['question', 'answer'] as const;
export type QuestionPart = (typeof QUESTION_PARTS)[number];
