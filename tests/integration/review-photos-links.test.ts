/**
 * Reviews beyond the text (issue 31): photos (re-encoded, metadata gone, at most 3, only
 * real JPEG/PNG/WebP of at most 5 MB, no decompression bombs), the review request e-mailed
 * after delivery with a signed link that lets a guest buyer review without an account (and
 * its unsubscribe, honoured), and the "Customer rating" sort of listings. The limit on
 * writing reviews is in rate-limits.test.ts (the real rules).
 */
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../app/modules/notification/schema.ts';
import { orders } from '../../app/modules/order/schema.ts';
import { REVIEW_MESSAGES as M } from '../../app/modules/review/rules.ts';
import { productReviews, reviewRequestOptOuts } from '../../app/modules/review/schema.ts';
import { type Browser, browser, escapeHtml, linkIn } from '../setup/browser.ts';
import { multipartPost } from '../setup/multipart.ts';
import { productToReview, type ReviewedProduct, reviewBuyers } from '../setup/review-buyers.ts';
import { serverPerFile } from '../setup/server-per-file.ts';
import { staffPerFile } from '../setup/staff.ts';

const server = serverPerFile();
const staff = staffPerFile(server, 'staff');
const db = () => server.services.database.db;

let product: ReviewedProduct;
beforeAll(async () => {
  product = await productToReview(server, 3);
});
const { account, buyer, order, deliver } = reviewBuyers(
  server,
  staff,
  () => product.variant.publicId,
);

const TEXT = 'Fits the bathroom wall well and heats water in under five minutes.';
const reviewPath = (query = '') => `/product/${product.slug}/review${query}`;

/** A photo as a phone takes it: a JPEG with EXIF, GPS position and a sideways orientation. */
async function phonePhoto(name = 'IMG_2041.jpg', width = 1600, height = 1200): Promise<File> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Model 7' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
    })
    .toBuffer();
  expect((await sharp(bytes).metadata()).exif).toBeDefined();
  return new File([bytes], name, { type: 'image/jpeg' });
}

const saveForm = (fields: Record<string, string | Blob | Blob[]> = {}) => ({
  intent: 'save',
  rating: '4',
  title: '',
  text: TEXT,
  ...fields,
});

/** The product's review by its reviewer key, or by the author's shown name. */
async function storedOf(who: { reviewer: string } | { author: string }) {
  const [row] = await db()
    .select()
    .from(productReviews)
    .where(
      and(
        eq(productReviews.productId, product.id),
        'reviewer' in who
          ? eq(productReviews.reviewer, who.reviewer)
          : eq(productReviews.authorName, who.author),
      ),
    );
  return row;
}

