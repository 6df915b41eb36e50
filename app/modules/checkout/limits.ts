/** The checkout's limits on what an order may be (client-safe: the form shows them too). */

/**
 * The largest order paid in cash on delivery (₹50,000): a courier should not carry more,
 * and an unpaid order this size would hold too much stock on a stranger's word.
 */
export const COD_MAX_PAISE = 50_000_00;

/** The least an online payment may be: Razorpay takes no payment under ₹1 (a code may leave less). */
export const MIN_ONLINE_PAISE = 100;

/** The longest second address line an order keeps. */
export const MAX_ADDRESS2_LENGTH = 120;
