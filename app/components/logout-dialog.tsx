/**
 * The 'Confirm Logout' dialog of LogoutButton: its own chunk, fetched when the shopper
 * first reaches for Logout, so the dialog's code is not in every page's JavaScript.
 */
import { useFetcher } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { LOGOUT_MESSAGES } from '../modules/identity/logout-messages.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const logout = useFetcher<{ message: string }>();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(LOGOUT_MESSAGES.confirmTitle)}
      description={t(LOGOUT_MESSAGES.confirmText)}
      footer={
        <>
          <Button variant="secondary" data-autofocus onClick={onClose}>
            {t('Cancel')}
          </Button>
          {logout.data ? <Alert>{t(logout.data.message)}</Alert> : null}
          <logout.Form method="post" action="/auth/logout">
            <Button type="submit" loading={logout.state !== 'idle'}>
              {t('Logout')}
            </Button>
          </logout.Form>
        </>
      }
    />
  );
}
