/**
 * LISTEN on PostgreSQL (db/notifications.ts), what keeps shoppers' views across processes:
 * a notification from another connection arrives; a lost connection says so at once,
 * tells the caller that notifications may have been missed, and comes back by itself.
 */
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribePostgres } from '../../db/notifications.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-database.ts';

const ON_POSTGRES = process.env.TEST_DB_BACKEND === 'postgres';

describe.runIf(ON_POSTGRES)('notifications on PostgreSQL', () => {
  let testDb: TestDatabase;
  let other: pg.Client;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    other = new pg.Client({ connectionString: testDb.databaseUrl! });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await testDb?.drop();
  });

  it('hears another connection, survives losing its own, and says when it cannot be trusted', async () => {
    let changes = 0;
    const errors: unknown[] = [];
    const subscription = subscribePostgres(
      testDb.databaseUrl!,
      ['shop_test_channel'],
      () => changes++,
      (error) => errors.push(error),
    );
    try {
      await expect.poll(() => subscription.live()).toBe(true);
      const afterConnect = changes;
      await other.query(`select pg_notify('shop_test_channel', '')`);
      await expect.poll(() => changes).toBe(afterConnect + 1);
      await other.query(`select pg_notify('another_channel', '')`);
      await other.query(`select pg_notify('shop_test_channel', '')`);
      await expect.poll(() => changes).toBe(afterConnect + 2);

      // The server ends the listening connection (a restart, a failover, an idle timeout).
      const { rows } = await other.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
      );
      expect(rows.map((row) => row.ended)).toEqual([true]);
      await expect.poll(() => subscription.live()).toBe(false);
      expect(changes).toBeGreaterThan(afterConnect + 2);
      expect(errors.length).toBeGreaterThan(0);

      await expect.poll(() => subscription.live(), { timeout: 10_000 }).toBe(true);
      const afterReconnect = changes;
      await other.query(`select pg_notify('shop_test_channel', '')`);
      await expect.poll(() => changes).toBe(afterReconnect + 1);
    } finally {
      await subscription.close();
    }
    expect(subscription.live()).toBe(false);
  });

  it('counts a connection that went silent as lost, and one closed while connecting leaves nothing behind', async () => {
    // A relay in front of PostgreSQL that can swallow everything, as a dead NAT entry does.
    const target = new URL(testDb.databaseUrl!);
    let silent = false;
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((inbound) => {
      const outbound = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [inbound, outbound]) {
        sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => sockets.delete(socket));
      }
      inbound.on('data', (chunk) => silent || outbound.write(chunk));
      outbound.on('data', (chunk) => silent || inbound.write(chunk));
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayed = new URL(testDb.databaseUrl!);
    relayed.hostname = '127.0.0.1';
    relayed.port = String((relay.address() as net.AddressInfo).port);
    let changes = 0;
    const errors: unknown[] = [];
    const subscription = subscribePostgres(
      relayed.toString(),
      ['shop_test_channel'],
      () => changes++,
      (error) => errors.push(error),
      { heartbeatMs: 100, heartbeatTimeoutMs: 200 },
    );
    try {
      await expect.poll(() => subscription.live()).toBe(true);
      const before = changes;
      silent = true;
      await expect.poll(() => subscription.live(), { timeout: 5_000 }).toBe(false);
      expect(changes).toBeGreaterThan(before);
      expect(String(errors.at(-1))).toMatch(/stopped answering/);
      // The relay answers again for a new connection: the subscription comes back.
      for (const socket of sockets) socket.destroy();
      silent = false;
      await expect.poll(() => subscription.live(), { timeout: 10_000 }).toBe(true);
    } finally {
      await subscription.close();
      for (const socket of sockets) socket.destroy();
      relay.close();
    }

    const listeners = async () =>
      (
        await other.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and query ilike 'listen%'`,
        )
      ).rows[0]!.n;
    const early = subscribePostgres(
      testDb.databaseUrl!,
      ['shop_test_channel'],
      () => {},
      () => {},
    );
    await early.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await listeners()).toBe(0);
    expect(early.live()).toBe(false);
  });
});
