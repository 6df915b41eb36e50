/**
 * Checkout, payment and order endpoints: the quote, placing an order, the payment
 * signature check, the gateway's webhook, My Orders, Track Order and the invoice. The same
 * domain functions as the pages; prices and totals always come from the server; the
 * shopper is the session cookie's; an order is shown only to its session or account, or
 * to whoever gives its number with its e-mail.
 */

import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppServices } from '../../app/context.ts';
import { english } from '../../app/i18n/english.ts';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '../../app/i18n/locales.ts';
import { limitTrackOrder } from '../../app/lib/account-limits.server.ts';
import { DomainError } from '../../app/lib/domain-error.ts';
import { PUBLIC_ID_PATTERN } from '../../app/lib/public-id.ts';
import { BuyNowSchema } from '../../app/modules/cart/validation.ts';
import { quoteCheckout, submitCheckout } from '../../app/modules/checkout/checkout.server.ts';
import { type CheckoutSource, formSource } from '../../app/modules/checkout/lines.server.ts';
import { CheckoutSchema } from '../../app/modules/checkout/validation.ts';
import { orderVisitView } from '../../app/modules/installation/order-visit.server.ts';
import { SHIPMENT_STATUSES } from '../../app/modules/order/couriers.ts';
import { invoiceDocument, isInvoiced } from '../../app/modules/order/invoice.server.ts';
import { renderInvoicePdf } from '../../app/modules/order/invoice-pdf.server.ts';
import {
  accountOrderCards,
  buildOrderView,
  findOrderByPublicId,
  findViewerOrder,
  type OrderRow,
  trackOrder,
} from '../../app/modules/order/orders.server.ts';
import { orderStatus } from '../../app/modules/order/schema.ts';
import { TrackOrderSchema } from '../../app/modules/order/validation.ts';
import { type OrderPickupView, TRACK_NOT_FOUND } from '../../app/modules/order/view.ts';
import { orderLinks } from '../../app/modules/order-lifecycle/reconcile-job.server.ts';
import {
  confirmWithSignature,
  handleWebhook,
} from '../../app/modules/order-lifecycle/settle.server.ts';
import { PICKUP_MESSAGES } from '../../app/modules/pickup/messages.ts';
import { pickupStoreByCode } from '../../app/modules/pickup/stores.server.ts';
import { PincodeCheckSchema } from '../../app/modules/shipping/pincode-schema.ts';
import type { AppEnv } from '../types.ts';
import { answerWithin } from './answer-within.ts';
import { answerFieldRefusals, Refused, rateLimited } from './errors.ts';
import { InstallationVisitSchema, QuoteInstallationSchema } from './installation.ts';
import { OrderPickupStoreSchema, pickupStoreOut, QuotePickupStoreSchema } from './pickup.ts';
import { dataOf, errorOf } from './schemas.ts';

const Paise = z.number().int().nonnegative();
/** Within Razorpay's 5 s: a settlement still going on then is answered 'accepted'. */
const WEBHOOK_ANSWER_MS = 4_000;

const CouponSchema = z
  .object({ code: z.string(), discountPaise: Paise })
  .openapi('AppliedCoupon', { description: 'A coupon code and what it takes off the goods' });

