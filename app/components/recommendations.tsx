/** Under the cart and the wishlist (spec § 2): recently viewed, recent products, deals. */
import type { RecommendationData } from '../modules/catalog/card.ts';
import { ProductRow } from './product-row.tsx';
import { RecentlyViewed } from './recently-viewed.tsx';

export function Recommendations({ data }: { data: RecommendationData }) {
  return (
    <div className="recommendations">
      <RecentlyViewed />
      {data.recent.length > 0 ? (
        <ProductRow title="Recent Products" products={data.recent} />
      ) : null}
      {data.deals.length > 0 ? (
        <ProductRow title="Deals on Pressure Washers" products={data.deals} />
      ) : null}
    </div>
  );
}
