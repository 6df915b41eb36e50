/**
 * Buyers' reviews in the back office (issue 31): staff publish a held review, hide a
 * reported one with a reason (the product's rating changes on the next view), restore it,
 * and reply as the seller under it; every change is audited; nobody else gets in.
 */
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../app/modules/admin/schema.ts';
import { productReviews } from '../../app/modules/review/schema.ts';
import { browser } from '../setup/browser.ts';
import { productToReview, reviewBuyers } from '../setup/review-buyers.ts';
import { serverPerFile } from '../setup/server-per-file.ts';
import { staffPerFile } from '../setup/staff.ts';

const server = serverPerFile();
const staff = staffPerFile(server, 'staff');
const db = () => server.services.database.db;

let slug = '';
let variantId = '';
const { account, buyer } = reviewBuyers(server, staff, () => variantId);

beforeAll(async () => {
  const found = await productToReview(server, 30);
  slug = found.slug;
  variantId = found.variant.publicId;
});

const TEXT = 'Pumps water to the second floor tank without trouble.';

async function reviewRow(author: string) {
  const [row] = await db()
    .select()
    .from(productReviews)
    .where(eq(productReviews.authorName, author));
  return row!;
}

async function aggregate() {
  const answer = await server.fetch(`/api/v1/products/${slug}/reviews`);
  return ((await answer.json()) as { aggregate: { count: number; average: number | null } })
    .aggregate;
}

async function lastAudit() {
  const [row] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

describe('moderation', () => {
  it('keeps everyone but staff out', async () => {
    expect((await browser(server).get('/admin/reviews')).status).toBe(404);
    expect((await (await account()).get('/admin/reviews')).status).toBe(404);
  });

  it('publishes a held review, hides a reported one with a reason, restores it, and replies', async () => {
    const held = await buyer('Geetha', 'Naik');
    await held.post(`/product/${slug}/review`, {
      intent: 'save',
      rating: '5',
      text: `${TEXT} Call 98450 12345 for fitting.`,
    });
    const shown = await buyer('Harish', 'Patil');
    await shown.post(`/product/${slug}/review`, { intent: 'save', rating: '1', text: TEXT });
    expect(await aggregate()).toEqual({ count: 1, average: 1, distribution: expect.anything() });

    // The held review waits in the first list.
    const waiting = await staff.get('/admin/reviews');
    expect(waiting.status).toBe(200);
    expect(waiting.html).toContain('Call 98450 12345 for fitting.');
    expect(waiting.html).toContain('Held: a phone number');
    const heldRow = await reviewRow('Geetha N.');
    const published = await staff.post('/admin/reviews', {
      intent: 'publish',
      id: String(heldRow.id),
    });
    expect(published.status).toBe(200);
    expect(published.html).toContain('The review is published.');
    expect((await aggregate()).count).toBe(2);
    expect(await lastAudit()).toMatchObject({
      action: 'review.published',
      entityId: String(heldRow.id),
    });

    // A shopper reports the other; it shows in the reported list with the reason.
    const page = await browser(server).get(`/product/${slug}`);
    const shownRow = await reviewRow('Harish P.');
    const reporter = browser(server);
    await reporter.post(`/product/${slug}`, {
      intent: 'report',
      reviewId: shownRow.publicId,
      reason: 'Offensive or abusive',
    });
    expect(page.status).toBe(200);
    const reported = await staff.get('/admin/reviews?show=reported');
    expect(reported.html).toContain('Reported 1 time');
    expect(reported.html).toContain('Offensive or abusive');

    // Hidden (a reason is required): the rating changes on the next view.
    const noReason = await staff.post('/admin/reviews', {
      intent: 'hide',
      id: String(shownRow.id),
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const hidden = await staff.post('/admin/reviews', {
      intent: 'hide',
      id: String(shownRow.id),
      reason: 'Abusive language',
    });
    expect(hidden.html).toContain('The review is hidden.');
    expect(await aggregate()).toMatchObject({ count: 1, average: 5 });
    expect((await browser(server).get(`/product/${slug}`)).html).not.toContain('Harish P.');
    expect(await lastAudit()).toMatchObject({
      action: 'review.hidden',
      after: { status: 'hidden', reason: 'Abusive language' },
    });
    // Its writer is told.
    expect((await shown.get(`/product/${slug}/review`)).html).toContain(
      'Our team has hidden your review.',
    );

    // Restored, it counts again.
    await staff.post('/admin/reviews', { intent: 'publish', id: String(shownRow.id) });
    expect(await aggregate()).toMatchObject({ count: 2, average: 3 });

    // The seller's reply shows under the review on the product page.
    const replied = await staff.post('/admin/reviews', {
      intent: 'reply',
      id: String(heldRow.id),
      reply: 'Thank you! Our Tumakuru store fits these free.',
    });
    expect(replied.html).toContain('Your reply is published under the review.');
    const product = await browser(server).get(`/product/${slug}`);
    expect(product.html).toContain('Reply from the seller');
    expect(product.html).toContain('Thank you! Our Tumakuru store fits these free.');
    expect(await lastAudit()).toMatchObject({ action: 'review.replied' });

    expect(
      (await staff.post('/admin/reviews', { intent: 'publish', id: '999999999' })).status,
    ).toBe(404);
  });
});