const QuoteSchema = z
  .object({
    lines: z.array(
      z.object({
        id: z.string(),
        productName: z.string(),
        productSlug: z.string(),
        image: z.object({ src: z.string(), alt: z.string() }),
        variantId: z.string(),
        variantLabel: z.string(),
        quantity: z.number().int(),
        basePricePaise: Paise,
        discountedPricePaise: Paise,
        lineTotalPaise: Paise,
        shippingPaise: Paise.nullable().openapi({
          description: 'Null until a pincode is given; 0 when priced for pickup',
        }),
      }),
    ),
    amounts: z.object({
      subtotalPaise: Paise,
      discountPaise: Paise,
      itemsPaise: Paise,
      couponDiscountPaise: Paise,
      prepaidDiscountPaise: Paise.openapi({
        description: "The prepaid offer's discount: these amounts are for paying online",
      }),
      shippingPaise: Paise.nullable().openapi({
        description: 'Null until a pincode is given; 0 when priced for pickup (`pickup`)',
      }),
      totalPaise: Paise,
    }),
    coupon: CouponSchema.nullable(),
    couponCode: z
      .string()
      .nullable()
      .openapi({ description: 'The code asked for, applied or not' }),
    couponProblem: z
      .string()
      .nullable()
      .openapi({ description: 'Why that code does not apply now (placing is refused with it)' }),
    prepaidDiscountPaise: Paise,
    prepaidOffer: z
      .object({ percent: z.number().int(), maxDiscountPaise: Paise.nullable() })
      .nullable(),
    pincode: PincodeCheckSchema.nullable(),
    installation: QuoteInstallationSchema.nullable().openapi({
      description:
        "The installation the shopper may book with these lines at this pincode (issue 35): null when nothing is installable or no store's technicians serve the pincode. Not with pickup: an order picked up from a store is refused with an installation",
    }),
    pickupStores: z.array(QuotePickupStoreSchema).openapi({
      description:
        "The stores the order may be picked up from instead, with no shipping charge (issue 35): for a pincode whose place is known its nearest open stores (at most 8), nearest first; for another valid pincode every open store, in the stores' order; none until a valid pincode is given. Send one's `id` as the order's `pickupStore`. As GET /stores/pickup",
    }),
    pickup: z.boolean().openapi({
      description:
        'Priced for pickup from the store asked for (`pickupStore`): no shipping. False: priced for delivery to the pincode',
    }),
    problem: z.string().nullable().openapi({ description: 'Why it cannot be ordered as it is' }),
    digest: z.string().openapi({
      description:
        'What this quote shows; send it as quoteDigest with the order to refuse one whose lines or prices have changed since (409)',
    }),
  })
  .openapi('CheckoutQuote');

const StatusSchema = z.enum(orderStatus.enumValues);

const OrderPickupSchema = z
  .object({
    store: OrderPickupStoreSchema,
    code: z.string().nullable().openapi({
      description:
        "The pickup code (6 digits) the store asks for to hand the order over: given to the order's own shopper (its session or account) only; null in Track Order",
      example: '482913',
    }),
  })
  .openapi('OrderPickup') satisfies z.ZodType<OrderPickupView>;

const OrderSchema = z
  .object({
    id: z.string().openapi({ description: 'Opaque public id' }),
    orderNumber: z.string().openapi({ example: 'GA-2026-001000' }),
    placedAt: z.string(),
    paymentMethod: z.enum(['online', 'cod']).openapi({
      description: "'cod': cash on delivery, or for a pickup, paid at the store",
    }),
    paymentState: z.enum(['pending', 'paid', 'cod', 'failed', 'refund_due', 'refunded']),
    paymentReference: z.string().nullable(),
    status: StatusSchema,
    history: z.array(z.object({ status: StatusSchema, description: z.string(), at: z.string() })),
    email: z.string(),
    phone: z.string(),
    name: z.string(),
    address: z.object({
      address1: z.string(),
      address2: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
      country: z.string(),
    }),
    lines: z.array(
      z.object({
        productName: z.string(),
        productSlug: z.string(),
        variantLabel: z.string(),
        image: z.string(),
        quantity: z.number().int(),
        unitBasePricePaise: Paise,
        unitPricePaise: Paise,
        shippingPaise: Paise,
        lineTotalPaise: Paise,
      }),
    ),
    subtotalPaise: Paise,
    discountPaise: Paise,
    coupon: CouponSchema.nullable(),
    prepaidDiscountPaise: Paise,
    shippingPaise: Paise.openapi({ description: '0 for an order picked up from a store' }),
    installationPaise: Paise.openapi({
      description: 'The installation the order was placed with (0: none, or included)',
    }),
    totalPaise: Paise,
    businessName: z.string().nullable().openapi({
      description: 'The business its GST invoice is made out to (null: none asked for)',
    }),
    gstin: z.string().nullable().openapi({ description: "That business's GSTIN" }),
    shipments: z
      .array(
        z.object({
          id: z.string(),
          courier: z.string(),
          courierCode: z.string(),
          awb: z.string().nullable(),
          trackingUrl: z
            .string()
            .nullable()
            .openapi({ description: "The courier's own tracking page for this AWB" }),
          status: z.enum(SHIPMENT_STATUSES),
          shippedOn: z.string(),
          shippedAt: z.string().openapi({ description: 'The day it left (YYYY-MM-DD, India)' }),
          lines: z.array(
            z.object({
              productName: z.string(),
              variantLabel: z.string(),
              quantity: z.number().int(),
            }),
          ),
        }),
      )
      .openapi({ description: 'Its parcels as staff ship them, each with its courier and AWB' }),
    promisedDeliveryDate: z.string().nullable().openapi({
      description:
        'The delivery date promised at checkout (YYYY-MM-DD, India): working days from the 2 PM dispatch cut-off, no Sundays or holidays; null for a pickup (the store e-mails when it is ready)',
    }),
    installation: InstallationVisitSchema.nullable().openapi({
      description:
        "Its installation visit by a store's technicians (issue 35); null when placed without installation. Book, move or cancel it with /orders/{orderId}/installation",
    }),
    pickup: OrderPickupSchema.nullable().openapi({
      description:
        'The store it is picked up from (issue 35), with no shipping; null when it is delivered',
    }),
  })
  .openapi('Order');

