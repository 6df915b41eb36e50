/** Writing and reading the audit log. Every back-office change goes through `recordAudit`. */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Staff } from './access.server.ts';
import { auditLog } from './schema.ts';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** In the change's own transaction, so that a change and its record stand or fall together. */
export async function recordAudit(tx: DbOrTx, actor: Staff, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * The fields of `after` that differ from `before`, and their old values: what an audit
 * entry keeps of an edit (an unchanged field is noise).
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const old: Partial<T> = {};
  const next: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      old[key] = before[key];
      next[key] = after[key];
    }
  }
  return Object.keys(next).length ? { before: old, after: next } : null;
}

/**
 * The fields a post carried: an optional field it left out (undefined, e.g. a Kannada
 * field of an older form) keeps its stored value, so it is neither written nor audited.
 */
export function sentFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditRow {
  id: number;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: string;
}

/** Newest first; `before` is the id of the last entry of the previous page. */
export async function listAudit(
  db: DbOrTx,
  filter: { entityType?: string; entityId?: string; before?: number } = {},
): Promise<AuditRow[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
        filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
        filter.before ? lt(auditLog.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    at: row.createdAt.toISOString(),
  }));
}
