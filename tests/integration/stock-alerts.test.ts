/**
 * 'Notify me' (issue 33): a guest or a signed-in shopper asks for an out-of-stock variant
 * (the page's form without JavaScript, and the API); staff raising the stock from 0
 * e-mails each once, in their language, with a link to the variant; the dashboard shows
 * who waits. An item in stock, an unknown variant and a bad address are refused.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../app/modules/catalog/schema.ts';
import { outbox } from '../../app/modules/notification/schema.ts';
import { stockAlerts } from '../../app/modules/offers/schema.ts';
import { browser, signIn, verifiedAccount } from '../setup/browser.ts';
import { shopper } from '../setup/shopper.ts';
import { type StaffBrowser, staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let admin: StaffBrowser;
let variant: {
  publicId: string;
  id: number;
  slug: string;
  productPublicId: string;
  productCode: string;
  basePricePaise: number;
  discountedPricePaise: number;
};
const db = () => server.services.database.db;

beforeAll(async () => {
  server = await startTestServer();
  admin = await staffBrowser(server, 'admin');
  const [row] = await db()
    .select({
      publicId: productVariants.publicId,
      id: productVariants.id,
      slug: products.slug,
      productPublicId: products.publicId,
      productCode: productVariants.productCode,
      basePricePaise: productVariants.basePricePaise,
      discountedPricePaise: productVariants.discountedPricePaise,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.active, true), eq(products.active, true)))
    .limit(1);
  variant = row!;
  await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variant.id));
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

const mailsTo = async (to: string) =>
  (await db().select().from(outbox)).filter((row) => (row.payload as { to: string }).to === to);

async function restock(stock: number, stockWas: number) {
  return admin.post(`/admin/products/${variant.productPublicId}`, {
    intent: 'variant',
    variantId: variant.publicId,
    mrp: (variant.basePricePaise / 100).toFixed(2),
    price: (variant.discountedPricePaise / 100).toFixed(2),
    stock: String(stock),
    stockWas: String(stockWas),
    active: 'on',
  });
}

describe('Notify me', () => {
  it('takes a guest e-mail from the page without JavaScript, and an account e-mail from the API', async () => {
    const guest = browser(server);
    const page = await guest.get(`/product/${variant.slug}?variant=${variant.productCode}`);
    expect(page.html).toContain('Out of stock. Get an e-mail when it is back.');
    const asked = await guest.post(`/product/${variant.slug}?variant=${variant.productCode}`, {
      intent: 'notify',
      variantId: variant.publicId,
      email: 'Guest.Waiting@example.com',
    });
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('We will e-mail you when it is back in stock.');
    // Asking again, in another case, changes nothing.
    await guest.post(`/product/${variant.slug}`, {
      intent: 'notify',
      variantId: variant.publicId,
      email: 'guest.waiting@example.com',
    });

    const account = await verifiedAccount(server, 'waiting');
    const member = browser(server);
    await signIn(member, account.email);
    const api = await member.api('POST', `/api/v1/variants/${variant.publicId}/notify`, {});
    expect(api.status).toBe(200);
    const kannada = await browser(server).post(`/kn/product/${variant.slug}`, {
      intent: 'notify',
      variantId: variant.publicId,
      email: 'kannada.waiting@example.com',
    });
    expect(kannada.status).toBe(200);

    const waiting = await db()
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.variantId, variant.id));
    expect(waiting.map((row) => row.email.toLowerCase()).sort()).toEqual(
      [account.email, 'guest.waiting@example.com', 'kannada.waiting@example.com'].sort(),
    );
    const dashboard = await admin.get('/admin');
    expect(dashboard.html).toContain('Shoppers waiting for stock');
  });

  it('refuses a bad address, an item in stock and an unknown variant, storing nothing', async () => {
    const s = shopper(server);
    const bad = await s.call('POST', `/api/v1/variants/${variant.publicId}/notify`, {
      email: 'not-an-email',
    });
    expect(bad.status).toBe(400);
    const none = await s.call('POST', `/api/v1/variants/${variant.publicId}/notify`, {});
    expect(none.status).toBe(422);
    expect(none.body.error.message).toBe('Please provide a valid email.');
    const [inStock] = await db()
      .select({ publicId: productVariants.publicId })
      .from(productVariants)
      .where(and(eq(productVariants.active, true)))
      .limit(2)
      .offset(1);
    await db()
      .update(productVariants)
      .set({ stock: 5 })
      .where(eq(productVariants.publicId, inStock!.publicId));
    const stocked = await s.call('POST', `/api/v1/variants/${inStock!.publicId}/notify`, {
      email: 'x@example.com',
    });
    expect(stocked.status).toBe(409);
    expect(stocked.body.error.message).toBe('This item is in stock: you can buy it now.');
    const unknown = await s.call('POST', '/api/v1/variants/abcdefgh23456789/notify', {
      email: 'x@example.com',
    });
    expect(unknown.status).toBe(404);
    expect(
      await db().select().from(stockAlerts).where(eq(stockAlerts.email, 'x@example.com')),
    ).toHaveLength(0);
  });

  it('e-mails each waiting shopper once when staff raise the stock from 0, in their language', async () => {
    const saved = await restock(7, 0);
    expect(saved.status).toBe(200);
    expect(saved.html).toContain('3 waiting shoppers are told it is back.');
    const [guestMail] = await mailsTo('guest.waiting@example.com');
    const payload = guestMail!.payload as { subject: string; text: string };
    expect(payload.subject).toContain('is back in stock');
    expect(payload.text).toContain(
      `/product/${encodeURIComponent(variant.slug)}?variant=${variant.productCode}`,
    );
    const [kannadaMail] = await mailsTo('kannada.waiting@example.com');
    expect((kannadaMail!.payload as { subject: string }).subject).toContain('ಮತ್ತೆ ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ');
    expect((kannadaMail!.payload as { text: string }).text).toContain('/kn/product/');
    expect(
      await db()
        .select()
        .from(stockAlerts)
        .where(and(eq(stockAlerts.variantId, variant.id), isNull(stockAlerts.notifiedAt))),
    ).toHaveLength(0);

    // Down to 0 and up again: nobody is waiting any more, so nobody is written to twice.
    await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variant.id));
    const again = await restock(3, 0);
    expect(again.html).not.toContain('waiting');
    expect(await mailsTo('guest.waiting@example.com')).toHaveLength(1);
  });
});
