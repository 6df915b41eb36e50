/**
 * Store pickup over HTTP (issue 35): the stores nearest a pincode, the quote priced for
 * pickup, an order placed to be collected (no shipping, cash at the store, any valid
 * pincode, its pickup code for its shopper only), the refusals (a store unknown or closed,
 * an installation with pickup), Track Order without the code, and the OpenAPI document.
 */
import { asc, eq, ilike } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../app/modules/catalog/schema.ts';
import { CHECKOUT_MESSAGES } from '../../app/modules/checkout/messages.ts';
import { stores } from '../../app/modules/content/schema.ts';
import { orders } from '../../app/modules/order/schema.ts';
import { PICKUP_MESSAGES } from '../../app/modules/pickup/messages.ts';
import { type SeedProduct, stockedProduct } from '../setup/seed-products.ts';
import { serverPerFile } from '../setup/server-per-file.ts';
import { type Shopper, shopper } from '../setup/shopper.ts';

const server = serverPerFile();
const db = () => server.services.database.db;

const TUMAKURU = '572101';
/** A Karnataka pincode the table does not locate: delivered by courier, no place known. */
const UNLOCATED = '572214';
/** A valid pincode outside Karnataka the shop does not deliver to (not in its table). */
const UNDELIVERABLE = '799001';
const TUMAKURU_STORE = 'KA-TUM-01';
const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=600';

const STORE_KEYS = [
  'address',
  'addressKn',
  'directionsUrl',
  'distanceKm',
  'hours',
  'id',
  'name',
  'nameKn',
  'phone',
  'town',
];

const address = {
  email: 'Lakshmi.Prasad@example.com',
  phone: '9845098450',
  firstName: 'Lakshmi',
  lastName: 'Prasad',
  country: 'India',
  address: '21, 3rd Cross, Ashok Nagar',
  address2: '',
  city: 'Tumakuru',
  state: 'Karnataka',
  zip: TUMAKURU,
};

type Product = SeedProduct;
interface PickupStore {
  id: string;
  name: string;
  town: string;
  distanceKm: number | null;
}

let shoeRack: Product;
let geyser: Product;

let keys = 0;
const newKey = () => `pickup-key-${Date.now()}-${++keys}-abcdefgh`;

/** Every open store's code, in the stores' own order. */
async function openStoreCodes(): Promise<string[]> {
  const rows = await db()
    .select({ code: stores.code })
    .from(stores)
    .where(eq(stores.active, true))
    .orderBy(asc(stores.position), asc(stores.id));
  return rows.map((row) => row.code);
}

beforeAll(async () => {
  shoeRack = await stockedProduct(db(), ilike(products.name, '%Shoe Rack%'));
  geyser = await stockedProduct(db(), eq(categories.name, 'Instant Geysers'));
});

async function buyer(product: Product): Promise<Shopper> {
  const s = shopper(server);
  const added = await s.call('POST', '/api/v1/cart/lines', {
    variantId: product.variant,
    quantity: 1,
  });
  expect(added.status).toBe(200);
  return s;
}

function place(s: Shopper, overrides: Record<string, unknown> = {}) {
  return s.call('POST', '/api/v1/checkout/orders', {
    ...address,
    paymentMethod: 'cod',
    idempotencyKey: newKey(),
    ...overrides,
  });
}

function pickupStores(query = '') {
  return server.fetch(`/api/v1/stores/pickup${query}`);
}

async function placedWithKey(key: string) {
  return db().select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key));
}

/** A store taken out of pickups while `run` goes on. */
async function withStoreClosed(code: string, run: () => Promise<void>) {
  await db().update(stores).set({ active: false }).where(eq(stores.code, code));
  try {
    await run();
  } finally {
    await db().update(stores).set({ active: true }).where(eq(stores.code, code));
  }
}

