/**
 * 'Delete this address?': the question before a saved address goes. Its own chunk (with
 * the shared dialog), fetched when the shopper first reaches for a Delete button.
 */
import { useT } from '../i18n/i18n-context.tsx';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

export interface DeleteAddressDialogProps {
  open: boolean;
  /** The question, and which address it is about (the button's texts: no file of their own). */
  title: string;
  text: string;
  onClose: () => void;
  onConfirm: () => void;
}

export function DeleteAddressDialog({
  open,
  title,
  text,
  onClose,
  onConfirm,
}: DeleteAddressDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={text}
      footer={
        <>
          <Button variant="secondary" data-autofocus onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('Delete')}</Button>
        </>
      }
    />
  );
}