describe('photos', () => {
  let writer: Browser;
  beforeAll(async () => {
    writer = await buyer('Kavya', 'Rao');
  });

  it('re-encodes a phone photo: upright WebP at most 1200 px, with a thumbnail, no EXIF or location', async () => {
    const posted = await multipartPost(
      server,
      writer,
      reviewPath(),
      saveForm({ photos: await phonePhoto() }),
    );
    expect(posted.status).toBe(302);
    const review = await storedOf({ author: 'Kavya R.' });
    expect(review?.photos).toHaveLength(1);
    const [photo = ''] = review!.photos;
    expect(photo).toMatch(/^\/media\/uploads\/reviews\/[0-9a-f]{32}\.webp$/);

    const served = await server.fetch(photo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    // Orientation 6 turns the 1600 × 1200 photo upright: 900 × 1200 once fitted.
    expect([meta.width, meta.height]).toEqual([900, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    const thumb = await server.fetch(photo.replace('.webp', '-thumb.webp'));
    expect(thumb.status).toBe(200);

    const page = await server.fetch(`/product/${product.slug}`);
    const html = await page.text();
    expect(html).toContain(photo.replace('.webp', '-thumb.webp'));
    expect(html).toContain(escapeHtml('Photo 1 from Kavya R.'));
  });

  it('keeps the photos when the review is edited, takes off the one removed, and counts 3 at most', async () => {
    const reviewer = { author: 'Kavya R.' };
    const [first = ''] = (await storedOf(reviewer))!.photos;
    const two = await multipartPost(
      server,
      writer,
      reviewPath(),
      saveForm({ photos: [await phonePhoto('a.jpg'), await phonePhoto('b.jpg')] }),
    );
    expect(two.status).toBe(302);
    expect((await storedOf(reviewer))!.photos).toHaveLength(3);

    const fourth = await multipartPost(
      server,
      writer,
      reviewPath(),
      saveForm({ photos: await phonePhoto('c.jpg') }),
    );
    expect(fourth.status).toBe(400);
    expect(fourth.html).toContain(M.photoCount);
    expect((await storedOf(reviewer))!.photos).toHaveLength(3);

    const removed = await multipartPost(
      server,
      writer,
      reviewPath(),
      saveForm({ removePhoto: first }),
    );
    expect(removed.status).toBe(302);
    const after = (await storedOf(reviewer))!.photos;
    expect(after).toHaveLength(2);
    expect(after).not.toContain(first);
    expect((await server.fetch(first)).status).toBe(404);
  });

  it('refuses what is not a photo, one over 5 MB and a decompression bomb, storing nothing', async () => {
    const b = await buyer('Mohan', 'Das');
    const reviewer = { author: 'Mohan D.' };
    const cases: [File, string][] = [
      [
        new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.jpg', { type: 'image/jpeg' }),
        M.photoType,
      ],
      [
        new File([new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff)], 'big.jpg', {
          type: 'image/jpeg',
        }),
        M.photoTooLarge,
      ],
      [
        new File(
          [
            await sharp({
              create: { width: 10_000, height: 6_000, channels: 3, background: '#ffffff' },
            })
              .png({ compressionLevel: 9 })
              .toBuffer(),
          ],
          'bomb.png',
          { type: 'image/png' },
        ),
        M.photoUnreadable,
      ],
    ];
    for (const [file, message] of cases) {
      const refused = await multipartPost(server, b, reviewPath(), saveForm({ photos: file }));
      expect(refused.status, message).toBe(400);
      expect(refused.html).toContain(escapeHtml(message));
      expect(await storedOf(reviewer)).toBeUndefined();
    }
  });

  it('adds and removes photos through the API', async () => {
    const b = await buyer('Neha', 'Gowda');
    const written = await b.api('POST', `/api/v1/products/${product.slug}/reviews`, {
      rating: 5,
      text: TEXT,
    });
    expect(written.status).toBe(201);
    const { id } = JSON.parse(written.body);
    const added = await multipartPost(server, b, `/api/v1/reviews/${id}/photos`, {
      photos: [await phonePhoto('1.jpg', 800, 600), await phonePhoto('2.jpg', 800, 600)],
    });
    expect(added.status).toBe(200);
    const review = JSON.parse(added.html);
    expect(review.photos).toHaveLength(2);

    const stranger = await account();
    expect(
      (
        await multipartPost(server, stranger, `/api/v1/reviews/${id}/photos`, {
          photos: await phonePhoto(),
        })
      ).status,
    ).toBe(404);

    const removed = await b.api('DELETE', `/api/v1/reviews/${id}/photos/1`);
    expect(removed.status).toBe(200);
    expect(JSON.parse(removed.body).photos).toEqual([review.photos[1]]);
    expect((await b.api('DELETE', `/api/v1/reviews/${id}/photos/3`)).status).toBe(404);
  });
});

describe('review requests and guest buyers', () => {
  async function guestDelivered() {
    const guest = browser(server);
    const orderId = await order(guest);
    const [placed] = await db().select().from(orders).where(eq(orders.publicId, orderId));
    await deliver(orderId);
    return { orderId, email: placed!.email };
  }

  const requestsFor = (orderId: string) =>
    db()
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `review-request:${orderId}`));

  it('queues one request per delivered order, REVIEW_REQUEST_AFTER_DAYS later, with a link per product', async () => {
    const { orderId, email } = await guestDelivered();
    const [request, ...more] = await requestsFor(orderId);
    expect(more).toEqual([]);
    expect(request?.status).toBe('pending');
    const days = (request!.availableAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
    const mail = request!.payload as { to: string; subject: string; text: string };
    expect(mail.to).toBe(email);
    expect(mail.text).toContain(`Review ${product.name}`);
    linkIn(mail.text, new RegExp(`^/product/${product.slug}/review$`));
    linkIn(mail.text, /^\/review-requests\/unsubscribe\//);
  });

  it('lets the guest buyer review through the link, as a verified buyer, once', async () => {
    const { orderId, email } = await guestDelivered();
    const [request] = await requestsFor(orderId);
    const link = linkIn((request!.payload as { text: string }).text, /\/review$/);
    const guest = browser(server);
    const form = await guest.get(`${link.pathname}${link.search}`);
    expect(form.status).toBe(200);
    expect(form.html).toContain('Post review');

    const posted = await multipartPost(
      server,
      guest,
      `${link.pathname}${link.search}`,
      saveForm({ rating: '5', photos: await phonePhoto() }),
    );
    expect(posted.status).toBe(302);
    const stored = await storedOf({ reviewer: `e:${email.toLowerCase()}` });
    expect(stored?.status).toBe('published');
    expect(stored?.photos).toHaveLength(1);
    expect(stored?.authorName).toMatch(/^\S+ \S\.$/);

    // The same link edits that review: a second one is no new review.
    const again = await multipartPost(
      server,
      guest,
      `${link.pathname}${link.search}`,
      saveForm({ rating: '3' }),
    );
    expect(again.status).toBe(302);
    expect((await storedOf({ reviewer: `e:${email.toLowerCase()}` }))?.rating).toBe(3);
  });

  it('refuses an altered or foreign link (403) and stores nothing', async () => {
    const { orderId } = await guestDelivered();
    const [request] = await requestsFor(orderId);
    const link = linkIn((request!.payload as { text: string }).text, /\/review$/);
    const token = link.searchParams.get('t')!;
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const guest = browser(server);
    const page = await guest.get(reviewPath(`?t=${forged}`));
    expect(page.status).toBe(403);
    expect(page.html).toContain(escapeHtml(M.linkInvalid));
    const posted = await multipartPost(server, guest, reviewPath(`?t=${forged}`), saveForm());
    expect(posted.status).toBe(403);
    const otherOrder = reviewPath(`?t=${token.replace(/^[^.]+/, 'x'.repeat(21))}`);
    expect((await guest.get(otherOrder)).status).toBe(403);
  });

  it('honours the unsubscribe: the waiting request is withdrawn and no later order gets one', async () => {
    const { orderId, email } = await guestDelivered();
    const [request] = await requestsFor(orderId);
    const off = linkIn((request!.payload as { text: string }).text, /^\/review-requests\//);
    const guest = browser(server);
    const asked = await guest.get(off.pathname);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain(escapeHtml(email));
    expect(await requestsFor(orderId)).toHaveLength(1);

    const done = await guest.post(off.pathname);
    expect(done.status).toBe(200);
    expect(done.html).toContain('You will get no more review requests by e-mail.');
    expect(await requestsFor(orderId)).toEqual([]);
    const [optedOut] = await db()
      .select()
      .from(reviewRequestOptOuts)
      .where(eq(reviewRequestOptOuts.email, email.toLowerCase()));
    expect(optedOut).toBeDefined();

    const forged = await guest.get(`${off.pathname.slice(0, -3)}abc`);
    expect(forged.status).toBe(404);

    // The same address buys again: delivered, and no request.
    const again = browser(server);
    const next = await order(again);
    await db().update(orders).set({ email }).where(eq(orders.publicId, next));
    await deliver(next);
    expect(await requestsFor(next)).toEqual([]);
    const anyPending = await db()
      .select()
      .from(outbox)
      .where(and(like(outbox.dedupeKey, 'review-request:%'), eq(outbox.status, 'pending')));
    expect(anyPending.map((row) => (row.payload as { to: string }).to)).not.toContain(email);
  });
});

describe('the Customer rating sort', () => {
  it('lists the best-rated products first, the unreviewed last, in /products and a collection', async () => {
    const answer = await server.fetch('/api/v1/products?sort=rating&pageSize=60');
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      data: { products: { id: string; rating: { average: number; count: number } | null }[] };
    };
    const cards = body.data.products;
    const rated = cards.filter((card) => card.rating);
    expect(rated.length).toBeGreaterThan(0);
    expect(cards.slice(0, rated.length)).toEqual(rated);
    const keys = rated.map((card) => card.rating!.average * 100000 + card.rating!.count);
    expect([...keys].sort((a, b) => b - a)).toEqual(keys);

    const page = await server.fetch('/products?sort=rating');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Customer rating');
  });
});
