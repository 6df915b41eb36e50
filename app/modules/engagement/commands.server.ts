/**
 * What shoppers tell us: Contact Us messages (kept, and e-mailed to the support inbox in
 * the same transaction through the outbox), interest-survey answers, and newsletter
 * subscriptions with their unsubscribe links. Route actions and the JSON API call these
 * after the request passed its rate limit, its schema and its honeypot (guard.server.ts).
 */

import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { STORE } from '../../../config/store.ts';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { DEFAULT_LOCALE, type Locale, localizedPath } from '../../i18n/locales.ts';
import {
  complaintReceivedEmail,
  contactMessageEmail,
  newsletterWelcomeEmail,
} from '../notification/emails.server.tsx';
import { enqueueEmail } from '../notification/outbox.server.ts';
import { indianPhoneNumber } from './forms.ts';
import { contactMessages, newsletterSubscribers, surveyAnswers } from './schema.ts';
import type { ContactInput, SurveyInput } from './validation.ts';

/** Where e-mail links point (PUBLIC_URL). */
export interface LinkBase {
  origin: string;
}

/** Line breaks as one LF (a form post sends CR LF). */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');

/** A subject that says it is a complaint, in English or Kannada ("ದೂರು"). */
export function isComplaint(subject: string): boolean {
  return /^\s*(complaint|ದೂರು)/i.test(subject);
}

/** GR-2026-000123: the year in India, then the sequence. */
function ticketNumber(seq: number, now: Date): string {
  const year = new Date(now.getTime() + 330 * 60_000).getUTCFullYear();
  return `GR-${year}-${String(seq).padStart(6, '0')}`;
}

/** The outbox key of a complaint's acknowledgement: the back office asks whether it went. */
export const acknowledgementKey = (ticket: string) => `complaint-ack:${ticket}`;

/**
 * Stores the message and queues its e-mail to the support inbox, together or not at all.
 * A complaint also gets a ticket and, at once, an acknowledgement to its writer naming the
 * ticket and the grievance officer. Resolves to the ticket, or null.
 */
export async function sendContactMessage(
  db: DbOrTx,
  input: ContactInput,
  links: LinkBase & { locale?: Locale },
): Promise<{ ticket: string | null }> {
  const message = {
    name: input.name,
    email: input.email,
    phone: indianPhoneNumber(input.phone) ?? input.phone,
    subject: input.subject,
    message: lines(input.message),
  };
  return db.transaction(async (tx) => {
    let ticket: string | null = null;
    if (isComplaint(message.subject)) {
      const [row] = await queryRows(
        tx,
        sql`select nextval('complaint_ticket_seq') as seq`,
        z.object({ seq: SqlNumber }),
      );
      ticket = ticketNumber(row?.seq ?? 0, new Date());
    }
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, ticket })
      .returning({ id: contactMessages.id });
    await enqueueEmail(
      tx,
      contactMessageEmail(STORE.supportEmail, { ...message, ticket }, links.origin),
      { dedupeKey: `contact-message:${row!.id}` },
    );
    if (ticket) {
      await enqueueEmail(
        tx,
        complaintReceivedEmail({ ...message, ticket }, links.origin, links.locale),
        { dedupeKey: acknowledgementKey(ticket) },
      );
    }
    return { ticket };
  });
}

export async function saveSurveyAnswer(db: DbOrTx, input: SurveyInput): Promise<void> {
  await db.insert(surveyAnswers).values({
    name: input.name,
    phone: indianPhoneNumber(input.phone) ?? input.phone,
    interest: lines(input.interest),
  });
}

export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;

/**
 * Subscribes `email` (stored lower-cased) and sends the welcome e-mail with its
 * unsubscribe link. An address already subscribed changes nothing and gets no second
 * e-mail (the form cannot be used to flood an inbox); one that had unsubscribed is
 * subscribed again, keeping its link. The caller answers the same in every case.
 */
export async function subscribeToNewsletter(
  db: DbOrTx,
  email: string,
  links: LinkBase & { locale?: Locale },
): Promise<void> {
  const locale = links.locale ?? DEFAULT_LOCALE;
  const address = email.toLowerCase();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email: address, unsubscribeToken: randomBytes(32).toString('base64url') })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { unsubscribedAt: null, subscribedAt: sql`now()` },
        setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
      })
      .returning({ token: newsletterSubscribers.unsubscribeToken });
    if (!row) return;
    // In the language of the page the shopper subscribed on, its link too.
    const url = new URL(localizedPath(locale, unsubscribePath(row.token)), links.origin).href;
    await enqueueEmail(tx, newsletterWelcomeEmail(address, url, links.origin, locale));
  });
}

export interface Subscription {
  email: string;
  active: boolean;
}

/** The subscription an unsubscribe link belongs to, or null for an unknown token. */
export async function findSubscription(db: DbOrTx, token: string): Promise<Subscription | null> {
  const [row] = await db
    .select({
      email: newsletterSubscribers.email,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  return row ? { email: row.email, active: row.unsubscribedAt === null } : null;
}

/**
 * Unsubscribes the address of an unsubscribe link (again is fine: the first time stays
 * recorded). Null for an unknown token.
 */
export async function unsubscribeFromNewsletter(
  db: DbOrTx,
  token: string,
): Promise<Subscription | null> {
  const [changed] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscribers.unsubscribeToken, token),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  if (changed) return { email: changed.email, active: false };
  const found = await findSubscription(db, token);
  return found ? { email: found.email, active: false } : null;
}
