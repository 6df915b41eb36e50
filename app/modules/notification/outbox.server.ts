/**
 * The durable outbox. Producers call enqueueEmail (or enqueueOutbox, for an order update by
 * phone) inside the transaction that causes the message; a worker in every app process
 * drains it, each kind through its sender.
 *
 * Claims and fencing, so that several workers and a stalling SMTP server cannot make a
 * message go out twice or lose its outcome:
 * - A worker claims a batch of due rows with FOR UPDATE SKIP LOCKED and stamps them with a
 *   fresh random claim_token and a lease (locked_until). The mailer bounds every attempt
 *   (mailer.attemptTimeoutMs), so the lease is sized to the batch: (batch size + 1) attempts,
 *   one spare. Even a batch in which every message times out ends inside its lease.
 * - Right before each send the worker renews that row's lease, in an update that only
 *   matches while it still holds the claim. A row taken over meanwhile (its lease ran out
 *   while the process was paused or the database slow) is skipped, not sent a second time.
 * - Every outcome is written `where id = ? and claim_token = ? and status = 'pending'`: a
 *   stale worker can never turn a row another worker sent back to pending or failed; it
 *   logs and leaves the row to the claim's new owner.
 * Delivery stays at least once: a crash (or a lost claim) between the SMTP server's acceptance
 * and the 'sent' update can cause one resend; the stable Message-ID makes it recognisable.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { retryDelayMs } from './backoff.ts';
import type { EmailMessage, Mailer } from './mailer.server.ts';
import { outbox } from './schema.ts';
import { UndeliverableError } from './undeliverable.ts';

export type OutboxRow = typeof outbox.$inferSelect;
/** A row as its claimer sees it: the token proves the claim when the outcome is written. */
export type ClaimedRow = OutboxRow & { claimToken: string };

/** What an outbox row carries: an e-mail, or an order update by WhatsApp or SMS. */
export type OutboxKind = 'email' | 'phone';

export interface EnqueueOptions {
  dedupeKey?: string;
  messageDomain?: string;
  /**
   * How long the message is of use (its link's lifetime): later it is not sent. A shop
   * that ran without a mail server does not send expired links once it has one.
   */
  usefulForMs?: number;
  /** Not sent before this (a review request, some days after delivery). */
  availableAt?: Date;
}

