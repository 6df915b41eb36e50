/**
 * Installation endpoints (issue 35): whether a product is installed at a pincode, by which
 * store and for how much; a store's slots with places left; and an order's visit booked,
 * moved or cancelled by its shopper until 6 PM (India) the day before. The offer and the
 * slots are public; an order is its session's or account's, as in checkout.ts.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppServices } from '../../app/context.ts';
import { DomainError } from '../../app/lib/domain-error.ts';
import { PUBLIC_ID_PATTERN } from '../../app/lib/public-id.ts';
import { resolveProduct } from '../../app/modules/catalog/product.server.ts';
import { INSTALLATION_MESSAGES } from '../../app/modules/installation/messages.ts';
import {
  installationOffer,
  installingStore,
  openingsFrom,
} from '../../app/modules/installation/offer.server.ts';
import { orderVisitView } from '../../app/modules/installation/order-visit.server.ts';
import {
  CHANGE_DEADLINE_HOUR,
  INSTALLATION_SLOTS,
  isCalendarDay,
  todayInIndia,
  VISIT_STATES,
} from '../../app/modules/installation/slots.ts';
import { VisitChoiceSchema } from '../../app/modules/installation/validation.ts';
import { bookOrderVisit, cancelOrderVisit } from '../../app/modules/installation/visits.server.ts';
import { findViewerOrder, type OrderRow } from '../../app/modules/order/orders.server.ts';
import { PincodeSchema } from '../../app/modules/shipping/pincode-schema.ts';
import type { AppEnv } from '../types.ts';
import { answerFieldRefusals } from './errors.ts';
import { dataOf, errorOf } from './schemas.ts';

const Paise = z.number().int().nonnegative();
const Day = z.string().openapi({ description: 'YYYY-MM-DD (India)', example: '2026-12-04' });
const SLOT_TIMES = 'morning: 9 AM to 1 PM; afternoon: 1 PM to 5 PM';
const Slot = z.enum(INSTALLATION_SLOTS).openapi({ description: SLOT_TIMES });

export const SlotOpeningSchema = z
  .object({
    date: Day,
    slot: Slot,
    remaining: z.number().int().positive().openapi({ description: 'Visits still free' }),
  })
  .openapi('InstallationSlot');

const StoreRef = z.object({
  id: z.string().openapi({ description: "The store's code (`store` of /installation/slots)" }),
  name: z.string(),
  nameKn: z.string().nullable().openapi({ description: 'Its name in Kannada' }),
});

const InstallationOfferSchema = z
  .object({
    available: z.boolean().openapi({
      description: "Whether the store's technicians install this product at this pincode",
    }),
    store: StoreRef.nullable().openapi({ description: 'The store serving the pincode, if any' }),
    pricePaise: Paise.openapi({ description: 'Per unit, GST included; 0: included in the price' }),
    minutes: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "A unit's installation time; null when not installed" }),
    reason: z.string().optional().openapi({ description: 'Why it is not available' }),
  })
  .openapi('InstallationOffer');

/** What a checkout's quote offers to install (CheckoutQuote.installation). */
export const QuoteInstallationSchema = z
  .object({
    store: StoreRef.extend({ phone: z.string() }),
    pricePaise: Paise.openapi({
      description: 'For every installable line, GST included; added to the order total',
    }),
    minutes: z.number().int(),
    openings: z.array(SlotOpeningSchema).openapi({
      description:
        "Slots with places left, after the promised delivery for 14 days; send one as the order's installationSlot '{date}/{slot}', or 'after-delivery'",
    }),
  })
  .openapi('QuoteInstallation');

/** An order's visit (Order.installation and the answer of its changes). */
export const InstallationVisitSchema = z
  .object({
    store: StoreRef.extend({ phone: z.string() }),
    state: z.enum(VISIT_STATES).openapi({
      description:
        'to_book: to be booked (after delivery, or cancelled by the shopper); booked; done; missed',
    }),
    date: Day.nullable(),
    slot: Slot.nullable(),
    technician: z
      .string()
      .nullable()
      .openapi({ description: "The technician's first name, once assigned" }),
    pricePaise: Paise.openapi({ description: 'What the order paid for installing (0: included)' }),
    minutes: z.number().int(),
    canChange: z.boolean().openapi({
      description: 'Whether the shopper may still book, move or cancel it',
    }),
    changeableUntil: z
      .string()
      .nullable()
      .openapi({
        format: 'date-time',
        description: `A booked visit's deadline for changes online: ${CHANGE_DEADLINE_HOUR}:00 India time the day before (it may have passed); null otherwise`,
      }),
  })
  .openapi('InstallationVisit');

const OfferQuery = z.object({
  product: z
    .string({ error: INSTALLATION_MESSAGES.noProduct })
    .trim()
    .min(1, INSTALLATION_MESSAGES.noProduct)
    .max(300, INSTALLATION_MESSAGES.noProduct)
    .openapi({ description: "The product's slug", example: 'Instant-Geyser-3-Litre' }),
  pincode: PincodeSchema.openapi({ description: 'Where it is to be installed', example: '572101' }),
});

const SlotsQuery = z.object({
  store: z
    .string({ error: INSTALLATION_MESSAGES.noStore })
    .trim()
    // A store code's shape ('KA-TUM-01', in any case): nothing else reaches the database.
    .regex(/^[A-Za-z0-9-]{2,20}$/, INSTALLATION_MESSAGES.noStore)
    .transform((code) => code.toUpperCase())
    .openapi({ description: "The store's code (InstallationOffer.store.id)" }),
  from: z.string().trim().refine(isCalendarDay, INSTALLATION_MESSAGES.badDay).optional().openapi({
    description: 'YYYY-MM-DD: the first day wanted (default and earliest: tomorrow)',
  }),
});

