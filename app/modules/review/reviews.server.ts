/**
 * Buyers' reviews (issue 31): who may write one (a buyer whose order with the product was
 * delivered), writing, editing and deleting it, the product page's list and aggregate,
 * "Was this helpful?" and "Report". Pages and the JSON API call these; the rules of a
 * review's text are rules.ts, the aggregate's bookkeeping the triggers of migration 0030.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import type { RequestClient } from '../../lib/account-limits.server.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newPublicId } from '../../lib/ids.server.ts';
import { isPublicId } from '../../lib/public-id.ts';
import type { RateLimitRule } from '../../lib/rate-limits.server.ts';
import { uploadHref } from '../../lib/uploaded-images.ts';
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

/**
 * Who writes: a signed-in account (any of its delivered orders makes it a buyer), or
 * whoever holds the review link of one order (review-request e-mail): the order's account
 * if it had one, else its guest buyer, known by the order's e-mail.
 */
export type Writer = { userId: number } | { orderId: number };

interface ResolvedWriter {
  reviewer: string;
  userId: number | null;
  name: string;
  /** The orders whose delivered lines make this writer a buyer. */
  orders: SQL;
}

const WriterOrderRow = z.object({
  user_id: SqlNumber.nullable(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

async function resolveWriter(db: DbOrTx, writer: Writer): Promise<ResolvedWriter | null> {
  if ('userId' in writer) {
    const [user] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, writer.userId));
    if (!user) return null;
    return {
      reviewer: reviewerOfUser(writer.userId),
      userId: writer.userId,
      name: authorName(user.firstName, user.lastName),
      orders: sql`o.user_id = ${writer.userId}`,
    };
  }
  const [order] = await queryRows(
    db,
    sql`select user_id, email, first_name, last_name from orders where id = ${writer.orderId}`,
    WriterOrderRow,
  );
  if (!order) return null;
  return {
    reviewer: order.user_id
      ? reviewerOfUser(order.user_id)
      : `e:${order.email.trim().toLowerCase()}`,
    userId: order.user_id,
    name: authorName(order.first_name, order.last_name),
    orders: sql`o.id = ${writer.orderId}`,
  };
}
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
  photos: z.array(z.string()),
  seller_reply: z.string().nullable(),
  seller_reply_at: z.coerce.date().nullable(),
  status: z.enum(['published', 'held', 'hidden']),
});
type ReviewRowT = z.output<typeof ReviewRow>;