const OrderCardSchema = z
  .object({
    id: z.string(),
    orderNumber: z.string(),
    placedAt: z.string(),
    status: StatusSchema,
    productName: z.string(),
    image: z.string(),
    productCount: z.number().int().openapi({ description: 'Products (lines) in the order' }),
  })
  .openapi('OrderCard');

const PaymentWindowSchema = z
  .object({
    provider: z.enum(['razorpay', 'sandbox']),
    keyId: z.string(),
    orderId: z.string().openapi({ description: "The gateway's order id for checkout.js" }),
    amountPaise: Paise,
    currency: z.literal('INR'),
  })
  .openapi('PaymentWindow');

const PlacedSchema = z
  .object({
    order: OrderSchema,
    replayed: z.boolean().openapi({
      description:
        'True when the order was placed before this request: by this idempotency key, or by an earlier checkout of this browser whose payment has come (then nothing new is placed)',
    }),
    payment: PaymentWindowSchema.nullable().openapi({
      description:
        'Open this window for an online payment; null for cash on delivery (or at the store)',
    }),
    paymentError: z.string().nullable(),
  })
  .openapi('PlacedOrder');

/**
 * The order's body: the checkout form's schema, its pickup fields described (issue 35).
 * `safeExtend` keeps the form's cross-field checks.
 */
const CheckoutBodySchema = CheckoutSchema.safeExtend({
  pickupStore: CheckoutSchema.shape.pickupStore.openapi({
    description:
      "Pick the order up from this store instead of having it delivered (issue 35): its code, the `id` of a quote's `pickupStores` entry or of GET /stores/pickup. No shipping charge; paymentMethod 'cod' is paid at the store (whatever the pincode's COD); the address may be at any valid pincode, deliverable or not. Refused (422): a store unknown or not taking pickups now (`error.fields.pickupStore`), and any installation with it (`error.fields.installationSlot`)",
    example: 'KA-TUM-01',
  }),
  delivery: CheckoutSchema.shape.delivery.openapi({
    description:
      "The checkout page's choice: 'home' (the default) delivers and ignores pickupStore; 'pickup' needs pickupStore. An API client may send pickupStore alone",
  }),
});