/** Queues a message in the caller's transaction; a second one with its dedupe key is ignored. */
export async function enqueueOutbox(
  db: DbOrTx,
  kind: OutboxKind,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<void> {
  const domain = options.messageDomain ?? 'gruha.example';
  await db
    .insert(outbox)
    .values({
      kind,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      messageId: `<${randomUUID()}@${domain}>`,
      ...(options.availableAt ? { availableAt: options.availableAt } : {}),
      giveUpAt:
        options.usefulForMs === undefined ? null : new Date(Date.now() + options.usefulForMs),
    })
    .onConflictDoNothing({ target: outbox.dedupeKey });
}

export function enqueueEmail(
  db: DbOrTx,
  message: EmailMessage,
  options: EnqueueOptions = {},
): Promise<void> {
  return enqueueOutbox(db, 'email', message, options);
}

/**
 * Sends an order update by phone (messaging/messenger.server.ts); resolves to the channel
 * that took it. Declared here so that the outbox needs nothing of the messaging module.
 */
export interface PhoneSender {
  attemptTimeoutMs: number;
  send(message: never): Promise<{ transport: string; reference?: string }>;
  /**
   * Whether the shopper still wants it, asked right before each attempt: one claimed (or
   * put back to retry) before they stopped their updates is then withdrawn, not sent.
   */
  stillWanted?(message: never): Promise<boolean>;
}

const GIVEN_UP = 'Not sent while its link worked: given up.';
const UPDATE_GIVEN_UP = 'Not sent within a day, when it was still news: given up.';

/** The lease for sending `messages` e-mails one after another, plus one attempt to spare. */
function leaseUntil(messages: number, attemptTimeoutMs: number): SQL {
  const seconds = ((messages + 1) * attemptTimeoutMs) / 1000;
  return sql`now() + make_interval(secs => ${seconds}::float8)`;
}

/**
 * Claims up to `limit` due messages of these kinds for this worker, leased long enough to
 * send them all.
 */
export async function claimDue(
  db: DbOrTx,
  limit: number,
  attemptTimeoutMs: number,
  kinds: readonly OutboxKind[] = ['email'],
): Promise<ClaimedRow[]> {
  const claimToken = randomUUID();
  const claimed = await queryRows(
    db,
    sql`
    update ${outbox}
       set locked_until = ${leaseUntil(limit, attemptTimeoutMs)},
           claim_token = ${claimToken},
           attempts = attempts + 1
     where id in (
       select id from ${outbox}
        where status = 'pending'
          and kind in ${kinds}
          and available_at <= now()
          and (locked_until is null or locked_until < now())
          and (give_up_at is null or give_up_at > now())
        order by available_at, id
        limit ${limit}
        for update skip locked)
    returning id`,
    z.object({ id: SqlNumber }),
  );
  const ids = claimed.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db.select().from(outbox).where(sql`${outbox.id} in ${ids}`).orderBy(outbox.id);
  return rows.map((row) => ({ ...row, claimToken }));
}

/** Matches the row only while `row`'s claim is the current one and nothing is recorded yet. */
function heldBy(row: ClaimedRow): SQL | undefined {
  return and(
    eq(outbox.id, row.id),
    eq(outbox.claimToken, row.claimToken),
    eq(outbox.status, 'pending'),
  );
}

/** Extends the row's lease to cover one more attempt; false when the claim was taken over. */
export async function renewClaim(
  db: DbOrTx,
  row: ClaimedRow,
  attemptTimeoutMs: number,
): Promise<boolean> {
  const renewed = await db
    .update(outbox)
    .set({ lockedUntil: sql`greatest(${outbox.lockedUntil}, ${leaseUntil(1, attemptTimeoutMs)})` })
    .where(heldBy(row))
    .returning({ id: outbox.id });
  return renewed.length > 0;
}

/**
 * What stays of a message once it is delivered, when sent messages are forgotten: to whom
 * and about what. Its body held a live password-reset or verification link and the
 * customer's address; kept, anyone who reads the database or a backup could use them.
 */
function sentRecord(payload: unknown): Record<string, unknown> {
  const { to, subject } = payload as EmailMessage;
  return { to, subject };
}

/**
 * Records the delivery; false (no change) if the claim was lost. With `forget`, the
 * message's body goes (production); otherwise it stays, for the development mailbox.
 */
export async function markSent(
  db: DbOrTx,
  row: ClaimedRow,
  transport: string,
  forget = false,
  reference?: string,
): Promise<boolean> {
  const updated = await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: new Date(),
      lockedUntil: null,
      claimToken: null,
      lastError: null,
      transport,
      // An order update opens nothing and may still go by SMS (its status webhook): kept
      // for a week (trimSentUpdates).
      ...(forget && row.kind === 'email' ? { payload: sentRecord(row.payload) } : {}),
      ...(reference ? { providerRef: reference } : {}),
    })
    .where(heldBy(row))
    .returning({ id: outbox.id });
  return updated.length > 0;
}

/**
 * Schedules a retry, or gives up after the last try or when the message can never be
 * delivered; false (no change) if the claim was lost.
 */
export async function markFailed(db: DbOrTx, row: ClaimedRow, error: unknown): Promise<boolean> {
  const message = error instanceof Error ? error.message : String(error);
  const exhausted = row.attempts >= row.maxAttempts || error instanceof UndeliverableError;
  const updated = await db
    .update(outbox)
    .set({
      status: exhausted ? 'failed' : 'pending',
      lastError: message.slice(0, 2000),
      lockedUntil: null,
      claimToken: null,
      availableAt: new Date(Date.now() + retryDelayMs(row.attempts)),
    })
    .where(heldBy(row))
    .returning({ id: outbox.id });
  return updated.length > 0;
}

