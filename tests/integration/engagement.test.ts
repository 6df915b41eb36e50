/**
 * Contact Us, the Interest Survey and the newsletter over HTTP, as a browser without
 * JavaScript and as an API client: every refusal names its field and keeps nothing, the
 * honeypot keeps nothing, the per-address limits answer 429 (the real rules:
 * RATE_LIMIT_FACTOR=1), a contact message is stored and e-mailed to the support inbox, a
 * newsletter address is kept once, and its unsubscribe link works by POST only.
 *
 * Each test speaks from its own loopback address (127.0.0.x), so each has its own budget.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES, TOO_MANY_REQUESTS } from '../../app/lib/rate-limits.server.ts';
import { ENGAGEMENT_MESSAGES as M } from '../../app/modules/engagement/forms.ts';
import {
  contactMessages,
  newsletterSubscribers,
  surveyAnswers,
} from '../../app/modules/engagement/schema.ts';
import { outbox } from '../../app/modules/notification/schema.ts';
import { STORE } from '../../config/store.ts';
import {
  type Answer,
  type Browser,
  browser,
  escapeHtml,
  linkIn,
  mailsTo,
  newEmail,
} from '../setup/browser.ts';
import { serverPerFile } from '../setup/server-per-file.ts';

const server = serverPerFile({ seed: false, env: { RATE_LIMIT_FACTOR: '1' } });

const db = () => server.services.database.db;

let lastAddress = 10;
/** A browser at an address no other test uses. */
const client = (): Browser => {
  lastAddress += 1;
  return browser(server, { from: `127.0.0.${lastAddress}` });
};

/** The page shows this text (as React escapes it). */
const shows = (answer: Answer, text: string) => answer.html.includes(escapeHtml(text));
/** What the API answers: a message, an error, or (openapi.json) the document. */
interface ApiBody {
  message?: string;
  error: { code: string; message: string; fields?: Record<string, string> };
  paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
}
const json = (answer: Answer) => JSON.parse(answer.body) as ApiBody;

/** How many rows each table of the module holds, and how many e-mails are queued. */
async function counts() {
  const [contact] = await db().select({ n: count() }).from(contactMessages);
  const [survey] = await db().select({ n: count() }).from(surveyAnswers);
  const [newsletter] = await db().select({ n: count() }).from(newsletterSubscribers);
  const [mail] = await db().select({ n: count() }).from(outbox);
  return { contact: contact!.n, survey: survey!.n, newsletter: newsletter!.n, mail: mail!.n };
}

const CONTACT = {
  name: 'Lakshmi Narayan',
  email: 'lakshmi@example.com',
  phone: '9845012345',
  subject: 'Geyser installation',
  message: 'Do you install the 15 litre geyser in Tumakuru?\nWe are on B H Road.',
};
const SURVEY = { name: 'Ravi Kumar', phone: '9900112233', interest: 'A semi automatic washer' };

const REQUIRED_CONTACT = {
  name: M.nameRequired,
  email: M.emailRequired,
  phone: M.phoneRequired,
  subject: M.subjectRequired,
  message: M.messageRequired,
};

/** Inputs no form may keep, with the field and message each one must get. */
const HOSTILE_CONTACT: [string, Record<string, string>, string, string][] = [
  ['an e-mail without a dot', { email: 'x@y' }, 'email', M.emailInvalid],
  ['an e-mail with spaces', { email: 'a b@c.de' }, 'email', M.emailInvalid],
  [
    'an e-mail of 255 characters',
    { email: `${'a'.repeat(243)}@example.com` },
    'email',
    M.emailInvalid,
  ],
  [
    'a header injection in the e-mail',
    { email: 'a@b.cd\r\nBcc: all@x.yz' },
    'email',
    M.emailInvalid,
  ],
  ['a phone from abroad', { phone: '+1 415 555 0100' }, 'phone', M.phoneInvalid],
  ['a phone of 9 digits', { phone: '984501234' }, 'phone', M.phoneInvalid],
  ['a phone of letters', { phone: 'call me' }, 'phone', M.phoneInvalid],
  [
    'a name of 81 characters',
    { name: 'N'.repeat(81) },
    'name',
    'Name must be at most 80 characters.',
  ],
  ['a blank name', { name: '   ' }, 'name', M.nameRequired],
  [
    'a subject of 151 characters',
    { subject: 'S'.repeat(151) },
    'subject',
    'Subject must be at most 150 characters.',
  ],
  [
    'a line break in the subject',
    { subject: 'Hi\r\nBcc: all@x.yz' },
    'subject',
    'Subject contains characters that are not allowed.',
  ],
  [
    'a NUL in the name',
    { name: 'Ravi\u0000' },
    'name',
    'Name contains characters that are not allowed.',
  ],
  [
    'an escape in the message',
    { message: 'Hello \u001b[31m' },
    'message',
    'Message contains characters that are not allowed.',
  ],
  [
    'a message of 2001 characters',
    { message: 'm'.repeat(2001) },
    'message',
    'Message must be at most 2000 characters.',
  ],
];