const OrderParams = z.object({
  orderId: z
    .string()
    .regex(PUBLIC_ID_PATTERN)
    .openapi({ param: { name: 'orderId', in: 'path' } }),
});

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: dataOf(schema) } },
});

const TAGS = ['Installation'];
const changeErrors = {
  400: errorOf('Invalid date or slot: `error.fields` names each problem'),
  404: errorOf('No such order of yours, or it has no installation'),
  409: errorOf(
    'Too late (changes end at 6 PM the day before), the visit is over, the order was cancelled, or the slot was just taken',
  ),
  429: errorOf('Too many requests'),
};

const routes = {
  offer: createRoute({
    method: 'get',
    path: '/installation',
    tags: TAGS,
    summary:
      'Whether a product is installed at a pincode: the store whose technicians come, and the price (0: included); `reason` says why it is not available',
    request: { query: OfferQuery },
    responses: {
      200: json(InstallationOfferSchema, 'The offer'),
      400: errorOf('Invalid pincode or no product: `error.fields` names each problem'),
      404: errorOf('No such product'),
    },
  }),
  slots: createRoute({
    method: 'get',
    path: '/installation/slots',
    tags: TAGS,
    summary:
      "A store's installation slots with places left, working days only (no Sundays or holidays), from `from` for 14 days",
    request: { query: SlotsQuery },
    responses: {
      200: json(z.array(SlotOpeningSchema), 'Slots in date and slot order; full ones left out'),
      400: errorOf('Invalid date: `error.fields.from`'),
      404: errorOf('No such store installs'),
    },
  }),
  book: createRoute({
    method: 'post',
    path: '/orders/{orderId}/installation',
    tags: TAGS,
    summary:
      "Book the order's installation visit, or move it to another slot (until 6 PM India time the day before; the old slot's place is freed)",
    request: {
      params: OrderParams,
      body: {
        required: true,
        content: {
          'application/json': {
            schema: VisitChoiceSchema.extend({
              date: VisitChoiceSchema.shape.date.openapi({
                description: 'YYYY-MM-DD (India): a working day after the delivery, 14 days on',
                example: '2026-12-04',
              }),
              slot: VisitChoiceSchema.shape.slot.openapi({ description: SLOT_TIMES }),
            }),
          },
        },
      },
    },
    responses: {
      200: json(InstallationVisitSchema, 'The visit as booked'),
      ...changeErrors,
      422: errorOf('Not one of the slots offered for this order (after its delivery, 14 days)'),
    },
  }),
  cancel: createRoute({
    method: 'delete',
    path: '/orders/{orderId}/installation',
    tags: TAGS,
    summary:
      "Cancel the order's booked visit (until 6 PM India time the day before): its place is freed and the installation is to be booked again later",
    request: { params: OrderParams },
    responses: {
      200: json(InstallationVisitSchema, 'The visit, to be booked'),
      ...changeErrors,
    },
  }),
};

const NO_STORE = 'private, no-store';
const OFFER_CACHE = 'public, max-age=60';

export function installationRoutes({ database }: AppServices) {
  const db = database.db;
  const api = new OpenAPIHono<AppEnv>();

  api.use('/installation/slots', async (c, next) => {
    await next();
    c.header('Cache-Control', NO_STORE);
  });
  api.use('/orders/*', async (c, next) => {
    await next();
    c.header('Cache-Control', NO_STORE);
  });
  api.onError(answerFieldRefusals);

  const ownOrder = async (c: Context<AppEnv>, publicId: string): Promise<OrderRow> => {
    const session = await c.get('session').current();
    const order = session
      ? await findViewerOrder(db, publicId, { sessionId: session.id, userId: session.userId })
      : null;
    if (!order) throw new DomainError('not_found', 'This order was not found.');
    return order;
  };
  const visitOf = async (order: OrderRow) => {
    const view = await orderVisitView(db, order);
    if (!view) throw new DomainError('not_found', INSTALLATION_MESSAGES.noInstallation);
    return view;
  };

  api.openapi(routes.offer, async (c) => {
    const { product, pincode } = c.req.valid('query');
    // Any form of the slug the catalog accepts (its case, spaces for hyphens).
    const found = await resolveProduct(db, product);
    const offer = found ? await installationOffer(db, found.slug, pincode) : null;
    if (!offer) throw new DomainError('not_found', INSTALLATION_MESSAGES.noProduct);
    c.header('Cache-Control', OFFER_CACHE);
    return c.json({ data: offer }, 200);
  });

  api.openapi(routes.slots, async (c) => {
    const { store: code, from } = c.req.valid('query');
    const now = new Date();
    const store = await installingStore(db, code, now);
    if (!store) throw new DomainError('not_found', INSTALLATION_MESSAGES.noStore);
    return c.json({ data: await openingsFrom(db, store, from ?? todayInIndia(now), now) }, 200);
  });

  api.openapi(routes.book, async (c) => {
    const order = await ownOrder(c, c.req.valid('param').orderId);
    const { date, slot } = c.req.valid('json');
    try {
      await bookOrderVisit(db, order, { day: date, slot });
    } catch (error) {
      // The checkout's field is `installationSlot`; here the day is the field to change.
      if (error instanceof DomainError && error.field === 'installationSlot') {
        throw new DomainError(error.code, error.template, { field: 'date' });
      }
      throw error;
    }
    return c.json({ data: await visitOf(order) }, 200);
  });

  api.openapi(routes.cancel, async (c) => {
    const order = await ownOrder(c, c.req.valid('param').orderId);
    await cancelOrderVisit(db, order);
    return c.json({ data: await visitOf(order) }, 200);
  });

  return api;
}
