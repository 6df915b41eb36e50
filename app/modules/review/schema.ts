/**
 * Buyers' reviews of products. A review belongs to the product and to the buyer who wrote
 * it (an account, or a guest buyer's e-mail): one per product each. What shows is counted
 * into the product's stored aggregate by triggers (migration 0029), never per page.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz, updatedAt } from '../../../db/columns.ts';
import { products } from '../catalog/schema.ts';
import { users } from '../identity/schema.ts';
import { orderLines } from '../order/schema.ts';
import { REVIEW_STATUSES } from './view.ts';

/** published: shows; held: waits for staff (a link, a phone number or an e-mail in it); hidden: staff took it down. */
export const reviewStatus = pgEnum('review_status', REVIEW_STATUSES);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serialId(),
    publicId: text('public_id').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The delivered line that makes its writer a buyer (the variant bought). */
    orderLineId: integer('order_line_id').references(() => orderLines.id, {
      onDelete: 'set null',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who wrote it: 'u:{user id}', or 'e:{e-mail, lower case}' for a guest buyer. */
    reviewer: text('reviewer').notNull(),
    /** First name and initial ('Priya S.'), never the e-mail. */
    authorName: text('author_name').notNull(),
    variantLabel: text('variant_label').notNull(),
    rating: integer('rating').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    status: reviewStatus('status').notNull(),
    /** Why it is held or hidden, for staff. */
    statusReason: text('status_reason'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    /** Up to 3 photos, re-encoded by the shop (EXIF gone): their display paths under /media/uploads/reviews/. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    sellerReply: text('seller_reply'),
    sellerReplyAt: timestamptz('seller_reply_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_reviews_reviewer_idx').on(t.productId, t.reviewer),
    // The product page's orders: most helpful, newest, highest, lowest (and by stars).
    index('product_reviews_helpful_idx')
      .on(t.productId, t.helpfulCount.desc(), t.createdAt.desc())
      .where(sql`${t.status} = 'published'`),
    index('product_reviews_newest_idx')
      .on(t.productId, t.createdAt.desc())
      .where(sql`${t.status} = 'published'`),
    index('product_reviews_rating_idx')
      .on(t.productId, t.rating, t.createdAt.desc())
      .where(sql`${t.status} = 'published'`),
    index('product_reviews_user_idx').on(t.userId),
    index('product_reviews_status_idx').on(t.status, t.createdAt),
    check('product_reviews_rating', sql`${t.rating} between 1 and 5`),
    check('product_reviews_counts', sql`${t.helpfulCount} >= 0 and ${t.reportCount} >= 0`),
    check('product_reviews_photos', sql`cardinality(${t.photos}) <= 3`),
  ],
);

/** "Was this helpful?": one vote per shopper ('u:{user id}' or 's:{session id}'). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
);

/** "Report": one per shopper and review, with the reason, for staff. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serialId(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    reporter: text('reporter').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_reports_reporter_idx').on(t.reviewId, t.reporter)],
);

/**
 * Addresses that asked for no more review-request e-mails (the link in each one). Checked
 * when a request is queued; unsubscribing also withdraws the requests still waiting.
 */
export const reviewRequestOptOuts = pgTable('review_request_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/**
 * "Have a question?": asked by a signed-in shopper about a product; shows on the product
 * page once answered. Held for staff by the same rules as a review (a link, a phone
 * number or an e-mail in it).
 */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: serialId(),
    publicId: text('public_id').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The asker, who gets the answer by e-mail (null once the account is gone). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** First name and initial, never the e-mail. */
    askerName: text('asker_name').notNull(),
    body: text('body').notNull(),
    status: reviewStatus('status').notNull(),
    statusReason: text('status_reason'),
    /** When its first published answer came (null: unanswered, not shown to shoppers). */
    answeredAt: timestamptz('answered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_questions_answered_idx')
      .on(t.productId, t.answeredAt.desc())
      .where(sql`${t.status} = 'published' and ${t.answeredAt} is not null`),
    index('product_questions_status_idx').on(t.status, t.createdAt),
    index('product_questions_user_idx').on(t.userId),
  ],
);

/** An answer: by the seller (staff) or by a buyer of the product, marked as such. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: serialId(),
    publicId: text('public_id').notNull().unique(),
    questionId: integer('question_id')
      .notNull()
      .references(() => productQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'seller' (staff) or 'buyer' (a customer with a delivered order of the product). */
    answeredBy: text('answered_by').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    status: reviewStatus('status').notNull(),
    statusReason: text('status_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('question_answers_question_idx').on(t.questionId, t.createdAt),
    index('question_answers_status_idx').on(t.status, t.createdAt),
    index('question_answers_user_idx').on(t.userId),
    check('question_answers_by', sql`${t.answeredBy} in ('seller', 'buyer')`),
  ],
);
