/**
 * The PostgreSQL pool's connections prepare parameterised statements once, by a name made
 * of their text, up to a cap, and answer exactly as unnamed queries do.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
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

  it('names a text by its hash: one name per text, never shared', () => {
    expect(statementName(ADD)).toBe(statementName(`${ADD}`));
    expect(statementName(ADD)).not.toBe(statementName(`${ADD} `));
    expect(statementName(ADD)).toMatch(/^s[\w-]{22}$/);
  });
});
