/**
 * Price drops on wishlisted variants (issue 33): once a day, each consenting shopper whose
 * saved variants now cost less than the lowest price they had known gets one e-mail listing
 * them all. Each item then remembers the price told, so a drop is told once; a rise is
 * not remembered, so coming back down to a price already known is no news. Only what can be
 * bought is listed (an active product, in stock).
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Locale } from '../../i18n/locales.ts';
import { productHref } from '../../lib/hrefs.ts';
import { variantLabel } from '../catalog/card.ts';
import { products, productVariants } from '../catalog/schema.ts';
import { users } from '../identity/schema.ts';
import { type PriceDrop, priceDropEmail } from '../notification/emails.server.tsx';
import { enqueueEmail } from '../notification/outbox.server.ts';
import { wishlistItems, wishlists } from '../wishlist/schema.ts';
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

const dropColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  locale: users.locale,
  itemId: wishlistItems.id,
  wasPaise: wishlistItems.priceSeenPaise,
  nowPaise: productVariants.discountedPricePaise,
  weight: productVariants.weight,
  unit: productVariants.unit,
  productCode: productVariants.productCode,
  slug: products.slug,
  name: products.name,
  nameKn: products.nameKn,
};

/** The drops of consenting shoppers (or of one shopper's items), as they stand now. */
function dropsQuery(db: DbOrTx, itemIds?: number[]) {
  return db
    .select(dropColumns)
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .innerJoin(users, eq(users.id, wishlists.userId))
    .innerJoin(productVariants, eq(productVariants.id, wishlistItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        consenting,
        lt(productVariants.discountedPricePaise, wishlistItems.priceSeenPaise),
        sql`${productVariants.stock} > 0`,
        eq(productVariants.active, true),
        eq(products.active, true),
        itemIds ? inArray(wishlistItems.id, itemIds) : undefined,
      ),
    )
    .orderBy(users.id, products.name, wishlistItems.id);
}

type DropRow = Awaited<ReturnType<typeof dropsQuery>>[number];

/**
 * Queues today's price-drop e-mails (`period`: the IST date, one e-mail per shopper per
 * day) and returns how many. Each shopper's e-mail and the prices it tells are written in
 * one transaction, with the items locked and read again there: a price staff change
 * meanwhile is told as it is.
 */
export async function sendPriceDrops(
  db: DbOrTx,
  links: MailingLinks,
  period: string,
): Promise<MailingOutcome> {
  const byUser = new Map<number, number[]>();
  for (const row of await dropsQuery(db)) {
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.itemId]);
  }
  const outcome: MailingOutcome = { sent: 0, failed: [] };
  for (const [userId, itemIds] of byUser) {
    try {
      if (await tellDrops(db, links, period, userId, itemIds)) outcome.sent += 1;
    } catch (error) {
      // One shopper's failure is theirs alone: the others still hear today.
      outcome.failed.push({ userId, error });
    }
  }
  return outcome;
}

/** One shopper's e-mail and the prices it tells, together or not at all. */
async function tellDrops(
  db: DbOrTx,
  links: MailingLinks,
  period: string,
  userId: number,
  itemIds: number[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Held until the e-mail is queued: a withdrawal waits for it, then takes it back.
    const [stillConsenting] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), consenting))
      .for('share');
    if (!stillConsenting) return false;
    await tx
      .select({ id: wishlistItems.id })
      .from(wishlistItems)
      .where(inArray(wishlistItems.id, itemIds))
      .for('update');
    const rows = await dropsQuery(tx, itemIds);
    const [account] = rows;
    if (!account) return false;
    const to = recipientOf(account);
    const drops = rows.map((row) => dropOf(links, to.locale, row));
    await enqueueEmail(
      tx,
      priceDropEmail(
        to,
        drops,
        {
          wishlistUrl: pageUrl(links, to.locale, '/wishlist'),
          unsubscribe: unsubscribeUrlsFor(links, to),
        },
        links.origin,
      ),
      { dedupeKey: `${MAILINGS.priceDrop}:${userId}:${period}`, usefulForMs: MARKETING_USEFUL_MS },
    );
    for (const row of rows) {
      await tx
        .update(wishlistItems)
        .set({ priceSeenPaise: row.nowPaise })
        .where(eq(wishlistItems.id, row.itemId));
    }
    return true;
  });
}

function dropOf(links: MailingLinks, locale: Locale, row: DropRow): PriceDrop {
  const name = (locale === 'kn' && row.nameKn) || row.name;
  const size = variantLabel(row.weight, row.unit);
  return {
    item: size ? `${name} (${size})` : name,
    wasPaise: row.wasPaise,
    nowPaise: row.nowPaise,
    url: pageUrl(links, locale, productHref(row.slug, row.productCode)),
  };
}
