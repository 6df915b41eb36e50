/**
 * Buyers' reviews for staff (issue 31): the lists to work through (held for a link or
 * contact details, reported, hidden, all), publishing a held review, hiding one with a
 * reason and restoring it, and the seller's public reply. Every change is audited; what a
 * change does to a product's rating and to the cached pages the database's triggers do
 * (migration 0030).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { REVIEW_STATUSES, type ReviewStatus } from '../review/view.ts';
import type { Staff } from './access.server.ts';
import { recordAudit } from './audit.server.ts';
import { ADMIN_PAGE_SIZE, type Paged, paged } from './paging.ts';
import type { ReviewFilter } from './review-moderation.ts';

export interface StaffReviewRow {
  id: number;
  productName: string;
  productSlug: string;
  author: string;
  variantLabel: string;
  rating: number;
  title: string | null;
  text: string;
  status: ReviewStatus;
  statusReason: string | null;
  helpfulCount: number;
  reportCount: number;
  reports: string[];
  sellerReply: string | null;
  at: string;
}

const Row = z.object({
  id: SqlNumber,
  product_name: z.string(),
  product_slug: z.string(),
  author_name: z.string(),
  variant_label: z.string(),
  rating: SqlNumber,
  title: z.string().nullable(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  status_reason: z.string().nullable(),
  helpful_count: SqlNumber,
  report_count: SqlNumber,
  reports: z.array(z.string()).nullable(),
  seller_reply: z.string().nullable(),
  created_at: z.coerce.date(),
});

const WHERE: Record<ReviewFilter, ReturnType<typeof sql>> = {
  held: sql`r.status = 'held'`,
  reported: sql`r.status = 'published' and r.report_count > 0`,
  hidden: sql`r.status = 'hidden'`,
  all: sql`true`,
};

/** A page of the filter's reviews, newest first (the most reported first when reported). */
export async function listReviewsForStaff(
  db: DbOrTx,
  filter: ReviewFilter,
  page: number,
): Promise<Paged<StaffReviewRow>> {
  const order =
    filter === 'reported'
      ? sql`r.report_count desc, r.created_at desc, r.id desc`
      : sql`r.created_at desc, r.id desc`;
  const [rows, [total]] = await Promise.all([
    queryRows(
      db,
      sql`select r.id, p.name as product_name, p.slug as product_slug, r.author_name,
          r.variant_label, r.rating, r.title, r.body, r.status, r.status_reason,
          r.helpful_count, r.report_count, r.seller_reply, r.created_at,
          (select array_agg(rr.reason order by rr.id) from review_reports rr where rr.review_id = r.id) as reports
        from product_reviews r join products p on p.id = r.product_id
        where ${WHERE[filter]}
        order by ${order}
        limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}`,
      Row,
    ),
    queryRows(
      db,
      sql`select count(*) as count from product_reviews r where ${WHERE[filter]}`,
      z.object({ count: SqlNumber }),
    ),
  ]);
  return paged(
    rows.map((row) => ({
      id: row.id,
      productName: row.product_name,
      productSlug: row.product_slug,
      author: row.author_name,
      variantLabel: row.variant_label,
      rating: row.rating,
      title: row.title,
      text: row.body,
      status: row.status,
      statusReason: row.status_reason,
      helpfulCount: row.helpful_count,
      reportCount: row.report_count,
      reports: row.reports ?? [],
      sellerReply: row.seller_reply,
      at: row.created_at.toISOString(),
    })),
    page,
    total?.count ?? 0,
  );
}

const Locked = z.object({ status: z.enum(REVIEW_STATUSES), seller_reply: z.string().nullable() });

/** The review's row, locked for the change; 404 for none. */
async function locked(tx: DbOrTx, id: number) {
  const [row] = await queryRows(
    tx,
    sql`select status, seller_reply from product_reviews where id = ${id} for update`,
    Locked,
  );
  if (!row) throw new DomainError('not_found', 'This review was not found.');
  return row;
}

/**
 * Publishes (a held or hidden review), or hides one with the reason staff give. The
 * product's rating follows by trigger; a move to where the review already is changes nothing.
 */
export async function setReviewStatus(
  db: DbOrTx,
  staff: Staff,
  id: number,
  status: 'published' | 'hidden',
  reason: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await locked(tx, id);
    if (before.status === status) return;
    await tx.execute(
      sql`update product_reviews set status = ${status}, status_reason = ${reason}, updated_at = now()
        where id = ${id}`,
    );
    await recordAudit(tx, staff, {
      action: status === 'hidden' ? 'review.hidden' : 'review.published',
      entityType: 'review',
      entityId: String(id),
      before: { status: before.status },
      after: { status, ...(reason ? { reason } : {}) },
    });
  });
}

/** The seller's public reply under a review (empty takes it away). */
export async function replyToReview(
  db: DbOrTx,
  staff: Staff,
  id: number,
  reply: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await locked(tx, id);
    const text = reply || null;
    await tx.execute(
      sql`update product_reviews set seller_reply = ${text},
          seller_reply_at = ${text ? sql`now()` : sql`null`}, updated_at = now()
        where id = ${id}`,
    );
    await recordAudit(tx, staff, {
      action: 'review.replied',
      entityType: 'review',
      entityId: String(id),
      before: { reply: before.seller_reply },
      after: { reply: text },
    });
  });
}
