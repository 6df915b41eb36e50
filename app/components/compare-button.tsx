/**
 * 'Compare' on a collection's product cards and on the product page: a form with the
 * product in a hidden input and one button, posting to the /compare action (without
 * JavaScript: back to the page, the tray filled). With JavaScript a fetcher sends it, the
 * button shows where it is going, and a refusal ('up to 4', 'one category') is told in a
 * toast. Pressed while the product is in the list.
 *
 * Loaded lazily (`ProductPart`, with the product page's specifications and 'Help me
 * choose'): no page carries its code in its first JavaScript.
 */
import { useFetcher, useSearchParams } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { useRootData } from '../lib/root-data.ts';
import type { ShopperActionResult } from '../lib/shopper-action.ts';
import { AdvisorLink as AdvisorLinkOf } from './advisor-link.tsx';
import { UNMARKED, useRefusalToast } from './cart-actions.tsx';
import { NotifyMe } from './notify-me.tsx';
import { ProductFacts } from './product-facts.tsx';
import { SpecTable as SpecTableOf } from './spec-table.tsx';

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

type ProductPartProps =
  | ({ part: 'specs' } & Parameters<typeof SpecTableOf>[0])
  | ({
      part: 'choose';
      product: {
        id: string;
        name: string;
        variants: readonly { id: string; productCode: string; inStock: boolean }[];
      };
    } & Parameters<typeof AdvisorLinkOf>[0])
  | { part: 'facts'; product: Parameters<typeof ProductFacts>[0] };

/**
 * The part named by `part`: the product page and the collection's cards load this file
 * after their own code, as one lazy part (each lazy part costs a page's first JavaScript a
 * wrapper).
 */
export function ProductPart(props: ProductPartProps) {
  switch (props.part) {
    case 'specs':
      return <SpecTableOf {...props} />;
    case 'facts':
      return <ProductFacts delivery={props.product.delivery} warranty={props.product.warranty} />;
    default:
      return <ChoosePart {...props} />;
  }
}

/**
 * 'Notify me' while the variant shown is out of stock, then 'Compare' and 'Help me choose'.
 * The variant is the page's own choice (product.tsx: ?variant=, else the first), read here
 * rather than passed, so that the page's first JavaScript does not grow by the prop.
 */
function ChoosePart(props: Extract<ProductPartProps, { part: 'choose' }>) {
  const [params] = useSearchParams();
  const { variants } = props.product;
  const shown = variants.find((v) => v.productCode === params.get('variant')) ?? variants[0];
  return (
    <>
      {shown && !shown.inStock ? <NotifyMe variantId={shown.id} /> : null}
      <div className="product-choose">
        <CompareButton productId={props.product.id} productName={props.product.name} />
        <AdvisorLinkOf category={props.category} />
      </div>
    </>
  );
}
