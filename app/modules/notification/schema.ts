/**
 * The durable outbox: written in the same transaction as the change that causes
 * the message, drained by the worker in notification/outbox.server.ts.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../../db/columns.ts';

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What kind of message: 'email', or 'phone' (an order update by WhatsApp or SMS). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Optional: a second enqueue with the same key is ignored (e.g. 'order-confirmation:GA-2026-001000'). */
    dedupeKey: text('dedupe_key').unique(),
    /** Stable RFC 5322 Message-ID, fixed at enqueue, so a rare resend is recognisable. */
    messageId: text('message_id').notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    availableAt: timestamptz('available_at').notNull().defaultNow(),
    /**
     * When its link stops working (a verification or reset), the message is no use: not
     * sent after this, and given up (null: it is sent however late).
     */
    giveUpAt: timestamptz('give_up_at'),
    /** A claim: rows being sent are invisible to other workers until this passes. */
    lockedUntil: timestamptz('locked_until'),
    /** New with every claim; outcomes are written only by the worker holding the current one. */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    /**
     * How it went out: 'smtp' or 'log' (no SMTP_URL: the development mailbox); an order
     * update's channel: 'whatsapp', 'sms' (or 'log').
     */
    transport: text('transport'),
    /** The provider's id of a sent order update (WhatsApp's wamid): its status webhook names it. */
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('outbox_due_idx').on(t.availableAt).where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt),
    // An order's updates by phone, by their dedupe key's prefix ('phone:{order}:'), and the
    // failed ones the back office counts.
    index('outbox_phone_key_idx')
      .on(t.dedupeKey.op('text_pattern_ops'))
      .where(sql`${t.kind} = 'phone'`),
    index('outbox_provider_ref_idx').on(t.providerRef).where(sql`${t.providerRef} is not null`),
    index('outbox_phone_failed_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'phone' and ${t.status} = 'failed'`),
  ],
);
