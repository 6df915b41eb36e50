/** Zod schemas over field rules (form-rules.ts), for route actions, loaders and the API. */
import { z } from 'zod';
import type { FieldRule } from './form-rules.ts';

/** A trimmed text field that must pass `rule`; `required` is the message when it is missing. */
export function ruleSchema(rule: FieldRule, required: string) {
  return z.string({ error: required }).transform((input, ctx) => {
    const value = input.trim();
    // Rules of one field only: the schema sees no other field.
    const message = rule(value, () => '');
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}
