/** The back office's review lists and the limits of its forms (client-safe). */

export const REVIEW_FILTERS = ['held', 'reported', 'hidden', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const MODERATION_LIMITS = { reason: 200, reply: 1000 } as const;
