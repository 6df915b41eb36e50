import { useT } from '../i18n/i18n-context.tsx';
import { LIMITS } from '../modules/engagement/forms.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { Field, FieldMessages, useFieldIds } from './ui/field.tsx';

/** The first message of each field refused (SurveySchema's). */
export type SurveyErrors = Partial<Record<'name' | 'phone' | 'interest', string>>;

/** The Interest Survey's fields: in the modal, and on the /survey page (no JavaScript). */
export function SurveyFields({ errors }: { errors: SurveyErrors }) {
  const t = useT();
  const interest = useFieldIds(undefined, { error: errors.interest });
  return (
    <>
      <Field
        label={t('Name')}
        name="name"
        autoComplete="name"
        maxLength={LIMITS.name}
        error={errors.name}
      />
      <Field
        label={t('Phone number')}
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={LIMITS.phone}
        error={errors.phone}
      />
      <div className="field" data-invalid={errors.interest ? '' : undefined}>
        <label className="field__label" htmlFor={interest.controlId}>
          {t('What are you interested in?')}
        </label>
        <textarea
          className="field__control field__control--textarea"
          name="interest"
          rows={3}
          maxLength={LIMITS.interest}
          placeholder={t('For example: an instant geyser for a small bathroom')}
          {...interest.controlProps}
        />
        <FieldMessages error={errors.interest} errorId={interest.errorId} />
      </div>
      <HoneypotField />
    </>
  );
}
