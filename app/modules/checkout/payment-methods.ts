/** How a shopper may pay at checkout, as the form names it: online now, or cash on delivery. */
export const PAYMENT_METHODS = ['payNow', 'cod'] as const;