describe('the Contact Us page', () => {
  it('shows the form, the head office in Tumakuru, phone, WhatsApp, e-mail, hours and the map link', async () => {
    const page = await client().get('/contactus');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<title>Contact Us \| Gruha Appliances<\/title>/);
    expect(page.html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(page.html).toContain('aria-label="Breadcrumb"');
    expect(page.html).toContain('"@type":"BreadcrumbList"');
    for (const name of ['name', 'email', 'phone', 'subject', 'message']) {
      expect(page.html).toMatch(new RegExp(`name="${name}"`));
    }
    expect(page.html).toContain('Tumakuru');
    expect(page.html).toContain(`href="${STORE.phoneHref}"`);
    expect(page.html).toContain(`href="https://wa.me/${STORE.whatsapp}"`);
    expect(page.html).toContain(`href="mailto:${STORE.salesEmail}"`);
    expect(page.html).toContain(`href="mailto:${STORE.supportEmail}"`);
    expect(page.html).toContain('09:00 AM to 07:00 PM');
    expect(page.html).toContain(`href="${escapeHtml(STORE.headOffice.mapsLink)}"`);
    expect(page.html).toContain('Open in Google Maps');
    // The honeypot: hidden from people and assistive technology, out of the tab order.
    const honeypot = page.html.match(
      /<div class="honeypot" aria-hidden="true"><label>[^<]+(<input[^>]*>)/,
    );
    expect(honeypot?.[1]).toMatch(/name="website"/);
    expect(honeypot?.[1]).toMatch(/tabindex="-1"/i);
    expect(honeypot?.[1]).toMatch(/autocomplete="off"/i);
  });

  it('refuses an empty form with every message under its field, and keeps nothing', async () => {
    const b = client();
    const before = await counts();
    const answer = await b.post('/contactus', {});
    expect(answer.status).toBe(400);
    for (const message of Object.values(REQUIRED_CONTACT))
      expect(shows(answer, message)).toBe(true);
    expect(answer.html).toMatch(/id="contact-name-error"[^>]*>Name is required</);
    expect(answer.html).toMatch(/aria-invalid="true"/);
    expect(shows(answer, M.contactSent)).toBe(false);

    // Blank (spaces only) is empty: values are trimmed.
    const blank = await b.post('/contactus', {
      name: ' ',
      email: ' ',
      phone: ' ',
      subject: ' ',
      message: ' \n ',
    });
    expect(blank.status).toBe(400);
    for (const message of Object.values(REQUIRED_CONTACT)) expect(shows(blank, message)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it.each(HOSTILE_CONTACT)(
    'refuses %s under its field and keeps nothing',
    async (_, change, field, message) => {
      const before = await counts();
      const answer = await client().post('/contactus', { ...CONTACT, ...change });
      expect(answer.status).toBe(400);
      expect(answer.html).toContain(`id="contact-${field}-error"`);
      expect(shows(answer, message)).toBe(true);
      expect(shows(answer, M.contactSent)).toBe(false);
      expect(await counts()).toEqual(before);
    },
  );

  it('keeps a message and e-mails it to the support inbox, with the sender to reply to', async () => {
    const before = await counts();
    const mailsBefore = (await mailsTo(server, STORE.supportEmail)).length;
    const email = newEmail('lakshmi');
    const message = `${CONTACT.message}\n<script>alert("hi")</script> & <b>bold</b>`;
    const answer = await client().post('/contactus', {
      ...CONTACT,
      name: '  Lakshmi  ',
      email,
      message,
    });
    expect(answer.status).toBe(200);
    expect(answer.html).toMatch(
      /role="status"[^>]*><p class="form-banner form-banner--success">Sent an email successfully!</,
    );
    // The form is cleared.
    expect(answer.html).not.toContain(`value="${email}"`);
    expect(answer.html).not.toContain('Geyser installation');

    const after = await counts();
    expect(after).toEqual({ ...before, contact: before.contact + 1, mail: before.mail + 1 });
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row).toMatchObject({
      name: 'Lakshmi',
      phone: CONTACT.phone,
      subject: CONTACT.subject,
      // Line breaks as one LF, as typed (the form post sent CR LF).
      message,
    });

    const mails = await mailsTo(server, STORE.supportEmail);
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)! as (typeof mails)[0] & { replyTo?: string };
    expect(mail.replyTo).toBe(email);
    expect(mail.subject).toBe(`Contact Us: ${CONTACT.subject}`);
    expect(mail.text).toContain(email);
    expect(mail.text).toContain(CONTACT.phone);
    expect(mail.text).toContain('<script>alert("hi")</script>');
    // The HTML part shows what they typed as text, never as markup.
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>bold</b>');
  });

  it('answers a filled honeypot as sent, and keeps and sends nothing', async () => {
    const before = await counts();
    const answer = await client().post('/contactus', {
      ...CONTACT,
      website: 'https://spam.example',
    });
    expect(answer.status).toBe(200);
    expect(shows(answer, M.contactSent)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('takes 20 messages a minute from one address; the 21st is refused with 429', async () => {
    const { points, duration } = RATE_LIMIT_RULES.contact;
    expect(points).toBe(20);
    const b = client();
    for (let i = 0; i < points; i++) {
      const answer = await b.post('/contactus', { ...CONTACT, subject: `Question ${i + 1}` });
      expect(answer.status, `message ${i + 1}`).toBe(200);
    }
    const before = await counts();
    const refused = await b.post('/contactus', { ...CONTACT, subject: 'One too many' });
    expect(refused.status).toBe(429);
    expect(shows(refused, TOO_MANY_REQUESTS)).toBe(true);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(duration);
    // The API shares the budget.
    const api = await b.api('POST', '/api/v1/contact', CONTACT);
    expect(api.status).toBe(429);
    expect(json(api).error).toEqual({ code: 'rate_limited', message: TOO_MANY_REQUESTS });
    expect(api.headers['retry-after']).toBeDefined();
    expect(await counts()).toEqual(before);
    // Another address is unaffected.
    expect((await client().post('/contactus', CONTACT)).status).toBe(200);
  });
});

describe('the Interest Survey', () => {
  it('refuses missing and bad answers with the spec messages, and keeps nothing', async () => {
    const before = await counts();
    const b = client();
    const empty = await b.post('/survey', { name: '  ', phone: '', interest: '\n' });
    expect(empty.status).toBe(400);
    for (const message of [M.nameRequired, M.surveyPhoneRequired, M.messageRequired]) {
      expect(shows(empty, message)).toBe(true);
    }
    expect(shows(empty, M.surveyRefused)).toBe(true);
    const hostile: Record<string, string>[] = [
      { phone: '12345' },
      { name: 'x'.repeat(81) },
      { name: 'Ravi\u0007' },
      { interest: 'i'.repeat(501) },
    ];
    for (const change of hostile) {
      const answer = await b.post('/survey', { ...SURVEY, ...change });
      expect(answer.status, JSON.stringify(change).slice(0, 40)).toBe(400);
      expect(answer.html).toMatch(/class="field__error"/);
    }
    const api = await b.api('POST', '/api/v1/survey', { name: ' ', phone: 'abc' });
    expect(api.status).toBe(400);
    expect(json(api).error.fields).toEqual({
      name: M.nameRequired,
      phone: M.phoneInvalid,
      interest: M.messageRequired,
    });
    expect(await counts()).toEqual(before);
  });

  it('keeps an answer, trimmed, from the page and from the API', async () => {
    const before = await counts();
    const b = client();
    // Written as people write a number: kept as its 10 digits.
    const page = await b.post('/survey', {
      name: '  Ravi Kumar ',
      phone: ' +91 99001-12233 ',
      interest: ' Washer ',
    });
    expect(page.status).toBe(200);
    expect(shows(page, M.surveyDone)).toBe(true);
    const api = await b.api('POST', '/api/v1/survey', { ...SURVEY, name: 'Api Ravi' });
    expect(api.status).toBe(200);
    expect(json(api)).toEqual({ message: M.surveyDone });
    expect((await counts()).survey).toBe(before.survey + 2);
    const [row] = await db()
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.name, 'Ravi Kumar'));
    expect(row).toMatchObject({ phone: '9900112233', interest: 'Washer' });
  });

  it('answers a filled honeypot as done and keeps nothing; 429 past its limit', async () => {
    const before = await counts();
    const b = client();
    const bot = await b.post('/survey', { ...SURVEY, website: 'x' });
    expect(bot.status).toBe(200);
    expect(shows(bot, M.surveyDone)).toBe(true);
    expect((await b.api('POST', '/api/v1/survey', { ...SURVEY, website: 'x' })).status).toBe(200);
    expect(await counts()).toEqual(before);

    for (let i = 2; i < RATE_LIMIT_RULES.survey.points; i++) {
      expect((await b.api('POST', '/api/v1/survey', {})).status).toBe(400);
    }
    const refused = await b.post('/survey', SURVEY);
    expect(refused.status).toBe(429);
    expect(shows(refused, TOO_MANY_REQUESTS)).toBe(true);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await counts()).toEqual(before);
  });
});

describe('the newsletter', () => {
  async function subscriber(email: string) {
    const [row] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email.toLowerCase()));
    return row;
  }

  it('refuses a missing or invalid address, on the page and in the API, and keeps nothing', async () => {
    const before = await counts();
    const b = client();
    const cases: [Record<string, string>, string][] = [
      [{}, M.emailRequired],
      [{ email: '  ' }, M.emailRequired],
      [{ email: 'not-an-email' }, M.emailInvalid],
      [{ email: 'a@b' }, M.emailInvalid],
      [{ email: `${'a'.repeat(250)}@b.cd` }, M.emailInvalid],
    ];
    for (const [form, message] of cases) {
      const page = await b.post('/newsletter', form);
      expect(page.status).toBe(400);
      expect(page.html).toMatch(new RegExp(`class="field__error"[^>]*>${message}<`));
      const api = await b.api('POST', '/api/v1/newsletter/subscribe', form);
      expect(api.status).toBe(400);
      expect(json(api).error.fields).toEqual({ email: message });
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps an address once, answers the same twice, and e-mails a link that unsubscribes by POST', async () => {
    const b = client();
    const email = newEmail('Meera');
    const first = await b.post('/newsletter', { email });
    expect(first.status).toBe(200);
    expect(shows(first, M.subscribed)).toBe(true);
    const again = await b.api('POST', '/api/v1/newsletter/subscribe', {
      email: email.toUpperCase(),
    });
    expect(again.status).toBe(200);
    expect(json(again)).toEqual({ message: M.subscribed });
    const twice = await b.post('/newsletter', { email });
    expect(twice.status).toBe(200);
    expect(shows(twice, M.subscribed)).toBe(true);

    const rows = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.unsubscribedAt).toBeNull();
    expect(row.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // One welcome e-mail, not one per attempt.
    const mails = await mailsTo(server, email.toLowerCase());
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0]!.text, /^\/unsubscribe\//);
    expect(link.origin).toBe(server.services.publicUrl);
    expect(link.pathname).toBe(`/unsubscribe/${row.unsubscribeToken}`);
    expect(mails[0]!.html).toContain(`href="${escapeHtml(link.href)}"`);

    // Opening the link (a GET, as a mail scanner does) only asks.
    const opened = await b.get(link.pathname);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain(`action="${link.pathname}" method="post">`);
    expect(opened.html).toContain('<span class="btn__label">Unsubscribe</span></button></form>');
    expect((await subscriber(email))!.unsubscribedAt).toBeNull();

    const done = await b.post(link.pathname);
    expect(done.status).toBe(200);
    expect(shows(done, M.unsubscribed)).toBe(true);
    expect(done.html).toContain(email.toLowerCase());
    const gone = await subscriber(email);
    expect(gone!.unsubscribedAt).toBeInstanceOf(Date);
    // Again: still unsubscribed, the first time kept.
    expect((await b.post(link.pathname)).status).toBe(200);
    expect((await subscriber(email))!.unsubscribedAt).toEqual(gone!.unsubscribedAt);
    expect(shows(await b.get(link.pathname), M.unsubscribed)).toBe(true);

    // Subscribing again later works: active again, a new welcome with the same link.
    expect((await b.post('/newsletter', { email })).status).toBe(200);
    expect((await subscriber(email))!.unsubscribedAt).toBeNull();
    const later = await mailsTo(server, email.toLowerCase());
    expect(later).toHaveLength(2);
    expect(linkIn(later[1]!.text, /^\/unsubscribe\//).pathname).toBe(link.pathname);

    // The API unsubscribes with the token too.
    const api = await b.api('POST', '/api/v1/newsletter/unsubscribe', {
      token: row.unsubscribeToken,
    });
    expect(api.status).toBe(200);
    expect(json(api)).toEqual({ message: M.unsubscribed });
    expect((await subscriber(email))!.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('refuses an unknown or malformed unsubscribe token and changes nothing', async () => {
    const b = client();
    const email = newEmail('kept');
    await b.post('/newsletter', { email });
    const unknown = `/unsubscribe/${'A'.repeat(43)}`;
    for (const path of [
      unknown,
      '/unsubscribe/short',
      `/unsubscribe/${'%3Cscript%3E'.repeat(4)}`,
    ]) {
      const opened = await b.get(path);
      expect(opened.status, path).toBe(404);
      expect(shows(opened, M.unsubscribeInvalid)).toBe(true);
      const posted = await b.post(path);
      expect(posted.status, path).toBe(404);
      expect(shows(posted, M.unsubscribeInvalid)).toBe(true);
    }
    const api = await b.api('POST', '/api/v1/newsletter/unsubscribe', { token: 'B'.repeat(43) });
    expect(api.status).toBe(404);
    expect(json(api).error.message).toBe(M.unsubscribeInvalid);
    const malformed = await b.api('POST', '/api/v1/newsletter/unsubscribe', { token: 'x' });
    expect(malformed.status).toBe(400);
    expect(json(malformed).error.fields).toEqual({ token: M.unsubscribeInvalid });
    expect((await subscriber(email))!.unsubscribedAt).toBeNull();
  });

  it('answers a filled honeypot as subscribed and keeps and sends nothing; 429 past its limit', async () => {
    const before = await counts();
    const b = client();
    const bot = await b.post('/newsletter', { email: newEmail('bot'), website: 'x' });
    expect(bot.status).toBe(200);
    expect(shows(bot, M.subscribed)).toBe(true);
    expect(await counts()).toEqual(before);

    for (let i = 1; i < RATE_LIMIT_RULES.newsletter.points; i++) {
      expect((await b.post('/newsletter', {})).status).toBe(400);
    }
    const refused = await b.api('POST', '/api/v1/newsletter/subscribe', {
      email: newEmail('late'),
    });
    expect(refused.status).toBe(429);
    expect(json(refused).error.message).toBe(TOO_MANY_REQUESTS);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await counts()).toEqual(before);
  });
});

describe('the contact API', () => {
  it('refuses invalid input with every field named, and keeps a valid message', async () => {
    const before = await counts();
    const b = client();
    const empty = await b.api('POST', '/api/v1/contact', {});
    expect(empty.status).toBe(400);
    expect(json(empty).error.fields).toEqual(REQUIRED_CONTACT);
    const hostile = await b.api('POST', '/api/v1/contact', {
      ...CONTACT,
      email: 'x@y',
      subject: 'a\u0000b',
      name: 42,
    });
    expect(hostile.status).toBe(400);
    expect(json(hostile).error.fields).toEqual({
      email: M.emailInvalid,
      subject: 'Subject contains characters that are not allowed.',
      name: M.nameRequired,
    });
    const bot = await b.api('POST', '/api/v1/contact', { ...CONTACT, website: 'spam' });
    expect(bot.status).toBe(200);
    expect(await counts()).toEqual(before);

    const email = newEmail('api');
    const sent = await b.api('POST', '/api/v1/contact', { ...CONTACT, email });
    expect(sent.status).toBe(200);
    expect(json(sent)).toEqual({ message: M.contactSent, ticket: null });
    expect(await counts()).toEqual({
      ...before,
      contact: before.contact + 1,
      mail: before.mail + 1,
    });
    const mail = (await mailsTo(server, STORE.supportEmail)).at(-1)!;
    expect(mail.text).toContain(email);
  });

  it('documents the four calls in OpenAPI', async () => {
    const doc = json(await client().get('/api/v1/openapi.json'));
    for (const path of [
      '/contact',
      '/survey',
      '/newsletter/subscribe',
      '/newsletter/unsubscribe',
    ]) {
      expect(doc.paths[path]?.post, path).toBeDefined();
      expect(Object.keys(doc.paths[path]?.post?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '400', '429']),
      );
    }
  });
});
