/**
 * The browser's side of the form toolkit (Conform + Zod): one hook that validates a form
 * with the same Zod schema its route action or loader uses, so a message appears under
 * its field on blur and on submit, and the server's answer (`lastResult`) fills the same
 * places when JavaScript is off or the server refuses.
 */
import { type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

type Options<S extends z.ZodObject> = Parameters<typeof useForm<z.input<S>, z.output<S>>>[0];

export function useShopForm<S extends z.ZodObject>(
  schema: S,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null | undefined;
    defaultValue?: Options<S>['defaultValue'];
    onSubmit?: Options<S>['onSubmit'];
  } = {},
) {
  return useForm<z.input<S>, z.output<S>>({
    ...(options.id ? { id: options.id } : {}),
    lastResult: options.lastResult ?? null,
    defaultValue: options.defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    ...(options.onSubmit ? { onSubmit: options.onSubmit } : {}),
  });
}