export interface DeliveryOptions {
  /** Keep only the recipient and subject of a message once it is sent. */
  forgetSent?: boolean;
  /** Sends order updates by phone; without one they wait (production with no provider). */
  messenger?: PhoneSender | null;
  /** False: e-mails wait (production with no mail server). */
  emails?: boolean;
}

/** The kinds of message this worker can send. */
function kindsSent(options: DeliveryOptions): OutboxKind[] {
  return [
    ...(options.emails === false ? [] : (['email'] as const)),
    ...(options.messenger ? (['phone'] as const) : []),
  ];
}

/** The longest one attempt of any kind this worker sends may take. */
function attemptTimeout(mailer: Mailer, options: DeliveryOptions): number {
  return Math.max(mailer.attemptTimeoutMs, options.messenger?.attemptTimeoutMs ?? 0);
}

/**
 * Sends one claimed message; resolves to how it went out, or to the error when it was
 * not accepted.
 */
async function attemptSend(
  mailer: Mailer,
  row: ClaimedRow,
  options: DeliveryOptions,
): Promise<{ transport: string; reference?: string } | { error: unknown }> {
  try {
    if (row.kind === 'phone') {
      if (!options.messenger) throw new Error('No messenger for order updates.');
      return await options.messenger.send(row.payload as never);
    }
    await mailer.send({ ...(row.payload as EmailMessage), messageId: row.messageId });
    return { transport: mailer.transport };
  } catch (error) {
    return { error };
  }
}

/** Sends one message if this worker still holds its claim, and records the outcome. */
async function deliver(
  db: DbOrTx,
  mailer: Mailer,
  logger: Logger,
  row: ClaimedRow,
  options: DeliveryOptions,
) {
  const log = logger.child({ outboxId: row.id, kind: row.kind, attempts: row.attempts });
  const sender = options.messenger;
  if (
    row.kind === 'phone' &&
    sender?.stillWanted &&
    !(await sender.stillWanted(row.payload as never))
  ) {
    await db.delete(outbox).where(heldBy(row));
    log.info('order update withdrawn before sending: the shopper stopped them');
    return;
  }
  if (!(await renewClaim(db, row, attemptTimeout(mailer, options)))) {
    log.warn('outbox claim taken over before sending: left to its new owner');
    return;
  }
  const outcome = await attemptSend(mailer, row, options);
  if ('error' in outcome) log.warn({ err: outcome.error }, 'message not sent');
  const recorded =
    'error' in outcome
      ? await markFailed(db, row, outcome.error)
      : await markSent(db, row, outcome.transport, options.forgetSent ?? false, outcome.reference);
  if (!recorded) {
    log.warn(
      { sent: !('error' in outcome) },
      'outbox claim taken over during the send: outcome left to its new owner',
    );
  }
}

/** Claims and sends one batch; returns how many rows it claimed. */
export async function drainOnce(
  db: DbOrTx,
  mailer: Mailer,
  logger: Logger,
  batchSize = 10,
  options: DeliveryOptions = {},
): Promise<number> {
  const kinds = kindsSent(options);
  if (kinds.length === 0) return 0;
  const rows = await claimDue(db, batchSize, attemptTimeout(mailer, options), kinds);
  for (const row of rows) await deliver(db, mailer, logger, row, options);
  return rows.length;
}

