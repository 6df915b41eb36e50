/**
 * Zod fields shared by forms. A field over a check written as a plain function, for a field whose check some
 * Zod-free code runs as well (the header's search box, on every page) or whose messages
 * come in an order Zod's chained checks cannot give (first 'required', then one message).
 */
import { z } from 'zod';

/** A (trimmed) field's check: the message to show, or undefined when it passes. */
export type FieldRule = (value: string) => string | undefined;

/** A trimmed text field that must pass `rule`; `required` is the message when it is missing. */
export function ruleSchema(rule: FieldRule, required: string) {
  return z.string({ error: required }).transform((input, ctx) => {
    const value = input.trim();
    const message = rule(value);
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}

/** A checkbox as a form posts it ('on') or as JSON sends it (true); unticked when absent. */
export const Checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');
