/**
 * The browser's side of the form toolkit (Conform): one hook that validates a form with
 * the same rules its route action or loader applies, so a message appears under its field
 * on blur and on submit, and the server's answer (`lastResult`) fills the same places when
 * JavaScript is off or the server refuses. `validate` is a field-rule validator
 * (form-rules.ts) or, on form pages that may load Zod, `(data) => parseWithZod(data, ...)`.
 */
import { type Submission, type SubmissionResult, useForm } from '@conform-to/react';

/** The server's reply to a submission, as a page hands it back to its form. */
export type LastResult = SubmissionResult<string[]> | null | undefined;

type Options<T extends Record<string, unknown>> = Parameters<typeof useForm<T, T>>[0];

export function useShopForm<T extends Record<string, unknown>>(
  validate: (data: FormData) => Submission<T, string[]>,
  options: {
    id?: string;
    lastResult?: LastResult;
    defaultValue?: Options<T>['defaultValue'];
    onSubmit?: Options<T>['onSubmit'];
  } = {},
) {
  return useForm<T, T>({
    ...(options.id ? { id: options.id } : {}),
    lastResult: options.lastResult ?? null,
    defaultValue: options.defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate(formData),
    ...(options.onSubmit ? { onSubmit: options.onSubmit } : {}),
  });
}
