/**
 * Consent to marketing e-mails (issue 33, as India's DPDP Act expects): price drops and
 * cart reminders go only to accounts whose shopper ticked the unticked 'Send me offers'
 * (at sign-up, at checkout or on the account page), and whose address is verified; every
 * change is kept (identity/offers-consent.server.ts). Withdrawing it (the account page, the
 * link in any marketing e-mail, a mail app's one-click) also ends the address's newsletter
 * and takes back the marketing e-mails still waiting to go. Transactional e-mails (orders,
 * back in stock) are not marketing and do not ask.
 */
import { and, eq, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../../db/client.ts';
import type { Locale } from '../../i18n/locales.ts';
import { subscribeToNewsletter } from '../engagement/commands.server.ts';
import { newsletterSubscribers } from '../engagement/schema.ts';
import {
  consentToOffers,
  type OffersWithdrawal,
  withdrawAccountConsent,
} from '../identity/offers-consent.server.ts';
import { offersConsentEvents, users } from '../identity/schema.ts';
import { outbox } from '../notification/schema.ts';

/** The marketing mailings: each its outbox dedupe keys' prefix and its runs' name. */
export const MAILINGS = { priceDrop: 'price-drop', cartReminder: 'cart-reminder' } as const;

export async function hasOffersConsent(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: users.offersConsentAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.at);
}

/** Whether the address still has something to withdraw: a consenting account or a newsletter. */
export async function offersStand(db: DbOrTx, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const [row] = await queryRows(
    db,
    sql`select exists(select 1 from ${users} where lower(${users.email}) = ${address}
                        and ${users.offersConsentAt} is not null)
            or exists(select 1 from ${newsletterSubscribers}
                       where ${newsletterSubscribers.email} = ${address}
                         and ${newsletterSubscribers.unsubscribedAt} is null) as stands`,
    z.object({ stands: z.boolean() }),
  );
  return row?.stands ?? false;
}

/**
 * A guest's tick at checkout (no account to hold it): the newsletter for the order's
 * address, recorded. Not for an address that unsubscribed: whoever types an address at
 * checkout need not own it, and its owner's 'no' stands (the footer's form, which sends the
 * owner a welcome e-mail, is the way back).
 */
export async function guestOffersConsent(
  db: DbOrTx,
  email: string,
  links: { origin: string; locale?: Locale },
): Promise<void> {
  const address = email.trim().toLowerCase();
  const [withdrawn] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.email, address),
        isNotNull(newsletterSubscribers.unsubscribedAt),
      ),
    );
  if (withdrawn) return;
  await subscribeToNewsletter(db, address, links);
  await db
    .insert(offersConsentEvents)
    .values({ userId: null, email: address, given: true, source: 'checkout' });
}

/**
 * No marketing e-mail to the address from now on: the consent of its accounts withdrawn,
 * its newsletter ended, and the price drops and reminders waiting in the outbox taken back
 * (the mailings hold the account's row while they write one: this waits for them, then
 * finds what they wrote).
 */
export async function withdrawOffersConsent(
  db: DbOrTx,
  email: string,
  how: OffersWithdrawal,
): Promise<void> {
  const address = email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await withdrawAccountConsent(tx, { email: address }, how);
    const ended = await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: sql`now()` })
      .where(
        and(eq(newsletterSubscribers.email, address), isNull(newsletterSubscribers.unsubscribedAt)),
      )
      .returning({ id: newsletterSubscribers.id });
    if (ended.length > 0) {
      await tx
        .insert(offersConsentEvents)
        .values({ userId: null, email: address, given: false, source: how });
    }
    await tx
      .delete(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          or(...Object.values(MAILINGS).map((name) => like(outbox.dedupeKey, `${name}:%`))),
          sql`lower(${outbox.payload}->>'to') = ${address}`,
        ),
      );
  });
}

/** The account page's choice. */
export async function setOffersConsent(db: DbOrTx, userId: number, wanted: boolean): Promise<void> {
  if (wanted) return consentToOffers(db, userId, 'account');
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (row) await withdrawOffersConsent(db, row.email, 'account');
}
