/**
 * Cart reminders (issue 33): an account's cart left unchanged for a day, by a shopper who
 * chose offers and has placed no order since, gets one e-mail with its lines at today's
 * prices, a code that fits it, and the way back. One per change of the cart: the cart
 * records when it was reminded, and only a later change makes it due again.
 */
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { productHref } from '../../lib/hrefs.ts';
import { type BilingualCartLine, getCart } from '../cart/cart.server.ts';
import { bestCartOffer } from '../cart/coupon.server.ts';
import { cartLines, carts } from '../cart/schema.ts';
import { saleableVariantIds } from '../catalog/variants.server.ts';
import { users } from '../identity/schema.ts';
import { cartReminderEmail } from '../notification/emails.server.tsx';
import { enqueueEmail } from '../notification/outbox.server.ts';
import { orders } from '../order/schema.ts';
import { MAILINGS } from './consent.server.ts';
import {
  consenting,
  MARKETING_USEFUL_MS,
  type MailingLinks,
  type MailingOutcome,
  pageUrl,
  recipientOf,
  unsubscribeUrlsFor,
} from './recipients.server.ts';

/** How long a cart stays unchanged before its reminder. */
export const CART_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;
/** A cart older than this is not worth a reminder (nor is one from before the consent). */
export const CART_REMINDER_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
/** Carts reminded per pass: the next pass takes the rest. */
const BATCH = 100;

/**
 * Due: left alone long enough but not for weeks, not reminded since its last change, with
 * lines, no order since.
 */
function due(cutoff: Date) {
  return and(
    lte(carts.updatedAt, cutoff),
    gt(carts.updatedAt, new Date(cutoff.getTime() - CART_REMINDER_WITHIN_MS)),
    or(isNull(carts.remindedAt), lt(carts.remindedAt, carts.updatedAt)),
    sql`exists (select 1 from ${cartLines} where ${cartLines.cartId} = ${carts.id})`,
    sql`not exists (select 1 from ${orders} where ${orders.userId} = ${carts.userId}
                       and ${orders.placedAt} > ${carts.updatedAt})`,
  );
}

/** Queues the reminders due at `now`; says how many went into the outbox. */
export async function sendCartReminders(
  db: DbOrTx,
  links: MailingLinks,
  now = new Date(),
): Promise<MailingOutcome> {
  const cutoff = new Date(now.getTime() - CART_REMINDER_AFTER_MS);
  const candidates = await db
    .select({ cartId: carts.id })
    .from(carts)
    .innerJoin(users, eq(users.id, carts.userId))
    .where(and(consenting, due(cutoff)))
    .orderBy(carts.updatedAt)
    .limit(BATCH);
  const outcome: MailingOutcome = { sent: 0, failed: [] };
  for (const { cartId } of candidates) {
    try {
      if (await remind(db, links, cartId, cutoff, now)) outcome.sent += 1;
    } catch (error) {
      outcome.failed.push({ cartId, error });
      // Set aside until its next change: a cart that cannot be reminded must not hold up
      // the others at the head of every pass.
      await db.update(carts).set({ remindedAt: now }).where(eq(carts.id, cartId));
    }
  }
  return outcome;
}

/** One cart's reminder, claimed by its own update (another process finds it taken). */
async function remind(
  db: DbOrTx,
  links: MailingLinks,
  cartId: number,
  cutoff: Date,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(carts)
      .set({ remindedAt: now })
      .where(and(eq(carts.id, cartId), due(cutoff)))
      .returning({ userId: carts.userId, changedAt: carts.updatedAt });
    if (!claimed?.userId) return false;
    // Held until the e-mail is queued: a withdrawal waits for it, then takes it back.
    const [account] = await tx
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(and(eq(users.id, claimed.userId), consenting))
      .for('share');
    if (!account) return false;
    const owner = { userId: claimed.userId };
    const { lines: inCart }: { lines: BilingualCartLine[] } = await getCart(tx, owner, {
      kannada: true,
    });
    const forSale = new Set(
      await saleableVariantIds(
        tx,
        inCart.map((line) => line.variantId),
      ),
    );
    // What can be bought as it stands: on sale, with the stock for the line.
    const available = inCart.filter(
      (line) => forSale.has(line.variantId) && line.stock >= line.quantity,
    );
    if (available.length === 0) return false;
    const to = recipientOf(account);
    const lines = available.map((line) => {
      const name = (to.locale === 'kn' && line.productNameKn) || line.productName;
      return {
        item: line.variantLabel ? `${name} (${line.variantLabel})` : name,
        quantity: line.quantity,
        lineTotalPaise: line.lineTotalPaise,
        url: pageUrl(links, to.locale, productHref(line.productSlug, line.productCode)),
      };
    });
    await enqueueEmail(
      tx,
      cartReminderEmail(
        to,
        {
          lines,
          subtotalPaise: lines.reduce((sum, line) => sum + line.lineTotalPaise, 0),
          offer: await bestCartOffer(
            tx,
            owner,
            available.map((line) => line.variantId),
            now,
          ),
        },
        {
          cartUrl: pageUrl(links, to.locale, '/cart'),
          unsubscribe: unsubscribeUrlsFor(links, to),
        },
        links.origin,
      ),
      {
        dedupeKey: `${MAILINGS.cartReminder}:${cartId}:${claimed.changedAt.getTime()}`,
        usefulForMs: MARKETING_USEFUL_MS,
      },
    );
    return true;
  });
}
