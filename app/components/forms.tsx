/** Form fields wired to the form toolkit: each shows its own error under it. */
import type { FieldMetadata } from '@conform-to/react';
import { Field, FieldMessages, type FieldProps, useFieldIds } from './ui/field.tsx';

export interface FormFieldProps extends Omit<FieldProps, 'id' | 'name' | 'form'> {
  meta: FieldMetadata<string | null | undefined>;
}

/** A labelled input bound to a Conform field: name, id, initial value and first error. */
/** `error` replaces the field's own message (a refusal that depends on the server, e.g. a pincode we do not deliver to). */
export function FormField({ meta, error, ...props }: FormFieldProps) {
  return (
    <Field
      key={meta.key}
      {...props}
      id={meta.id}
      name={meta.name}
      form={meta.formId}
      // A controlled field (props.value) has no default of its own.
      {...(props.value === undefined ? { defaultValue: meta.initialValue ?? '' } : {})}
      error={error ?? meta.errors?.[0]}
    />
  );
}

/** What a Conform input control offers (`useInputControl`): a field the page also fills in. */
export interface FieldControl {
  value: string | undefined;
  change(value: string): void;
  blur(): void;
}

/** A FormField whose value the page can set too (city and state filled from a pincode). */
export function ControlledFormField({
  control,
  ...props
}: Omit<FormFieldProps, 'value' | 'onChange' | 'onBlur'> & { control: FieldControl }) {
  return (
    <FormField
      {...props}
      value={control.value ?? ''}
      onChange={(event) => control.change(event.currentTarget.value)}
      onBlur={control.blur}
    />
  );
}

/** A labelled multi-line field bound to a Conform field, its message under it. */
export function TextAreaField({
  meta,
  label,
  maxLength,
  rows = 6,
}: {
  meta: FieldMetadata<string | null | undefined>;
  label: string;
  maxLength: number;
  rows?: number;
}) {
  const error = meta.errors?.[0];
  const { controlId, errorId, controlProps } = useFieldIds(meta.id, { error });
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      <textarea
        key={meta.key}
        className="field__control field__control--textarea"
        name={meta.name}
        form={meta.formId}
        rows={rows}
        maxLength={maxLength}
        defaultValue={meta.initialValue ?? ''}
        {...controlProps}
      />
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
