/**
 * Route actions' side of the form toolkit: reading a form body safely, without Conform's
 * own controls, and the first message of a refused one. Actions use them through
 * `handleIntents` (intent-action.server.ts).
 */
import type { Validation } from './forms.ts';

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

/**
 * A copy of submitted fields without Conform's own controls (`__intent__`, `__state__`):
 * the server never needs them, and Conform's parser throws on malformed ones, which must
 * be a refusal, not a 500.
 */
export function submittedFields<T extends FormData | URLSearchParams>(payload: T): T {
  const copy = (payload instanceof FormData ? new FormData() : new URLSearchParams()) as T;
  for (const [name, value] of payload.entries()) {
    if (!name.startsWith('__')) copy.append(name, value as string);
  }
  return copy;
}

/** The first message of a refused submission: for a banner or a dialog. */
export function firstError(result: Validation): string {
  const all = [...(result.error?.[''] ?? []), ...Object.values(result.error ?? {}).flat()];
  return all.find(Boolean) ?? 'Please check your input.';
}
