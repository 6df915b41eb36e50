/**
 * Product questions and answers (issue 31), on the product page, in the back office and
 * through the JSON API: who may ask (signed in) and answer (staff as the seller, buyers
 * with a delivered order), the texts' lengths, held questions, only answered questions
 * shown, search and pages within the product, the asker's e-mail, hiding and restoring
 * (the cached page follows on the next view) and the audit log.
 */
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES, TOO_MANY_REQUESTS } from '../../app/lib/rate-limits.server.ts';
import { auditLog } from '../../app/modules/admin/schema.ts';
import { products } from '../../app/modules/catalog/schema.ts';
import { users } from '../../app/modules/identity/schema.ts';
import { QUESTION_MESSAGES as M } from '../../app/modules/review/question-rules.ts';
import { productQuestions, questionAnswers } from '../../app/modules/review/schema.ts';
import {
  type Answer,
  type Browser,
  browser,
  escapeHtml,
  linkIn,
  mailsTo,
  signIn,
  verifiedAccount,
} from '../setup/browser.ts';
import { productToReview, type ReviewedProduct, reviewBuyers } from '../setup/review-buyers.ts';
import { serverPerFile } from '../setup/server-per-file.ts';
import { staffPerFile } from '../setup/staff.ts';
import { startTestServer } from '../setup/test-server.ts';

const server = serverPerFile();
const staff = staffPerFile(server, 'staff');
const db = () => server.services.database.db;

let product: ReviewedProduct;
let listed: ReviewedProduct;

/** The first product from the `offset`-th variant on that is none of `taken` (a product has several). */
async function anotherProduct(offset: number, ...taken: ReviewedProduct[]) {
  for (let at = offset; ; at++) {
    const found = await productToReview(server, at);
    if (!taken.some((other) => other.id === found.id)) return found;
  }
}

beforeAll(async () => {
  product = await productToReview(server, 40);
  listed = await anotherProduct(41, product);
});

const { buyer } = reviewBuyers(server, staff, () => product.variant.publicId);

const productPath = () => `/product/${product.slug}`;

/** A signed-in account in its own browser, with its e-mail. */
async function asker(firstName = 'Lakshmi', lastName = 'Hegde', from?: string) {
  const { id, email } = await verifiedAccount(server, 'asker', { firstName, lastName });
  const b = browser(server, from ? { from } : {});
  await signIn(b, email);
  return Object.assign(b, { id, email });
}