const ok = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { 'application/json': { schema: dataOf(schema) } } },
});
const created = <T extends z.ZodType>(schema: T, description: string) => ({
  201: { description, content: { 'application/json': { schema: dataOf(schema) } } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const OrderParams = z.object({
  orderId: z
    .string()
    .regex(PUBLIC_ID_PATTERN)
    .openapi({ param: { name: 'orderId', in: 'path' } }),
});

const routes = {
  quote: createRoute({
    method: 'get',
    path: '/checkout/quote',
    tags: ['Checkout'],
    summary:
      'Items, shipping for a pincode (or none, picked up from a store), COD and total of the cart or of a Buy now, and the stores it may be picked up from',
    request: {
      query: z.object({
        zip: z.string().optional(),
        pickupStore: CheckoutSchema.shape.pickupStore.openapi({
          description:
            "Price it for pickup from this store (issue 35): its code, a `pickupStores` entry's `id`; no shipping. Absent: priced for delivery to `zip`",
          example: 'KA-TUM-01',
        }),
        buy: BuyNowSchema.shape.buy.optional(),
        qty: z.string().optional(),
        couponCode: z
          .string()
          .optional()
          .openapi({ description: "Buy now: the coupon code to price (a cart's is kept on it)" }),
      }),
    },
    responses: {
      ...ok(QuoteSchema, 'The quote'),
      400: errorOf('Invalid input'),
      404: errorOf('Unknown item'),
      422: errorOf(
        'The pickup store is unknown or does not take pickups now (`error.fields.pickupStore`)',
      ),
      429: errorOf('Too many coupon codes tried (with `couponCode`)'),
    },
  }),
  place: createRoute({
    method: 'post',
    path: '/checkout/orders',
    tags: ['Checkout'],
    summary:
      'Place an order (idempotent per idempotencyKey); online orders answer with the payment window to open, and an installation slot chosen is booked with it',
    request: {
      body: {
        required: true,
        description:
          "The contact, address and payment method. installationSlot: '{date}/{slot}' (e.g. '2026-12-04/morning'), one of the quote's installation.openings, books the visit with the order and adds its price to the total; 'after-delivery' (or installation: 'after-delivery') charges it and leaves the visit to book later; absent or '' for none. pickupStore: picked up from that store instead of delivered (no shipping; cash on delivery is paid at the store; any valid pincode; no installation)",
        content: { 'application/json': { schema: CheckoutBodySchema } },
      },
    },
    responses: {
      ...created(PlacedSchema, 'Placed, or the order this key had placed'),
      400: errorOf('Invalid input: `error.fields` names each problem'),
      409: errorOf(
        'Out of stock, an empty cart, an idempotency key of another checkout, or the installation slot was just taken (`error.fields.installationSlot`; nothing is placed)',
      ),
      422: errorOf(
        'Not deliverable to this pincode, COD not available there, or an installation slot not offered, nothing installable, or no technicians at this pincode (`error.fields.installationSlot`); a pickup store unknown or not taking pickups (`error.fields.pickupStore`), or an installation asked for with pickup (`error.fields.installationSlot`)',
      ),
      429: errorOf('Too many orders from this address'),
    },
  }),
  verify: createRoute({
    method: 'post',
    path: '/payments/verify',
    tags: ['Payments'],
    summary: "The payment window's response, checked against the gateway order we stored",
    request: body(
      z.object({
        orderId: z.string().regex(PUBLIC_ID_PATTERN, 'Unknown order.'),
        razorpay_payment_id: z.string().min(1).max(80),
        razorpay_signature: z.string().min(1).max(200),
      }),
    ),
    responses: {
      ...ok(OrderSchema, 'Paid'),
      400: errorOf('The signature does not match'),
      404: errorOf('No such order of yours'),
    },
  }),
  callback: createRoute({
    method: 'post',
    path: '/payments/callback/{orderId}',
    tags: ['Payments'],
    summary:
      "Razorpay's redirect mode (callback_url, used in in-app browsers): the window posts its result here, from Razorpay's page, without our session; the signature against the gateway order we stored is the proof",
    request: {
      params: OrderParams,
      body: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: z.object({
              razorpay_payment_id: z.string().max(80).optional(),
              razorpay_order_id: z.string().max(80).optional(),
              razorpay_signature: z.string().max(200).optional(),
            }),
          },
        },
      },
    },
    responses: {
      303: {
        description:
          'To the placed page once the payment is verified; otherwise back to the payment page, which asks the gateway and offers another try',
      },
    },
  }),
  webhook: createRoute({
    method: 'post',
    path: '/payments/webhook',
    tags: ['Payments'],
    summary:
      "Razorpay's webhook: X-Razorpay-Signature over the raw body, de-duplicated by x-razorpay-event-id",
    responses: {
      200: {
        description:
          "Processed, a duplicate, or 'accepted': still being settled after 4 s (reconciliation settles it if that fails)",
      },
      400: errorOf('Bad signature or not an event'),
    },
  }),
  myOrders: createRoute({
    method: 'get',
    path: '/orders',
    tags: ['Orders'],
    summary: "The signed-in shopper's orders, newest first",
    responses: { ...ok(z.array(OrderCardSchema), 'Orders'), 401: errorOf('Not signed in') },
  }),
  order: createRoute({
    method: 'get',
    path: '/orders/{orderId}',
    tags: ['Orders'],
    summary: 'One order of this session or account',
    request: { params: OrderParams },
    responses: { ...ok(OrderSchema, 'The order'), 404: errorOf('No such order of yours') },
  }),
  track: createRoute({
    method: 'post',
    path: '/orders/track',
    tags: ['Orders'],
    summary:
      "Track an order by its number and e-mail (the same 404 for either being wrong); a pickup's store is shown, never its pickup code",
    request: body(TrackOrderSchema),
    responses: {
      ...ok(OrderSchema, 'The order'),
      400: errorOf('Invalid input'),
      404: errorOf('No order with this number and e-mail'),
      429: errorOf('Too many lookups'),
    },
  }),
  invoice: createRoute({
    method: 'get',
    path: '/orders/{orderId}/invoice',
    tags: ['Orders'],
    summary: 'The GST tax invoice (PDF) of an order of this session or account',
    request: { params: OrderParams },
    responses: {
      200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } },
      404: errorOf('No such invoice of yours'),
    },
  }),
};

