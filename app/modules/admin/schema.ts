/** The back office's audit log: every change staff make, who made it, before and after. */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from '../../../db/columns.ts';
import { users } from '../identity/schema.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    /** Kept when the account goes: the e-mail below still says who it was. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. 'order.status', 'variant.update', 'store.create'. */
    action: text('action').notNull(),
    /** What it was done to: a table's name and the row's public id, code or number. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);
