/** The rows under the cart and wishlist: newest products and the pressure-washer deals. */
import type { DbOrTx } from '../../db/client.ts';
import type { Locale } from '../i18n/locales.ts';
import { cardView, type RecommendationData } from '../modules/catalog/card.ts';
import {
  HOME_LIST_LIMIT,
  listPressureWasherDeals,
  listRecentProducts,
  RECENT_LIMIT,
} from '../modules/catalog/lists.server.ts';
import { WITH_KANNADA } from '../modules/catalog/queries.server.ts';

/** The rows' cards, their names in the page's language. */
export async function loadRecommendations(db: DbOrTx, locale: Locale): Promise<RecommendationData> {
  const [recent, deals] = await Promise.all([
    listRecentProducts(db, RECENT_LIMIT, WITH_KANNADA),
    listPressureWasherDeals(db, HOME_LIST_LIMIT, WITH_KANNADA),
  ]);
  const cards = (list: typeof recent) => list.map((card) => cardView(card, locale));
  return { recent: cards(recent), deals: cards(deals) };
}
