/**
 * Store pickup (issue 35): the stores an order may be collected from, nearest first to the
 * shopper's pincode. Public, as the catalog's endpoints: no per-shopper data, so shared
 * caches may keep the answer (Cache-Control below, ETag upstream). The checkout's quote
 * lists the same stores, and the order takes one's `id` as its `pickupStore`.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppServices } from '../../app/context.ts';
import type { PickupStoreView } from '../../app/modules/order/view.ts';
import { PICKUP_MESSAGES } from '../../app/modules/pickup/messages.ts';
import { type PickupStoreChoice, pickupStores } from '../../app/modules/pickup/stores.server.ts';
import { isValidPincode } from '../../app/modules/shipping/pincode.ts';
import type { AppEnv } from '../types.ts';
import { fieldErrors } from './errors.ts';
import { dataOf, errorOf } from './schemas.ts';

const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** A store's place and contacts, as a pickup order and the lists show it. */
const storeFields = {
  name: z.string(),
  nameKn: z.string().nullable().openapi({ description: 'Its name in Kannada' }),
  address: z.string(),
  addressKn: z.string().nullable().openapi({ description: 'Its address in Kannada' }),
  town: z.string(),
  phone: z.string(),
  directionsUrl: z.string().openapi({ description: "Google Maps' directions to it" }),
  hours: z
    .object({
      days: z.string().openapi({ example: 'Monday to Saturday' }),
      label: z.string().openapi({ example: '09:00 AM to 07:00 PM' }),
    })
    .openapi({ description: 'When it is open (in English)' }),
};

const STORE_CODE = {
  description: "The store's code: send it as the order's (or the quote's) `pickupStore`",
  example: 'KA-TUM-01',
};
const DISTANCE = {
  description:
    "From the pincode's place, rounded to the kilometre; null when no pincode was given or its place is not known",
};

/** A store an order may be picked up from (GET /stores/pickup). */
export const PickupStoreSchema = z
  .object({
    id: z.string().openapi(STORE_CODE),
    ...storeFields,
    distanceKm: z.number().int().nonnegative().nullable().openapi(DISTANCE),
  })
  .openapi('PickupStore');

/**
 * The quote's stores (CheckoutQuote.pickupStores): the same, and `code` as well, which the
 * checkout page reads.
 */
export const QuotePickupStoreSchema = PickupStoreSchema.extend({
  code: z.string().openapi({ description: 'The same as `id`', example: 'KA-TUM-01' }),
}).openapi('QuotePickupStore');

/** The store of a pickup order (Order.pickup.store), as the order's view has it. */
export const OrderPickupStoreSchema = z
  .object({
    code: z.string().openapi({
      description:
        "The store's code, its id in the API: the `id` of /stores/pickup, sent as the order's `pickupStore`",
      example: 'KA-TUM-01',
    }),
    ...storeFields,
  })
  .openapi('OrderPickupStore') satisfies z.ZodType<PickupStoreView>;

/** A pickup store as the API lists it: its code is its id. */
export function pickupStoreOut(store: PickupStoreChoice) {
  return {
    id: store.code,
    name: store.name,
    nameKn: store.nameKn,
    address: store.address,
    addressKn: store.addressKn,
    town: store.town,
    phone: store.phone,
    directionsUrl: store.directionsUrl,
    hours: store.hours,
    distanceKm: store.distanceKm,
  };
}

const PickupQuery = z.object({
  pincode: z
    .string({ error: PICKUP_MESSAGES.badPincode })
    .trim()
    .refine((pincode) => pincode === '' || isValidPincode(pincode), PICKUP_MESSAGES.badPincode)
    .optional()
    .openapi({
      description:
        "The shopper's pincode (6 digits): its nearest stores first; absent (or empty) for every store",
      example: '572101',
    }),
});

const storesRoute = createRoute({
  method: 'get',
  path: '/stores/pickup',
  operationId: 'listPickupStores',
  tags: ['Stores'],
  summary: 'The stores an order may be picked up from (no shipping charge), nearest first',
  description:
    "With a pincode whose place is known, its nearest open stores (at most 8), nearest first, each with its distance; with a pincode whose place is not known, or none, every open store in the stores' order (`distanceKm` null). Any valid pincode may be given, deliverable or not.",
  request: { query: PickupQuery },
  responses: {
    200: {
      description: 'The stores',
      content: { 'application/json': { schema: dataOf(z.array(PickupStoreSchema)) } },
    },
    400: errorOf('A malformed pincode: `error.fields.pincode`'),
  },
});

export function pickupRoutes({ database }: AppServices) {
  const db = database.db;
  const api = new OpenAPIHono<AppEnv>();

  api.openapi(
    storesRoute,
    async (c) => {
      const pincode = c.req.valid('query').pincode || null;
      const stores = await pickupStores(db, pincode);
      c.header('Cache-Control', CATALOG_CACHE);
      return c.json({ data: stores.map(pickupStoreOut) }, 200);
    },
    // The field's own message, as the top-level message too (as /pincodes/{pincode}).
    (result, c) => {
      if (!result.success) {
        const fields = fieldErrors(result.error);
        return c.json(
          {
            error: {
              code: 'invalid_request',
              message: fields.pincode ?? PICKUP_MESSAGES.badPincode,
              fields,
            },
          },
          400,
        );
      }
    },
  );

  return api;
}
