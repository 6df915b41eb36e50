/** Form fields wired to the form toolkit: each shows its own error under it. */
import type { FieldMetadata } from '@conform-to/react';
import { Field, type FieldProps } from './ui/field.tsx';

export interface FormFieldProps extends Omit<FieldProps, 'id' | 'name' | 'error' | 'form'> {
  meta: FieldMetadata<string | null | undefined>;
}

/** A labelled input bound to a Conform field: name, id, initial value and first error. */
export function FormField({ meta, ...props }: FormFieldProps) {
  return (
    <Field
      key={meta.key}
      {...props}
      id={meta.id}
      name={meta.name}
      form={meta.formId}
      // A controlled field (props.value) has no default of its own.
      {...(props.value === undefined ? { defaultValue: meta.initialValue ?? '' } : {})}
      error={meta.errors?.[0]}
    />
  );
}
