/**
 * What shoppers wrote, for staff: contact messages (marked handled, by whom and when),
 * interest-survey answers and newsletter subscribers; each list paged, each exportable.
 */
import { and, count, desc, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { contactMessages, newsletterSubscribers, surveyAnswers } from '../engagement/schema.ts';
import { users } from '../identity/schema.ts';
import { outbox } from '../notification/schema.ts';
import type { Staff } from './access.server.ts';
import { recordAudit } from './audit.server.ts';
import { ADMIN_PAGE_SIZE, type Paged, paged } from './paging.ts';

/** Exports stop here: a list this long belongs in a database tool, not a spreadsheet. */
export const EXPORT_LIMIT = 50_000;

export type HandledFilter = 'yes' | 'no' | '';

/**
 * Complaints (issue 35): all of them, those whose acknowledgement has not gone out within
 * the rules' 48 hours, and those not resolved (handled) within a month.
 */
export const COMPLAINT_FILTERS = ['all', 'unacknowledged', 'unresolved'] as const;
export type ComplaintFilter = (typeof COMPLAINT_FILTERS)[number] | '';

function complaintWhere(filter: ComplaintFilter) {
  const ticket = isNotNull(contactMessages.ticket);
  switch (filter) {
    case '':
      return undefined;
    case 'all':
      return ticket;
    case 'unacknowledged':
      return and(
        ticket,
        sql`${contactMessages.createdAt} < now() - interval '48 hours'`,
        sql`not exists (select 1 from ${outbox} where ${outbox.dedupeKey} = 'complaint-ack:' || ${contactMessages.ticket} and ${outbox.status} = 'sent')`,
      );
    case 'unresolved':
      return and(
        ticket,
        isNull(contactMessages.handledAt),
        sql`${contactMessages.createdAt} < now() - interval '1 month'`,
      );
  }
}

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  at: string;
  handledAt: string | null;
  handledBy: string | null;
  /** A complaint's ticket. */
  ticket: string | null;
}

/** A list's filter on a moment being recorded: rows with it (true), without (false), or all. */
const recorded = (moment: AnyPgColumn, present: boolean | undefined) =>
  present === undefined ? undefined : present ? isNotNull(moment) : isNull(moment);

const handledWhere = (handled: HandledFilter) =>
  recorded(contactMessages.handledAt, handled === '' ? undefined : handled === 'yes');

function contactQuery(db: DbOrTx, handled: HandledFilter, complaints: ComplaintFilter = '') {
  // The whole message, and who handled it by e-mail rather than by id.
  return db
    .select({ ...getTableColumns(contactMessages), handledBy: users.email })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(and(handledWhere(handled), complaintWhere(complaints)))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

const contactRow = (row: Awaited<ReturnType<typeof contactQuery>>[number]): ContactMessageRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  at: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  handledBy: row.handledBy,
  ticket: row.ticket,
});

export async function listContactMessages(
  db: DbOrTx,
  handled: HandledFilter,
  page: number,
  complaints: ComplaintFilter = '',
): Promise<Paged<ContactMessageRow>> {
  const [rows, [total]] = await Promise.all([
    contactQuery(db, handled, complaints)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ count: count() })
      .from(contactMessages)
      .where(and(handledWhere(handled), complaintWhere(complaints))),
  ]);
  return paged(rows.map(contactRow), page, total?.count ?? 0);
}

export async function allContactMessages(db: DbOrTx, handled: HandledFilter) {
  return (await contactQuery(db, handled).limit(EXPORT_LIMIT)).map(contactRow);
}

/** Marks a message handled (or not any more), recording who did it. */
export async function setMessageHandled(
  db: DbOrTx,
  staff: Staff,
  id: number,
  handled: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ handledAt: contactMessages.handledAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    if (!row) throw new DomainError('not_found', 'This message was not found.');
    if ((row.handledAt !== null) === handled) return;
    await tx
      .update(contactMessages)
      .set(
        handled
          ? { handledAt: new Date(), handledBy: staff.id }
          : { handledAt: null, handledBy: null },
      )
      .where(and(eq(contactMessages.id, id)));
    await recordAudit(tx, staff, {
      action: handled ? 'contact_message.handled' : 'contact_message.reopened',
      entityType: 'contact_message',
      entityId: String(id),
      before: { handled: !handled },
      after: { handled },
    });
  });
}

function surveyQuery(db: DbOrTx) {
  return db
    .select()
    .from(surveyAnswers)
    .orderBy(desc(surveyAnswers.createdAt), desc(surveyAnswers.id));
}

export async function listSurveyAnswers(db: DbOrTx, page: number) {
  const [rows, [total]] = await Promise.all([
    surveyQuery(db)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ count: count() }).from(surveyAnswers),
  ]);
  return paged(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page,
    total?.count ?? 0,
  );
}

export function allSurveyAnswers(db: DbOrTx) {
  return surveyQuery(db).limit(EXPORT_LIMIT);
}

export type SubscriberFilter = 'active' | 'unsubscribed' | '';

const subscriberWhere = (filter: SubscriberFilter) =>
  recorded(
    newsletterSubscribers.unsubscribedAt,
    filter === '' ? undefined : filter === 'unsubscribed',
  );

function subscriberQuery(db: DbOrTx, filter: SubscriberFilter) {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      subscribedAt: newsletterSubscribers.subscribedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(subscriberWhere(filter))
    .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id));
}

export async function listSubscribers(db: DbOrTx, filter: SubscriberFilter, page: number) {
  const [rows, [total]] = await Promise.all([
    subscriberQuery(db, filter)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ count: count() }).from(newsletterSubscribers).where(subscriberWhere(filter)),
  ]);
  return paged(
    rows.map((row) => ({
      ...row,
      subscribedAt: row.subscribedAt.toISOString(),
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    })),
    page,
    total?.count ?? 0,
  );
}

export function allSubscribers(db: DbOrTx, filter: SubscriberFilter) {
  return subscriberQuery(db, filter).limit(EXPORT_LIMIT);
}
