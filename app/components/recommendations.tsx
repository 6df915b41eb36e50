/**
 * Under the cart and the wishlist (spec § 2): recent products, deals, recently viewed.
 * Recently viewed comes last: it exists only in this browser's storage, so it appears
 * after hydration, and above the other rows it pushed them down the screen (CLS 0.2).
 */
import { useT } from '../i18n/i18n-context.tsx';
import type { RecommendationData } from '../modules/catalog/card.ts';
import { ProductRow } from './product-row.tsx';
import { RecentlyViewed } from './recently-viewed.tsx';

export function Recommendations({ data }: { data: RecommendationData }) {
  const t = useT();
  return (
    <div className="recommendations">
      {data.recent.length > 0 ? (
        // With an empty cart or wishlist this row is on the first screen of a phone, its
        // first two images the largest paint: they load at once, not when scrolled to.
        <ProductRow title={t('Recent Products')} products={data.recent} eagerCount={2} />
      ) : null}
      {data.deals.length > 0 ? (
        <ProductRow title={t('Deals on Pressure Washers')} products={data.deals} />
      ) : null}
      <RecentlyViewed />
    </div>
  );
}
