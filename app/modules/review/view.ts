/**
 * What pages show of reviews (client-safe, no Zod): the shapes of a review and a page of
 * them, the list's orders and the product page's forms. The rules of writing one are
 * rules.ts.
 */

export const REVIEW_STATUSES = ['published', 'held', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export interface RatingAggregate {
  /** One decimal; null with no reviews. */
  average: number | null;
  count: number;
  /** How many of each: { "5": n, …, "1": n }. */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** A review as pages and the API show it. */
export interface ReviewView {
  id: string;
  rating: number;
  title: string | null;
  text: string;
  author: string;
  verifiedBuyer: true;
  variantLabel: string;
  createdAt: string;
  helpfulCount: number;
  photos: string[];
  sellerReply: { text: string; createdAt: string } | null;
}

/** The writer's own review, with where it stands. */
export interface OwnReview extends ReviewView {
  status: ReviewStatus;
}

export interface ReviewPage {
  aggregate: RatingAggregate;
  reviews: ReviewView[];
  page: number;
  pageCount: number;
}

/** The product page's review forms. */
export const REVIEW_INTENT = { helpful: 'helpful', report: 'report' } as const;

/** The orders of the product page's list. */
export const REVIEW_SORTS = ['helpful', 'newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** A review photo's thumbnail, stored beside it (`{name}-thumb.webp`). */
export const reviewThumb = (photo: string) => photo.replace(/\.webp$/, '-thumb.webp');
