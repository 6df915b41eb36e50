/**
 * The spec's 'Added to Cart!' and 'Failed to add to cart!' dialogs of an add-to-cart
 * button. Their own chunk, fetched once the page has loaded: a button shows them only
 * after an answer, so no page waits for the dialog's code to show its cards.
 */
import { useT } from '../i18n/i18n-context.tsx';
import { CART_MESSAGES } from '../modules/cart/messages.ts';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

/** The spec's 'Added to Cart!' and 'Failed to add to cart!' dialogs of one button. */
export function ResultDialogs({
  dialog,
  productName,
  failure,
  onClose,
  onRetry,
}: {
  dialog: null | 'added' | 'failed';
  productName: string;
  failure: string | undefined;
  onClose: () => void;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <>
      <Dialog
        open={dialog === 'added'}
        onClose={onClose}
        title={t(CART_MESSAGES.dialogAdded)}
        description={t('{name} is in your cart.', { name: productName })}
        footer={
          <Button data-autofocus onClick={onClose}>
            {t(CART_MESSAGES.dialogOkay)}
          </Button>
        }
      />
      <Dialog
        open={dialog === 'failed'}
        onClose={onClose}
        title={t(CART_MESSAGES.dialogFailed)}
        // The server's answer comes in the page's language; one made in the browser (the
        // shop out of reach) is its English text.
        description={failure === undefined ? undefined : t(failure)}
        footer={
          <Button data-autofocus onClick={onRetry}>
            {t(CART_MESSAGES.dialogRetry)}
          </Button>
        }
      />
    </>
  );
}
