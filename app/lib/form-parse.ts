/**
 * How a form's fields are read against its schema, on both sides: the route actions
 * (forms.server.ts) and the browser (form-schema.ts, which fetches this with the schema)
 * parse a post the same way, so a field is refused with the same message in both.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

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

/**
 * Conform's reading of a form by its schema. `coerce: false` hands the raw strings to the
 * schema: schemas that read numbers strictly (quantities, the back office's figures) must
 * not see Conform's `Number(text)` coercion, which accepts '0x10'.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  fields: FormData | URLSearchParams,
  { coerce = true }: { coerce?: boolean } = {},
) {
  return parseWithZod(submittedFields(fields), { schema, disableAutoCoercion: !coerce });
}
