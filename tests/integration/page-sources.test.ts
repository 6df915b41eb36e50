/**
 * The live schema keeps what lib/page-sources.ts says of it: every table is placed there,
 * every storefront table moves the storefront version on every change a page could show
 * (so no cached page outlives it), and every table of personal state notifies the views
 * kept in memory. Read from the catalog (information_schema, pg_trigger), on PGlite and
 * PostgreSQL alike.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OFF_PAGE_TABLES, PERSONAL_TABLES, STOREFRONT_TABLES } from '../../app/lib/page-sources.ts';
import { type Database, type DbOrTx, queryRows } from '../../db/client.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

interface Schema {
  /** Each table with its columns. */
  columns: Map<string, string[]>;
  triggers: Trigger[];
}

interface Trigger {
  table: string;
  fn: string;
  /** pg_trigger.tgtype: 4 insert, 8 delete, 16 update, 32 truncate. */
  type: number;
  /** An update trigger's columns; empty for any column. */
  columns: string[];
}

const EVENTS = { insert: 4, delete: 8, truncate: 32 } as const;
const UPDATE = 16;

async function liveSchema(db: DbOrTx): Promise<Schema> {
  const columns = await queryRows(
    db,
    sql`select c.table_name as table, array_agg(c.column_name::text order by c.ordinal_position) as columns
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      group by c.table_name`,
    z.object({ table: z.string(), columns: z.array(z.string()) }),
  );
  const triggers = await queryRows(
    db,
    sql`select r.relname::text as table, p.proname::text as fn, t.tgtype::int as type,
        coalesce((select array_agg(a.attname::text order by a.attnum) from pg_attribute a
                   where a.attrelid = t.tgrelid and a.attnum = any(t.tgattr)), '{}') as columns
      from pg_trigger t
      join pg_class r on r.oid = t.tgrelid
      join pg_namespace n on n.oid = r.relnamespace
      join pg_proc p on p.oid = t.tgfoid
      where n.nspname = current_schema() and not t.tgisinternal`,
    z.object({ table: z.string(), fn: z.string(), type: z.number(), columns: z.array(z.string()) }),
  );
  return { columns: new Map(columns.map((row) => [row.table, row.columns])), triggers };
}

/** Tables placed nowhere, or in more than one kind. */
function misplaced(schema: Schema): string[] {
  const placed = [
    ...Object.keys(STOREFRONT_TABLES),
    ...PERSONAL_TABLES,
    ...Object.keys(OFF_PAGE_TABLES),
  ];
  const twice = placed.filter((table, i) => placed.indexOf(table) !== i);
  const live = [...schema.columns.keys()];
  return [
    ...live.filter((table) => !placed.includes(table)).map((table) => `${table}: not placed`),
    ...placed.filter((table) => !live.includes(table)).map((table) => `${table}: no such table`),
    ...twice.map((table) => `${table}: placed twice`),
  ].sort();
}

/** The changes to a storefront table that leave the storefront version where it was. */
function unbumped(schema: Schema, table: string): string[] {
  const bumps = schema.triggers.filter(
    (trigger) => trigger.table === table && trigger.fn === 'storefront_version_bump',
  );
  const on = (event: number) => bumps.filter((trigger) => (trigger.type & event) !== 0);
  const unwatched = STOREFRONT_TABLES[table]?.unwatched ?? {};
  const columns = schema.columns.get(table) ?? [];
  return [
    ...Object.entries(EVENTS)
      .filter(([, bit]) => on(bit).length === 0)
      .map(([event]) => `${table}: ${event}`),
    ...columns
      .filter((column) => !(column in unwatched))
      .filter(
        (column) =>
          !on(UPDATE).some(
            (trigger) => trigger.columns.length === 0 || trigger.columns.includes(column),
          ),
      )
      .map((column) => `${table}: update of ${column}`),
    ...Object.keys(unwatched)
      .filter((column) => !columns.includes(column))
      .map((column) => `${table}: unwatched ${column} is no column`),
  ];
}

const storefrontGaps = (schema: Schema) =>
  Object.keys(STOREFRONT_TABLES).flatMap((table) => unbumped(schema, table));

/** Tables of personal state whose changes tell nobody. */
const silent = (schema: Schema) =>
  PERSONAL_TABLES.filter(
    (table) =>
      !schema.triggers.some(
        (trigger) => trigger.table === table && trigger.fn === 'shopper_state_changed',
      ),
  );

const ROLLED_BACK = new Error('rolled back');

/** The schema as `change` leaves it, read in a transaction that is then rolled back. */
async function schemaAfter(change: (tx: DbOrTx) => Promise<void>): Promise<Schema> {
  let schema: Schema | undefined;
  await database.db
    .transaction(async (tx) => {
      await change(tx);
      schema = await liveSchema(tx);
      throw ROLLED_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
  return schema!;
}

describe('the tables behind cached pages', () => {
  it('places every table of the schema once: storefront, personal state, or off the pages', async () => {
    expect(misplaced(await liveSchema(database.db))).toEqual([]);
  });

  it('moves the storefront version with every change to a storefront table that a page could show', async () => {
    expect(storefrontGaps(await liveSchema(database.db))).toEqual([]);
  });

  it('notifies the kept views of shoppers with every change to a table of personal state', async () => {
    expect(silent(await liveSchema(database.db))).toEqual([]);
  });

  it('finds a table nobody placed, a storefront change that moves nothing and a silent table', async () => {
    const schema = await schemaAfter(async (tx) => {
      await tx.execute(sql`create table gift_cards (id serial primary key, label text)`);
      // The products' trigger on edits, made again without the card's price.
      await tx.execute(sql`drop trigger storefront_version_bump_edit on products`);
      await tx.execute(
        sql`create trigger storefront_version_bump_edit after update of name on products
            for each statement execute function storefront_version_bump()`,
      );
      await tx.execute(sql`drop trigger storefront_version_bump on sliders`);
      await tx.execute(
        sql`create trigger storefront_version_bump after insert or delete on sliders
            for each statement execute function storefront_version_bump()`,
      );
      await tx.execute(sql`drop trigger shopper_state_changed on wishlist_items`);
    });
    expect(misplaced(schema)).toEqual(['gift_cards: not placed']);
    const gaps = storefrontGaps(schema);
    expect(gaps).toContain('products: update of card_price_paise');
    expect(gaps).not.toContain('products: update of name');
    expect(gaps).toContain('sliders: truncate');
    expect(gaps).toContain('sliders: update of image');
    expect(gaps).not.toContain('sliders: insert');
    expect(silent(schema)).toEqual(['wishlist_items']);
    // Rolled back: the schema is as the migrations left it.
    expect(misplaced(await liveSchema(database.db))).toEqual([]);
  });
});
