/**
 * Cart and wishlist endpoints. The shopper is the session cookie's, never an id or an
 * e-mail in the request. Mutations answer with the spec's message and fresh badges.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppServices } from '../../app/context.ts';
import {
  addToCart,
  CartError,
  getCart,
  getCartSummary,
  removeLine,
  setLineQuantity,
} from '../../app/modules/cart/cart.server.ts';
import { type CartOwner, cartOwner } from '../../app/modules/cart/owner.server.ts';
import {
  AddToCartSchema,
  PublicIdSchema,
  SetQuantitySchema,
} from '../../app/modules/cart/validation.ts';
import {
  getWishlistCount,
  getWishlistVariantIds,
  removeFromWishlist,
  toggleWishlist,
} from '../../app/modules/wishlist/wishlist.server.ts';
import type { AppEnv } from '../types.ts';
import { apiError } from './errors.ts';
import { ErrorSchema } from './schemas.ts';

const NO_STORE = 'private, no-store';

const CartSummarySchema = z
  .object({ count: z.number().int(), totalPaise: z.number().int() })
  .openapi('CartSummary');

const CartLineSchema = z
  .object({
    id: z.string(),
    productName: z.string(),
    productSlug: z.string(),
    image: z.object({ src: z.string(), alt: z.string() }),
    variantId: z.string(),
    variantLabel: z.string(),
    productCode: z.string(),
    quantity: z.number().int(),
    stock: z.number().int(),
    basePricePaise: z.number().int(),
    discountedPricePaise: z.number().int(),
    lineTotalPaise: z.number().int(),
  })
  .openapi('CartLine');

const CartSchema = CartSummarySchema.extend({
  lines: z.array(CartLineSchema),
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
}).openapi('Cart');

const MutationSchema = z
  .object({ message: z.string(), cart: CartSummarySchema })
  .openapi('CartMutation');

const WishlistMutationSchema = z
  .object({ message: z.string(), inWishlist: z.boolean(), count: z.number().int() })
  .openapi('WishlistMutation');

const errors = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorSchema } } },
  404: { description: 'Unknown item', content: { 'application/json': { schema: ErrorSchema } } },
  409: {
    description: 'Out of stock or not enough stock',
    content: { 'application/json': { schema: ErrorSchema } },
  },
} as const;

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { 'application/json': { schema } } },
});

const LineParams = z.object({
  lineId: PublicIdSchema.openapi({ param: { name: 'lineId', in: 'path' } }),
});
const VariantParams = z.object({
  variantId: PublicIdSchema.openapi({ param: { name: 'variantId', in: 'path' } }),
});

const routes = {
  cart: createRoute({
    method: 'get',
    path: '/cart',
    tags: ['Cart'],
    summary: "The shopper's cart",
    responses: json(CartSchema, 'The cart'),
  }),
  summary: createRoute({
    method: 'get',
    path: '/cart/summary',
    tags: ['Cart'],
    summary: 'Cart count and total (badges)',
    responses: json(CartSummarySchema, 'Count and total'),
  }),
  add: createRoute({
    method: 'post',
    path: '/cart/lines',
    tags: ['Cart'],
    summary: 'Add a variant to the cart',
    request: {
      body: { required: true, content: { 'application/json': { schema: AddToCartSchema } } },
    },
    responses: { ...json(MutationSchema, "'added to cart!' or 'updated cart!'"), ...errors },
  }),
  setQuantity: createRoute({
    method: 'patch',
    path: '/cart/lines/{lineId}',
    tags: ['Cart'],
    summary: "Set a line's quantity",
    request: {
      params: LineParams,
      body: { required: true, content: { 'application/json': { schema: SetQuantitySchema } } },
    },
    responses: { ...json(MutationSchema, "'updated cart!' or 'Quantity decreased'"), ...errors },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/cart/lines/{lineId}',
    tags: ['Cart'],
    summary: 'Remove a line',
    request: { params: LineParams },
    responses: { ...json(MutationSchema, "'Removed from cart'"), ...errors },
  }),
  wishlist: createRoute({
    method: 'get',
    path: '/wishlist',
    tags: ['Wishlist'],
    summary: 'Variant ids in the wishlist, newest first',
    responses: json(
      z.object({ variantIds: z.array(z.string()), count: z.number().int() }),
      'The wishlist',
    ),
  }),
  wishlistCount: createRoute({
    method: 'get',
    path: '/wishlist/count',
    tags: ['Wishlist'],
    summary: 'Wishlist count (badge)',
    responses: json(z.object({ count: z.number().int() }), 'The count'),
  }),
  toggle: createRoute({
    method: 'post',
    path: '/wishlist/toggle',
    tags: ['Wishlist'],
    summary: 'Add a variant to the wishlist, or remove it when present',
    request: {
      body: {
        required: true,
        content: { 'application/json': { schema: z.object({ variantId: PublicIdSchema }) } },
      },
    },
    responses: {
      ...json(WishlistMutationSchema, "'added to wishlist!' or 'Deleted From wishlist!'"),
      ...errors,
    },
  }),
  removeWish: createRoute({
    method: 'delete',
    path: '/wishlist/items/{variantId}',
    tags: ['Wishlist'],
    summary: 'Remove a variant from the wishlist',
    request: { params: VariantParams },
    responses: { ...json(WishlistMutationSchema, "'Removed from wishlist'"), ...errors },
  }),
};

export function cartRoutes({ database }: AppServices) {
  const db = database.db;
  const api = new OpenAPIHono<AppEnv>();

  const readOwner = async (c: Context<AppEnv>): Promise<CartOwner | null> => {
    const session = await c.get('session').current();
    return session ? cartOwner(session) : null;
  };
  const writeOwner = async (c: Context<AppEnv>): Promise<CartOwner> =>
    cartOwner(await c.get('session').ensure());

  // Scoped by path: this sub-app is mounted at the API root beside the cacheable catalog.
  for (const path of ['/cart', '/cart/*', '/wishlist', '/wishlist/*']) {
    api.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', NO_STORE);
    });
  }

  api.onError((error, c) => {
    if (error instanceof CartError) {
      return apiError(c, error.code === 'not_found' ? 404 : 409, error.code, error.message);
    }
    throw error;
  });

  api.openapi(routes.cart, async (c) => c.json(await getCart(db, await readOwner(c)), 200));
  api.openapi(routes.summary, async (c) =>
    c.json(await getCartSummary(db, await readOwner(c)), 200),
  );
  api.openapi(routes.add, async (c) => {
    const { variantId, quantity } = c.req.valid('json');
    const owner = await writeOwner(c);
    const { message } = await addToCart(db, owner, variantId, quantity);
    return c.json({ message, cart: await getCartSummary(db, owner) }, 200);
  });
  api.openapi(routes.setQuantity, async (c) => {
    const owner = await writeOwner(c);
    const { message } = await setLineQuantity(
      db,
      owner,
      c.req.valid('param').lineId,
      c.req.valid('json').quantity,
    );
    return c.json({ message, cart: await getCartSummary(db, owner) }, 200);
  });
  api.openapi(routes.remove, async (c) => {
    const owner = await writeOwner(c);
    const { message } = await removeLine(db, owner, c.req.valid('param').lineId);
    return c.json({ message, cart: await getCartSummary(db, owner) }, 200);
  });

  api.openapi(routes.wishlist, async (c) => {
    const variantIds = await getWishlistVariantIds(db, await readOwner(c));
    return c.json({ variantIds, count: variantIds.length }, 200);
  });
  api.openapi(routes.wishlistCount, async (c) =>
    c.json({ count: await getWishlistCount(db, await readOwner(c)) }, 200),
  );
  api.openapi(routes.toggle, async (c) => {
    const owner = await writeOwner(c);
    const result = await toggleWishlist(db, owner, c.req.valid('json').variantId);
    return c.json({ ...result, count: await getWishlistCount(db, owner) }, 200);
  });
  api.openapi(routes.removeWish, async (c) => {
    const owner = await writeOwner(c);
    const result = await removeFromWishlist(db, owner, c.req.valid('param').variantId);
    return c.json({ ...result, inWishlist: false, count: await getWishlistCount(db, owner) }, 200);
  });
  return api;
}
