/**
 * LISTEN on PostgreSQL (db/notifications.ts), what keeps shoppers' views across processes:
 * a notification from another connection arrives; a lost connection says so at once,
 * tells the caller that notifications may have been missed, and comes back by itself.
 */
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
    const subscription = await subscribePostgres(
      testDb.databaseUrl!,
      ['shop_test_channel'],
      () => changes++,
      (error) => errors.push(error),
    );
    try {
      expect(subscription.live()).toBe(true);
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
});
