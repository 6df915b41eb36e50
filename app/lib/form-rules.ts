/**
 * Field rules: a field's check as a plain function (the value, trimmed, in; the spec's
 * message or undefined out). The browser validates every storefront form with these, so
 * no page loads Zod; the server's Zod schemas are built from the same functions
 * (`ruleSchema` in zod-rules.ts) or held to them by a test over the same inputs.
 */
import type { FormValidator, Validation } from './forms.ts';

/** `field(name)` reads another field of the form, for checks across fields. */
export type FieldRule = (value: string, field: (name: string) => string) => string | undefined;

/** Anything that answers a field's value by name: FormData, URLSearchParams, a Map. */
export interface FieldSource {
  get(name: string): unknown;
}

/**
 * A validator for a form whose fields are all text fields with rules. Values are trimmed,
 * except those named in `asTyped` (a password: its spaces are part of it).
 */
export function validateFields<R extends Record<string, FieldRule>>(
  rules: R,
  { asTyped = [] }: { asTyped?: readonly (keyof R & string)[] } = {},
) {
  const validate = (source: FieldSource): Validation => {
    const field = (name: string) => {
      const raw = source.get(name);
      const text = typeof raw === 'string' ? raw : '';
      return (asTyped as readonly string[]).includes(name) ? text : text.trim();
    };
    const error: Record<string, string[]> = {};
    for (const [name, rule] of Object.entries(rules)) {
      const message = rule(field(name), field);
      if (message) error[name] = [message];
    }
    return { error };
  };
  return validate as FormValidator<keyof R & string> & typeof validate;
}

/** The rule of a field with nothing to check (a checkbox): it names the field to its form. */
export const anyValue: FieldRule = () => undefined;

/** True when a validator finds nothing to refuse (a form's values, say, as they stand). */
export function passes(validate: (source: FieldSource) => Validation, source: FieldSource) {
  return Object.keys(validate(source).error ?? {}).length === 0;
}
