/** What a form's schema answers a post, field by field, as the route action and the browser read it. */
import type { z } from 'zod';
import { parseForm } from '../../app/lib/form-parse.ts';

/** The first message of each refused field of a form posted with `fields`. */
export function formMessages(schema: z.ZodType, fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const { error } = parseForm(schema, data).reply();
  return Object.fromEntries(
    Object.entries(error ?? {}).flatMap(([name, messages]) =>
      messages?.[0] ? [[name, messages[0]]] : [],
    ),
  );
}
