/** The rows under the cart and wishlist: newest products and the pressure-washer deals. */
import type { DbOrTx } from '../../db/client.ts';
import { cardView, type RecommendationData } from '../modules/catalog/card.ts';
import { listPressureWasherDeals, listRecentProducts } from '../modules/catalog/lists.server.ts';

export async function loadRecommendations(db: DbOrTx): Promise<RecommendationData> {
  const [recent, deals] = await Promise.all([listRecentProducts(db), listPressureWasherDeals(db)]);
  return { recent: recent.map(cardView), deals: deals.map(cardView) };
}
