/**
 * Service requests after the sale (issue 35, item 4): a delivered order line's problem,
 * routed to the store that serves the order's pincode, with a ticket (SR-2026-000123) and
 * its status history as the shopper follows it.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from '../../../db/columns.ts';
import { stores } from '../content/schema.ts';
import { users } from '../identity/schema.ts';
import { installationSlot } from '../installation/schema.ts';
import { orderLines, orders } from '../order/schema.ts';
import { SERVICE_STATUSES } from './rules.ts';
import type { WarrantyCover } from './warranty.ts';

/** Feeds the tickets, e.g. SR-2026-000123. */
export const serviceTicketSeq = pgSequence('service_ticket_seq', { startWith: 1 });

export const serviceStatus = pgEnum('service_request_status', SERVICE_STATUSES);

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serialId(),
    ticket: text('ticket').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** The store whose technicians go: the one serving the order's pincode, else the nearest. */
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    /** The account that asked (null: a guest's session, or an account since deleted). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the acknowledgement and updates go, and what tracking asks for: the order's. */
    email: text('email').notNull(),
    /** The language of the page or order it came from: its e-mails are written in it. */
    locale: text('locale').notNull().default('en'),
    /** A code of rules.ts PROBLEM_LABELS. */
    problem: text('problem').notNull(),
    description: text('description').notNull(),
    /** Up to 3 photos, re-encoded by the shop (EXIF gone), under /media/uploads/service-requests/. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    /** The shopper's preferred day and slot of the store's; both null: any time. */
    preferredDay: date('preferred_day', { mode: 'string' }),
    preferredSlot: installationSlot('preferred_slot'),
    /** The day the goods were delivered (India), from which the warranty counts. */
    deliveredOn: date('delivered_on', { mode: 'string' }).notNull(),
    /** The product's warranty options as they stood when asked, each with its last day. */
    warranty: jsonb('warranty').$type<WarrantyCover[]>().notNull(),
    /** No warranty option ran on the day it was asked: the repair is charged. */
    chargeable: boolean('chargeable').notNull(),
    status: serviceStatus('status').notNull().default('received'),
    /** Staff's: the technician who goes (the shopper sees the first name), and the visit. */
    technician: text('technician'),
    visitDay: date('visit_day', { mode: 'string' }),
    visitSlot: installationSlot('visit_slot'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('service_requests_created_idx').on(t.createdAt),
    index('service_requests_status_idx').on(t.status, t.createdAt),
    index('service_requests_store_idx').on(t.storeId, t.createdAt),
    index('service_requests_order_idx').on(t.orderId),
    index('service_requests_email_idx').on(sql`lower(${t.email})`),
    check('service_requests_photos', sql`cardinality(${t.photos}) <= 3`),
    check(
      'service_requests_preferred',
      sql`(${t.preferredDay} is null) = (${t.preferredSlot} is null)`,
    ),
    check('service_requests_visit', sql`(${t.visitDay} is null) = (${t.visitSlot} is null)`),
  ],
);

/** Each status a request went through, with staff's note to the shopper: its timeline. */
export const serviceRequestHistory = pgTable(
  'service_request_history',
  {
    id: serialId(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    status: serviceStatus('status').notNull(),
    /** Staff's words to the shopper, as written (null: none). */
    note: text('note'),
    technician: text('technician'),
    visitDay: date('visit_day', { mode: 'string' }),
    visitSlot: installationSlot('visit_slot'),
    createdAt: createdAt(),
  },
  (t) => [index('service_request_history_request_idx').on(t.requestId, t.id)],
);
