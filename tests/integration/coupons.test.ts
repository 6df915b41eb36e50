/**
 * Coupon codes over HTTP (issue 33): every refusal in the words, the cart's code
 * priced by the server, the order carrying it, tax on the discounted values, the use
 * given back on cancellation, and no over-redemption under a crowd of 200 placements.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  categories,
  productCategories,
  products,
  productVariants,
} from '../../app/modules/catalog/schema.ts';
import { COUPON_MESSAGES } from '../../app/modules/offers/coupon-rules.ts';
import {
  couponCategories,
  couponRedemptions,
  coupons,
  prepaidOffer,
} from '../../app/modules/offers/schema.ts';
import { invoiceTaxes } from '../../app/modules/order/gst.ts';
import { orderLines, orders } from '../../app/modules/order/schema.ts';
import { orderLinks } from '../../app/modules/order-lifecycle/reconcile-job.server.ts';
import { transition } from '../../app/modules/order-lifecycle/transition.server.ts';
import type { SandboxGateway } from '../../app/modules/payment/sandbox.server.ts';
import { type Shopper, shopper } from '../setup/shopper.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let variant: { publicId: string; productId: number; pricePaise: number };

const address = {
  email: 'meera@example.com',
  phone: '9845012345',
  firstName: 'Meera',
  lastName: 'Gowda',
  country: 'India',
  address: '7, Temple Road',
  address2: '',
  city: 'Tumakuru',
  state: 'Karnataka',
  zip: '572101',
};

let keys = 0;
const newKey = () => `coupon-key-${Date.now()}-${++keys}-abcdefgh`;
const db = () => server.services.database.db;
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await db()
    .select({
      publicId: productVariants.publicId,
      productId: products.id,
      pricePaise: productVariants.discountedPricePaise,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        gt(productVariants.stock, 0),
        eq(productVariants.active, true),
        eq(products.active, true),
        sql`${productVariants.discountedPricePaise} between 200000 and 900000`,
      ),
    )
    .limit(1);
  variant = row!;
});
afterAll(async () => {
  await server?.stop();
});
beforeEach(async () => {
  await db()
    .update(productVariants)
    .set({ stock: 500 })
    .where(eq(productVariants.publicId, variant.publicId));
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

async function makeCoupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const [row] = await db()
    .insert(coupons)
    .values({ kind: 'percent', percent: 10, ...values })
    .returning();
  return row!;
}

async function cartWith(s: Shopper, quantity: number) {
  const added = await s.call('POST', '/api/v1/cart/lines', {
    variantId: variant.publicId,
    quantity,
  });
  expect(added.status).toBe(200);
}

function place(s: Shopper, overrides: Record<string, unknown> = {}) {
  return s.call('POST', '/api/v1/checkout/orders', {
    ...address,
    paymentMethod: 'cod',
    idempotencyKey: newKey(),
    ...overrides,
  });
}

describe('applying a code to the cart', () => {
  it('prices it on the server and keeps it on the cart; Remove takes it off', async () => {
    await makeCoupon({ code: 'Ugadi15', percent: 15, maxDiscountPaise: 500_00 });
    const s = shopper(server);
    await cartWith(s, 1);
    // The browser's own discount or total is never read.
    const applied = await s.call('POST', '/api/v1/cart/coupon', {
      code: ' ugadi15 ',
      discountPaise: 1,
    });
    expect(applied.status).toBe(200);
    expect(applied.body.message).toBe(COUPON_MESSAGES.applied);
    const expected = Math.min(Math.floor((variant.pricePaise * 15) / 100), 500_00);
    expect(applied.body.cart.coupon).toEqual({ code: 'Ugadi15', discountPaise: expected });
    expect(applied.body.cart.payablePaise).toBe(variant.pricePaise - expected);

    const quote = await s.call('GET', '/api/v1/checkout/quote?zip=572101');
    expect(quote.body.data.coupon).toEqual({ code: 'Ugadi15', discountPaise: expected });
    expect(quote.body.data.amounts.couponDiscountPaise).toBe(expected);

    const removed = await s.call('DELETE', '/api/v1/cart/coupon');
    expect(removed.body).toMatchObject({
      message: COUPON_MESSAGES.removed,
      cart: { coupon: null },
    });
  });

  it('refuses with each reason in the words of the issue (409), changing nothing', async () => {
    const now = Date.now();
    await makeCoupon({ code: 'OLD5', validTo: new Date(now - day) });
    await makeCoupon({ code: 'SOON5', validFrom: new Date(now + day) });
    await makeCoupon({ code: 'BIGCART', minOrderPaise: variant.pricePaise + 1_000_00 });
    await makeCoupon({ code: 'GONE5', totalUses: 1 });
    const [other] = await db()
      .select({ id: categories.id })
      .from(categories)
      .where(
        sql`${categories.id} not in (select category_id from ${productCategories} where product_id = ${variant.productId})`,
      )
      .limit(1);
    const narrow = await makeCoupon({ code: 'MATSONLY' });
    await db().insert(couponCategories).values({ couponId: narrow.id, categoryId: other!.id });

    // GONE5's one use, by an earlier order.
    const first = shopper(server);
    await cartWith(first, 1);
    expect((await first.call('POST', '/api/v1/cart/coupon', { code: 'GONE5' })).status).toBe(200);
    expect((await place(first, { email: 'first@example.com', phone: '9000000001' })).status).toBe(
      201,
    );

    const s = shopper(server);
    await cartWith(s, 1);
    const cases: [string, string][] = [
      ['NOSUCH', COUPON_MESSAGES.notFound],
      ['OLD5', COUPON_MESSAGES.expired],
      ['SOON5', COUPON_MESSAGES.notYet],
      ['BIGCART', 'Add ₹1,000 more to use this code.'],
      ['GONE5', COUPON_MESSAGES.usedUp],
      ['MATSONLY', COUPON_MESSAGES.notApplicable],
    ];
    for (const [code, message] of cases) {
      const refused = await s.call('POST', '/api/v1/cart/coupon', { code });
      expect(refused.status, code).toBe(409);
      expect(refused.body.error.message, code).toBe(message);
    }
    const bad = await s.call('POST', '/api/v1/cart/coupon', { code: '<script>' });
    expect(bad.status).toBe(400);
    expect((await s.call('GET', '/api/v1/cart')).body.couponCode).toBeNull();
  });

  it('refuses a second use by the same customer, by e-mail or phone for a guest', async () => {
    await makeCoupon({ code: 'ONCEEACH', usesPerCustomer: 1 });
    const a = shopper(server);
    await cartWith(a, 1);
    await a.call('POST', '/api/v1/cart/coupon', { code: 'ONCEEACH' });
    const placed = await place(a, { email: 'once@example.com', phone: '9000000002' });
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.coupon.code).toBe('ONCEEACH');

    // Another browser, the same phone: refused at placement, with the reason.
    const b = shopper(server);
    await cartWith(b, 1);
    expect((await b.call('POST', '/api/v1/cart/coupon', { code: 'onceeach' })).status).toBe(200);
    const again = await place(b, { email: 'other@example.com', phone: '9000000002' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(COUPON_MESSAGES.alreadyUsed);
    // Buy now with the code, the same e-mail in another case.
    const buy = await place(shopper(server), {
      buy: variant.publicId,
      qty: 1,
      couponCode: 'ONCEEACH',
      email: 'ONCE@example.com',
      phone: '9000000003',
    });
    expect(buy.status).toBe(409);
    expect(buy.body.error.message).toBe(COUPON_MESSAGES.alreadyUsed);
  });
});

describe('an order with a code', () => {
  it('carries it, apportions it across the lines, and is invoiced on the discounted values', async () => {
    await makeCoupon({ code: 'TAXTEST', percent: 7 });
    await db()
      .insert(prepaidOffer)
      .values({ id: 1, percent: 5, maxDiscountPaise: 200_00 })
      .onConflictDoUpdate({
        target: prepaidOffer.id,
        set: { percent: 5, maxDiscountPaise: 200_00 },
      });
    try {
      const s = shopper(server);
      await cartWith(s, 3);
      await s.call('POST', '/api/v1/cart/coupon', { code: 'TAXTEST' });
      const quote = (await s.call('GET', '/api/v1/checkout/quote?zip=560001')).body.data;
      const placed = await place(s, {
        paymentMethod: 'payNow',
        zip: '560001',
        city: 'Bengaluru',
        quoteDigest: quote.digest,
      });
      expect(placed.status).toBe(201);
      const { order } = placed.body.data;
      const items = variant.pricePaise * 3;
      const couponPaise = Math.floor((items * 7) / 100);
      const prepaidPaise = Math.min(Math.floor(((items - couponPaise) * 5) / 100), 200_00);
      expect(order.coupon).toEqual({ code: 'TAXTEST', discountPaise: couponPaise });
      expect(order.prepaidDiscountPaise).toBe(prepaidPaise);
      expect(order.totalPaise).toBe(items - couponPaise - prepaidPaise + order.shippingPaise);
      expect(quote.amounts.totalPaise).toBe(order.totalPaise);

      const [row] = await db().select().from(orders).where(eq(orders.publicId, order.id));
      const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, row!.id));
      expect(lines.reduce((sum, line) => sum + line.discountPaise, 0)).toBe(
        couponPaise + prepaidPaise,
      );
      const taxes = invoiceTaxes({ pincode: row!.pincode, lines });
      expect(taxes.totals.inclusivePaise).toBe(order.totalPaise);
      // COD has no prepaid offer.
      const cod = shopper(server);
      await cartWith(cod, 1);
      const codOrder = (await place(cod, { email: 'cod@example.com', phone: '9000000004' })).body
        .data.order;
      expect(codOrder.prepaidDiscountPaise).toBe(0);
    } finally {
      await db().delete(prepaidOffer);
    }
  });

  it('gives its use back when it is cancelled', async () => {
    const coupon = await makeCoupon({ code: 'ONEUSE', totalUses: 1 });
    const s = shopper(server);
    await cartWith(s, 1);
    await s.call('POST', '/api/v1/cart/coupon', { code: 'ONEUSE' });
    const { order } = (await place(s, { email: 'cancel@example.com', phone: '9000000005' })).body
      .data;
    const late = shopper(server);
    await cartWith(late, 1);
    expect(
      (await late.call('POST', '/api/v1/cart/coupon', { code: 'ONEUSE' })).body.error.message,
    ).toBe(COUPON_MESSAGES.usedUp);
    const [row] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.publicId, order.id));
    await transition(db(), row!.id, 'cancelled', {
      links: orderLinks(server.services),
      status: 'Cancelled',
    });
    const live = await db()
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), isNull(couponRedemptions.releasedAt)));
    expect(live).toHaveLength(0);
    expect((await late.call('POST', '/api/v1/cart/coupon', { code: 'ONEUSE' })).status).toBe(200);
  });
});

describe('a crowd for the last uses', () => {
  it('gives a code with 50 uses left to exactly 50 of 200 concurrent placements', async () => {
    const coupon = await makeCoupon({ code: 'CROWD50', totalUses: 50 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        place(shopper(server), {
          buy: variant.publicId,
          qty: 1,
          couponCode: 'crowd50',
          email: `crowd${i}@example.com`,
          phone: `91${String(i).padStart(8, '0')}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(150);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe(COUPON_MESSAGES.usedUp);
    }
    const uses = await db()
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses).toHaveLength(50);
  });

  it('never redeems twice for the same idempotency key', async () => {
    const coupon = await makeCoupon({ code: 'SAMEKEY' });
    const s = shopper(server);
    const idempotencyKey = newKey();
    const body = {
      buy: variant.publicId,
      qty: 1,
      couponCode: 'SAMEKEY',
      idempotencyKey,
      email: 'key@example.com',
      phone: '9000000006',
    };
    const answers = await Promise.all([place(s, body), place(s, body), place(s, body)]);
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.data.order.id)).size).toBe(1);
    const uses = await db()
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses).toHaveLength(1);
  });
});

describe('after review', () => {
  it('treats a malformed code as none, never a 500', async () => {
    const s = shopper(server);
    const quote = await s.call(
      'GET',
      `/api/v1/checkout/quote?buy=${variant.publicId}&qty=1&couponCode=%00`,
    );
    expect(quote.status).toBe(200);
    expect(quote.body.data.couponProblem).toBe(COUPON_MESSAGES.notFound);
    const page = await server.fetch(`/checkout?buy=${variant.publicId}&qty=1&coupon=%00`);
    expect(page.status).toBe(200);
  });

  it('refuses an online payment under ₹1 (the gateway takes none), and takes it in cash', async () => {
    await makeCoupon({ code: 'ALLFREE', kind: 'flat', percent: null, amountPaise: 99_999_00 });
    // An item that ships free in Karnataka: the code leaves nothing to pay.
    const [free] = await db()
      .select({ publicId: productVariants.publicId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(products.deliveryKarnatakaPaise, 0),
          gt(productVariants.stock, 0),
          eq(productVariants.active, true),
          eq(products.active, true),
        ),
      )
      .limit(1);
    const body = { buy: free!.publicId, qty: 1, couponCode: 'ALLFREE' };
    const online = await place(shopper(server), {
      ...body,
      paymentMethod: 'payNow',
      email: 'free1@example.com',
      phone: '9000000101',
    });
    expect(online.status).toBe(422);
    expect(online.body.error.message).toBe(
      'An online payment must be at least ₹1. Please choose cash on delivery.',
    );
    const cash = await place(shopper(server), {
      ...body,
      email: 'free2@example.com',
      phone: '9000000102',
    });
    expect(cash.status).toBe(201);
    expect(cash.body.data.order.totalPaise).toBe(0);
  });

  it('gives a first-order code to one of two unpaid first orders only', async () => {
    await makeCoupon({ code: 'FIRSTONLY', firstOrderOnly: true });
    const body = {
      buy: variant.publicId,
      qty: 1,
      couponCode: 'FIRSTONLY',
      paymentMethod: 'payNow',
      email: 'first.twice@example.com',
      phone: '9000000103',
    };
    expect((await place(shopper(server), body)).status).toBe(201);
    const second = await place(shopper(server), body);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(COUPON_MESSAGES.firstOrderOnly);
  });

  it("keeps the code for the same browser's retry after an unpaid attempt", async () => {
    await makeCoupon({ code: 'RETRYME', usesPerCustomer: 1 });
    const s = shopper(server);
    const body = {
      buy: variant.publicId,
      qty: 1,
      couponCode: 'RETRYME',
      paymentMethod: 'payNow',
      email: 'retry@example.com',
      phone: '9000000104',
    };
    const first = await place(s, body);
    expect(first.status).toBe(201);
    const quote = await s.call(
      'GET',
      `/api/v1/checkout/quote?buy=${variant.publicId}&qty=1&couponCode=RETRYME`,
    );
    expect(quote.body.data.couponProblem).toBeNull();
    const again = await place(s, { ...body, quoteDigest: quote.body.data.digest });
    expect(again.status).toBe(201);
    expect(again.body.data.order.coupon.code).toBe('RETRYME');
  });

  it("refunds a late payment whose code's use was taken meanwhile, never a second discount", async () => {
    await makeCoupon({ code: 'LATEPAY', usesPerCustomer: 1 });
    const body = {
      buy: variant.publicId,
      qty: 1,
      couponCode: 'LATEPAY',
      email: 'late@example.com',
      phone: '9000000105',
    };
    const tab = shopper(server);
    const first = await place(tab, { ...body, paymentMethod: 'payNow' });
    expect(first.status).toBe(201);
    const { order, payment } = first.body.data;
    const [row] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.publicId, order.id));
    // Its window closes: the order is cancelled and its use given back.
    await transition(db(), row!.id, 'windowClosed', { links: orderLinks(server.services) });
    // The same buyer uses the code again, on a new order.
    expect((await place(shopper(server), body)).status).toBe(201);
    // Then the first window's money arrives after all.
    const gateway = server.services.payments as SandboxGateway;
    const paid = await gateway.pay(payment.orderId);
    const verified = await tab.call('POST', '/api/v1/payments/verify', {
      orderId: order.id,
      razorpay_payment_id: paid.paymentId,
      razorpay_signature: paid.signature,
    });
    expect(verified.body.data).toMatchObject({ paymentState: 'refund_due', status: 'Cancelled' });
  });
});
