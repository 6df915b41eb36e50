/** Route-action helpers: parse a form with a Zod schema into data or a readable error. */
import type { z } from 'zod';

export type Parsed<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; fields: Record<string, string> };

export function parseForm<S extends z.ZodType>(schema: S, form: FormData): Parsed<z.infer<S>> {
  const result = schema.safeParse(Object.fromEntries(form));
  if (result.success) return { ok: true, value: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return { ok: false, message: Object.values(fields)[0] ?? 'Please check your input.', fields };
}
