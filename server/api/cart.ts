/**
 * Cart and wishlist endpoints. The shopper is the session cookie's, never an id or an
 * e-mail in the request. Mutations answer with the spec's message and fresh badges.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppServices } from '../../app/context.ts';
import {
  addToCart,
  getCart,
  getCartSummary,
  removeLine,
  setLineQuantity,
} from '../../app/modules/cart/cart.server.ts';
import {
  applyCartCoupon,
  getPricedCart,
  removeCartCoupon,
} from '../../app/modules/cart/coupon.server.ts';
import {
  AddToCartSchema,
  CartSummarySchema as CartSummaryShape,
  PricedCartSchema as PricedCartShape,
  PublicIdSchema,
  SetQuantitySchema,
  VariantRefSchema,
} from '../../app/modules/cart/validation.ts';
import { askForStockAlert } from '../../app/modules/offers/stock-alerts.server.ts';
import { ApplyCouponSchema, StockAlertSchema } from '../../app/modules/offers/validation.ts';
import { type Shopper, shopperOf } from '../../app/modules/shopper/owner.server.ts';
import {
  getWishlistCount,
  getWishlistVariantIds,
  removeFromWishlist,
  toggleWishlist,
} from '../../app/modules/wishlist/wishlist.server.ts';
import type { AppEnv } from '../types.ts';
import { answerRefusals, rateLimited } from './errors.ts';
import { ErrorSchema } from './schemas.ts';

const NO_STORE = 'private, no-store';

// The cart module's own shapes, named for the OpenAPI document.
const CartSummarySchema = CartSummaryShape.openapi('CartSummary');
const CartSchema = PricedCartShape.openapi('Cart');

const CouponMutationSchema = z
  .object({ message: z.string(), cart: CartSchema })
  .openapi('CartCouponMutation');

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
  applyCoupon: createRoute({
    method: 'post',
    path: '/cart/coupon',
    tags: ['Cart'],
    summary: 'Apply a coupon code to the cart (one code per order; it replaces the one kept)',
    request: {
      body: { required: true, content: { 'application/json': { schema: ApplyCouponSchema } } },
    },
    responses: {
      ...json(CouponMutationSchema, "'Code applied.' and the cart priced with it"),
      400: errors[400],
      409: {
        description:
          "Why the code does not apply, as error.message (e.g. 'This code has expired.')",
        content: { 'application/json': { schema: ErrorSchema } },
      },
    },
  }),
  removeCoupon: createRoute({
    method: 'delete',
    path: '/cart/coupon',
    tags: ['Cart'],
    summary: 'Remove the coupon code from the cart',
    responses: json(CouponMutationSchema, "'Code removed.' and the cart"),
  }),
  notify: createRoute({
    method: 'post',
    path: '/variants/{variantId}/notify',
    tags: ['Cart'],
    summary: "'Notify me': an e-mail when this out-of-stock variant is back (once)",
    request: {
      params: VariantParams,
      body: { required: true, content: { 'application/json': { schema: StockAlertSchema } } },
    },
    responses: {
      ...json(
        z.object({ message: z.string() }).openapi('StockAlertAnswer'),
        "'We will e-mail you when it is back in stock.' (asking again changes nothing)",
      ),
      ...errors,
      409: {
        description: "'This item is in stock: you can buy it now.'",
        content: { 'application/json': { schema: ErrorSchema } },
      },
      422: {
        description: 'No e-mail, and not signed in',
        content: { 'application/json': { schema: ErrorSchema } },
      },
      429: {
        description: 'Too many requests from this address',
        content: { 'application/json': { schema: ErrorSchema } },
      },
    },
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
        content: { 'application/json': { schema: VariantRefSchema } },
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

  const shopper = (c: Context<AppEnv>): Shopper => shopperOf(c.get('session'));
  const readOwner = (c: Context<AppEnv>) => shopper(c).current();

  // Scoped by path: this sub-app is mounted at the API root beside the cacheable catalog.
  for (const path of ['/cart', '/cart/*', '/wishlist', '/wishlist/*', '/variants/*']) {
    api.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', NO_STORE);
    });
  }

  // A domain refusal, or a rate limit's (the coupon and 'notify me' limits throw one: it was
  // answered as a 500 while only domain refusals were answered here).
  api.onError(answerRefusals);

  const pricedCart = async (c: Context<AppEnv>) => {
    const owner = await readOwner(c);
    return getPricedCart(db, owner, await getCart(db, owner));
  };
  api.openapi(routes.cart, async (c) => c.json(await pricedCart(c), 200));
  api.openapi(routes.applyCoupon, async (c) => {
    const { limits, clientAddress } = c.get('client');
    const decision = await limits.consume('couponApply', clientAddress);
    if (!decision.allowed) throw rateLimited(decision);
    const message = await applyCartCoupon(db, shopper(c), c.req.valid('json').code);
    return c.json({ message, cart: await pricedCart(c) }, 200);
  });
  api.openapi(routes.removeCoupon, async (c) => {
    const message = await removeCartCoupon(db, shopper(c));
    return c.json({ message, cart: await pricedCart(c) }, 200);
  });
  api.openapi(routes.summary, async (c) =>
    c.json(await getCartSummary(db, await readOwner(c)), 200),
  );
  api.openapi(routes.add, async (c) => {
    const { variantId, quantity } = c.req.valid('json');
    const { message } = await addToCart(db, shopper(c), variantId, quantity);
    return c.json({ message, cart: await getCartSummary(db, await readOwner(c)) }, 200);
  });
  api.openapi(routes.setQuantity, async (c) => {
    const { lineId } = c.req.valid('param');
    const { message } = await setLineQuantity(db, shopper(c), lineId, c.req.valid('json').quantity);
    return c.json({ message, cart: await getCartSummary(db, await readOwner(c)) }, 200);
  });
  api.openapi(routes.remove, async (c) => {
    const { message } = await removeLine(db, shopper(c), c.req.valid('param').lineId);
    return c.json({ message, cart: await getCartSummary(db, await readOwner(c)) }, 200);
  });

  api.openapi(routes.notify, async (c) => {
    const { limits, clientAddress } = c.get('client');
    const decision = await limits.consume('stockAlert', clientAddress);
    if (!decision.allowed) throw rateLimited(decision);
    const session = await c.get('session').current();
    const message = await askForStockAlert(
      db,
      c.req.valid('param').variantId,
      c.req.valid('json'),
      {
        userId: session?.userId ?? null,
      },
    );
    return c.json({ message }, 200);
  });
  api.openapi(routes.wishlist, async (c) => {
    const variantIds = await getWishlistVariantIds(db, await readOwner(c));
    return c.json({ variantIds, count: variantIds.length }, 200);
  });
  api.openapi(routes.wishlistCount, async (c) =>
    c.json({ count: await getWishlistCount(db, await readOwner(c)) }, 200),
  );
  api.openapi(routes.toggle, async (c) => {
    const result = await toggleWishlist(db, shopper(c), c.req.valid('json').variantId);
    return c.json({ ...result, count: await getWishlistCount(db, await readOwner(c)) }, 200);
  });
  api.openapi(routes.removeWish, async (c) => {
    const result = await removeFromWishlist(db, shopper(c), c.req.valid('param').variantId);
    const count = await getWishlistCount(db, await readOwner(c));
    return c.json({ ...result, inWishlist: false, count }, 200);
  });
  return api;
}
