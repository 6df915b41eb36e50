/**
 * Consent to marketing e-mails (issue 33, as India's DPDP Act expects): price drops and
 * cart reminders go only to accounts whose shopper ticked the unticked 'Send me offers'
 * (at sign-up, at checkout or on the account page), and whose address is verified. The
 * record says when and where it was given. Withdrawing it (the account page, or the link in
 * any marketing e-mail) also ends the address's newsletter and withdraws the marketing
 * e-mails still waiting to go. Transactional e-mails (orders, back in stock) are not
 * marketing and do not ask.
 */
import { and, eq, isNull, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../../db/client.ts';
import { newsletterSubscribers } from '../engagement/schema.ts';
import { type OffersConsentSource, users } from '../identity/schema.ts';
import { outbox } from '../notification/schema.ts';

/** The marketing mailings: each its outbox dedupe keys' prefix and its runs' name. */
export const MAILINGS = { priceDrop: 'price-drop', cartReminder: 'cart-reminder' } as const;

/** Records the account's consent (kept as first given while it stands). */
export async function giveOffersConsent(
  db: DbOrTx,
  userId: number,
  source: OffersConsentSource,
): Promise<void> {
  await db
    .update(users)
    .set({ offersConsentAt: new Date(), offersConsentSource: source })
    .where(and(eq(users.id, userId), isNull(users.offersConsentAt)));
}

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
 * No marketing e-mail to the address from now on: the consent of its account withdrawn,
 * its newsletter ended, and the price drops and reminders waiting in the outbox taken back.
 */
export async function withdrawOffersConsent(db: DbOrTx, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ offersConsentAt: null, offersConsentSource: null })
      .where(sql`lower(${users.email}) = ${address}`);
    await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: sql`now()` })
      .where(
        and(eq(newsletterSubscribers.email, address), isNull(newsletterSubscribers.unsubscribedAt)),
      );
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
  if (wanted) return giveOffersConsent(db, userId, 'account');
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (row) await withdrawOffersConsent(db, row.email);
}
