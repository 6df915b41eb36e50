/**
 * 'Compare' on a collection's product cards and on the product page: a form with the
 * product in a hidden input and one button, posting to the /compare action (without
 * JavaScript: back to the page, the tray filled). With JavaScript a fetcher sends it, the
 * button shows where it is going, and a refusal ('up to 4', 'one category') is told in a
 * toast. Pressed while the product is in the list.
 *
 * Loaded lazily (`LazyCompareButton` in product-grid.tsx and the product page): no page
 * carries its code in its first JavaScript, and the pages without it carry none at all.
 */
import { useFetcher } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { useRootData } from '../lib/root-data.ts';
import type { ShopperActionResult } from '../lib/shopper-action.ts';
import { UNMARKED, useRefusalToast } from './cart-actions.tsx';

/** 'Help me choose' rides in this file too (product.tsx loads it after the page). */
export { AdvisorLink } from './advisor-link.tsx';

/**
 * The product page's 'Specifications' table, handed out from here: the page then loads one
 * file after its own for both (each file it names costs every product page's first bytes).
 */
export { SpecTable } from './spec-table.tsx';

export interface CompareButtonProps {
  productId: string;
  productName: string;
}

export function CompareButton({ productId, productName }: CompareButtonProps) {
  const fetcher = useFetcher<ShopperActionResult>({ key: `compare-${productId}` });
  useRefusalToast(fetcher);
  const t = useT();
  const added = useRootData()?.compareIds.includes(productId) ?? false;
  const pending = fetcher.state !== 'idle' && fetcher.formData;
  const pressed = pending ? pending.has('add') : added;
  // The /compare action's intents ('add', 'remove': COMPARE_INTENT in compare-list.ts) are
  // written out, so this file's chunk loads none of that module (the pages' budgets).
  return (
    <fetcher.Form method="post" action="/compare" {...UNMARKED} className="compare-toggle">
      <input type="hidden" name={pressed ? 'remove' : 'add'} value={productId} />
      <button
        type="submit"
        aria-label={t('Compare {name}', { name: productName })}
        aria-pressed={pressed}
      >
        {t('Compare')}
      </button>
    </fetcher.Form>
  );
}
