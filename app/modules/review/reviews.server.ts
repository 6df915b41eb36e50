/**
 * Buyers' reviews (issue 31): who may write one (a buyer whose order with the product was
 * delivered), writing, editing and deleting it, the product page's list and aggregate,
 * "Was this helpful?" and "Report". Pages and the JSON API call these; the rules of a
 * review's text are rules.ts, the aggregate's bookkeeping the triggers of migration 0030.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import type { RequestClient } from '../../lib/account-limits.server.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newPublicId } from '../../lib/ids.server.ts';
import { isPublicId } from '../../lib/public-id.ts';
import type { RateLimitRule } from '../../lib/rate-limits.server.ts';
import { users } from '../identity/schema.ts';
import {
  aggregateOf,
  authorName,
  REVIEW_MESSAGES,
  REVIEWS_PER_PAGE,
  type ReviewInput,
  type ReviewQuery,
  statusOfText,
} from './rules.ts';
import { productReviews, reviewReports, reviewVotes } from './schema.ts';
import type { OwnReview, ReviewPage, ReviewStatus, ReviewView } from './view.ts';

/** A shopper as a review, a vote or a report records them. */
export const reviewerOfUser = (userId: number) => `u:${userId}`;
export const voterOf = (who: { userId: number } | { sessionId: number }) =>
  'userId' in who ? `u:${who.userId}` : `s:${who.sessionId}`;

const ReviewRow = z.object({
  public_id: z.string(),
  rating: SqlNumber,
  title: z.string().nullable(),
  body: z.string(),
  author_name: z.string(),
  variant_label: z.string(),
  created_at: z.coerce.date(),
  helpful_count: SqlNumber,
  seller_reply: z.string().nullable(),
  seller_reply_at: z.coerce.date().nullable(),
  status: z.enum(['published', 'held', 'hidden']),
});
type ReviewRowT = z.output<typeof ReviewRow>;

const REVIEW_COLUMNS = sql`r.public_id, r.rating, r.title, r.body, r.author_name, r.variant_label,
  r.created_at, r.helpful_count, r.seller_reply, r.seller_reply_at, r.status`;

function toView(row: ReviewRowT): ReviewView {
  return {
    id: row.public_id,
    rating: row.rating,
    title: row.title,
    text: row.body,
    author: row.author_name,
    verifiedBuyer: true,
    variantLabel: row.variant_label,
    createdAt: row.created_at.toISOString(),
    helpfulCount: row.helpful_count,
    photos: [],
    sellerReply:
      row.seller_reply && row.seller_reply_at
        ? { text: row.seller_reply, createdAt: row.seller_reply_at.toISOString() }
        : null,
  };
}

const toOwn = (row: ReviewRowT): OwnReview => ({ ...toView(row), status: row.status });

const AggregateRow = z.object({
  id: SqlNumber,
  review_count: SqlNumber,
  rating_total: SqlNumber,
  rating_counts: z.array(SqlNumber),
});

/** The product's stored aggregate (kept by triggers) by its public id, or null for none. */
async function productAggregate(db: DbOrTx, productPublicId: string) {
  const [row] = await queryRows(
    db,
    sql`select id, review_count, rating_total, rating_counts from products
      where public_id = ${productPublicId}`,
    AggregateRow,
  );
  return row
    ? {
        productId: row.id,
        aggregate: aggregateOf(row.review_count, row.rating_total, row.rating_counts),
      }
    : null;
}

const ORDER: Record<ReviewQuery['sort'], ReturnType<typeof sql>> = {
  helpful: sql`r.helpful_count desc, r.created_at desc, r.id desc`,
  newest: sql`r.created_at desc, r.id desc`,
  highest: sql`r.rating desc, r.created_at desc, r.id desc`,
  lowest: sql`r.rating asc, r.created_at desc, r.id desc`,
};

/**
 * A page of the product's published reviews (the product by its public id), with the
 * aggregate and the page count; a page past the last is the last.
 */
