import { useT } from '../i18n/i18n-context.tsx';
import { HONEYPOT_FIELD } from '../modules/engagement/honeypot.ts';

/**
 * The anti-spam honeypot of the public forms: off screen, hidden from assistive technology,
 * out of the tab order and never autofilled, so only a bot fills it in.
 */
export function HoneypotField() {
  const t = useT();
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t('Leave this field empty')}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