/** The part of a page in the region named by its heading (`aria-labelledby`), or ''. */
function region(html: string, name: string, tag = 'section'): string {
  const heading = new RegExp(
    `<h[1-6][^>]* id="([^"]+)"[^>]*>(?:<span[^>]*>)?${escapeRe(escapeHtml(name))}`,
  );
  const id = html.match(heading)?.[1];
  if (!id) return '';
  const start = html.search(new RegExp(`<${tag}[^>]* aria-labelledby="${escapeRe(id)}"`));
  if (start < 0) return '';
  const end = html.indexOf(`</${tag}>`, start);
  return html.slice(start, end + tag.length + 3);
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The questions region of a product page. */
const questionsOf = (page: Answer) => region(page.html, 'Questions and answers');

/** The form control labelled `label` (`<label for>`), as its opening tag, or undefined. */
function control(html: string, label: string): string | undefined {
  const id = html.match(
    new RegExp(`<label[^>]* for="([^"]+)"[^>]*>${escapeRe(escapeHtml(label))}</label>`),
  )?.[1];
  if (!id) return undefined;
  return html.match(new RegExp(`<(?:textarea|input)[^>]* id="${escapeRe(id)}"[^>]*>`))?.[0];
}

/** A link by its text: its href, or undefined. */
function linkHref(html: string, text: string): string | undefined {
  const href = html.match(
    new RegExp(`<a[^>]* href="([^"]*)"[^>]*>${escapeRe(escapeHtml(text))}</a>`),
  )?.[1];
  return href?.replaceAll('&amp;', '&');
}

/** The message in the page's live region (role="status" or "alert") holding `text`. */
const announced = (html: string, text: string) =>
  new RegExp(`role="(?:status|alert)"[^>]*>${escapeRe(escapeHtml(text))}<`).test(html);

const ask = (b: Browser, text: string, path = productPath()) =>
  b.post(path, { intent: 'ask-question', text });

const storedQuestions = (productId = product.id) =>
  db().select().from(productQuestions).where(eq(productQuestions.productId, productId));

async function questionRow(text: string) {
  const [row] = await db().select().from(productQuestions).where(eq(productQuestions.body, text));
  return row!;
}

async function answersOf(questionId: number) {
  return db().select().from(questionAnswers).where(eq(questionAnswers.questionId, questionId));
}

async function lastAudit() {
  const [row] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

async function apiList(slug: string, query = '') {
  const answer = await server.fetch(`/api/v1/products/${slug}/questions${query}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as {
    questions: {
      id: string;
      text: string;
      author: string;
      createdAt: string;
      answers: {
        id: string;
        text: string;
        author: string;
        answeredBy: string;
        createdAt: string;
      }[];
    }[];
    page: number;
    pageCount: number;
  };
}

describe('asking', () => {
  it('offers a guest a way to log in and come back, and refuses their question (page 401, API 401)', async () => {
    const guest = browser(server);
    const page = await guest.get(productPath());
    const section = questionsOf(page);
    expect(section).not.toBe('');
    expect(control(section, 'Your question')).toBeUndefined();
    expect(linkHref(section, 'Log in to ask a question')).toBe(
      `/auth/login?redirectTo=${encodeURIComponent(`${productPath()}#questions`)}`,
    );

    const before = (await storedQuestions()).length;
    const posted = await ask(guest, 'Is this geyser suitable for hard water?');
    expect(posted.status).toBe(401);
    expect(posted.html).toContain(M.signIn);
    const api = await guest.api('POST', `/api/v1/products/${product.slug}/questions`, {
      text: 'Is this geyser suitable for hard water?',
    });
    expect(api.status).toBe(401);
    expect((await storedQuestions()).length).toBe(before);
  });

  it('refuses a question under 10 or over 500 characters, with the message under the field', async () => {
    const shopper = await asker();
    const page = await shopper.get(productPath());
    const field = control(questionsOf(page), 'Your question');
    expect(field).toMatch(/^<textarea/);
    expect(field).toContain('name="text"');
    expect(field).toMatch(/minlength="10"/i);
    expect(field).toMatch(/maxlength="500"/i);

    const before = (await storedQuestions()).length;
    const short = await ask(shopper, '  Price?  ');
    expect(short.status).toBe(400);
    expect(announced(questionsOf(short), M.tooShort)).toBe(true);
    expect(control(questionsOf(short), 'Your question')).toContain('aria-invalid="true"');
    const long = await ask(shopper, 'a'.repeat(501));
    expect(long.status).toBe(400);
    expect(announced(questionsOf(long), M.questionTooLong)).toBe(true);

    const api = await shopper.api('POST', `/api/v1/products/${product.slug}/questions`, {
      text: 'Too short',
    });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body).error.fields).toEqual({ text: M.tooShort });
    const apiLong = await shopper.api('POST', `/api/v1/products/${product.slug}/questions`, {
      text: 'b'.repeat(501),
    });
    expect(JSON.parse(apiLong.body).error.fields).toEqual({ text: M.questionTooLong });
    expect((await storedQuestions()).length).toBe(before);

    // Exactly 10 and exactly 500 characters are taken.
    const ten = await shopper.api('POST', `/api/v1/products/${product.slug}/questions`, {
      text: 'Wall type?',
    });
    expect(ten.status).toBe(201);
    const most = await shopper.api('POST', `/api/v1/products/${product.slug}/questions`, {
      text: `Long one ${'c'.repeat(491)}`,
    });
    expect(most.status).toBe(201);
    expect((await storedQuestions()).length).toBe(before + 2);
  });

  it('answers 404 for a product that does not exist', async () => {
    const shopper = await asker();
    const api = await shopper.api('POST', '/api/v1/products/no-such-product-here/questions', {
      text: 'Does this come with a stand?',
    });
    expect(api.status).toBe(404);
    expect((await server.fetch('/api/v1/products/no-such-product-here/questions')).status).toBe(
      404,
    );
  });

  it('limits questions and answers per account (429 with Retry-After), on the page and the API', async () => {
    const strict = await startTestServer({ env: { RATE_LIMIT_FACTOR: '1' } });
    try {
      const { email } = await verifiedAccount(strict, 'limited');
      const b = browser(strict, { from: '127.0.0.7' });
      await signIn(b, email);
      const path = `/api/v1/products/${product.slug}/questions`;
      for (let i = 0; i < RATE_LIMIT_RULES.questionAccount.points; i++) {
        const asked = await b.api('POST', path, { text: `Question number ${'i'.repeat(i + 1)}?` });
        expect(asked.status).toBe(201);
      }
      const limited = await b.api('POST', path, { text: 'One question too many?' });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const page = await ask(b, 'One question too many?', productPath());
      expect(page.status).toBe(429);
      expect(announced(questionsOf(page), TOO_MANY_REQUESTS)).toBe(true);
      const stored = await strict.services.database.db
        .select()
        .from(productQuestions)
        .where(eq(productQuestions.body, 'One question too many?'));
      expect(stored).toEqual([]);
      expect(strict.errors).toEqual([]);
    } finally {
      await strict.stop();
    }
  });

  it('confirms a question, which shows only once it is answered', async () => {
    const shopper = await asker('Ravi', 'kumar');
    const text = 'What is the pressure rating of this geyser for a high-rise flat?';
    const posted = await ask(shopper, text);
    expect(posted.status).toBe(302);
    expect(posted.location).toBe(`${productPath()}#questions`);
    const back = await shopper.get(posted.location!);
    expect(announced(questionsOf(back), M.asked)).toBe(true);
    // Shown once: the next view has no message.
    expect(announced(questionsOf(await shopper.get(productPath())), M.asked)).toBe(false);

    const row = await questionRow(text);
    expect(row).toMatchObject({ status: 'published', askerName: 'Ravi K.', answeredAt: null });
    const page = await browser(server).get(productPath());
    expect(questionsOf(page)).not.toContain('pressure rating');
    expect((await apiList(product.slug)).questions.map((q) => q.text)).not.toContain(text);

    // Through the API, the answer says where it stands.
    const api = await shopper.api('POST', `/api/v1/products/${product.slug}/questions`, {
      text: 'Can it be fitted <b>horizontally</b>?',
    });
    expect(api.status).toBe(201);
    expect(JSON.parse(api.body)).toEqual({
      id: expect.stringMatching(/^[a-z0-9]{16}$/),
      status: 'published',
      text: 'Can it be fitted <b>horizontally</b>?',
    });
  });

  it('holds a question with a phone number, a link or an e-mail address for staff', async () => {
    const shopper = await asker('Meena', 'Rao');
    const text = 'Please call me on 98450 12345 about installation.';
    const posted = await ask(shopper, text);
    expect(posted.status).toBe(302);
    expect(announced(questionsOf(await shopper.get(posted.location!)), M.askedHeld)).toBe(true);
    expect(await questionRow(text)).toMatchObject({
      status: 'held',
      statusReason: 'Held: a phone number',
    });
    for (const [body, reason] of [
      ['Is it the same as on www.example.com/geyser?', 'Held: a link'],
      ['Mail the manual to meena@example.com please', 'Held: an e-mail address'],
    ]) {
      const api = await shopper.api('POST', `/api/v1/products/${product.slug}/questions`, {
        text: body,
      });
      expect(JSON.parse(api.body).status).toBe('held');
      expect((await questionRow(body!)).statusReason).toBe(reason);
    }
    const held = await staff.get('/admin/questions?show=held');
    expect(held.status).toBe(200);
    expect(region(held.html, text, 'article')).toContain('Held: a phone number');
    // Not in the list of new questions to answer.
    expect((await staff.get('/admin/questions')).html).not.toContain(escapeHtml(text));
  });
});

