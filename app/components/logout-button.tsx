/**
 * 'Logout' with the spec's confirmation ('Confirm Logout' / 'Are you sure you want to log
 * out?', Cancel and Logout). A link to /auth/logout, which asks the same question as a
 * page when JavaScript is off; with it, the question is a dialog and Logout posts there.
 * The dialog's code comes when the pointer or focus first reaches the link; if it cannot
 * be fetched, the link's page asks instead.
 */
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';

const loadDialog = () => import('./logout-dialog.tsx').then((module) => module.LogoutDialog);

/** Without the dialog's code: the confirmation page, as without JavaScript (each time). */
function LogoutPage({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!open) return;
    onClose();
    void navigate('/auth/logout');
  }, [open, onClose, navigate]);
  return null;
}

const LogoutDialog = lazyComponent(loadDialog, { unavailable: LogoutPage });

export function LogoutButton({ className, children }: { className?: string; children: ReactNode }) {
  // Mounted from the first click on, so that closing it returns focus to the link.
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const close = useCallback(() => setOpen(false), []);
  const prefetch = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <Link
        to="/auth/logout"
        className={className}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setAsked(true);
          setOpen(true);
        }}
      >
        {children}
      </Link>
      {asked ? <LogoutDialog open={open} onClose={close} /> : null}
    </>
  );
}
