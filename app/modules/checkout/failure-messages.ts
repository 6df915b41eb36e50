/**
 * What the server answers when an order cannot be saved, paid for or opened an account
 * (spec § 8, word for word): apart from the form's texts (messages.ts), which the checkout
 * page's own code carries. The messages with a value are filled in English (the API's) or,
 * given a page's `t`, in its language (the value then in that language too).
 */
import { english } from '../../i18n/english.ts';
import { msg } from '../../i18n/msg.ts';
import type { Translate } from '../../i18n/translate.ts';

const AN_ERROR = msg('An error occurred');
const TRY_SHORTLY = msg('Please try again in a moment.');

/** Spec § 8: an exception while placing the order, with what went wrong. */
const placingFailed = (message: string, t: Translate = english) =>
  t(msg('An error occurred while placing the order: {message}'), { message });

export const CHECKOUT_FAILURES = {
  /** Spec § 8: the order-save and order-creation failures. */
  saveFailed: (error?: string, t: Translate = english) =>
    t(msg('Failed to save order: {error}'), { error: error || t(AN_ERROR) }),
  creationFailed: (message: string, t: Translate = english) =>
    t(msg('An error occurred during order creation: {message}'), { message }),
  placingFailed,
  /**
   * When placing fails unexpectedly on the server (the database unreachable): nothing leaks.
   * A page says it with `placingFailed(t(CHECKOUT_FAILURES.tryShortly), t)`.
   */
  placingUnavailable: placingFailed(TRY_SHORTLY),
  tryShortly: TRY_SHORTLY,
  /** Spec § 8: registration failure at checkout. */
  registrationFailed: (message?: string, t: Translate = english) => message || t(AN_ERROR),
  keyUsed: msg('This checkout has already been used for another order. Please reload the page.'),
  /** Above MAX_ORDER_PAISE. */
  tooLarge: msg(
    'An order can be at most ₹1,00,00,000 (at MRP). Please order fewer items, or call us for a larger order.',
  ),
  /** The cart or a price changed after the page showed the order: nothing was placed. */
  cartChanged: msg(
    'Your cart or its prices changed after this page was opened. Please check your order below and place it again.',
  ),
} as const;
