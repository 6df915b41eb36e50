/**
 * The compare tray: the products in the shopper's comparison list, on every page but
 * /compare itself, each with a Remove button, and the link that compares them. Drawn by
 * the server from the `compare` cookie (personal state: the page cache keys the shopper's
 * copy by it), so it works without JavaScript; root.tsx loads its code only while the
 * list has products.
 */
import { useFetcher, useLocation } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { productHref } from '../lib/hrefs.ts';
import { cardImage, PLACEHOLDER_IMAGE } from '../lib/product-image.ts';
import { useRootData } from '../lib/root-data.ts';
import type { ShopperActionResult } from '../lib/shopper-action.ts';
import { COMPARE_INTENT, compareHref } from '../modules/compare/compare-list.ts';
import { ButtonLink } from './ui/button.tsx';
import { ShopLink } from './ui/shop-link.tsx';

export function CompareTray() {
  const items = useRootData()?.compareTray ?? [];
  const t = useT();
  const { pathname } = useLocation();
  if (items.length === 0 || pathname === '/compare') return null;
  return (
    <aside className="compare-tray" aria-labelledby="compare-tray-title">
      <div className="container compare-tray__inner">
        <h2 className="compare-tray__title" id="compare-tray-title">
          {t('Compare ({count}/4)', { count: items.length })}
        </h2>
        <ul className="compare-tray__items">
          {items.map((item) => (
            <TrayItem key={item.id} item={item} />
          ))}
        </ul>
        <ButtonLink to={compareHref(items.map((item) => item.slug))} size="sm">
          {t('Compare now')}
        </ButtonLink>
      </div>
    </aside>
  );
}

function TrayItem({
  item,
}: {
  item: { id: string; slug: string; name: string; nameLang?: 'en'; image: string | null };
}) {
  const t = useT();
  const fetcher = useFetcher<ShopperActionResult>({ key: `compare-${item.id}` });
  const image = cardImage(item.image ?? PLACEHOLDER_IMAGE);
  return (
    <li className="compare-tray__item" hidden={fetcher.state !== 'idle' || undefined}>
      <img src={image.src} alt="" width={40} height={40} className="compare-tray__image" />
      <ShopLink to={productHref(item.slug)} className="compare-tray__name" lang={item.nameLang}>
        {item.name}
      </ShopLink>
      <fetcher.Form method="post" action="/compare">
        <button
          type="submit"
          name={COMPARE_INTENT.remove}
          value={item.id}
          className="compare-tray__remove"
          aria-label={t('Remove {name} from compare', { name: item.name })}
        >
          ×
        </button>
      </fetcher.Form>
    </li>
  );
}
