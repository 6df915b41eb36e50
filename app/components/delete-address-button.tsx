/**
 * 'Delete' on a saved address. The form posts the deletion; with JavaScript it asks first,
 * in a dialog (the shared dialog, which the page fetches for its address drawer, and a few
 * lines of its own fetched on the first click), whose Delete submits the same form. If
 * the dialog's code cannot be fetched, the browser's own confirm() asks. Without
 * JavaScript the button deletes at once: the address is one form away from being saved
 * again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { ACCOUNT_INTENT } from '../modules/identity/account-intents.ts';
import type { DeleteAddressDialogProps } from './delete-address-dialog.tsx';
import { Button } from './ui/button.tsx';

function BrowserConfirm({ open, title, text, onClose, onConfirm }: DeleteAddressDialogProps) {
  useEffect(() => {
    if (!open) return;
    // The dialog's code could not be fetched: the browser's own dialog asks the same. The
    // answer is acted on after this effect: the form submitted from inside it did not post
    // (seen in the e2e test).
    const yes = window.confirm(`${title}\n${text}`);
    setTimeout(yes ? onConfirm : onClose);
  }, [open, title, text, onClose, onConfirm]);
  return null;
}

const DeleteAddressDialog = lazyComponent(
  () => import('./delete-address-dialog.tsx').then((module) => module.DeleteAddressDialog),
  { unavailable: BrowserConfirm },
);

export function DeleteAddressButton({
  addressId,
  address1,
}: {
  addressId: string;
  address1: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const confirmed = useRef(false);
  // Mounted from the first click on, so that closing it returns focus to the button.
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const confirm = useCallback(() => {
    setOpen(false);
    confirmed.current = true;
    form.current?.requestSubmit();
  }, []);
  return (
    <>
      <Form
        method="post"
        ref={form}
        onSubmit={(event) => {
          if (!hydrated || confirmed.current) {
            confirmed.current = false;
            return;
          }
          event.preventDefault();
          setAsked(true);
          setOpen(true);
        }}
      >
        <input type="hidden" name="intent" value={ACCOUNT_INTENT.deleteAddress} />
        <input type="hidden" name="addressId" value={addressId} />
        <Button type="submit" variant="ghost" size="sm">
          {t('Delete')}
          <span className="visually-hidden"> {t('address {address1}', { address1 })}</span>
        </Button>
      </Form>
      {asked ? (
        <DeleteAddressDialog
          open={open}
          title={t('Delete this address?')}
          text={t('{address1} will be removed from your saved addresses.', { address1 })}
          onClose={close}
          onConfirm={confirm}
        />
      ) : null}
    </>
  );
}