describe('answering', () => {
  it('lets staff answer as the seller: the question shows, the asker is e-mailed in their language, the change audited', async () => {
    const shopper = await asker('Suma', 'Bhat');
    const text = 'Does the 3 litre model need a pressure release valve?';
    await ask(shopper, text);
    const row = await questionRow(text);

    const list = await staff.get('/admin/questions');
    const item = region(list.html, text, 'article');
    expect(item).toContain('Not answered yet');
    expect(control(item, 'Answer as the seller')).toMatch(/^<textarea/);

    const short = await staff.post('/admin/questions', {
      intent: 'answer',
      id: String(row.id),
      text: 'Yes.',
    });
    expect(short.status).toBe(400);
    expect(await answersOf(row.id)).toEqual([]);

    const before = await browser(server).get(productPath());
    expect(questionsOf(before)).not.toContain(escapeHtml(text));

    const answer = 'Yes, it comes fitted with a 6 bar pressure release valve.';
    const answered = await staff.post('/admin/questions', {
      intent: 'answer',
      id: String(row.id),
      text: answer,
    });
    expect(answered.status).toBe(200);
    expect(answered.html).toContain('Your answer is published');
    expect((await questionRow(text)).answeredAt).not.toBeNull();
    expect(await lastAudit()).toMatchObject({
      action: 'question.answered',
      entityType: 'question',
      entityId: String(row.id),
    });

    // On the next view (the cached page lets go), with the answer marked as the seller's.
    const after = questionsOf(await browser(server).get(productPath()));
    const shown = region(after, text, 'article');
    expect(shown).toContain(escapeHtml(answer));
    expect(shown).toContain('Seller');
    expect(shown).toContain('Asked by Suma B.');
    const [first] = (await apiList(product.slug)).questions;
    expect(first).toEqual({
      id: row.publicId,
      text,
      author: 'Suma B.',
      createdAt: row.createdAt.toISOString(),
      answers: [
        {
          id: expect.any(String),
          text: answer,
          author: 'Gruha Appliances',
          answeredBy: 'seller',
          createdAt: expect.any(String),
        },
      ],
    });

    // The asker gets it by e-mail, once, with a link to the product's questions.
    const mails = await mailsTo(server, shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('has an answer');
    expect(mails[0]!.text).toContain(`You asked: “${text}”`);
    expect(mails[0]!.text).toContain(answer);
    const link = linkIn(mails[0]!.text, /^\/product\//);
    expect(`${link.pathname}${link.hash}`).toBe(`${productPath()}#questions`);
  });

  it('writes the e-mail in Kannada to an asker who uses the Kannada pages', async () => {
    const shopper = await asker('Kavya', 'Gowda');
    await db().update(users).set({ locale: 'kn' }).where(eq(users.id, shopper.id));
    const text = 'ಈ ಗೀಸರ್ ಅನ್ನು ಬಾತ್‌ರೂಮ್ ಗೋಡೆಗೆ ಅಳವಡಿಸಬಹುದೇ?';
    await ask(shopper, text, `/kn${productPath()}`);
    const row = await questionRow(text);
    await staff.post('/admin/questions', {
      intent: 'answer',
      id: String(row.id),
      text: 'ಹೌದು, ಗೋಡೆಗೆ ಅಳವಡಿಸುವ ಕಿಟ್ ಜೊತೆಗೇ ಬರುತ್ತದೆ.',
    });
    const [mail] = await mailsTo(server, shopper.email);
    const [named] = await db()
      .select({ nameKn: products.nameKn })
      .from(products)
      .where(eq(products.id, product.id));
    expect(named?.nameKn).toBeTruthy();
    expect(mail!.subject).toBe(`${named!.nameKn} ಕುರಿತ ನಿಮ್ಮ ಪ್ರಶ್ನೆಗೆ ಉತ್ತರ ಬಂದಿದೆ`);
    expect(mail!.text).toContain('ಮಾರಾಟಗಾರರ ಉತ್ತರ');
    const link = linkIn(mail!.text, /^\/kn\/product\//);
    expect(`${link.pathname}${link.hash}`).toBe(`/kn${productPath()}#questions`);
  });

  it('lets a buyer answer (marked "Verified buyer"), and refuses anyone else (403, nothing stored)', async () => {
    const shopper = await asker('Deepa', 'Nayak');
    const text = 'How many buckets of hot water does it give in one go?';
    await ask(shopper, text);
    const row = await questionRow(text);

    // Anyone signed in sees the form; only a buyer's answer is taken.
    const stranger = await asker('Arjun', 'Shetty');
    const page = await stranger.get(productPath());
    expect(page.status).toBe(200);
    const refused = await stranger.post(productPath(), {
      intent: 'answer-question',
      questionId: row.publicId,
      text: 'I think about two buckets.',
    });
    expect(refused.status).toBe(403);
    expect(announced(questionsOf(refused), M.notBuyer)).toBe(true);
    const refusedApi = await stranger.api('POST', `/api/v1/questions/${row.publicId}/answers`, {
      text: 'I think about two buckets.',
    });
    expect(refusedApi.status).toBe(403);
    expect(await answersOf(row.id)).toEqual([]);
    expect(
      (
        await browser(server).api('POST', `/api/v1/questions/${row.publicId}/answers`, {
          text: 'I think about two buckets.',
        })
      ).status,
    ).toBe(401);

    const owner = await buyer('Prakash', 'Joshi');
    const tooShort = await owner.api('POST', `/api/v1/questions/${row.publicId}/answers`, {
      text: 'Two.',
    });
    expect(tooShort.status).toBe(400);
    expect(JSON.parse(tooShort.body).error.fields).toEqual({ text: M.tooShort });
    expect(
      (
        await owner.api('POST', '/api/v1/questions/nosuchquestion1/answers', {
          text: 'About two buckets at once.',
        })
      ).status,
    ).toBe(404);

    const posted = await owner.post(productPath(), {
      intent: 'answer-question',
      questionId: row.publicId,
      text: 'Two full buckets, then it needs about ten minutes.',
    });
    expect(posted.status).toBe(302);
    const back = await owner.get(posted.location!);
    expect(announced(questionsOf(back), M.answered)).toBe(true);
    const shown = region(questionsOf(await browser(server).get(productPath())), text, 'article');
    expect(shown).toContain('Two full buckets, then it needs about ten minutes.');
    expect(shown).toContain('Prakash J.');
    expect(shown).toContain('Verified buyer');

    const api = await owner.api('POST', `/api/v1/questions/${row.publicId}/answers`, {
      text: 'Also: it heats in about 3 minutes.',
    });
    expect(api.status).toBe(201);
    expect(JSON.parse(api.body)).toEqual({
      id: expect.any(String),
      status: 'published',
      text: 'Also: it heats in about 3 minutes.',
    });
    // One e-mail to the asker per answer.
    expect(await mailsTo(server, shopper.email)).toHaveLength(2);
    const listedAnswers = (await apiList(product.slug)).questions.find(
      (q) => q.id === row.publicId,
    );
    expect(listedAnswers?.answers.map((a) => [a.author, a.answeredBy])).toEqual([
      ['Prakash J.', 'buyer'],
      ['Prakash J.', 'buyer'],
    ]);

    // A buyer's answer with contact details waits for staff, and does not e-mail yet.
    const held = await owner.api('POST', `/api/v1/questions/${row.publicId}/answers`, {
      text: 'Call me on 99001 23456 and I will explain.',
    });
    expect(JSON.parse(held.body).status).toBe('held');
    expect(await mailsTo(server, shopper.email)).toHaveLength(2);
    expect(questionsOf(await browser(server).get(productPath()))).not.toContain('99001 23456');
  });
});

describe('moderation', () => {
  it('keeps shoppers out of the back office and lists it for staff', async () => {
    expect((await browser(server).get('/admin/questions')).status).toBe(404);
    const shopper = await asker();
    expect((await shopper.get('/admin/questions')).status).toBe(404);
    expect(
      (await shopper.post('/admin/questions', { intent: 'publish', part: 'question', id: '1' }))
        .status,
    ).toBe(404);
    const home = await staff.get('/admin');
    expect(linkHref(home.html, 'Questions')).toBe('/admin/questions');
  });

  it('publishes held questions and answers; hiding and restoring change the page on the next view; each audited', async () => {
    const shopper = await asker('Nandini', 'Kulkarni');
    const text = 'Is installation free in Tumakuru? My number is 98860 11223.';
    await ask(shopper, text);
    const row = await questionRow(text);
    expect(row.status).toBe('held');

    // Not answered while held (no form; a post is refused): it would e-mail a hidden page.
    expect(
      control(
        region((await staff.get('/admin/questions?show=held')).html, text, 'article'),
        'Answer as the seller',
      ),
    ).toBeUndefined();
    const early = await staff.post('/admin/questions', {
      intent: 'answer',
      id: String(row.id),
      text: 'Yes, free within city limits.',
    });
    expect(early.status).toBe(409);
    expect(await answersOf(row.id)).toEqual([]);

    const published = await staff.post('/admin/questions', {
      intent: 'publish',
      part: 'question',
      id: String(row.id),
    });
    expect(published.html).toContain('The question is published.');
    expect(await lastAudit()).toMatchObject({
      action: 'question.published',
      entityId: String(row.id),
      before: { status: 'held' },
      after: { status: 'published' },
    });

    // A buyer's held answer, published by staff: the question shows and the asker is told.
    const owner = await buyer('Shankar', 'Reddy');
    await owner.api('POST', `/api/v1/questions/${row.publicId}/answers`, {
      text: 'Yes, they came home the next day: www.example.in has the form.',
    });
    const [answer] = await answersOf(row.id);
    expect(answer!.status).toBe('held');
    expect(await mailsTo(server, shopper.email)).toHaveLength(0);
    const heldList = await staff.get('/admin/questions?show=held');
    expect(region(heldList.html, text, 'article')).toContain('Held: a link');
    await staff.post('/admin/questions', {
      intent: 'publish',
      part: 'answer',
      id: String(answer!.id),
    });
    expect(await lastAudit()).toMatchObject({ action: 'answer.published' });
    expect(await mailsTo(server, shopper.email)).toHaveLength(1);
    const shownPage = () => browser(server).get(productPath());
    expect(region(questionsOf(await shownPage()), text, 'article')).toContain('Shankar R.');

    // Its only answer hidden: unanswered again, off the page (the cached page lets go).
    const noReason = await staff.post('/admin/questions', {
      intent: 'hide',
      part: 'answer',
      id: String(answer!.id),
      reason: '',
    });
    expect(noReason.status).toBe(400);
    const hidden = await staff.post('/admin/questions', {
      intent: 'hide',
      part: 'answer',
      id: String(answer!.id),
      reason: 'A link to another shop',
    });
    expect(hidden.html).toContain('The answer is hidden.');
    expect(await lastAudit()).toMatchObject({
      action: 'answer.hidden',
      after: { status: 'hidden', reason: 'A link to another shop' },
    });
    expect((await questionRow(text)).answeredAt).toBeNull();
    expect(questionsOf(await shownPage())).not.toContain(escapeHtml(text));
    expect(region((await staff.get('/admin/questions')).html, text, 'article')).not.toBe('');
    expect(
      region((await staff.get('/admin/questions?show=hidden')).html, text, 'article'),
    ).toContain('A link to another shop');

    // Restored: answered again, shown again; no second e-mail for the same answer.
    await staff.post('/admin/questions', {
      intent: 'publish',
      part: 'answer',
      id: String(answer!.id),
    });
    expect((await questionRow(text)).answeredAt).not.toBeNull();
    expect(questionsOf(await shownPage())).toContain(escapeHtml(text));
    expect(await mailsTo(server, shopper.email)).toHaveLength(1);

    // The question itself hidden and restored.
    await staff.post('/admin/questions', {
      intent: 'hide',
      part: 'question',
      id: String(row.id),
      reason: 'Personal details',
    });
    expect(await lastAudit()).toMatchObject({ action: 'question.hidden' });
    expect(questionsOf(await shownPage())).not.toContain(escapeHtml(text));
    await staff.post('/admin/questions', {
      intent: 'publish',
      part: 'question',
      id: String(row.id),
    });
    expect(questionsOf(await shownPage())).toContain(escapeHtml(text));
    expect(
      (await staff.post('/admin/questions', { intent: 'publish', part: 'answer', id: '999999999' }))
        .status,
    ).toBe(404);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'question'), eq(auditLog.entityId, String(row.id))));
    expect(audits.map((entry) => entry.action)).toEqual([
      'question.published',
      'question.hidden',
      'question.published',
    ]);
  });
});

