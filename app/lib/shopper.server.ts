/**
 * The shopper's own state for the page chrome: badges, cart total, wishlist hearts and
 * the account's first name. Catalog pages depend on nothing else of the shopper's, so
 * the page cache keys a shopper's stored pages by exactly this view (ADR 0014).
 */

import { sql } from 'drizzle-orm';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { type Db, queryRows, SqlNumber } from '../../db/client.ts';
import { cartSummaryQuery } from '../modules/cart/cart.server.ts';
import { cartOwner } from '../modules/identity/owner.server.ts';
import { users } from '../modules/identity/schema.ts';
import type { SessionRecord } from '../modules/identity/session.server.ts';
import { wishlistVariantsQuery } from '../modules/wishlist/wishlist.server.ts';
import { requestInfo, services } from './services.server.ts';
import type { ShopperView } from './shell.ts';

const EMPTY_VIEW: ShopperView = {
  cart: { count: 0, totalPaise: 0 },
  wishlistCount: 0,
  wishlistVariantIds: [],
  user: null,
};

/** Whether the view differs from what every visitor without state sees. */
export function isPersonal(view: ShopperView): boolean {
  return view.user !== null || view.cart.count > 0 || view.wishlistCount > 0;
}

const ViewRow = z.object({
  count: SqlNumber,
  total_paise: SqlNumber,
  wishlist: z.array(z.string()),
  first_name: z.string().nullable(),
});

/**
 * The view of a live session in one statement (the page cache asks it for shoppers'
 * page views, and on PGlite every statement costs the one thread).
 */
export async function readShopperView(db: Db, record: SessionRecord | null): Promise<ShopperView> {
  if (!record) return EMPTY_VIEW;
  const owner = cartOwner(record);
  const [row] = await queryRows(
    db,
    sql`select c.count, c.total_paise,
      (select coalesce(json_agg(w.public_id order by w.created_at desc, w.id desc), '[]'::json)
         from (${wishlistVariantsQuery(db, owner)}) w) as wishlist,
      (select ${users.firstName} from ${users} where ${users.id} = ${record.userId}) as first_name
    from (${cartSummaryQuery(db, owner)}) c`,
    ViewRow,
  );
  if (!row) return EMPTY_VIEW;
  return {
    cart: { count: row.count, totalPaise: row.total_paise },
    wishlistCount: row.wishlist.length,
    wishlistVariantIds: row.wishlist,
    user: record.userId && row.first_name !== null ? { firstName: row.first_name } : null,
  };
}

/** The view for the root loader: the one the page cache already read, or a fresh one. */
export async function loadShopperView(
  context: Readonly<RouterContextProvider>,
): Promise<ShopperView> {
  const request = requestInfo(context);
  const view =
    request.shopperState.view ??
    (await readShopperView(services(context).database.db, await request.session.current()));
  // The page cache serves shared pages only to visitors with nothing of their own.
  request.shopperState.personal = isPersonal(view);
  return view;
}
