/**
 * The queries behind each kind of personal state (lib/personal-state.ts): whether a
 * session holds some of it, and its part of the shopper's view. Catalog pages depend on
 * nothing else of the shopper's, so the page cache keys a shopper's stored pages by
 * exactly this view (ADR 0014).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { type Db, type DbOrTx, queryRows } from '../../db/client.ts';
import { cartSummaryQuery } from '../modules/cart/cart.server.ts';
import { cookieValue } from '../modules/compare/compare-list.ts';
import { users } from '../modules/identity/schema.ts';
import type { SessionRecord } from '../modules/identity/session.server.ts';
import { type CartOwner, cartOwner } from '../modules/shopper/owner.server.ts';
import { wishlistVariantsQuery } from '../modules/wishlist/wishlist.server.ts';
import { cookieState, EMPTY_VIEW, isPersonal, type StoredStateName } from './personal-state.ts';
import { requestInfo, services } from './services.server.ts';
import type { ShopperView } from './shell.ts';

interface PersonalStateQueries {
  /** Whether the session holds some of it (an `exists`). */
  heldBy(sessionId: number): SQL;
  /** Its part of the view as one JSON value (a scalar subquery). */
  read(db: Db, owner: CartOwner, record: SessionRecord): SQL;
  /** That value as the view's fields. */
  part: z.ZodType<Partial<ShopperView>>;
}

/** The kinds kept in tables (a kind kept in a cookie is read from the request). */
const QUERIES: Record<StoredStateName, PersonalStateQueries> = {
  account: {
    heldBy: (sessionId) =>
      sql`exists (select 1 from sessions s where s.id = ${sessionId} and s.user_id is not null)`,
    read: (_db, _owner, record) =>
      sql`select ${users.firstName} from ${users} where ${users.id} = ${record.userId}`,
    part: z
      .string()
      .nullable()
      .transform((firstName) => ({ user: firstName === null ? null : { firstName } })),
  },
  cart: {
    heldBy: (sessionId) =>
      sql`exists (select 1 from cart_lines l join carts c on c.id = l.cart_id
              where c.session_id = ${sessionId})`,
    read: (db, owner) =>
      sql`select json_build_object('count', c.count, 'totalPaise', c.total_paise)
         from (${cartSummaryQuery(db, owner)}) c`,
    // Not the cart's CartSummarySchema: Zod 4 gives `.openapi` only to schemas made after
    // the API has loaded @hono/zod-openapi, and the session layer loads this module first.
    part: z.object({ count: z.number(), totalPaise: z.number() }).transform((cart) => ({ cart })),
  },
  wishlist: {
    heldBy: (sessionId) =>
      sql`exists (select 1 from wishlist_items i join wishlists w on w.id = i.wishlist_id
              where w.session_id = ${sessionId})`,
    read: (db, owner) =>
      sql`select coalesce(json_agg(w.public_id order by w.created_at desc, w.id desc), '[]'::json)
         from (${wishlistVariantsQuery(db, owner)}) w`,
    part: z
      .array(z.string())
      .transform((ids) => ({ wishlistCount: ids.length, wishlistVariantIds: ids })),
  },
};

const KINDS = Object.entries(QUERIES);

/**
 * Whether a session has state of its own. Asked after writes, where the page chrome's
 * loader has not run; read from the database, since the write may have just bound the
 * session to an account.
 */
export async function hasPersonalState(db: DbOrTx, sessionId: number): Promise<boolean> {
  const held = sql.join(
    KINDS.map(([, kind]) => kind.heldBy(sessionId)),
    sql`\n   or `,
  );
  const [row] = await queryRows(
    db,
    sql`select ${held} as personal`,
    z.object({ personal: z.boolean() }),
  );
  return row?.personal ?? false;
}

const ViewRow = z.object(Object.fromEntries(KINDS.map(([name, kind]) => [name, kind.part])));

/**
 * The view of a live session in one statement (the page cache asks it for shoppers'
 * page views, and on PGlite every statement costs the one thread).
 */
export async function readShopperView(db: Db, record: SessionRecord | null): Promise<ShopperView> {
  if (!record) return EMPTY_VIEW;
  const owner = cartOwner(record);
  const parts = sql.join(
    KINDS.map(([name, kind]) => sql`(${kind.read(db, owner, record)}) as ${sql.identifier(name)}`),
    sql`,\n  `,
  );
  const [row] = await queryRows(db, sql`select ${parts}`, ViewRow);
  return row ? Object.assign({ ...EMPTY_VIEW }, ...Object.values(row)) : EMPTY_VIEW;
}

/**
 * The view for the root loader: the one the page cache already read, or a fresh one, with
 * the parts the request's cookies keep (the comparison list).
 */
export async function loadShopperView(
  context: Readonly<RouterContextProvider>,
  cookieHeader: string | null,
): Promise<ShopperView> {
  const request = requestInfo(context);
  const view = request.shopperState.view ?? {
    ...(await readShopperView(services(context).database.db, await request.session.current())),
    ...cookieState((name) => cookieValue(cookieHeader, name)),
  };
  // The page cache serves shared pages only to visitors with nothing of their own.
  request.shopperState.personal = isPersonal(view);
  return view;
}
