/** The answer of the cart and wishlist route actions, as their fetchers read it. */
export interface ShopperActionResult {
  ok: boolean;
  message: string;
}
