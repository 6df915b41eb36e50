/** Quantity with − and + buttons: whole numbers from 1 to `max` (the variant's stock). */
import { useEffect, useId, useState } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import { MinusIcon, PlusIcon } from './ui/icons.tsx';

export function QuantityInput({
  value,
  max,
  onChange,
  disabled = false,
  name = 'qty',
  form,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  name?: string;
  /** Id of the form the input belongs to (it may sit outside it). */
  form?: string;
}) {
  const t = useT();
  const id = useId();
  const upper = Math.max(1, max);
  // What the shopper is typing; the number is committed when it is valid.
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const clamp = (n: number) => Math.min(upper, Math.max(1, Math.trunc(n)));

  return (
    <div className="quantity">
      <label htmlFor={id} className="quantity__label">
        {t('Quantity')}
      </label>
      <div className="quantity__control">
        <button
          type="button"
          className="quantity__step"
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <MinusIcon size={18} />
          <span className="visually-hidden">{t('Decrease quantity')}</span>
        </button>
        <input
          id={id}
          className="quantity__input"
          type="number"
          inputMode="numeric"
          name={name}
          form={form}
          min={1}
          max={upper}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setDraft(text);
            const n = Number(text);
            if (text !== '' && Number.isFinite(n) && n >= 1) onChange(clamp(n));
          }}
          onBlur={() => setDraft(String(value))}
        />
        <button
          type="button"
          className="quantity__step"
          disabled={disabled || value >= upper}
          onClick={() => onChange(clamp(value + 1))}
        >
          <PlusIcon size={18} />
          <span className="visually-hidden">{t('Increase quantity')}</span>
        </button>
      </div>
    </div>
  );
}
