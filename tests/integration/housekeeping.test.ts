/**
 * The hourly clean-up (server/housekeeping.ts): spent link tokens and finished e-mails go
 * after their retention period, and nothing younger, pending or still usable does.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTokens } from '../../app/modules/identity/schema.ts';
import { issueToken, SPENT_TOKEN_KEPT_MS } from '../../app/modules/identity/tokens.server.ts';
import { FINISHED_MESSAGE_KEPT_MS } from '../../app/modules/notification/outbox.server.ts';
import { outbox } from '../../app/modules/notification/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { housekeep } from '../../server/housekeeping.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.services.database.db;
const DAY = 24 * 60 * 60 * 1000;
const quiet = pino({ level: 'silent' });

async function newUser(): Promise<number> {
  const [user] = await db()
    .insert(users)
    .values({
      publicId: randomUUID(),
      email: `keep-${randomUUID()}@example.com`,
      passwordHash: 'not a real hash',
      firstName: 'Asha',
      lastName: 'Rao',
    })
    .returning({ id: users.id });
  return user!.id;
}

/** An outbox row as the worker leaves it, enqueued `ageMs` ago. */
async function message(
  status: 'pending' | 'sent' | 'failed',
  ageMs: number,
  { giveUpAt = null }: { giveUpAt?: Date | null } = {},
): Promise<number> {
  const createdAt = new Date(Date.now() - ageMs);
  const [row] = await db()
    .insert(outbox)
    .values({
      kind: 'email',
      payload: { to: 'asha@example.com', subject: 'Your order', text: 'A link: /verify/…' },
      giveUpAt,
      messageId: `<${randomUUID()}@gruha.example>`,
      status,
      createdAt,
      sentAt: status === 'sent' ? createdAt : null,
      // A pending row must not be sent by the running worker meanwhile.
      availableAt: new Date(Date.now() + DAY),
    })
    .returning({ id: outbox.id });
  return row!.id;
}

describe('housekeeping', () => {
  it('deletes link tokens spent more than their retention ago, and keeps the rest', async () => {
    const userId = await newUser();
    const now = Date.now();
    // Issued long ago: expired well over 30 days back.
    await issueToken(db(), userId, 'reset_password', new Date(now - SPENT_TOKEN_KEPT_MS - 2 * DAY));
    // Expired, but recently: a late click should still hear that it expired.
    await issueToken(db(), userId, 'verify_email', new Date(now - 3 * DAY));
    // Live.
    await issueToken(db(), userId, 'reset_password');

    const removed = await housekeep(db(), quiet);
    expect(removed['spent link tokens']).toBeGreaterThanOrEqual(1);
    const left = await db()
      .select({ purpose: userTokens.purpose, expiresAt: userTokens.expiresAt })
      .from(userTokens)
      .where(eq(userTokens.userId, userId));
    expect(left).toHaveLength(2);
    for (const token of left) {
      expect(token.expiresAt.getTime()).toBeGreaterThan(now - SPENT_TOKEN_KEPT_MS);
    }
  });

  it('deletes sent and failed e-mails past their retention, never a pending one', async () => {
    const old = FINISHED_MESSAGE_KEPT_MS + DAY;
    const ids = {
      oldSent: await message('sent', old),
      oldFailed: await message('failed', old),
      oldPending: await message('pending', old),
      recentSent: await message('sent', FINISHED_MESSAGE_KEPT_MS - DAY),
    };
    const removed = await housekeep(db(), quiet);
    expect(removed['finished e-mails']).toBeGreaterThanOrEqual(2);
    const left = await db()
      .select({ id: outbox.id })
      .from(outbox)
      .where(inArray(outbox.id, Object.values(ids)));
    expect(left.map((row) => row.id).sort()).toEqual([ids.oldPending, ids.recentSent].sort());
  });

  it('gives up an e-mail unsent when its link expired: kept, failed, without its body', async () => {
    const ids = {
      stale: await message('pending', DAY, { giveUpAt: new Date(Date.now() - 60_000) }),
      young: await message('pending', DAY, { giveUpAt: new Date(Date.now() + 60_000) }),
      order: await message('pending', 30 * DAY),
    };
    const claimed = await message('pending', DAY, { giveUpAt: new Date(Date.now() - 60_000) });
    // A worker is sending this one right now: its outcome is the worker's to write.
    await db()
      .update(outbox)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(outbox.id, claimed));
    const done = await housekeep(db(), quiet);
    expect(done['e-mails given up unsent']).toBeGreaterThanOrEqual(1);
    const rows = await db()
      .select({
        id: outbox.id,
        status: outbox.status,
        lastError: outbox.lastError,
        payload: outbox.payload,
      })
      .from(outbox)
      .where(inArray(outbox.id, [ids.stale, ids.young, ids.order, claimed]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.stale)).toEqual({
      id: ids.stale,
      status: 'failed',
      lastError: 'Not sent while its link worked: given up.',
      payload: { to: 'asha@example.com', subject: 'Your order' },
    });
    expect(byId.get(ids.young)?.status).toBe('pending');
    expect(byId.get(ids.order)?.status).toBe('pending');
    expect(byId.get(claimed)?.status).toBe('pending');
  });

  it('goes on with the other steps when one fails, and logs the failure', async () => {
    const oldSent = await message('sent', FINISHED_MESSAGE_KEPT_MS + DAY);
    const failing = new Proxy(db(), {
      get(target, property, receiver) {
        if (property !== 'delete') return Reflect.get(target, property, receiver);
        return (table: unknown) => {
          if (table === userTokens) throw new Error('relation "user_tokens" is locked');
          return target.delete(table as typeof outbox);
        };
      },
    }) as DbOrTx;
    const logged: string[] = [];
    const logger = pino(
      { level: 'warn' },
      { write: (line: string) => logged.push(JSON.parse(line).msg as string) },
    );
    const removed = await housekeep(failing, logger);
    expect(removed).not.toHaveProperty('spent link tokens');
    expect(removed['finished e-mails']).toBeGreaterThanOrEqual(1);
    expect(logged).toContain('clean-up of spent link tokens failed');
    expect(await db().select().from(outbox).where(eq(outbox.id, oldSent))).toHaveLength(0);
  });
});
