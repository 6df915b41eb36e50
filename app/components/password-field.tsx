/**
 * A password input with a show/hide toggle, bound to a form-toolkit field; optionally the
 * strength meter (Weak / Medium / Strong, spec § 4) under it as the shopper types.
 */
import { useState } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import type { FieldMeta } from '../lib/forms.ts';
import { PASSWORD_MESSAGES } from '../modules/identity/password.ts';
import { passwordScore, passwordStrength } from '../modules/identity/password-strength.ts';
import { FieldMessages, useFieldIds } from './ui/field.tsx';
import { EyeIcon, EyeOffIcon } from './ui/icons.tsx';

export function PasswordField({
  meta,
  label,
  autoComplete,
  meter = false,
}: {
  meta: FieldMeta;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  meter?: boolean;
}) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState(meta.initialValue ?? '');
  const error = meta.errors?.[0];
  const { controlId, hintId, errorId, controlProps } = useFieldIds(meta.id, {
    hint: meter ? 'strength' : undefined,
    error,
  });
  // The meter counts kinds of characters; only the server knows the list of common
  // passwords. The one it refused as common is Weak, whatever its characters, until changed:
  // noted as the answer arrives (during the render, so the meter never shows it Strong).
  const [refusedAsCommon, setRefusedAsCommon] = useState<string | null>(null);
  const [answered, setAnswered] = useState(error);
  if (error !== answered) {
    setAnswered(error);
    // The server's answer comes in the page's language; the browser's own check in English.
    if (error === PASSWORD_MESSAGES.common || error === t(PASSWORD_MESSAGES.common))
      setRefusedAsCommon(value);
  }
  const common = value !== '' && value === refusedAsCommon;
  const strength = common ? 'Weak' : passwordStrength(value);
  return (
    <div className="field password-field" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      <div className="password-field__control">
        <input
          key={meta.key}
          className="field__control"
          type={visible ? 'text' : 'password'}
          name={meta.name}
          form={meta.formId}
          defaultValue={meta.initialValue ?? ''}
          autoComplete={autoComplete}
          onChange={(event) => setValue(event.currentTarget.value)}
          {...controlProps}
        />
        <button
          type="button"
          className="icon-button password-field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          <span className="visually-hidden">{t('Show password')}</span>
        </button>
      </div>
      {meter ? (
        <div className="password-meter" id={hintId} data-strength={value ? strength : undefined}>
          <meter
            min={0}
            max={5}
            low={3}
            high={5}
            optimum={5}
            value={common ? 1 : passwordScore(value)}
            aria-label={t('Password strength')}
          />
          <span className="password-meter__label" aria-live="polite">
            {value
              ? t('Password strength: {strength}', { strength: t(strength) })
              : t('Password strength')}
          </span>
        </div>
      ) : null}
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