const REVIEW_COLUMNS = sql`r.public_id, r.rating, r.title, r.body, r.author_name, r.variant_label,
  r.created_at, r.helpful_count, r.photos, r.seller_reply, r.seller_reply_at, r.status`;

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
    photos: row.photos,
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
  perPage: number = REVIEWS_PER_PAGE,
): Promise<ReviewPage | null> {
  const found = await productAggregate(db, productPublicId);
  if (!found) return null;
  const { productId, aggregate } = found;
  const matching = query.stars ? aggregate.distribution[`${query.stars}` as '1'] : aggregate.count;
  const pageCount = Math.max(1, Math.ceil(matching / perPage));
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
            limit ${perPage} offset ${(page - 1) * perPage}`,
          ReviewRow,
        );
  // Published photos are public: linked from the bucket when it has an address of its own.
  const reviews = rows.map((row) => ({ ...toView(row), photos: row.photos.map(uploadHref) }));
  return { aggregate, reviews, page, pageCount };
}

const PurchaseRow = z.object({ line_id: SqlNumber, variant_label: z.string() });

/** The most recent delivered (or picked-up) line of the product among `orders`, or null. */
async function purchaseIn(db: DbOrTx, orders: SQL, productId: number) {
  const [row] = await queryRows(
    db,
    sql`select ol.id as line_id, ol.variant_label from orders o
      join order_lines ol on ol.order_id = o.id
      where ${orders} and o.status in ('Delivered', 'Picked Up') and ol.product_id = ${productId}
      order by o.placed_at desc, ol.id desc
      limit 1`,
    PurchaseRow,
  );
  return row ?? null;
}

/**
 * The account's most recent delivered line of the product (what makes it a buyer), or
 * null: only a Delivered order counts.
 */
export function deliveredPurchase(db: DbOrTx, userId: number, productId: number) {
  return purchaseIn(db, sql`o.user_id = ${userId}`, productId);
}

async function reviewBy(db: DbOrTx, reviewer: string, productId: number) {
  const [row] = await queryRows(
    db,
    sql`select ${REVIEW_COLUMNS} from product_reviews r
      where r.product_id = ${productId} and r.reviewer = ${reviewer}`,
    ReviewRow,
  );
  return row ? toOwn(row) : null;
}

/** The writer's own review of the product (whatever its status), or null. */
export async function ownReview(
  db: DbOrTx,
  writer: Writer,
  productId: number,
): Promise<OwnReview | null> {
  const resolved = await resolveWriter(db, writer);
  return resolved ? reviewBy(db, resolved.reviewer, productId) : null;
}

/** What the writer may do: write a review, edit its own, or nothing (not a buyer). */
export async function reviewStanding(db: DbOrTx, writer: Writer, productId: number) {
  const resolved = await resolveWriter(db, writer);
  if (!resolved) return { canReview: false, own: null };
  const own = await reviewBy(db, resolved.reviewer, productId);
  if (own) return { canReview: true as const, own };
  const bought = await purchaseIn(db, resolved.orders, productId);
  return { canReview: bought !== null, own: null };
}

/** A review's status from its text: held for staff when it carries contact details or a link. */
function statusFor(input: ReviewInput): { status: ReviewStatus; statusReason: string | null } {
  return statusOfText(`${input.title ?? ''}\n${input.text}`);
}

/**
 * A buyer's review of a product they received: 403 for anyone else, 409 for a second one.
 * Published at once unless it carries a link or contact details (held for staff). `photos`
 * are stored already (photos.server.ts); the caller removes them if this refuses.
 */
export async function writeReview(
  db: DbOrTx,
  writer: Writer,
  productId: number,
  input: ReviewInput,
  photos: string[] = [],
): Promise<OwnReview> {
  const resolved = await resolveWriter(db, writer);
  const bought = resolved && (await purchaseIn(db, resolved.orders, productId));
  if (!resolved || !bought) throw new DomainError('forbidden', REVIEW_MESSAGES.notBuyer);
  const [inserted] = await db
    .insert(productReviews)
    .values({
      publicId: newPublicId(),
      productId,
      orderLineId: bought.line_id,
      userId: resolved.userId,
      reviewer: resolved.reviewer,
      authorName: resolved.name,
      variantLabel: bought.variant_label,
      rating: input.rating,
      title: input.title,
      body: input.text,
      photos,
      ...statusFor(input),
    })
    .onConflictDoNothing({ target: [productReviews.productId, productReviews.reviewer] })
    .returning({ id: productReviews.id });
  if (!inserted) throw new DomainError('conflict', REVIEW_MESSAGES.already);
  const own = await reviewBy(db, resolved.reviewer, productId);
  if (!own) throw new Error('the review just written is missing');
  return own;
}

const OwnedRow = z.object({
  id: SqlNumber,
  product_id: SqlNumber,
  status: z.string(),
  reviewer: z.string(),
  photos: z.array(z.string()),
});

/** The writer's review by its public id (404 for any other's: nobody learns it exists). */
export async function ownedReview(db: DbOrTx, writer: Writer, publicId: string) {
  const resolved = isPublicId(publicId) ? await resolveWriter(db, writer) : null;
  if (!resolved) throw new DomainError('not_found', REVIEW_MESSAGES.notFound);
  const [row] = await queryRows(
    db,
    sql`select id, product_id, status, reviewer, photos from product_reviews
      where public_id = ${publicId} and reviewer = ${resolved.reviewer}`,
    OwnedRow,
  );
  if (!row) throw new DomainError('not_found', REVIEW_MESSAGES.notFound);
  return row;
}

/**
 * The writer edits their review; a hidden one stays hidden, the rest is checked again.
 * `photos`, when given, is the whole new list; the answer names the photos no longer used
 * (the caller removes their files once this has committed).
 */
export async function updateReview(
  db: DbOrTx,
  writer: Writer,
  publicId: string,
  input: ReviewInput,
  photos?: string[],
): Promise<{ review: OwnReview; dropped: string[] }> {
  const row = await ownedReview(db, writer, publicId);
  await db
    .update(productReviews)
    .set({
      rating: input.rating,
      title: input.title,
      body: input.text,
      ...(photos ? { photos } : {}),
      ...(row.status === 'hidden' ? {} : statusFor(input)),
      updatedAt: new Date(),
    })
    .where(eq(productReviews.id, row.id));
  const review = await reviewBy(db, row.reviewer, row.product_id);
  if (!review) throw new DomainError('not_found', REVIEW_MESSAGES.notFound);
  return { review, dropped: photos ? row.photos.filter((photo) => !photos.includes(photo)) : [] };
}

/** The writer's review with these photos (already stored; the caller removes dropped ones). */
export async function setPhotos(
  db: DbOrTx,
  writer: Writer,
  publicId: string,
  photos: string[],
): Promise<OwnReview> {
  const row = await ownedReview(db, writer, publicId);
  await db
    .update(productReviews)
    .set({ photos, updatedAt: new Date() })
    .where(eq(productReviews.id, row.id));
  const review = await reviewBy(db, row.reviewer, row.product_id);
  if (!review) throw new DomainError('not_found', REVIEW_MESSAGES.notFound);
  return review;
}

/** The writer deletes their review (its votes and reports go with it); its photos' paths. */
export async function deleteReview(
  db: DbOrTx,
  writer: Writer,
  publicId: string,
): Promise<string[]> {
  const row = await ownedReview(db, writer, publicId);
  await db.delete(productReviews).where(eq(productReviews.id, row.id));
  return row.photos;
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

/**
 * Counts one review written or edited, per address and per writer (an account, or a review
 * link's order); the refusal when over.
 */
export const limitReviewWriting = (client: RequestClient, writer: Writer) =>
  limitWriting(client, 'userId' in writer ? reviewerOfUser(writer.userId) : `o:${writer.orderId}`, [
    'reviewAddress',
    'reviewAccount',
  ]);

/**
 * Counts one text written against an address's rule and a writer's (`writerKey`: an
 * account's 'u:{id}', or a review link's order); the refusal when over.
 */
export async function limitWriting(
  client: RequestClient,
  writerKey: string,
  [addressRule, accountRule]: readonly [RateLimitRule, RateLimitRule],
) {
  for (const [rule, key] of [
    [addressRule, client.clientAddress],
    [accountRule, writerKey],
  ] as const) {
    const decision = await client.limits.consume(rule, key);
    if (!decision.allowed) return decision;
  }
  return null;
}
