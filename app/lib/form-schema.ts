/**
 * A form's schema as a page holds it in the browser: the very schema its route action and
 * the JSON API parse with, fetched after the page's own code (ADR 0023). Zod and Conform's
 * parser are about 30 KB gzip, more than any page has left of its 125 KB initial
 * JavaScript, so a page imports the schema module dynamically, as the shopper first enters
 * the form, and the hook (forms.ts) waits for it when a field is left or the form is sent
 * before it has come.
 */
import type { z } from 'zod';
import type { Validation } from './forms.ts';

export interface FormSchema<Name extends string = string> {
  /** Each failing field's messages, as the server would answer; undefined until it has come. */
  validate(data: FormData): Validation | undefined;
  /** Fetches the schema (once): resolves when `validate` answers. */
  load(): Promise<void>;
  /** The form's field names, for its field metadata: a type only (never set). */
  readonly fieldNames?: Name;
}

/**
 * `load` imports the schema's module: `() => import('../modules/x/validation.ts').then((m) =>
 * m.XSchema)`. If it cannot come (offline, or a deploy removed the file), the browser checks
 * nothing and the server answers with the same messages under the same fields.
 */
export function formSchema<S extends z.ZodType>(
  load: () => Promise<S>,
  { coerce = true }: { coerce?: boolean } = {},
): FormSchema<keyof z.input<S> & string> {
  let validate: ((data: FormData) => Validation) | undefined;
  let loading: Promise<void> | undefined;
  return {
    validate: (data) => validate?.(data),
    load() {
      loading ??= Promise.all([load(), import('./form-parse.ts')]).then(
        ([schema, { parseForm }]) => {
          validate = (data) => parseForm(schema, data, { coerce }).reply();
        },
        () => {
          validate = () => ({});
        },
      );
      return loading;
    },
  };
}
