/**
 * One way to write a route action: its intents named once, each with its schema and what
 * it does. The form is read once (a body that is not a form: 415), the intent picked (one
 * the route does not know: 400), the fields parsed with that intent's schema (Conform +
 * Zod: 400 with the messages under their fields), and the intent run. A domain refusal
 * (DomainError) or a route's own (`refusal()`: a throttle, a service down) becomes an
 * answer with its status; anything else thrown is a fault (500), and a thrown Response (a
 * redirect) goes out as it is. Every answer has one shape, `IntentResult` (intent-result.ts).
 */

import type { SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import type { z } from 'zod';
import { serverTranslator } from '../i18n/catalogs.server.ts';
import { localeOfPath } from '../i18n/locales.ts';
import { msg } from '../i18n/msg.ts';
import type { Translate } from '../i18n/translate.ts';
import { DomainError } from './domain-error.ts';
import { parseForm, submittedFields } from './form-parse.ts';
import { firstError, NOT_A_FORM, readFormData } from './forms.server.ts';
import type { IntentResult } from './intent-result.ts';

export const UNKNOWN_INTENT = msg('Unknown action.');

/** Conform's reply to the parsed form, for a run that sends the form something back. */
export type Reply = (options?: {
  fieldErrors?: Record<string, string[]>;
  formErrors?: string[];
  hideFields?: string[];
  resetForm?: boolean;
}) => SubmissionResult<string[]>;

/** What a run answers when the intent was done. */
export interface Done<D> {
  message: string;
  data?: D;
  headers?: HeadersInit;
  /** The form's reply (`reply({ resetForm: true })`: it starts empty again). */
  result?: SubmissionResult<string[]>;
}

interface RefusalOptions<D> {
  /** The field the refusal is about: its message goes under it. */
  field?: string;
  /** The form's reply, when it is not about one field (a failed login: `reply({ formErrors })`). */
  result?: SubmissionResult<string[]>;
  /** What in particular is wrong (see DomainError.details). */
  details?: string[];
  /** What the page needs besides the message (a login not verified yet offers a new link). */
  data?: D;
  headers?: HeadersInit;
}

/**
 * A route's own refusal, for what is no domain rule: a throttle (429), a service that
 * failed under the form (503), a failed login (401).
 */
export class Refusal<D = undefined> {
  readonly status: number;
  readonly message: string;
  readonly options: RefusalOptions<D>;
  constructor(status: number, message: string, options: RefusalOptions<D> = {}) {
    this.status = status;
    this.message = message;
    this.options = options;
  }
}

export const refusal = <D = undefined>(
  status: number,
  message: string,
  options?: RefusalOptions<D>,
) => new Refusal<D>(status, message, options);

/** A refusal before the form is read (a throttle on every request), in the same shape. */
export function refuseRequest(refused: Refusal<unknown>) {
  const result: IntentResult = {
    intent: '',
    ok: false,
    tone: 'danger',
    message: refused.message,
    target: '',
  };
  return data(result, { status: refused.status, headers: refused.options.headers });
}

/** The form a run was sent: Conform's reply to it, and its fields as sent. */
export interface Submitted {
  reply: Reply;
  fields: FormData;
}

export interface IntentSpec<S extends z.ZodType, D> {
  schema: S;
  /** false: the schema reads the raw strings (see form-parse.ts). */
  coerce?: boolean;
  /** A refusal that comes before the form is checked (a throttle that counts every try). */
  guard?: (fields: FormData) => Promise<Refusal<D> | null>;
  run(input: z.output<S>, submitted: Submitted): Promise<string | Done<D> | Refusal<D>>;
}

/** One intent of an action: typed by its schema (its input) and by what its run hands back. */
export function defineIntent<S extends z.ZodType, D = undefined>(spec: IntentSpec<S, D>) {
  return spec;
}

// biome-ignore lint/suspicious/noExplicitAny: any spec, whatever its schema and data.
type AnySpec = IntentSpec<any, any>;
type DataOf<T> = T extends IntentSpec<z.ZodType, infer D> ? D : never;

/** The answer of an action with these intents: one `IntentResult` per intent. */
export type ResultOf<M extends Record<string, AnySpec>> = {
  [K in keyof M & string]: IntentResult<K, DataOf<M[K]>>;
}[keyof M & string];

interface Options {
  /** The field that names the intent ('intent'), or how to tell the forms apart without one. */
  intentOf?: string | ((form: FormData) => string | null);
  /** The field that tells a page's forms of one intent apart (see IntentResult.target). */
  target?: string;
}

export async function handleIntents<M extends Record<string, AnySpec>>(
  request: Request,
  intents: M,
  { intentOf = 'intent', target: targetField }: Options = {},
) {
  // Every text the answer carries is shown on the page: in the page's language (the API,
  // which shares the schemas and refusals, answers in English).
  const t = serverTranslator(localeOfPath(new URL(request.url).pathname));
  const answer = (result: IntentResult<string, unknown>, init?: ResponseInit) =>
    data(translatedResult(result, t) as ResultOf<M>, init);
  const form = await readFormData(request);
  if (!form) {
    return answer(
      { intent: '', ok: false, tone: 'danger', message: NOT_A_FORM, target: '' },
      { status: 415 },
    );
  }
  const fields = submittedFields(form);
  const name =
    (typeof intentOf === 'string' ? fields.get(intentOf)?.toString() : intentOf(fields)) ?? '';
  const target = targetField ? String(fields.get(targetField) ?? '') : '';
  const spec = Object.hasOwn(intents, name) ? intents[name] : undefined;
  const refused = (outcome: Refusal<unknown>, fieldsReply?: SubmissionResult<string[]>) => {
    const { status, message, options } = outcome;
    const reply = fieldsReply ?? options.result;
    return answer(
      {
        intent: name,
        ok: false,
        tone: 'danger',
        message,
        target,
        ...(reply ? { result: reply } : {}),
        ...(fieldsReply ? { aboutFields: true as const } : {}),
        ...(options.details ? { details: options.details } : {}),
        ...('data' in options ? { data: options.data } : {}),
      },
      { status, headers: options.headers },
    );
  };
  if (!spec) return refused(refusal(400, UNKNOWN_INTENT));
  const guarded = await spec.guard?.(fields);
  if (guarded) return refused(guarded);

  // Read as the browser reads it (form-parse.ts): the same messages on both sides.
  const submission = parseForm(spec.schema, fields, { coerce: spec.coerce !== false });
  if (submission.status !== 'success') {
    const result = submission.reply();
    return refused(refusal(400, firstError(result)), result);
  }
  const reply: Reply = (options) => submission.reply(options);
  let outcome: Awaited<ReturnType<AnySpec['run']>>;
  try {
    outcome = await spec.run(submission.value, { reply, fields });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    outcome = refusal(error.status, t(error.template, error.values), {
      field: error.field,
      details: error.details,
    });
  }
  if (outcome instanceof Refusal) {
    const { field } = outcome.options;
    return refused(
      outcome,
      field ? reply({ fieldErrors: { [field]: [outcome.message] } }) : undefined,
    );
  }
  const done: Done<unknown> = typeof outcome === 'string' ? { message: outcome } : outcome;
  return answer(
    {
      intent: name,
      ok: true,
      tone: 'success',
      message: done.message,
      target,
      ...(done.result ? { result: done.result } : {}),
      ...('data' in done ? { data: done.data } : {}),
    },
    { headers: done.headers },
  );
}

/** The result with its message, particulars and field messages translated. */
function translatedResult(result: IntentResult<string, unknown>, t: Translate) {
  const translated = { ...result, message: t(result.message) };
  if (result.details) translated.details = result.details.map((detail) => t(detail));
  if (result.result?.error) {
    translated.result = {
      ...result.result,
      error: Object.fromEntries(
        Object.entries(result.result.error).map(([name, errors]) => [
          name,
          errors ? errors.map((error) => t(error)) : errors,
        ]),
      ),
    };
  }
  return translated;
}

/** The intent of an action with one form (`handleForm`). */
export const FORM = 'form';

/** An action with one form and no intent field: the same reading, refusals and answers. */
export function handleForm<S extends z.ZodType, D>(request: Request, spec: IntentSpec<S, D>) {
  return handleIntents(request, { [FORM]: spec }, { intentOf: () => FORM });
}
