/**
 * 'Compare' on product cards and the product page: a form with one button that posts to
 * the /compare action (works without JavaScript: back to the page, the tray filled). With
 * JavaScript a fetcher sends it, the button shows where it is going, and a refusal ('up to
 * 4', 'one category') is told in a toast. Pressed while the product is in the list.
 */
import { useFetcher } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { useInCompare } from '../lib/root-data.ts';
import type { ShopperActionResult } from '../lib/shopper-action.ts';
import { COMPARE_INTENT } from '../modules/compare/compare-list.ts';
import { useRefusalToast } from './cart-actions.tsx';

export function CompareButton({
  productId,
  productName,
  className,
}: {
  productId: string;
  productName: string;
  className?: string;
}) {
  const fetcher = useFetcher<ShopperActionResult>({ key: `compare-${productId}` });
  useRefusalToast(fetcher);
  const t = useT();
  const added = useInCompare(productId);
  const pending = fetcher.state !== 'idle' && fetcher.formData;
  const pressed = pending ? pending.has(COMPARE_INTENT.add) : added;
  return (
    <fetcher.Form method="post" action="/compare" className={className}>
      <button
        type="submit"
        name={pressed ? COMPARE_INTENT.remove : COMPARE_INTENT.add}
        value={productId}
        className="compare-button"
        aria-pressed={pressed}
        aria-label={t('Compare {name}', { name: productName })}
      >
        {t('Compare')}
      </button>
    </fetcher.Form>
  );
}
