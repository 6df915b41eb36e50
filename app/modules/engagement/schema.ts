/** What shoppers tell us: contact messages, interest-survey answers, newsletter sign-ups. */
import { index, integer, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from '../../../db/columns.ts';
import { users } from '../identity/schema.ts';

/** Feeds complaint tickets, e.g. GR-2026-000123 (issue 35). */
export const complaintTicketSeq = pgSequence('complaint_ticket_seq', { startWith: 1 });

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** Set by staff in the back office once the message has been answered. */
    handledAt: timestamptz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A complaint's ticket (the subject "Complaint"; issue 35, the Consumer Protection
     * (E-Commerce) Rules): acknowledged by e-mail at once, to be resolved (handled) within
     * a month.
     */
    ticket: text('ticket').unique(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serialId(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    interest: text('interest').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_answers_created_idx').on(t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serialId(),
    /** Stored lower-cased. */
    email: text('email').notNull().unique(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    subscribedAt: timestamptz('subscribed_at').notNull().defaultNow(),
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (t) => [index('newsletter_subscribers_subscribed_idx').on(t.subscribedAt)],
);
