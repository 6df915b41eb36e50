/**
 * 'Notify me' under an out-of-stock variant (issue 33): an e-mail address (no account
 * needed; a signed-in shopper may leave it empty for their account's) and one button,
 * posting to the product page's action. Without JavaScript the page comes back with the
 * answer; with it a fetcher sends it and the answer is announced in place. Loaded with
 * the product page's lazy part (compare-button.tsx).
 */
import { useFetcher } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { useRootData } from '../lib/root-data.ts';
import type { ShopperActionResult } from '../lib/shopper-action.ts';
import { STOCK_ALERT_INTENT } from '../modules/offers/stock-alert-intent.ts';
import { Button } from './ui/button.tsx';
import { Field } from './ui/field.tsx';

export function NotifyMe({ variantId }: { variantId: string }) {
  const t = useT();
  const signedIn = Boolean(useRootData()?.user);
  const fetcher = useFetcher<ShopperActionResult>({ key: `notify-${variantId}` });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" className="notify-me" aria-labelledby={`notify-${variantId}`}>
      <p className="notify-me__title" id={`notify-${variantId}`}>
        {t('Out of stock. Get an e-mail when it is back.')}
      </p>
      <input type="hidden" name="intent" value={STOCK_ALERT_INTENT} />
      <input type="hidden" name="variantId" value={variantId} />
      <div className="notify-me__row">
        <Field
          id={`notify-email-${variantId}`}
          name="email"
          type="email"
          autoComplete="email"
          label={t('Your e-mail')}
          optional={signedIn}
          hint={signedIn ? t("Leave it empty to use your account's e-mail.") : undefined}
          error={answer && !answer.ok ? answer.message : undefined}
          maxLength={254}
        />
        <Button type="submit" variant="secondary" loading={fetcher.state !== 'idle'}>
          {t('Notify me')}
        </Button>
      </div>
      <p className="notify-me__answer" role="status">
        {answer?.ok ? answer.message : ''}
      </p>
    </fetcher.Form>
  );
}
