/**
 * 'Logout' with the spec's confirmation ('Confirm Logout' / 'Are you sure you want to log
 * out?', Cancel and Logout). A link to /auth/logout, which asks the same question as a
 * page when JavaScript is off; with it, the question is a dialog and Logout posts there.
 */
import { type ReactNode, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useHydrated } from '../lib/use-hydrated.ts';
import { LOGOUT_MESSAGES } from '../modules/identity/logout-messages.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

export function LogoutButton({ className, children }: { className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const logout = useFetcher<{ message: string }>();
  return (
    <>
      <Link
        to="/auth/logout"
        className={className}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </Link>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={LOGOUT_MESSAGES.confirmTitle}
        description={LOGOUT_MESSAGES.confirmText}
        footer={
          <>
            <Button variant="secondary" data-autofocus onClick={() => setOpen(false)}>
              Cancel
            </Button>
            {logout.data ? <Alert>{logout.data.message}</Alert> : null}
            <logout.Form method="post" action="/auth/logout">
              <Button type="submit" loading={logout.state !== 'idle'}>
                Logout
              </Button>
            </logout.Form>
          </>
        }
      />
    </>
  );
}
