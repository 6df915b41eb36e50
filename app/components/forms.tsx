/** Form fields wired to the form hook (lib/forms.ts): each shows its own error under it. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import type { FieldControl, FieldMeta } from '../lib/forms.ts';
import { Field, FieldMessages, type FieldProps, useFieldIds } from './ui/field.tsx';

export interface FormFieldProps extends Omit<FieldProps, 'id' | 'name' | 'form'> {
  meta: FieldMeta;
}

/** A labelled input bound to a form field: name, id, initial value and first error. */
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
    />
  );
}

/**
 * A labelled multi-line field bound to a form field, its hint and message under it.
 * `defaultValue` replaces the field's own initial value (a stored text the form edits).
 */
export function TextAreaField({
  meta,
  label,
  hint,
  maxLength,
  rows = 6,
  defaultValue,
  className,
  spellCheck,
}: {
  meta: FieldMeta;
  label: string;
  hint?: ReactNode;
  maxLength: number;
  rows?: number;
  defaultValue?: string;
  className?: string;
  spellCheck?: boolean;
}) {
  const error = meta.errors?.[0];
  const { controlId, hintId, errorId, controlProps } = useFieldIds(meta.id, { hint, error });
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      <textarea
        key={meta.key}
        className={['field__control', 'field__control--textarea', className]
          .filter(Boolean)
          .join(' ')}
        name={meta.name}
        form={meta.formId}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue ?? meta.initialValue ?? ''}
        spellCheck={spellCheck}
        {...controlProps}
      />
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

/**
 * A box the shopper ticks to consent (DPDP: never ticked for them), with what it means
 * beneath it, linked as its description.
 */
function ConsentCheckbox({
  id,
  name,
  checked,
  label,
  hint,
}: {
  id: string;
  name: string;
  checked: boolean | undefined;
  label: string;
  hint: string;
}) {
  return (
    <div>
      <label className="choice">
        <input
          type="checkbox"
          name={name}
          value="on"
          defaultChecked={checked}
          aria-describedby={`${id}-hint`}
        />
        {label}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}

/** 'Send me offers' (issue 33), at sign-up, checkout and in the account. */
export function OffersCheckbox({
  id,
  checked,
  guest,
}: {
  id: string;
  checked?: boolean;
  /** A guest at checkout: with no account, the tick is for the newsletter. */
  guest?: boolean;
}) {
  const t = useT();
  return (
    <ConsentCheckbox
      id={id}
      name="offers"
      checked={checked}
      label={t('Send me offers')}
      hint={
        guest
          ? t('Our newsletter: new arrivals, deals and offers, by e-mail. Unsubscribe at any time.')
          : t(
              'Price drops on your wishlist and cart reminders, by e-mail. Unsubscribe at any time.',
            )
      }
    />
  );
}

/**
 * 'Send order updates on WhatsApp' (issue 34), at checkout and in the account: unticked
 * unless the shopper ticks it (or ticked it before).
 */
export function WhatsAppUpdatesCheckbox({ id, checked }: { id: string; checked?: boolean }) {
  const t = useT();
  return (
    <ConsentCheckbox
      id={id}
      name="whatsappUpdates"
      checked={checked}
      label={t('Send order updates on WhatsApp')}
      hint={t(
        'To the order’s phone number, by SMS where WhatsApp is not available: placed, shipped, out for delivery, delivered. The order e-mail and your account have a way to stop them.',
      )}
    />
  );
}
