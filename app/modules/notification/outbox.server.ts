/**
 * The durable outbox. Producers call enqueueEmail inside the transaction that
 * causes the message; the worker claims due rows with FOR UPDATE SKIP LOCKED (safe
 * with several processes), sends, and records the outcome. A crash between the SMTP
 * server's acceptance and the 'sent' update can cause one resend after the claim
 * expires; the stable Message-ID makes that resend recognisable.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { retryDelayMs } from './backoff.ts';
import type { EmailMessage, Mailer } from './mailer.server.ts';
import { outbox } from './schema.ts';

/** How long a claimed row stays invisible to other workers. */
const CLAIM_SECONDS = 120;

export type OutboxRow = typeof outbox.$inferSelect;

export async function enqueueEmail(
  db: DbOrTx,
  message: EmailMessage,
  options: { dedupeKey?: string; messageDomain?: string } = {},
): Promise<void> {
  const domain = options.messageDomain ?? 'gruha.example';
  await db
    .insert(outbox)
    .values({
      kind: 'email',
      payload: message,
      dedupeKey: options.dedupeKey ?? null,
      messageId: `<${randomUUID()}@${domain}>`,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey });
}

/** Claims up to `limit` due e-mails for this worker. */
export async function claimDue(db: DbOrTx, limit: number): Promise<OutboxRow[]> {
  const claimed = await queryRows(
    db,
    sql`
    update ${outbox}
       set locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}),
           attempts = attempts + 1
     where id in (
       select id from ${outbox}
        where status = 'pending'
          and available_at <= now()
          and (locked_until is null or locked_until < now())
        order by available_at, id
        limit ${limit}
        for update skip locked)
    returning id`,
    z.object({ id: SqlNumber }),
  );
  const ids = claimed.map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(outbox).where(sql`${outbox.id} in ${ids}`).orderBy(outbox.id);
}

async function markSent(db: DbOrTx, id: number, transport: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, transport })
    .where(eq(outbox.id, id));
}

async function markFailed(db: DbOrTx, row: OutboxRow, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const exhausted = row.attempts >= row.maxAttempts;
  await db
    .update(outbox)
    .set({
      status: exhausted ? 'failed' : 'pending',
      lastError: message.slice(0, 2000),
      lockedUntil: null,
      availableAt: new Date(Date.now() + retryDelayMs(row.attempts)),
    })
    .where(eq(outbox.id, row.id));
}

/** Claims and sends one batch; returns how many rows it handled. */
export async function drainOnce(
  db: DbOrTx,
  mailer: Mailer,
  logger: Logger,
  batchSize = 10,
): Promise<number> {
  const rows = await claimDue(db, batchSize);
  for (const row of rows) {
    const message = row.payload as EmailMessage;
    try {
      await mailer.send({ ...message, messageId: row.messageId });
      await markSent(db, row.id, mailer.transport);
    } catch (error) {
      logger.warn({ err: error, outboxId: row.id, attempts: row.attempts }, 'e-mail not sent');
      await markFailed(db, row, error);
    }
  }
  return rows.length;
}

export interface OutboxWorker {
  /** Ask for an immediate pass (e.g. right after a commit that enqueued mail). */
  wake(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

export function startOutboxWorker(options: {
  db: DbOrTx;
  mailer: Mailer;
  logger: Logger;
  intervalMs?: number;
}): OutboxWorker {
  const { db, mailer, logger } = options;
  const intervalMs = options.intervalMs ?? 2_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    timer = undefined;
    running = (async () => {
      try {
        // Keep draining while full batches come back.
        while (!stopped && (await drainOnce(db, mailer, logger)) > 0) {}
      } catch (error) {
        logger.error({ err: error }, 'outbox pass failed');
      }
    })().finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  timer = setTimeout(tick, 0);

  return {
    wake() {
      if (timer && !stopped) {
        clearTimeout(timer);
        timer = setTimeout(tick, 0);
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** Latest e-mails for the development mailbox page. */
export async function listRecentEmails(db: DbOrTx, limit = 50): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'email')))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
