import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldMessages, type FieldMessagesProps, useFieldIds } from './field.tsx';
import { ChevronDownIcon } from './icons.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldMessagesProps {
  label: ReactNode;
  options: SelectOption[];
  /** A first, empty choice such as 'Select a state'. */
  placeholder?: string;
  /** Keep the label for screen readers only (e.g. a compact sort box next to a heading). */
  hideLabel?: boolean;
  className?: string;
}

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel,
  className,
  id,
  ...selectProps
}: SelectProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds(id, { hint, error });
  return (
    <div
      className={className ? `field ${className}` : 'field'}
      data-invalid={error ? '' : undefined}
    >
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={controlId}>
        {label}
      </label>
      <div className="select">
        <select className="field__control select__control" {...selectProps} {...controlProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="select__chevron" size={18} />
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