export async function listReviews(
  db: DbOrTx,
  productPublicId: string,
  query: ReviewQuery,
): Promise<ReviewPage | null> {
  const found = await productAggregate(db, productPublicId);
  if (!found) return null;
  const { productId, aggregate } = found;
  const matching = query.stars ? aggregate.distribution[`${query.stars}` as '1'] : aggregate.count;
  const pageCount = Math.max(1, Math.ceil(matching / REVIEWS_PER_PAGE));
  const page = Math.min(query.page, pageCount);
  const rows =
    matching === 0
      ? []
      : await queryRows(
          db,
          sql`select ${REVIEW_COLUMNS} from product_reviews r
            where r.product_id = ${productId} and r.status = 'published'
              ${query.stars ? sql`and r.rating = ${query.stars}` : sql``}
            order by ${ORDER[query.sort]}
            limit ${REVIEWS_PER_PAGE} offset ${(page - 1) * REVIEWS_PER_PAGE}`,
          ReviewRow,
        );
  return { aggregate, reviews: rows.map(toView), page, pageCount };
}

const PurchaseRow = z.object({ line_id: SqlNumber, variant_label: z.string() });

/**
 * The account's most recent delivered line of the product (what makes it a buyer), or
 * null: only a Delivered order counts.
 */
export async function deliveredPurchase(db: DbOrTx, userId: number, productId: number) {
  const [row] = await queryRows(
    db,
    sql`select ol.id as line_id, ol.variant_label from orders o
      join order_lines ol on ol.order_id = o.id
      where o.user_id = ${userId} and o.status = 'Delivered' and ol.product_id = ${productId}
      order by o.placed_at desc, ol.id desc
      limit 1`,
    PurchaseRow,
  );
  return row ?? null;
}

/** The account's own review of the product (whatever its status), or null. */
export async function ownReview(
  db: DbOrTx,
  userId: number,
  productId: number,
): Promise<OwnReview | null> {
  const [row] = await queryRows(
    db,
    sql`select ${REVIEW_COLUMNS} from product_reviews r
      where r.product_id = ${productId} and r.reviewer = ${reviewerOfUser(userId)}`,
    ReviewRow,
  );
  return row ? toOwn(row) : null;
}

/** What the product page offers an account: to write a review, to edit its own, or nothing. */
export async function reviewStanding(db: DbOrTx, userId: number, productId: number) {
  const own = await ownReview(db, userId, productId);
  if (own) return { canReview: true as const, own };
  const bought = await deliveredPurchase(db, userId, productId);
  return { canReview: bought !== null, own: null };
}

/** A review's status from its text: held for staff when it carries contact details or a link. */
function statusFor(input: ReviewInput): { status: ReviewStatus; statusReason: string | null } {
  return statusOfText(`${input.title ?? ''}\n${input.text}`);
}

/**
 * An account's review of a product it received: 403 for anyone else, 409 for a second one.
 * Published at once unless it carries a link or contact details (held for staff).
 */
export async function writeReview(
  db: DbOrTx,
  userId: number,
  productId: number,
  input: ReviewInput,
): Promise<OwnReview> {
  const bought = await deliveredPurchase(db, userId, productId);
  if (!bought) throw new DomainError('forbidden', REVIEW_MESSAGES.notBuyer);
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new DomainError('forbidden', REVIEW_MESSAGES.notBuyer);
  const [inserted] = await db
    .insert(productReviews)
    .values({
      publicId: newPublicId(),
      productId,
      orderLineId: bought.line_id,
      userId,
      reviewer: reviewerOfUser(userId),
      authorName: authorName(user.firstName, user.lastName),
      variantLabel: bought.variant_label,
      rating: input.rating,
      title: input.title,
      body: input.text,
      ...statusFor(input),
    })
    .onConflictDoNothing({ target: [productReviews.productId, productReviews.reviewer] })
    .returning({ id: productReviews.id });
  if (!inserted) throw new DomainError('conflict', REVIEW_MESSAGES.already);
  const own = await ownReview(db, userId, productId);
  if (!own) throw new Error('the review just written is missing');
  return own;
}

const OwnedRow = z.object({ id: SqlNumber, product_id: SqlNumber, status: z.string() });

