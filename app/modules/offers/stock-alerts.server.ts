/**
 * 'Notify me' (issue 33): a shopper asks to be told when an out-of-stock variant is back;
 * staff saving it with stock e-mails each waiting shopper once, through the outbox, in the
 * same transaction as the stock. The back office sees how many wait per variant.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '../../i18n/locales.ts';
import { msg } from '../../i18n/msg.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { productHref } from '../../lib/hrefs.ts';
import { variantLabel } from '../catalog/card.ts';
import { products, productVariants } from '../catalog/schema.ts';
import { NO_LONGER_AVAILABLE } from '../catalog/variants.server.ts';
import { findAccount } from '../identity/accounts.server.ts';
import { EMAIL_MESSAGE } from '../identity/validation.ts';
import { backInStockEmail } from '../notification/emails.server.tsx';
import { enqueueEmail } from '../notification/outbox.server.ts';
import { stockAlerts } from './schema.ts';

export const STOCK_ALERT_MESSAGES = {
  saved: msg('We will e-mail you when it is back in stock.'),
  inStock: msg('This item is in stock: you can buy it now.'),
} as const;

/** Asks to be told when the variant is back; asking again changes nothing. */
export async function requestStockAlert(
  db: DbOrTx,
  request: { variantPublicId: string; email: string; userId: number | null; locale?: Locale },
): Promise<string> {
  const [variant] = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.publicId, request.variantPublicId),
        eq(productVariants.active, true),
        eq(products.active, true),
      ),
    )
    .limit(1);
  if (!variant) throw new DomainError('not_found', NO_LONGER_AVAILABLE);
  if (variant.stock > 0) throw new DomainError('conflict', STOCK_ALERT_MESSAGES.inStock);
  await db
    .insert(stockAlerts)
    .values({
      variantId: variant.id,
      email: request.email,
      userId: request.userId,
      locale: request.locale ?? DEFAULT_LOCALE,
    })
    .onConflictDoNothing();
  return STOCK_ALERT_MESSAGES.saved;
}

/**
 * The variant is back (its stock went from 0 to more): one e-mail to each shopper waiting
 * for it, in their language, and each is stamped so that it is never sent twice. Called in
 * the transaction that raised the stock.
 */
export async function notifyRestocked(
  tx: DbOrTx,
  variantId: number,
  origin: string,
): Promise<number> {
  const waiting = await tx
    .update(stockAlerts)
    .set({ notifiedAt: new Date() })
    .where(and(eq(stockAlerts.variantId, variantId), isNull(stockAlerts.notifiedAt)))
    .returning({ id: stockAlerts.id, email: stockAlerts.email, locale: stockAlerts.locale });
  if (waiting.length === 0) return 0;
  const [item] = await tx
    .select({
      name: products.name,
      nameKn: products.nameKn,
      slug: products.slug,
      weight: productVariants.weight,
      unit: productVariants.unit,
      productCode: productVariants.productCode,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  if (!item) return 0;
  for (const alert of waiting) {
    const locale = isLocale(alert.locale) ? alert.locale : DEFAULT_LOCALE;
    const path = localizedPath(locale, productHref(item.slug, item.productCode));
    await enqueueEmail(
      tx,
      backInStockEmail(
        { email: alert.email, locale },
        {
          productName: (locale === 'kn' && item.nameKn) || item.name,
          variantLabel: variantLabel(item.weight, item.unit),
          url: `${origin}${path}`,
        },
        origin,
      ),
      { dedupeKey: `stock-alert:${alert.id}` },
    );
  }
  return waiting.length;
}

export interface WaitingVariant {
  productName: string;
  productCode: string;
  variantLabel: string;
  stock: number;
  waiting: number;
}

/** The variants shoppers wait for, most wanted first: a demand signal for the dashboard. */
export async function waitingVariants(db: DbOrTx, limit = 10): Promise<WaitingVariant[]> {
  const waiting = sql<number>`count(*)::int`;
  const rows = await db
    .select({
      productName: products.name,
      productCode: productVariants.productCode,
      weight: productVariants.weight,
      unit: productVariants.unit,
      stock: productVariants.stock,
      waiting,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(isNull(stockAlerts.notifiedAt))
    .groupBy(products.id, productVariants.id)
    .orderBy(desc(waiting), products.name)
    .limit(limit);
  return rows.map(({ weight, unit, ...row }) => ({
    ...row,
    variantLabel: variantLabel(weight, unit),
  }));
}

/**
 * 'Notify me' as the page and the API take it: the e-mail typed, or a signed-in
 * shopper's account address when none was.
 */
export async function askForStockAlert(
  db: DbOrTx,
  variantPublicId: string,
  input: { email?: string | undefined },
  who: { userId: number | null; locale?: Locale },
): Promise<string> {
  const account = !input.email && who.userId !== null ? await findAccount(db, who.userId) : null;
  const email = input.email ?? account?.email;
  if (!email) throw new DomainError('invalid', EMAIL_MESSAGE, { field: 'email' });
  return requestStockAlert(db, {
    variantPublicId,
    email,
    userId: who.userId,
    ...(who.locale ? { locale: who.locale } : {}),
  });
}
