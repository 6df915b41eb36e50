/**
 * The advisor's form, read from the query string (a GET form: the answers are the page's
 * URL, so a result can be shared and the back button works). One schema per category,
 * made from its questions (ADR 0023: the questions are the form's one definition), read by
 * `parseForm` as every form is (trimmed, empty is missing). Only the loader reads it: the
 * page's browser code carries no Zod.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { parseForm } from '../../lib/form-parse.ts';
import {
  ADVISORS,
  type Advice,
  type Answers,
  type NumberQuestion,
  type Question,
} from './advisors.ts';
import type { AdvisorCategory } from './categories.ts';

/** Longer than any number a question takes: a pasted page of text is refused unread. */
const MAX_NUMBER_LENGTH = 12;

function numberField(question: NumberQuestion) {
  const pattern = question.integer ? /^\d+$/ : /^\d+(?:[.,]\d+)?$/;
  return z.string({ error: question.required }).transform((input, ctx) => {
    const value = input.trim();
    const number = Number(value.replace(',', '.'));
    if (
      value.length > MAX_NUMBER_LENGTH ||
      !pattern.test(value) ||
      number < question.min ||
      number > question.max
    ) {
      ctx.addIssue({ code: 'custom', message: question.invalid });
      return z.NEVER;
    }
    return number;
  });
}

function field(question: Question) {
  if (question.kind === 'number') return numberField(question);
  const values = question.choices.map((option) => option.value) as [string, ...string[]];
  return z.enum(values, { error: question.required });
}

/** The form's schema: one field per question. */
export function advisorSchema(category: AdvisorCategory) {
  const shape: Record<string, ReturnType<typeof field>> = {};
  for (const question of ADVISORS[category].questions) shape[question.key] = field(question);
  return z.object(shape);
}

const schemas = new Map<AdvisorCategory, ReturnType<typeof advisorSchema>>();
const schemaOf = (category: AdvisorCategory) => {
  let schema = schemas.get(category);
  if (!schema) {
    schema = advisorSchema(category);
    schemas.set(category, schema);
  }
  return schema;
};

/** What the page shows for a query string. */
export type Consultation =
  /** No answers yet: the questions. */
  | { state: 'questions'; values: Record<string, string> }
  /** Some answers missing or wrong: the questions again, a message under each such field. */
  | { state: 'invalid'; values: Record<string, string>; errors: Record<string, string> }
  | { state: 'advice'; values: Record<string, string>; advice: Advice };

/**
 * The questions, their messages, or the advice for the answers in `search`. Never throws:
 * any query string is one of the three.
 */
export function consult(category: AdvisorCategory, search: URLSearchParams): Consultation {
  const { questions } = ADVISORS[category];
  // What the shopper answered, to fill the form in again (a bounded copy of each).
  const values: Record<string, string> = {};
  for (const { key } of questions) {
    const value = search.get(key);
    if (value !== null) values[key] = value.slice(0, 40);
  }
  if (!questions.some(({ key }) => (search.get(key) ?? '').trim() !== '')) {
    return { state: 'questions', values };
  }
  // Only the questions' own names: anything else in the URL is not the form's.
  const fields = new URLSearchParams();
  for (const { key } of questions) {
    const value = search.get(key);
    if (value !== null) fields.set(key, value);
  }
  const submission = parseForm(schemaOf(category), fields);
  if (submission.status !== 'success') {
    const errors: Record<string, string> = {};
    for (const [key, messages] of Object.entries(submission.reply().error ?? {})) {
      const first = messages?.[0];
      if (first && questions.some((question) => question.key === key)) errors[key] = first;
    }
    return { state: 'invalid', values, errors };
  }
  return {
    state: 'advice',
    values,
    advice: ADVISORS[category].advise(submission.value as Answers),
  };
}