export interface OutboxWorker {
  /** Ask for an immediate pass (e.g. right after a commit that enqueued mail). */
  wake(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

/**
 * The outbox of a production shop with no mail server (SMTP_URL unset): nothing is sent, so
 * every message waits, body and all, until the shop restarts with one. A log "delivery"
 * would mark it sent and, as sent bodies are forgotten in production, lose its links.
 */
export const heldOutbox: OutboxWorker = {
  wake() {},
  async stop() {},
};

export function startOutboxWorker(
  options: {
    db: DbOrTx;
    mailer: Mailer;
    logger: Logger;
    intervalMs?: number;
    /** Messages per claim; the claim's lease grows with it. */
    batchSize?: number;
  } & DeliveryOptions,
): OutboxWorker {
  const { db, mailer, logger, batchSize } = options;
  const delivery: DeliveryOptions = {
    forgetSent: options.forgetSent ?? false,
    messenger: options.messenger ?? null,
    emails: options.emails ?? true,
  };
  const intervalMs = options.intervalMs ?? 2_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    timer = undefined;
    running = (async () => {
      try {
        // Keep draining while full batches come back.
        while (!stopped && (await drainOnce(db, mailer, logger, batchSize, delivery)) > 0) {}
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
    .where(eq(outbox.kind, 'email'))
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/**
 * How long a message the outbox is done with (sent, or given up on) stays: three months
 * of "did the customer get their confirmation?", then its recipient and subject (and a
 * failed message's whole body) go.
 */
export const FINISHED_MESSAGE_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Scheduled: pending messages past their use (and not being sent) become failed, with the
 * reason, keeping only their recipient and subject (the dead link and the rest go); then
 * they go with the other finished messages.
 */
export async function giveUpStaleMessages(db: DbOrTx, now = new Date()): Promise<number> {
  const given = await db
    .update(outbox)
    .set({
      status: 'failed',
      lastError: sql`case when ${outbox.kind} = 'phone' then ${UPDATE_GIVEN_UP} else ${GIVEN_UP} end`,
      lockedUntil: null,
      claimToken: null,
      payload: sql`case when ${outbox.kind} = 'phone'
        then jsonb_build_object('phone', ${outbox.payload}->'phone', 'template', ${outbox.payload}->'template', 'orderNumber', ${outbox.payload}->'orderNumber')
        else jsonb_build_object('to', ${outbox.payload}->'to', 'subject', ${outbox.payload}->'subject') end`,
    })
    .where(
      and(
        eq(outbox.status, 'pending'),
        lt(outbox.giveUpAt, now),
        sql`(${outbox.lockedUntil} is null or ${outbox.lockedUntil} < now())`,
      ),
    )
    .returning({ id: outbox.id });
  return given.length;
}

/** Scheduled clean-up: messages no longer pending, enqueued over FINISHED_MESSAGE_KEPT_MS ago. */
export async function deleteFinishedMessages(db: DbOrTx, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(outbox)
    .where(
      and(
        ne(outbox.status, 'pending'),
        lt(outbox.createdAt, new Date(now.getTime() - FINISHED_MESSAGE_KEPT_MS)),
      ),
    )
    .returning({ id: outbox.id });
  return deleted.length;
}

/**
 * How long a sent order update keeps its text and provider id: as long as WhatsApp may
 * still report it undelivered (Meta retries its webhook for up to 7 days), when its SMS
 * copy is made from them.
 */
export const SENT_UPDATE_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Scheduled: sent order updates past SENT_UPDATE_KEPT_MS keep only to whom, which and for
 * what order (the number and its text are the shopper's, and no longer of use).
 */
export async function trimSentUpdates(db: DbOrTx, now = new Date()): Promise<number> {
  const trimmed = await db
    .update(outbox)
    .set({
      payload: sql`jsonb_build_object('phone', ${outbox.payload}->'phone', 'template', ${outbox.payload}->'template', 'orderNumber', ${outbox.payload}->'orderNumber')`,
      providerRef: null,
    })
    .where(
      and(
        eq(outbox.kind, 'phone'),
        eq(outbox.status, 'sent'),
        lt(outbox.sentAt, new Date(now.getTime() - SENT_UPDATE_KEPT_MS)),
        sql`${outbox.payload} ? 'text'`,
      ),
    )
    .returning({ id: outbox.id });
  return trimmed.length;
}
