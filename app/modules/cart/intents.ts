/**
 * The /cart action's intents, named once for the schemas, the forms, the optimistic badges
 * and the pending checks. Kept apart from the Zod schemas so that the buttons on every
 * product card do not bring Zod into every page's JavaScript.
 */
export const CART_INTENT = {
  add: 'add',
  setQuantity: 'set-quantity',
  remove: 'remove',
} as const;