/** The account's review by its public id (404 for any other's: nobody learns it exists). */
async function ownedReview(db: DbOrTx, userId: number, publicId: string) {
  if (!isPublicId(publicId)) throw new DomainError('not_found', REVIEW_MESSAGES.notFound);
  const [row] = await queryRows(
    db,
    sql`select id, product_id, status from product_reviews
      where public_id = ${publicId} and reviewer = ${reviewerOfUser(userId)}`,
    OwnedRow,
  );
  if (!row) throw new DomainError('not_found', REVIEW_MESSAGES.notFound);
  return row;
}

/** The writer edits their review; a hidden one stays hidden, the rest is checked again. */
export async function updateReview(
  db: DbOrTx,
  userId: number,
  publicId: string,
  input: ReviewInput,
): Promise<OwnReview> {
  const row = await ownedReview(db, userId, publicId);
  await db
    .update(productReviews)
    .set({
      rating: input.rating,
      title: input.title,
      body: input.text,
      ...(row.status === 'hidden' ? {} : statusFor(input)),
      updatedAt: new Date(),
    })
    .where(eq(productReviews.id, row.id));
  const own = await ownReview(db, userId, row.product_id);
  if (!own) throw new DomainError('not_found', REVIEW_MESSAGES.notFound);
  return own;
}

/** The writer deletes their review (its votes and reports go with it). */
export async function deleteReview(db: DbOrTx, userId: number, publicId: string): Promise<void> {
  const row = await ownedReview(db, userId, publicId);
  await db.delete(productReviews).where(eq(productReviews.id, row.id));
}

/** A published review by its public id, or 404. */
async function publishedReview(db: DbOrTx, publicId: string): Promise<number> {
  if (!isPublicId(publicId)) throw new DomainError('not_found', REVIEW_MESSAGES.notFound);
  const [row] = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.publicId, publicId), eq(productReviews.status, 'published')));
  if (!row) throw new DomainError('not_found', REVIEW_MESSAGES.notFound);
  return row.id;
}

/** "Was this helpful?": counted once per shopper; the review's count after it. */
export async function voteHelpful(db: DbOrTx, publicId: string, voter: string): Promise<number> {
  const id = await publishedReview(db, publicId);
  return db.transaction(async (tx) => {
    const [vote] = await tx
      .insert(reviewVotes)
      .values({ reviewId: id, voter })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    const [row] = vote
      ? await tx
          .update(productReviews)
          .set({ helpfulCount: sql`${productReviews.helpfulCount} + 1` })
          .where(eq(productReviews.id, id))
          .returning({ count: productReviews.helpfulCount })
      : await tx
          .select({ count: productReviews.helpfulCount })
          .from(productReviews)
          .where(eq(productReviews.id, id));
    return row?.count ?? 0;
  });
}

/** "Report" with a reason, for staff: once per shopper and review (a repeat changes nothing). */
export async function reportReview(
  db: DbOrTx,
  publicId: string,
  reporter: string,
  reason: string,
): Promise<void> {
  const id = await publishedReview(db, publicId);
  await db.transaction(async (tx) => {
    const [report] = await tx
      .insert(reviewReports)
      .values({ reviewId: id, reporter, reason })
      .onConflictDoNothing()
      .returning({ id: reviewReports.id });
    if (report) {
      await tx
        .update(productReviews)
        .set({ reportCount: sql`${productReviews.reportCount} + 1` })
        .where(eq(productReviews.id, id));
    }
  });
}

/** Counts one review written or edited, per address and per account; the refusal when over. */
export const limitReviewWriting = (client: RequestClient, userId: number) =>
  limitWriting(client, userId, ['reviewAddress', 'reviewAccount']);

/** Counts one text written against an address's rule and an account's; the refusal when over. */
export async function limitWriting(
  client: RequestClient,
  userId: number,
  [addressRule, accountRule]: readonly [RateLimitRule, RateLimitRule],
) {
  for (const [rule, key] of [
    [addressRule, client.clientAddress],
    [accountRule, reviewerOfUser(userId)],
  ] as const) {
    const decision = await client.limits.consume(rule, key);
    if (!decision.allowed) return decision;
  }
  return null;
}
