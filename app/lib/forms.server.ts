/**
 * Route actions' side of the form toolkit: reading a form body safely, without Conform's
 * own controls, and the first message of a refused one. Actions use them through
 * `handleIntents` (intent-action.server.ts).
 */
import { msg } from '../i18n/msg.ts';
import type { Validation } from './forms.ts';

export const NOT_A_FORM = msg('Please send this as a form.');

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
