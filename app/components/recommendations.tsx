/** Under the cart and the wishlist (spec § 2): recently viewed, recent products, deals. */
import type { RecommendationData } from '../modules/catalog/card.ts';
import { ProductRow } from './product-row.tsx';
import { RecentlyViewed } from './recently-viewed.tsx';

export function Recommendations({ data }: { data: RecommendationData }) {
  return (
    <div className="recommendations">
      <RecentlyViewed />
      {data.recent.length > 0 ? (
        // With an empty cart or wishlist this row is on the first screen of a phone, its
        // first two images the largest paint: they load at once, not when scrolled to.
        <ProductRow title="Recent Products" products={data.recent} eagerCount={2} />
      ) : null}
      {data.deals.length > 0 ? (
        <ProductRow title="Deals on Pressure Washers" products={data.deals} />
      ) : null}
    </div>
  );
}