describe('the list on the product page', () => {
  const TOPICS = [
    'Does it have a pressure rating of 8 bar?',
    'Is the installation kit included?',
    'What is the warranty on the heating element?',
    'Can it run on a 5 amp socket?',
    'Does the body rust in coastal areas?',
    'How long is the power cord?',
    'Is the tank glass lined?',
  ];

  beforeAll(async () => {
    // Seven questions answered by the seller, a minute apart (the last answered newest).
    for (const [index, body] of TOPICS.entries()) {
      const at = new Date(Date.UTC(2026, 10, 1, 10, index));
      const [question] = await db()
        .insert(productQuestions)
        .values({
          publicId: `listquestion${index}aaaa`,
          productId: listed.id,
          askerName: 'Anitha P.',
          body,
          status: 'published',
          answeredAt: at,
          createdAt: at,
        })
        .returning({ id: productQuestions.id });
      await db()
        .insert(questionAnswers)
        .values({
          publicId: `listanswer${index}aaaaaa`,
          questionId: question!.id,
          answeredBy: 'seller',
          authorName: 'Gruha Appliances',
          body:
            index === 1 ? 'Yes, with a free fitting by our technician.' : `Answer number ${index}.`,
          status: 'published',
          createdAt: at,
        });
    }
  });

  const listedPath = () => `/product/${listed.slug}`;

  it('shows the newest answered three first and pages through the rest with ?qpage', async () => {
    const first = questionsOf(await browser(server).get(listedPath()));
    for (const body of TOPICS.slice(4)) expect(first).toContain(body);
    for (const body of TOPICS.slice(0, 4)) expect(first).not.toContain(body);
    expect(first.indexOf(TOPICS[6]!)).toBeLessThan(first.indexOf(TOPICS[5]!));
    expect(first).toContain('Questions page 1 of 3');
    expect(linkHref(first, 'More questions')).toBe(`${listedPath()}?qpage=2#questions`);

    const second = questionsOf(await browser(server).get(`${listedPath()}?qpage=2`));
    for (const body of TOPICS.slice(1, 4)) expect(second).toContain(body);
    expect(second).not.toContain(TOPICS[6]!);
    expect(second).toContain('Questions page 2 of 3');
    expect(linkHref(second, 'Previous questions')).toBe(`${listedPath()}#questions`);

    // The API's pages hold five.
    const api = await apiList(listed.slug, '?page=2');
    expect(api).toMatchObject({ page: 2, pageCount: 2 });
    expect(api.questions.map((q) => q.text)).toEqual([TOPICS[1], TOPICS[0]]);
    expect((await apiList(listed.slug, '?page=99')).page).toBe(2);
  });

  it('searches the questions and answers of this product, with an empty state', async () => {
    const guest = browser(server);
    const page = questionsOf(await guest.get(listedPath()));
    expect(control(page, 'Search the questions')).toContain('name="q"');

    const byQuestion = questionsOf(await guest.get(`${listedPath()}?q=pressure`));
    expect(byQuestion).toContain(TOPICS[0]!);
    expect(byQuestion).not.toContain(TOPICS[6]!);
    // An answer's words find its question.
    const byAnswer = questionsOf(
      await guest.get(`${listedPath()}?q=${encodeURIComponent('FREE fitting')}`),
    );
    expect(byAnswer).toContain(TOPICS[1]!);
    expect(byAnswer).not.toContain(TOPICS[0]!);
    // LIKE's own characters are taken as themselves.
    expect(questionsOf(await guest.get(`${listedPath()}?q=%25`))).toContain(
      'No questions match “%”.',
    );

    const none = questionsOf(await guest.get(`${listedPath()}?q=solar`));
    expect(none).toContain('No questions match “solar”.');
    expect(linkHref(none, 'Show all questions')).toBe(`${listedPath()}#questions`);
    // Not another product's questions.
    expect(questionsOf(await guest.get(`${productPath()}?q=pressure`))).not.toContain(TOPICS[0]!);

    const api = await apiList(listed.slug, '?q=warranty');
    expect(api.questions.map((q) => q.text)).toEqual([TOPICS[2]]);
    expect(api).toMatchObject({ page: 1, pageCount: 1 });
  });

  it('shows a product without answered questions as such, in Kannada too', async () => {
    const other = await anotherProduct(42, product, listed);
    const guestPage = questionsOf(await browser(server).get(`/product/${other.slug}`));
    expect(linkHref(guestPage, 'Log in to ask a question')).toBeDefined();
    expect(control(guestPage, 'Search the questions')).toBeUndefined();
    const shopper = await asker('Manjunath', 'Gowda');
    const page = questionsOf(await shopper.get(`/product/${other.slug}`));
    expect(page).toContain('Have a question?');
    expect(page).toContain('No answered questions yet.');
    expect(control(page, 'Search the questions')).toBeUndefined();

    const kannadaGuest = await browser(server).get(`/kn/product/${other.slug}`);
    expect(linkHref(region(kannadaGuest.html, 'ಪ್ರಶ್ನೋತ್ತರ'), 'ಪ್ರಶ್ನೆ ಕೇಳಲು ಲಾಗಿನ್ ಮಾಡಿ')).toBe(
      `/kn/auth/login?redirectTo=${encodeURIComponent(`/product/${other.slug}#questions`)}`,
    );
    const kannada = region((await shopper.get(`/kn/product/${other.slug}`)).html, 'ಪ್ರಶ್ನೋತ್ತರ');
    expect(kannada).toContain('ಏನಾದರೂ ಪ್ರಶ್ನೆ ಇದೆಯೇ?');
    expect(control(kannada, 'ನಿಮ್ಮ ಪ್ರಶ್ನೆ')).toMatch(/^<textarea/);
    expect(kannada).toContain('ಇನ್ನೂ ಉತ್ತರಿಸಿದ ಪ್ರಶ್ನೆಗಳಿಲ್ಲ.');
    const listedKannada = region((await browser(server).get(`/kn${listedPath()}`)).html, 'ಪ್ರಶ್ನೋತ್ತರ');
    expect(control(listedKannada, 'ಪ್ರಶ್ನೆಗಳಲ್ಲಿ ಹುಡುಕಿ')).toContain('name="q"');
    expect(listedKannada).toContain('ಮಾರಾಟಗಾರರು');
  });
});
