/**
 * The PostgreSQL pool's connections prepare parameterised statements once, by a name made
 * of their text, up to a cap, and answer exactly as unnamed queries do.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import {
  MAX_PARAMETERS,
  PreparingClient,
  type PreparingClientConfig,
  statementName,
} from '../../db/preparing-client.ts';
import { postgresAdminUrl } from '../setup/test-database.ts';

let pool: pg.Pool | undefined;
afterEach(async () => {
  await pool?.end();
  pool = undefined;
});

/** A pool of one connection, so that every query below sees the same prepared statements. */
function onePool(maxPrepared?: number) {
  const config: PreparingClientConfig & pg.PoolConfig = {
    Client: PreparingClient,
    connectionString: postgresAdminUrl(),
    max: 1,
    ...(maxPrepared ? { maxPrepared } : {}),
  };
  pool = new pg.Pool(config);
  return pool;
}

async function prepared(on: pg.Pool): Promise<string[]> {
  const { rows } = await on.query<{ name: string }>(
    'select name from pg_prepared_statements order by prepare_time',
  );
  return rows.map((row) => row.name);
}

describe.runIf(process.env.TEST_DB_BACKEND === 'postgres')('the preparing pool', () => {
  const ADD = 'select $1::int + 1 as n';

  it('prepares a parameterised statement once and runs it by name after', async () => {
    const db = onePool();
    expect((await db.query(ADD, [1])).rows).toEqual([{ n: 2 }]);
    expect((await db.query({ text: ADD, values: [41] })).rows).toEqual([{ n: 42 }]);
    expect(await prepared(db)).toEqual([statementName(ADD)]);
  });

  it('leaves statements without parameters unprepared, several in one text included', async () => {
    const db = onePool();
    const results = (await db.query(
      'select 1 as one; select 2 as two',
    )) as unknown as pg.QueryResult[];
    expect(results.map((result) => result.rows)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
    expect(await prepared(db)).toEqual([]);
  });

  it('keeps at most its cap of statements and runs the rest unnamed', async () => {
    const db = onePool(2);
    const texts = ['select $1::int as a', 'select $1::int as b', 'select $1::int as c'];
    for (const [i, text] of texts.entries()) {
      expect((await db.query(text, [i])).rows[0]).toEqual({ [text.at(-1)!]: i });
    }
    expect((await db.query(texts[2]!, [7])).rows[0]).toEqual({ c: 7 });
    expect(await prepared(db)).toEqual([statementName(texts[0]!), statementName(texts[1]!)]);
  });

  it('reports a statement that does not parse, every time, and goes on serving', async () => {
    const db = onePool();
    const broken = 'select $1::int from from';
    await expect(db.query(broken, [1])).rejects.toThrow(/syntax error/);
    await expect(db.query(broken, [1])).rejects.toThrow(/syntax error/);
    expect((await db.query(ADD, [2])).rows).toEqual([{ n: 3 }]);
  });

  it("is what the shop's own pool is made of", async () => {
    const database = await openDatabase({ databaseUrl: postgresAdminUrl(), poolSize: 1 });
    try {
      await database.db.execute(sql`select ${41}::int + 1 as n`);
      const { rows } = (await database.db.execute(
        sql`select statement from pg_prepared_statements`,
      )) as unknown as { rows: { statement: string }[] };
      expect(rows.map((row) => row.statement)).toEqual(['select $1::int + 1 as n']);
    } finally {
      await database.close();
    }
  });

  it('runs a bulk write unnamed', async () => {
    const db = onePool();
    const values = Array.from({ length: MAX_PARAMETERS + 1 }, (_, i) => i);
    const text = `select ${values.map((_, i) => `$${i + 1}::int`).join(' + ')} as total`;
    expect((await db.query(text, values)).rows).toEqual([{ total: 2080 }]);
    expect(await prepared(db)).toEqual([]);
  });

  it('prepares a statement anew after a column under it changed type, in transactions too', async () => {
    const db = onePool();
    const table = `prepared_${randomBytes(4).toString('hex')}`;
    await db.query(`create table ${table} (id int, code varchar(10))`);
    try {
      await db.query(`insert into ${table} values (1, 'GEYSER')`);
      const select = `select code from ${table} where id = $1`;
      const inTransaction = async () => {
        const client = await db.connect();
        try {
          await client.query('begin');
          const { rows } = await client.query(select, [1]);
          await client.query('commit');
          return rows;
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      };
      expect(await inTransaction()).toEqual([{ code: 'GEYSER' }]);
      await db.query(`alter table ${table} alter column code type varchar(200)`);
      // PostgreSQL refuses the old plan once; the next run prepares the text again.
      await expect(inTransaction()).rejects.toThrow(/cached plan must not change result type/);
      expect(await inTransaction()).toEqual([{ code: 'GEYSER' }]);
      expect(await inTransaction()).toEqual([{ code: 'GEYSER' }]);
    } finally {
      await db.query(`drop table ${table}`);
    }
  });

  it('prepares a statement anew after a value that could not be sent', async () => {
    // On one checked-out connection: the pool would drop a connection that failed a query.
    const client = await onePool().connect();
    try {
      const text = 'select $1::jsonb as item';
      await expect(client.query(text, [{ paise: 1n }])).rejects.toThrow(/BigInt/);
      expect((await client.query(text, [{ paise: 499900 }])).rows).toEqual([
        { item: { paise: 499900 } },
      ]);
      expect((await client.query(text, [{ paise: 1 }])).rows).toEqual([{ item: { paise: 1 } }]);
    } finally {
      client.release();
    }
  });

  it('names a text by its hash: one name per text, never shared', () => {
    expect(statementName(ADD)).toBe(statementName(`${ADD}`));
    expect(statementName(ADD)).not.toBe(statementName(`${ADD} `));
    expect(statementName(ADD)).toMatch(/^s[\w-]{22}$/);
  });
});
