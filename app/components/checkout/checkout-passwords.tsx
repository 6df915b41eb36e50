/**
 * The password pair under checkout's 'Create an account': its own chunk, loaded after the
 * page's code (most guests leave the box unticked, and then it is not shown at all).
 */
import { useT } from '../../i18n/i18n-context.tsx';
import type { FieldMeta } from '../../lib/forms.ts';
import { PasswordField } from '../password-field.tsx';

export interface CheckoutPasswordsProps {
  password: FieldMeta;
  confirmPassword: FieldMeta;
}

export function CheckoutPasswords({ password, confirmPassword }: CheckoutPasswordsProps) {
  const t = useT();
  return (
    <div className="auth-form__row">
      <PasswordField meta={password} label={t('Password')} autoComplete="new-password" meter />
      <PasswordField
        meta={confirmPassword}
        label={t('Confirm password')}
        autoComplete="new-password"
      />
    </div>
  );
}
