/** The durable outbox against a real database and a real SMTP server. */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../app/modules/notification/mailer.server.ts';
import {
  claimDue,
  drainOnce,
  enqueueEmail,
  startOutboxWorker,
} from '../../app/modules/notification/outbox.server.ts';
import { outbox } from '../../app/modules/notification/schema.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-database.ts';

const logger = pino({ level: 'silent' });
let testDb: TestDatabase;
let database: Database;
let smtp: SMTPServer;
let mailer: Mailer;
const received: string[] = [];
let rejectNext = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir });
  await database.migrate();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        if (rejectNext > 0) {
          rejectNext -= 1;
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          return callback(error);
        }
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Shop <shop@example.com>',
    logger,
  });
});

afterAll(async () => {
  mailer?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(resolve) : resolve()));
  await database?.close();
  await testDb?.drop();
});

beforeEach(async () => {
  await database.db.delete(outbox);
  received.length = 0;
  rejectNext = 0;
});

const message = {
  to: 'shopper@example.com',
  subject: 'Your order',
  text: 'Thank you for your order.',
};

describe('outbox', () => {
  it('writes nothing when the producing transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, message);
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it('sends a committed message through SMTP with its stable Message-ID and marks it sent', async () => {
    await database.db.transaction((tx) => enqueueEmail(tx, message));
    const [row] = await database.db.select().from(outbox);
    expect(row?.status).toBe('pending');
    expect(await drainOnce(database.db, mailer, logger)).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`Message-ID: ${row!.messageId}`);
    expect(received[0]).toContain('Subject: Your order');
    const [sent] = await database.db.select().from(outbox);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp', lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    // Nothing left to do: a second pass sends nothing.
    expect(await drainOnce(database.db, mailer, logger)).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('keeps a refused message pending with the error and a later retry time, then delivers it', async () => {
    rejectNext = 1;
    await enqueueEmail(database.db, message);
    await drainOnce(database.db, mailer, logger);
    const [failed] = await database.db.select().from(outbox);
    expect(failed?.status).toBe('pending');
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/Mailbox unavailable/);
    expect(failed!.availableAt.getTime()).toBeGreaterThan(Date.now() + 3_000);
    // Not due yet: nothing is claimed.
    expect(await drainOnce(database.db, mailer, logger)).toBe(0);
    await database.db.update(outbox).set({ availableAt: sql`now()` });
    await drainOnce(database.db, mailer, logger);
    const [sent] = await database.db.select().from(outbox);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(received).toHaveLength(1);
  });

  it('gives up after the last attempt and leaves the failure visible', async () => {
    rejectNext = 5;
    await enqueueEmail(database.db, message);
    await database.db.update(outbox).set({ maxAttempts: 2 });
    await drainOnce(database.db, mailer, logger);
    await database.db.update(outbox).set({ availableAt: sql`now()` });
    await drainOnce(database.db, mailer, logger);
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row?.lastError).toMatch(/Mailbox unavailable/);
  });

  it('ignores a second enqueue with the same dedupe key', async () => {
    await enqueueEmail(database.db, message, { dedupeKey: 'order-confirmation:GA-1' });
    await enqueueEmail(database.db, message, { dedupeKey: 'order-confirmation:GA-1' });
    expect(await database.db.select().from(outbox)).toHaveLength(1);
  });

  it('never hands one message to two concurrent claimers', async () => {
    for (let i = 0; i < 20; i++) await enqueueEmail(database.db, { ...message, subject: `m${i}` });
    const [a, b] = await Promise.all([claimDue(database.db, 15), claimDue(database.db, 15)]);
    const ids = [...a!, ...b!].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(20);
  });

  it('a claimed message is retried by another worker once its claim expires (crash recovery)', async () => {
    await enqueueEmail(database.db, message);
    const [claimed] = await claimDue(database.db, 1);
    expect(claimed).toBeTruthy();
    // The claiming process "crashes": nothing marks the row. While claimed, nobody else takes it.
    expect(await claimDue(database.db, 1)).toHaveLength(0);
    await database.db
      .update(outbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, claimed!.id));
    expect(await drainOnce(database.db, mailer, logger)).toBe(1);
    expect(received).toHaveLength(1);
  });

  it('the worker drains in the background and stops cleanly', async () => {
    const worker = startOutboxWorker({ db: database.db, mailer, logger, intervalMs: 20 });
    await enqueueEmail(database.db, message);
    worker.wake();
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
    await worker.stop();
  });
});
