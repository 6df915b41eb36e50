/**
 * Review requests (issue 31): when an order is delivered, one e-mail to its buyer is queued
 * in the outbox (in the delivering transaction) to go REVIEW_REQUEST_AFTER_DAYS later, with
 * a signed review link per product — the way a guest buyer, who has no account, reviews.
 * One per order (its dedupe key). An address that unsubscribed gets none, and unsubscribing
 * also withdraws the requests still waiting to go.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../../db/client.ts';
import { localized } from '../../i18n/content.ts';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '../../i18n/locales.ts';
import { reviewRequestEmail } from '../notification/emails.server.tsx';
import { enqueueEmail } from '../notification/outbox.server.ts';
import { outbox } from '../notification/schema.ts';
import type { OrderLinks, OrderRow } from '../order/orders.server.ts';
import { optOutPath, optOutToken, reviewLinkToken, reviewLinkUrl } from './review-link.server.ts';
import { reviewRequestOptOuts } from './schema.ts';

export const DEFAULT_REVIEW_REQUEST_AFTER_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const DEDUPE_PREFIX = 'review-request:';

const normalized = (email: string) => email.trim().toLowerCase();

const ProductRow = z.object({ slug: z.string(), name: z.string(), name_kn: z.string().nullable() });

/** Queues the order's review request, unless its address asked for none. */
export async function queueReviewRequest(
  tx: DbOrTx,
  order: OrderRow,
  links: OrderLinks,
): Promise<void> {
  const [optedOut] = await tx
    .select({ email: reviewRequestOptOuts.email })
    .from(reviewRequestOptOuts)
    .where(eq(reviewRequestOptOuts.email, normalized(order.email)));
  if (optedOut) return;
  const bought = await queryRows(
    tx,
    sql`select distinct on (p.id) p.slug, p.name, p.name_kn from order_lines ol
      join products p on p.id = ol.product_id
      where ol.order_id = ${order.id} order by p.id`,
    ProductRow,
  );
  if (bought.length === 0) return;
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  const token = reviewLinkToken(links.invoiceSecret, order.publicId);
  const items = bought.map((product) => {
    const { name, nameLang } = localized(
      locale,
      { name: product.name, nameKn: product.name_kn },
      'name',
    );
    return { name, nameLang, url: reviewLinkUrl(links.origin, locale, product.slug, token) };
  });
  const unsubscribeUrl = new URL(
    localizedPath(locale, optOutPath(optOutToken(links.invoiceSecret, order.email))),
    links.origin,
  ).href;
  const days = links.reviewRequestAfterDays ?? DEFAULT_REVIEW_REQUEST_AFTER_DAYS;
  await enqueueEmail(
    tx,
    reviewRequestEmail(
      {
        locale,
        orderNumber: order.orderNumber,
        name: `${order.firstName} ${order.lastName}`,
        email: order.email,
      },
      items,
      unsubscribeUrl,
      links.origin,
    ),
    {
      dedupeKey: `${DEDUPE_PREFIX}${order.publicId}`,
      availableAt: new Date(Date.now() + days * DAY_MS),
    },
  );
}

/** Whether the address has asked for no review requests. */
export async function hasOptedOut(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: reviewRequestOptOuts.email })
    .from(reviewRequestOptOuts)
    .where(eq(reviewRequestOptOuts.email, normalized(email)));
  return Boolean(row);
}

/** No more review requests to the address: none queued from now on, none of the waiting sent. */
export async function optOutOfReviewRequests(db: DbOrTx, email: string): Promise<void> {
  const address = normalized(email);
  await db.transaction(async (tx) => {
    await tx.insert(reviewRequestOptOuts).values({ email: address }).onConflictDoNothing();
    await tx
      .delete(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          like(outbox.dedupeKey, `${DEDUPE_PREFIX}%`),
          sql`lower(${outbox.payload}->>'to') = ${address}`,
        ),
      );
  });
}
