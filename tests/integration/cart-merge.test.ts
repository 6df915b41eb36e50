/** At login the guest's cart and wishlist join the account's: quantities add, capped by stock. */
import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  getCart,
  getCartSummary,
  mergeGuestCart,
} from '../../app/modules/cart/cart.server.ts';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import { users } from '../../app/modules/identity/schema.ts';
import { createSession } from '../../app/modules/identity/session.server.ts';
import { knownShopper } from '../../app/modules/shopper/owner.server.ts';
import {
  getWishlistVariantIds,
  mergeGuestWishlist,
  toggleWishlist,
} from '../../app/modules/wishlist/wishlist.server.ts';
import type { Database } from '../../db/client.ts';
import { seedDemoShop } from '../../db/seed/seed.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;
let userId: number;
let variants: { id: number; publicId: string }[];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoShop(database.db);
  const [user] = await database.db
    .insert(users)
    .values({
      publicId: 'usertest00000001',
      email: 'asha@example.com',
      passwordHash: 'x',
      firstName: 'Asha',
      lastName: 'Rao',
    })
    .returning({ id: users.id });
  userId = user!.id;
  variants = await database.db
    .select({ id: productVariants.id, publicId: productVariants.publicId })
    .from(productVariants)
    .where(gt(productVariants.stock, 0))
    .limit(2);
  await database.db
    .update(productVariants)
    .set({ stock: 5 })
    .where(eq(productVariants.id, variants[0]!.id));
});
afterAll(async () => {
  await database?.close();
});

describe('merging a guest into an account', () => {
  it('adds quantities, caps them by stock, keeps other lines and removes the guest cart', async () => {
    const db = database.db;
    const [a, b] = variants as [(typeof variants)[0], (typeof variants)[0]];
    await addToCart(db, knownShopper({ userId }), a.publicId, 3);
    const { record: guest } = await createSession(db);
    await addToCart(db, knownShopper({ sessionId: guest.id }), a.publicId, 4);
    await addToCart(db, knownShopper({ sessionId: guest.id }), b.publicId, 1);

    await mergeGuestCart(db, guest.id, userId);

    const cart = await getCart(db, { userId });
    const byVariant = new Map(cart.lines.map((line) => [line.variantId, line.quantity]));
    expect(byVariant.get(a.publicId)).toBe(5); // 3 + 4, capped at the stock of 5
    expect(byVariant.get(b.publicId)).toBe(1);
    expect(await getCartSummary(db, { sessionId: guest.id })).toEqual({ count: 0, totalPaise: 0 });
  });

  it('joins the wishlists without duplicates', async () => {
    const db = database.db;
    const [a, b] = variants as [(typeof variants)[0], (typeof variants)[0]];
    await toggleWishlist(db, knownShopper({ userId }), a.publicId);
    const { record: guest } = await createSession(db);
    await toggleWishlist(db, knownShopper({ sessionId: guest.id }), a.publicId);
    await toggleWishlist(db, knownShopper({ sessionId: guest.id }), b.publicId);

    await mergeGuestWishlist(db, guest.id, userId);

    expect((await getWishlistVariantIds(db, { userId })).sort()).toEqual(
      [a.publicId, b.publicId].sort(),
    );
    expect(await getWishlistVariantIds(db, { sessionId: guest.id })).toEqual([]);
  });

  it('does nothing when the guest has no cart', async () => {
    const { record: guest } = await createSession(database.db);
    await expect(mergeGuestCart(database.db, guest.id, userId)).resolves.toBeUndefined();
  });
});
