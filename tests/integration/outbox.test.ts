/** The durable outbox against a real database and a real SMTP server. */
import net, { type AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMailer,
  type Mailer,
  type SmtpTimeouts,
} from '../../app/modules/notification/mailer.server.ts';
import {
  claimDue,
  drainOnce,
  enqueueEmail,
  markFailed,
  markSent,
  renewClaim,
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

/** Fixture SMTP servers: no TLS, and no 30 s wait for lingering connections at close. */
const fixtureServer: SMTPServerOptions = {
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 100,
};

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function smtpMailer(port: number, timeouts: SmtpTimeouts): Mailer {
  return createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Shop <shop@example.com>',
    logger,
    timeouts,
  });
}

async function readAll(stream: Readable): Promise<string> {
  let raw = '';
  for await (const chunk of stream) raw += chunk.toString();
  return raw;
}

/** Lets every current claim run out, as if its worker had stalled past its lease. */
async function expireClaims(): Promise<void> {
  await database.db.update(outbox).set({ lockedUntil: sql`now() - interval '1 second'` });
}

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

  it('sends a marketing e-mail with its one-click unsubscribe headers (RFC 8058), and no other e-mail with them', async () => {
    const unsubscribeUrl = 'https://shop.example/offers/unsubscribe/abc.def';
    await database.db.transaction((tx) => enqueueEmail(tx, { ...message, unsubscribeUrl }));
    await database.db.transaction((tx) => enqueueEmail(tx, message));
    expect(await drainOnce(database.db, mailer, logger)).toBe(2);
    const [marketing, order] = received;
    expect(marketing).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(marketing).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(order).not.toContain('List-Unsubscribe');
  });

  it('in production, a sent message keeps only its recipient and subject', async () => {
    await database.db.transaction((tx) => enqueueEmail(tx, message));
    expect(await drainOnce(database.db, mailer, logger, 10, { forgetSent: true })).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(message.text.split('\n')[0]!);
    const [sent] = await database.db.select().from(outbox);
    expect(sent?.status).toBe('sent');
    expect(sent?.payload).toEqual({ to: message.to, subject: message.subject });
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

  it('does not send a message whose link has expired (a mail server set late); sends the rest', async () => {
    await enqueueEmail(database.db, { ...message, subject: 'expired link' }, { usefulForMs: -1 });
    await enqueueEmail(database.db, { ...message, subject: 'live link' }, { usefulForMs: 60_000 });
    await enqueueEmail(database.db, { ...message, subject: 'order' });
    // Days late, and still sent: a message without a give-up time.
    await database.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(sql`${outbox.payload}->>'subject' = 'order'`);
    expect(await drainOnce(database.db, mailer, logger)).toBe(2);
    expect(received.map((raw) => /Subject: (.+)/.exec(raw)?.[1]?.trim()).sort()).toEqual([
      'live link',
      'order',
    ]);
  });

  it('never hands one message to two concurrent claimers', async () => {
    for (let i = 0; i < 20; i++) await enqueueEmail(database.db, { ...message, subject: `m${i}` });
    const [a, b] = await Promise.all([
      claimDue(database.db, 15, mailer.attemptTimeoutMs),
      claimDue(database.db, 15, mailer.attemptTimeoutMs),
    ]);
    const ids = [...a!, ...b!].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(20);
  });

  it('a claimed message is retried by another worker once its claim expires (crash recovery)', async () => {
    await enqueueEmail(database.db, message);
    const [claimed] = await claimDue(database.db, 1, mailer.attemptTimeoutMs);
    expect(claimed).toBeTruthy();
    // The claiming process "crashes": nothing marks the row. While claimed, nobody else takes it.
    expect(await claimDue(database.db, 1, mailer.attemptTimeoutMs)).toHaveLength(0);
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

  it('two workers and an SMTP server stalling past the claim deliver each message exactly once', async () => {
    const timeouts: SmtpTimeouts = { connectionMs: 400, socketMs: 400, attemptMs: 400 };
    const batchSize = 2;
    // Longer than a whole claim's lease ((batch + 1) attempts): a worker still waiting for
    // this reply would find its message claimed, and sent, by the other worker.
    const stallMs = (batchSize + 1) * timeouts.attemptMs + 400;
    // The receiver takes responsibility for a message only with a 250 its sender can read.
    const accepted: string[] = [];
    const closedSessions = new Set<string>();
    let stalled: { messageId: string; reply: Promise<void> } | undefined;
    const stalling = new SMTPServer({
      ...fixtureServer,
      onClose(session) {
        closedSessions.add(session.id);
      },
      onData(stream, session, callback) {
        readAll(stream).then((raw) => {
          const messageId = /^Message-ID: (\S+)/im.exec(raw)![1]!;
          const accept = () => {
            if (closedSessions.has(session.id)) return callback(new Error('sender gone'));
            accepted.push(messageId);
            callback();
          };
          if (stalled) return accept();
          const reply = new Promise((resolve) => setTimeout(resolve, stallMs)).then(accept);
          stalled = { messageId, reply };
        }, callback);
      },
    });
    const port = await listen(stalling.server);
    // Two processes' worth of workers: on PostgreSQL each with its own connection pool.
    const otherDatabase =
      database.kind === 'postgres'
        ? await openDatabase({ databaseUrl: testDb.databaseUrl })
        : database;
    const mailers = [smtpMailer(port, timeouts), smtpMailer(port, timeouts)] as const;
    const workers = [database, otherDatabase].map((handle, i) =>
      startOutboxWorker({ db: handle.db, mailer: mailers[i]!, logger, intervalMs: 20, batchSize }),
    );
    try {
      for (let i = 0; i < 4; i++) await enqueueEmail(database.db, { ...message, subject: `m${i}` });
      await expect.poll(() => stalled !== undefined, { timeout: 5_000 }).toBe(true);
      await stalled!.reply;
      // The given-up attempt waits for its retry; make it due now rather than in 5 s.
      await database.db.update(outbox).set({ availableAt: sql`now()` });
      await expect
        .poll(async () => (await database.db.select().from(outbox)).map((row) => row.status), {
          timeout: 5_000,
        })
        .toEqual(['sent', 'sent', 'sent', 'sent']);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      for (const m of mailers) m.close();
      if (otherDatabase !== database) await otherDatabase.close();
      await new Promise<void>((resolve) => stalling.close(resolve));
    }
    const rows = await database.db.select().from(outbox).orderBy(outbox.id);
    expect(accepted.toSorted()).toEqual(rows.map((row) => row.messageId).toSorted());
    // The stalled attempt was given up (within its bound) and the retry delivered it.
    expect(rows.find((row) => row.messageId === stalled!.messageId)?.attempts).toBe(2);
  });

  it("a stale worker's late outcome changes nothing once its claim was taken over", async () => {
    const readRow = async () => (await database.db.select().from(outbox))[0];
    await enqueueEmail(database.db, message);
    const [stale] = await claimDue(database.db, 1, mailer.attemptTimeoutMs);
    await expireClaims();
    const [current] = await claimDue(database.db, 1, mailer.attemptTimeoutMs);
    // The stale worker can neither release the new claim nor record an outcome under it ...
    const claimedByOther = await readRow();
    expect(await renewClaim(database.db, stale!, mailer.attemptTimeoutMs)).toBe(false);
    expect(await markFailed(database.db, stale!, new Error('late failure'))).toBe(false);
    expect(await markSent(database.db, stale!, 'smtp')).toBe(false);
    expect(await readRow()).toEqual(claimedByOther);
    // ... nor turn the delivery the new owner recorded back into a pending or failed row.
    expect(await markSent(database.db, current!, 'smtp')).toBe(true);
    const sent = await readRow();
    expect(sent).toMatchObject({ status: 'sent', lastError: null });
    expect(await markFailed(database.db, stale!, new Error('late failure'))).toBe(false);
    expect(await markSent(database.db, stale!, 'log')).toBe(false);
    expect(await readRow()).toEqual(sent);
  });

  it('a worker whose claim is taken over mid-batch skips the rest and leaves outcomes to the new owner', async () => {
    const entries: Record<string, unknown>[] = [];
    const recording = pino(
      { level: 'info' },
      { write: (line: string) => entries.push(JSON.parse(line)) },
    );
    await enqueueEmail(database.db, { ...message, subject: 'first' });
    await enqueueEmail(database.db, { ...message, subject: 'second' });
    const stalled: Mailer = {
      transport: 'smtp',
      attemptTimeoutMs: mailer.attemptTimeoutMs,
      async send() {
        // While this attempt hangs, the whole claim runs out and another worker sends both.
        await expireClaims();
        await drainOnce(database.db, mailer, logger);
        throw new Error('Connection timeout');
      },
      close() {},
    };
    expect(await drainOnce(database.db, stalled, recording)).toBe(2);
    expect(received).toHaveLength(2);
    const rows = await database.db.select().from(outbox);
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', lastError: null });
    expect(entries.filter((entry) => entry.level === 40).map((entry) => entry.msg)).toEqual([
      'message not sent',
      'outbox claim taken over during the send: outcome left to its new owner',
      'outbox claim taken over before sending: left to its new owner',
    ]);
  });

  it('an attempt against a server that never greets ends within the connection timeout', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    const silentMailer = smtpMailer(await listen(silent), {
      connectionMs: 300,
      socketMs: 5_000,
      attemptMs: 5_000,
    });
    try {
      const started = performance.now();
      await expect(silentMailer.send({ ...message, messageId: '<silent@test>' })).rejects.toThrow(
        /Greeting never received/,
      );
      expect(performance.now() - started).toBeLessThan(300 + 700);
    } finally {
      silentMailer.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('an attempt whose DATA reply never comes ends at the attempt deadline', async () => {
    const hanging = new SMTPServer({
      ...fixtureServer,
      onData(stream) {
        stream.resume(); // reads the message and never answers
      },
    });
    const hangingMailer = smtpMailer(await listen(hanging.server), {
      connectionMs: 5_000,
      socketMs: 5_000,
      attemptMs: 300,
    });
    try {
      const started = performance.now();
      await expect(hangingMailer.send({ ...message, messageId: '<hang@test>' })).rejects.toThrow(
        'SMTP attempt gave up after 300 ms',
      );
      expect(performance.now() - started).toBeLessThan(300 + 700);
    } finally {
      hangingMailer.close();
      await new Promise<void>((resolve) => hanging.close(resolve));
    }
  });
});
