/**
 * Route actions' side of the form toolkit (Conform + Zod): reading a form body safely and
 * answering a refused submission with the same field messages the browser shows.
 */
import type { SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import type { z } from 'zod';
import { parseForm } from './form-parse.ts';
import type { Validation } from './forms.ts';

export { submittedFields } from './form-parse.ts';

export const NOT_A_FORM = 'Please send this as a form.';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)(;|$)/i;

/** The request's fields, or null when its body is not a form (JSON, text, malformed). */
export async function readFormData(request: Request): Promise<FormData | null> {
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** The first message of a refused submission: for a banner or a dialog. */
export function firstError(result: Validation): string {
  const all = [...(result.error?.[''] ?? []), ...Object.values(result.error ?? {}).flat()];
  return all.find(Boolean) ?? 'Please check your input.';
}

/**
 * Parses a route action's form with its schema, as the browser does (form-parse.ts). A
 * refusal is a ready answer (415 for a body that is not a form, 400 with Conform's reply
 * for invalid fields) so an action can `if (!parsed.ok) return parsed.response`.
 */
export async function parseFormSubmission<S extends z.ZodType>(
  request: Request,
  schema: S,
  { coerce = true }: { coerce?: boolean } = {},
) {
  const form = await readFormData(request);
  if (!form) {
    return {
      ok: false as const,
      response: data(
        { ok: false as const, message: NOT_A_FORM, result: undefined },
        { status: 415 },
      ),
    };
  }
  const submission = parseForm(schema, form, { coerce });
  if (submission.status !== 'success') {
    const result = submission.reply();
    return {
      ok: false as const,
      response: data({ ok: false as const, message: firstError(result), result }, { status: 400 }),
    };
  }
  return { ok: true as const, value: submission.value as z.output<S>, submission };
}

/** A 400 that puts a server-side refusal (a common password) under its field. */
export function refuseField(
  submission: {
    reply(options: { fieldErrors: Record<string, string[]> }): SubmissionResult<string[]>;
  },
  field: string,
  message: string,
) {
  return data(
    {
      tone: 'danger' as const,
      message,
      result: submission.reply({ fieldErrors: { [field]: [message] } }),
    },
    { status: 400 },
  );
}
