/**
 * What the server answers when an order cannot be saved, paid for or opened an account
 * (spec § 8, word for word): apart from the form's texts (messages.ts), which the checkout
 * page's own code carries.
 */
/** Spec § 8: an exception while placing the order, with what went wrong. */
const placingFailed = (message: string) => `An error occurred while placing the order: ${message}`;

export const CHECKOUT_FAILURES = {
  /** Spec § 8: the order-save and order-creation failures. */
  saveFailed: (error?: string) => `Failed to save order: ${error || 'An error occurred'}`,
  creationFailed: (message: string) => `An error occurred during order creation: ${message}`,
  placingFailed,
  /** When placing fails unexpectedly on the server (the database unreachable): nothing leaks. */
  placingUnavailable: placingFailed('Please try again in a moment.'),
  /** Spec § 8: registration failure at checkout. */
  registrationFailed: (message?: string) => message || 'An error occurred',
  keyUsed: 'This checkout has already been used for another order. Please reload the page.',
  /** Above MAX_ORDER_PAISE. */
  tooLarge:
    'An order can be at most ₹1,00,00,000 (at MRP). Please order fewer items, or call us for a larger order.',
  /** The cart or a price changed after the page showed the order: nothing was placed. */
  cartChanged:
    'Your cart or its prices changed after this page was opened. Please check your order below and place it again.',
} as const;
