/**
 * An account's consent to offers (issue 33, India's DPDP Act): the columns on `users` say
 * where it stands, `offers_consent_events` keeps every change with where or how it came
 * (the shop must be able to show when a shopper said yes, and when they said no).
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { type OffersConsentSource, offersConsentEvents, users } from './schema.ts';

/** How consent was withdrawn: the account page, an e-mail's link, a mail app's one-click. */
export type OffersWithdrawal = 'account' | 'link' | 'one-click' | 'unverified-reset';

/** Gives the account's consent (kept as first given while it stands) and records it. */
export async function consentToOffers(
  db: DbOrTx,
  userId: number,
  source: OffersConsentSource,
): Promise<void> {
  const [given] = await db
    .update(users)
    .set({ offersConsentAt: new Date(), offersConsentSource: source })
    .where(and(eq(users.id, userId), isNull(users.offersConsentAt)))
    .returning({ email: users.email });
  if (given) {
    await db
      .insert(offersConsentEvents)
      .values({ userId, email: given.email.toLowerCase(), given: true, source });
  }
}

/** Records a new account's consent given on its sign-up form (the columns are set with the row). */
export async function recordSignupConsent(
  db: DbOrTx,
  account: { id: number; email: string },
  source: OffersConsentSource,
): Promise<void> {
  await db.insert(offersConsentEvents).values({
    userId: account.id,
    email: account.email.toLowerCase(),
    given: true,
    source,
  });
}

/** Withdraws the consent of the accounts with this address (or of one account), recorded. */
export async function withdrawAccountConsent(
  db: DbOrTx,
  who: { email: string } | { userId: number },
  how: OffersWithdrawal,
): Promise<number> {
  const withdrawn = await db
    .update(users)
    .set({ offersConsentAt: null, offersConsentSource: null })
    .where(
      and(
        isNotNull(users.offersConsentAt),
        'email' in who
          ? sql`lower(${users.email}) = ${who.email.trim().toLowerCase()}`
          : eq(users.id, who.userId),
      ),
    )
    .returning({ id: users.id, email: users.email });
  if (withdrawn.length > 0) {
    await db.insert(offersConsentEvents).values(
      withdrawn.map((row) => ({
        userId: row.id,
        email: row.email.toLowerCase(),
        given: false,
        source: how,
      })),
    );
  }
  return withdrawn.length;
}
