import type { IntentResult } from './intent-result.ts';

/** What the cart and wishlist fetchers read of their actions' answer (an IntentResult). */
export type ShopperActionResult = Pick<IntentResult, 'ok' | 'message'>;