const NO_STORE = 'private, no-store';

export function checkoutRoutes(services: AppServices) {
  const { database, payments } = services;
  const db = database.db;
  const api = new OpenAPIHono<AppEnv>();

  for (const path of ['/checkout/*', '/payments/*', '/orders', '/orders/*']) {
    api.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', NO_STORE);
    });
  }
  api.onError(answerFieldRefusals);

  const viewer = async (c: Context<AppEnv>) => {
    const session = await c.get('session').current();
    return session ? { sessionId: session.id, userId: session.userId } : null;
  };
  /** An order as the API answers it: its view, with its installation visit (issue 35). */
  const orderOut = async (order: OrderRow) => ({
    ...(await buildOrderView(db, order)),
    installationPaise: order.installationPaise,
    installation: await orderVisitView(db, order),
  });
  const ownOrder = async (c: Context<AppEnv>, publicId: string) => {
    const who = await viewer(c);
    const order = who ? await findViewerOrder(db, publicId, who) : null;
    if (!order) throw new DomainError('not_found', 'This order was not found.');
    return order;
  };

  api.openapi(routes.quote, async (c) => {
    const query = c.req.valid('query');
    let source: CheckoutSource = { kind: 'cart' };
    if (query.couponCode) {
      const { limits, clientAddress } = c.get('client');
      const decision = await limits.consume('couponApply', clientAddress);
      if (!decision.allowed) throw rateLimited(decision);
    }
    if (query.buy) {
      const parsed = BuyNowSchema.safeParse({ buy: query.buy, qty: query.qty });
      if (!parsed.success) {
        throw new Refused(400, 'invalid_request', parsed.error.issues[0]?.message ?? 'Invalid');
      }
      source = {
        kind: 'buy-now',
        variantPublicId: parsed.data.buy,
        quantity: parsed.data.qty,
        couponCode: query.couponCode?.trim() || null,
      };
    }
    // Picked up from a store (issue 35): priced without shipping, for a store that takes it.
    const pickupStore = query.pickupStore || null;
    if (pickupStore && !(await pickupStoreByCode(db, pickupStore))) {
      throw new DomainError('invalid', PICKUP_MESSAGES.storeClosed, { field: 'pickupStore' });
    }
    const browser = await c.get('session').current();
    const quote = await quoteCheckout(
      db,
      browser,
      source,
      query.zip?.trim() || null,
      english,
      pickupStore !== null,
    );
    // Each store's code is its `id` in the API; `code` stays, as the checkout page reads it.
    const stores = quote.pickupStores.map((store) => ({
      ...pickupStoreOut(store),
      code: store.code,
    }));
    return c.json({ data: { ...quote, pickupStores: stores } }, 200);
  });

  api.openapi(routes.place, async (c) => {
    const { limits, clientAddress } = c.get('client');
    const decision = await limits.consume('placeOrder', clientAddress);
    if (!decision.allowed) throw rateLimited(decision);
    const form = c.req.valid('json');
    const source = formSource(form);
    const session = c.get('session');
    const result = await submitCheckout(
      { db, payments, links: orderLinks(services), ensureSession: () => session.ensure() },
      form,
      source,
    );
    return c.json(
      {
        data: {
          order: await orderOut(result.order),
          replayed: result.replayed,
          payment: result.payment && 'window' in result.payment ? result.payment.window : null,
          paymentError: result.payment && 'error' in result.payment ? result.payment.error : null,
        },
      },
      201,
    );
  });

  api.openapi(routes.verify, async (c) => {
    const input = c.req.valid('json');
    const order = await ownOrder(c, input.orderId);
    const outcome = await confirmWithSignature(
      db,
      payments,
      order,
      { paymentId: input.razorpay_payment_id, signature: input.razorpay_signature },
      orderLinks(services),
    );
    if (outcome === 'invalid') {
      throw new Refused(400, 'invalid_signature', 'The payment could not be verified.');
    }
    return c.json({ data: await orderOut(await ownOrder(c, order.publicId)) }, 200);
  });

  api.openapi(routes.callback, async (c) => {
    const { orderId } = c.req.valid('param');
    const form = c.req.valid('form');
    const order = await findOrderByPublicId(db, orderId);
    if (order?.paymentMethod !== 'online') return c.redirect('/', 303);
    // Razorpay's post carries none of our cookies: the order knows its checkout's language.
    const inOrderLanguage = (path: string) =>
      localizedPath(isLocale(order.locale) ? order.locale : DEFAULT_LOCALE, path);
    const paymentId = form.razorpay_payment_id;
    const signature = form.razorpay_signature;
    if (paymentId && signature) {
      const outcome = await confirmWithSignature(
        db,
        payments,
        order,
        { paymentId, signature },
        orderLinks(services),
      );
      if (outcome !== 'invalid')
        return c.redirect(inOrderLanguage(`/placed?order=${order.publicId}`), 303);
    }
    // A failed attempt (Razorpay posts error[…] fields) or one we cannot verify.
    return c.redirect(inOrderLanguage(`/checkout/pay/${order.publicId}`), 303);
  });

  api.openapi(routes.webhook, async (c) => {
    // The signature covers the raw bytes: read them before anything parses the body.
    const raw = await c.req.text();
    const settling = handleWebhook(
      db,
      payments,
      raw,
      {
        signature: c.req.header('x-razorpay-signature') ?? null,
        eventId: c.req.header('x-razorpay-event-id') ?? null,
      },
      orderLinks(services),
    );
    // Razorpay waits 5 s for an answer (then retries, and after a day disables the hook).
    const outcome = await answerWithin(settling, WEBHOOK_ANSWER_MS, 'accepted' as const, (error) =>
      c.get('logger').error({ err: error }, 'payment webhook failed after its answer'),
    );
    if (outcome === 'invalid') {
      throw new Refused(400, 'invalid_webhook', 'The webhook signature does not match.');
    }
    return c.json({ status: outcome }, 200);
  });

  api.openapi(routes.myOrders, async (c) => {
    const who = await viewer(c);
    if (!who?.userId) throw new Refused(401, 'unauthorized', 'Please sign in.');
    return c.json({ data: await accountOrderCards(db, who.userId) }, 200);
  });

  api.openapi(routes.track, async (c) => {
    const { orderId, email } = c.req.valid('json');
    const refused = await limitTrackOrder(c.get('client'), email);
    if (refused) throw rateLimited(refused);
    const order = await trackOrder(db, orderId, email);
    const row = order && (await findOrderByPublicId(db, order.id));
    if (!order || !row) throw new Refused(404, 'not_found', TRACK_NOT_FOUND);
    const installation = await orderVisitView(db, row);
    return c.json(
      { data: { ...order, installationPaise: row.installationPaise, installation } },
      200,
    );
  });

  api.openapi(routes.order, async (c) => {
    const order = await ownOrder(c, c.req.valid('param').orderId);
    return c.json({ data: await orderOut(order) }, 200);
  });

  api.openapi(routes.invoice, async (c) => {
    const order = await ownOrder(c, c.req.valid('param').orderId);
    if (!isInvoiced(order)) throw new DomainError('not_found', 'This invoice was not found.');
    const pdf = await renderInvoicePdf(await invoiceDocument(db, order));
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${order.invoiceNumber}.pdf"`,
    });
  });

  return api;
}