describe('GET /stores/pickup', () => {
  it('lists the stores nearest 572101 first, a Tumakuru store first, as a public catalog answer', async () => {
    const response = await pickupStores(`?pincode=${TUMAKURU}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CATALOG_CACHE);
    expect(response.headers.get('etag')).toBeTruthy();
    const list = ((await response.json()) as { data: PickupStore[] }).data;
    expect(list.length).toBeGreaterThan(1);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list[0]).toMatchObject({ id: TUMAKURU_STORE, town: 'Tumakuru', distanceKm: 0 });
    for (const store of list) expect(Object.keys(store).sort()).toEqual(STORE_KEYS);
    const distances = list.map((store) => store.distanceKm);
    expect(distances.every((km) => typeof km === 'number')).toBe(true);
    expect(distances).toEqual([...(distances as number[])].sort((a, b) => a - b));
    // The three Tumakuru stores come before any other town's.
    expect(list.slice(0, 3).map((store) => store.town)).toEqual([
      'Tumakuru',
      'Tumakuru',
      'Tumakuru',
    ]);
  });

  it("lists every open store in the stores' order without a pincode, or for one not located", async () => {
    const codes = await openStoreCodes();
    expect(codes.length).toBeGreaterThan(8);
    for (const query of ['', '?pincode=', `?pincode=${UNLOCATED}`, `?pincode=${UNDELIVERABLE}`]) {
      const response = await pickupStores(query);
      expect(response.status, query).toBe(200);
      const list = ((await response.json()) as { data: PickupStore[] }).data;
      expect(
        list.map((store) => store.id),
        query,
      ).toEqual(codes);
      expect(list.every((store) => store.distanceKm === null)).toBe(true);
    }
  });

  it('takes GET only', async () => {
    const preflight = await server.fetch('/api/v1/stores/pickup', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const post = await shopper(server).call('POST', '/api/v1/stores/pickup', {});
    expect(post.status).toBe(405);
  });

  it('refuses a malformed pincode with the field message (400)', async () => {
    for (const bad of ['abc', '57210', '072101']) {
      const response = await pickupStores(`?pincode=${bad}`);
      expect(response.status, bad).toBe(400);
      const body = (await response.json()) as {
        error: { code: string; message: string; fields: Record<string, string> };
      };
      expect(body.error).toEqual({
        code: 'invalid_request',
        message: PICKUP_MESSAGES.badPincode,
        fields: { pincode: PICKUP_MESSAGES.badPincode },
      });
    }
  });

  it('leaves out a store that does not take pickups', async () => {
    await withStoreClosed(TUMAKURU_STORE, async () => {
      const near = (await (await pickupStores(`?pincode=${TUMAKURU}`)).json()) as {
        data: PickupStore[];
      };
      expect(near.data.map((store) => store.id)).not.toContain(TUMAKURU_STORE);
      expect(near.data[0]!.town).toBe('Tumakuru');
      const all = (await (await pickupStores()).json()) as { data: PickupStore[] };
      expect(all.data.map((store) => store.id)).not.toContain(TUMAKURU_STORE);
    });
  });
});

describe('the quote priced for pickup', () => {
  it('drops the shipping and lists the stores', async () => {
    const s = await buyer(shoeRack);
    const delivered = await s.call('GET', `/api/v1/checkout/quote?zip=${TUMAKURU}`);
    expect(delivered.status).toBe(200);
    expect(delivered.body.data.pickup).toBe(false);
    const shipping = delivered.body.data.amounts.shippingPaise as number;
    expect(shipping).toBeGreaterThan(0);

    const picked = await s.call(
      'GET',
      `/api/v1/checkout/quote?zip=${TUMAKURU}&pickupStore=${TUMAKURU_STORE}`,
    );
    expect(picked.status).toBe(200);
    const quote = picked.body.data;
    expect(quote.pickup).toBe(true);
    expect(quote.amounts.shippingPaise).toBe(0);
    expect(quote.lines.every((line: { shippingPaise: number }) => line.shippingPaise === 0)).toBe(
      true,
    );
    expect(quote.amounts.totalPaise).toBe(delivered.body.data.amounts.totalPaise - shipping);
    expect(quote.amounts.itemsPaise).toBe(delivered.body.data.amounts.itemsPaise);
    // The same stores as GET /stores/pickup, each with its code as `id` (and `code`).
    const listed = (await (await pickupStores(`?pincode=${TUMAKURU}`)).json()) as {
      data: PickupStore[];
    };
    expect(quote.pickupStores).toHaveLength(listed.data.length);
    expect(quote.pickupStores[0]).toMatchObject({ ...listed.data[0], code: TUMAKURU_STORE });
    for (const [index, store] of quote.pickupStores.entries()) {
      expect(store).toEqual({ ...listed.data[index], code: listed.data[index]!.id });
    }
    // Delivery's quote lists the stores too, so the shopper can choose.
    expect(delivered.body.data.pickupStores).toEqual(quote.pickupStores);
  });

  it('refuses a store that is unknown or closed (422), and a malformed one (400)', async () => {
    const s = await buyer(shoeRack);
    const unknown = await s.call(
      'GET',
      `/api/v1/checkout/quote?zip=${TUMAKURU}&pickupStore=KA-NOPE-99`,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toEqual({ pickupStore: PICKUP_MESSAGES.storeClosed });
    await withStoreClosed(TUMAKURU_STORE, async () => {
      const closed = await s.call(
        'GET',
        `/api/v1/checkout/quote?zip=${TUMAKURU}&pickupStore=${TUMAKURU_STORE}`,
      );
      expect(closed.status).toBe(422);
      expect(closed.body.error.fields.pickupStore).toBe(PICKUP_MESSAGES.storeClosed);
    });
    const malformed = await s.call(
      'GET',
      `/api/v1/checkout/quote?pickupStore=${encodeURIComponent('KA TUM/01')}`,
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields.pickupStore).toBe(PICKUP_MESSAGES.chooseStore);
  });
});

describe('an order picked up from a store', () => {
  it('places a COD shoe rack for pickup: no shipping, the store and its code for the shopper', async () => {
    const s = await buyer(shoeRack);
    const placed = await place(s, { pickupStore: TUMAKURU_STORE });
    expect(placed.status).toBe(201);
    const order = placed.body.data.order;
    const items = order.lines.reduce(
      (sum: number, line: { lineTotalPaise: number }) => sum + line.lineTotalPaise,
      0,
    );
    expect(order).toMatchObject({
      paymentMethod: 'cod',
      paymentState: 'cod',
      shippingPaise: 0,
      installationPaise: 0,
      installation: null,
      promisedDeliveryDate: null,
    });
    expect(order.lines.every((line: { shippingPaise: number }) => line.shippingPaise === 0)).toBe(
      true,
    );
    expect(order.totalPaise).toBe(items - (order.coupon?.discountPaise ?? 0));
    expect(placed.body.data.payment).toBeNull();
    expect(order.pickup.store).toMatchObject({ code: TUMAKURU_STORE, town: 'Tumakuru' });
    expect(Object.keys(order.pickup.store).sort()).toEqual(
      [
        'address',
        'addressKn',
        'code',
        'directionsUrl',
        'hours',
        'name',
        'nameKn',
        'phone',
        'town',
      ].sort(),
    );
    expect(order.pickup.code).toMatch(/^[0-9]{6}$/);

    const [row] = await db().select().from(orders).where(eq(orders.publicId, order.id));
    const [store] = await db().select().from(stores).where(eq(stores.code, TUMAKURU_STORE));
    expect(row).toMatchObject({ pickupStoreId: store!.id, pickupCode: order.pickup.code });

    // Its shopper sees the code again later.
    const again = await s.call('GET', `/api/v1/orders/${order.id}`);
    expect(again.status).toBe(200);
    expect(again.body.data.pickup).toEqual(order.pickup);
  });

  it('delivers an order without pickupStore as before (pickup: null)', async () => {
    const s = await buyer(shoeRack);
    const placed = await place(s);
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.pickup).toBeNull();
    expect(placed.body.data.order.shippingPaise).toBeGreaterThan(0);
    // delivery: 'home' wins over a store sent with it (the page keeps its last choice).
    const home = await place(await buyer(shoeRack), {
      delivery: 'home',
      pickupStore: TUMAKURU_STORE,
    });
    expect(home.status).toBe(201);
    expect(home.body.data.order.pickup).toBeNull();
    expect(home.body.data.order.shippingPaise).toBeGreaterThan(0);
  });

  it('refuses an unknown or closed store, placing nothing (error.fields.pickupStore)', async () => {
    const s = await buyer(shoeRack);
    const key = newKey();
    const unknown = await place(s, { pickupStore: 'KA-NOPE-99', idempotencyKey: key });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toBe(PICKUP_MESSAGES.storeClosed);
    expect(unknown.body.error.fields).toEqual({ pickupStore: PICKUP_MESSAGES.storeClosed });
    expect(await placedWithKey(key)).toEqual([]);

    await withStoreClosed(TUMAKURU_STORE, async () => {
      const closedKey = newKey();
      const closed = await place(s, { pickupStore: TUMAKURU_STORE, idempotencyKey: closedKey });
      expect(closed.status).toBe(422);
      expect(closed.body.error.fields.pickupStore).toBe(PICKUP_MESSAGES.storeClosed);
      expect(await placedWithKey(closedKey)).toEqual([]);
    });

    // delivery 'pickup' without a store: the form's field message.
    const none = await place(s, { delivery: 'pickup' });
    expect(none.status).toBe(400);
    expect(none.body.error.fields.pickupStore).toBe(PICKUP_MESSAGES.chooseStore);
  });

  it('refuses an installation with pickup (error.fields.installationSlot)', async () => {
    const s = await buyer(geyser);
    // The geyser is installed at this pincode when delivered.
    const quote = await s.call('GET', `/api/v1/checkout/quote?zip=${TUMAKURU}`);
    expect(quote.body.data.installation).not.toBeNull();
    // A pickup's quote offers none (a store code as typed, in lower case, is the store).
    const pickupQuote = await s.call(
      'GET',
      `/api/v1/checkout/quote?zip=${TUMAKURU}&pickupStore=${TUMAKURU_STORE.toLowerCase()}`,
    );
    expect(pickupQuote.status).toBe(200);
    expect(pickupQuote.body.data.pickup).toBe(true);
    expect(pickupQuote.body.data.installation).toBeNull();
    for (const overrides of [
      { installationSlot: 'after-delivery' },
      { installation: 'after-delivery' },
    ]) {
      const key = newKey();
      const refused = await place(s, {
        pickupStore: TUMAKURU_STORE,
        idempotencyKey: key,
        ...overrides,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields).toEqual({
        installationSlot: PICKUP_MESSAGES.noInstallation,
      });
      expect(await placedWithKey(key)).toEqual([]);
    }
    // Without the installation, the geyser is picked up, as its pickup quote showed.
    const picked = await s.call(
      'GET',
      `/api/v1/checkout/quote?zip=${TUMAKURU}&pickupStore=${TUMAKURU_STORE}`,
    );
    const placed = await place(s, {
      pickupStore: TUMAKURU_STORE,
      quoteDigest: picked.body.data.digest,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.installation).toBeNull();
    // The quote's amounts are for paying online: cash pays without the prepaid offer.
    const { totalPaise, prepaidDiscountPaise } = picked.body.data.amounts;
    expect(placed.body.data.order.totalPaise).toBe(totalPaise + prepaidDiscountPaise);
  });

  it('takes a pickup to a pincode it does not deliver to, with cash at the store', async () => {
    const far = { zip: UNDELIVERABLE, city: 'Agartala', state: 'Tripura' };
    const home = await place(await buyer(shoeRack), far);
    expect(home.status).toBe(422);
    expect(home.body.error.fields.zip).toBe(CHECKOUT_MESSAGES.notDeliverable);

    const s = await buyer(shoeRack);
    const quote = await s.call(
      'GET',
      `/api/v1/checkout/quote?zip=${UNDELIVERABLE}&pickupStore=${TUMAKURU_STORE}`,
    );
    expect(quote.status).toBe(200);
    expect(quote.body.data.pincode).toMatchObject({ deliverable: false, codAvailable: false });
    expect(quote.body.data.amounts.shippingPaise).toBe(0);
    expect(quote.body.data.pickupStores.map((store: PickupStore) => store.id)).toEqual(
      await openStoreCodes(),
    );

    const placed = await place(s, {
      ...far,
      pickupStore: TUMAKURU_STORE,
      quoteDigest: quote.body.data.digest,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.order).toMatchObject({
      paymentMethod: 'cod',
      shippingPaise: 0,
      address: { pincode: UNDELIVERABLE },
      pickup: { store: { code: TUMAKURU_STORE } },
    });
  });
});

describe('Track Order of a pickup', () => {
  it('shows the store to whoever knows the number and e-mail, never the pickup code', async () => {
    const owner = await buyer(shoeRack);
    const placed = await place(owner, { pickupStore: TUMAKURU_STORE });
    expect(placed.status).toBe(201);
    const order = placed.body.data.order;
    const code = order.pickup.code as string;
    expect(code).toMatch(/^[0-9]{6}$/);

    const stranger = shopper(server);
    const tracked = await stranger.call('POST', '/api/v1/orders/track', {
      orderId: order.orderNumber,
      email: address.email,
    });
    expect(tracked.status).toBe(200);
    expect(tracked.body.data.pickup).toEqual({ store: order.pickup.store, code: null });
    expect(JSON.stringify(tracked.body)).not.toContain(`"${code}"`);
    // Someone else's session does not get the order itself.
    expect((await stranger.call('GET', `/api/v1/orders/${order.id}`)).status).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('documents the pickup stores, the quote and the order’s pickup', async () => {
    const doc = (await shopper(server).call('GET', '/api/v1/openapi.json')).body;
    const list = doc.paths['/stores/pickup']?.get;
    expect(list).toBeDefined();
    expect(list.operationId).toBe('listPickupStores');
    expect(list.tags).toEqual(['Stores']);
    expect(list.responses['400']).toBeDefined();
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(['pincode']);
    const schemas = doc.components.schemas;
    expect(Object.keys(schemas.PickupStore.properties).sort()).toEqual(STORE_KEYS);

    const quote = doc.paths['/checkout/quote'].get;
    expect(quote.parameters.map((p: { name: string }) => p.name)).toContain('pickupStore');
    expect(quote.responses['422']).toBeDefined();
    expect(schemas.CheckoutQuote.properties.pickupStores.description).toContain('pickupStore');
    expect(schemas.CheckoutQuote.properties.pickup.description).toBeTruthy();

    const placeBody =
      doc.paths['/checkout/orders'].post.requestBody.content['application/json'].schema;
    expect(placeBody.properties.pickupStore.description).toContain('installationSlot');
    expect(placeBody.properties.delivery.enum).toEqual(['home', 'pickup']);
    expect(placeBody.properties.delivery.description).toBeTruthy();

    expect(schemas.Order.properties.pickup).toBeDefined();
    expect(Object.keys(schemas.OrderPickup.properties)).toEqual(['store', 'code']);
    expect(schemas.OrderPickupStore.properties.code.description).toContain('pickupStore');
  });
});
