import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';

export interface FieldMessagesProps {
  hint?: ReactNode;
  error?: ReactNode;
}

/** Ids and ARIA attributes that tie a control to its hint and error message. */
export function useFieldIds(id: string | undefined, { hint, error }: FieldMessagesProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-describedby': describedBy,
      'aria-invalid': error ? (true as const) : undefined,
    },
  };
}

export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: FieldMessagesProps & { hintId?: string | undefined; errorId?: string | undefined }) {
  // A refusal the browser's own check wrote is the schema's English text: shown in the
  // page's language (the server's answers come translated, and stay as they are).
  const t = useT();
  return (
    <>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {typeof error === 'string' ? t(error) : error}
        </p>
      ) : null}
    </>
  );
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldMessagesProps {
  /** Always visible, and the input's accessible name. */
  label: ReactNode;
  /** Marks the label '(optional)' instead of relying on colour or an asterisk. */
  optional?: boolean;
  className?: string;
}

/** A labelled input with an optional hint and an error message under it. */
export function Field({ label, hint, error, optional, className, id, ...inputProps }: FieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds(id, { hint, error });
  const t = useT();
  return (
    <div
      className={className ? `field ${className}` : 'field'}
      data-invalid={error ? '' : undefined}
    >
      <label className="field__label" htmlFor={controlId}>
        {label}
        {optional ? <span className="field__optional"> {t('(optional)')}</span> : null}
      </label>
      <input className="field__control" {...inputProps} {...controlProps} />
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

/** Alias: the input itself is the field's control. */
export const Input = Field;
