/**
 * The capacity advisor over plain HTTP, as a browser without JavaScript sees it (issue 32):
 * each category's questions, a full set of answers giving the suggestion, its reasons and
 * the link to the filtered collection, field messages for bad answers (200, never 500), the
 * 404 for other categories, the Kannada page, 'Help me choose' where it belongs, and the
 * page cache (the questions shared, each set of answers answered afresh).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADVISORS } from '../../app/modules/advisor/advisors.ts';
import { ADVISOR_CATEGORIES } from '../../app/modules/advisor/categories.ts';
import { browser, escapeHtml } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

const get = (path: string) => browser(server).get(path);

/** The `href`s of the page's links, decoded as a browser reads them. */
function links(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );
}

/** The text of the element with this id (its tags removed). */
function textOf(html: string, id: string): string | undefined {
  const match = new RegExp(`<(\\w+)[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return match?.[2]?.replace(/<[^>]+>/g, '').trim();
}

const GEYSER_ANSWERS = '?use=bucket&people=4&bathrooms=1';

describe('the questions', () => {
  it.each(ADVISOR_CATEGORIES)('asks the %s questions in a GET form', async (slug) => {
    const page = await get(`/advisor/${slug}`);
    expect(page.status).toBe(200);
    const advisor = ADVISORS[slug];
    expect(page.html).toContain(`<h1 class="page-title">${escapeHtml(advisor.title)}</h1>`);
    expect(page.html).toMatch(
      new RegExp(`<form class="advisor-form"[^>]*action="/advisor/${slug}" method="get">`),
    );
    for (const question of advisor.questions) {
      if (question.kind === 'choice') {
        expect(page.html).toContain(`<legend>${escapeHtml(question.label)}</legend>`);
        for (const choice of question.choices) {
          expect(page.html).toContain(`name="${question.key}" value="${choice.value}"`);
        }
      } else {
        expect(page.html).toMatch(
          new RegExp(`<label class="field__label" for="advisor-${question.key}">`),
        );
        expect(page.html).toContain(escapeHtml(question.label));
      }
    }
    // Nothing answered yet: no suggestion, no messages, and the page may be indexed.
    expect(page.html).not.toContain('advisor-result');
    expect(page.html).not.toContain('field__error');
    expect(page.html).not.toContain('noindex');
    expect(page.html).toContain(`<link rel="canonical" href="http://localhost`);
  });

  it('is the shop’s 404 for a category without an advisor, an unknown one, or another spelling', async () => {
    for (const path of [
      '/advisor/Shoe-Racks',
      '/advisor/No-Such-Category',
      '/advisor/instant-geysers',
      '/advisor/Instant-Geysers/more',
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain('Page not found');
    }
  });
});

describe('the suggestion', () => {
  it('gives the size, the reasons and the link to the collection filtered to it', async () => {
    const page = await get(`/advisor/Instant-Geysers${GEYSER_ANSWERS}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('A storage geyser of 15 litres');
    expect(page.html).toContain('<h3 class="advisor-result__why">Why</h3>');
    expect(page.html).toContain('For 4 people a bathroom, that is 15 litres.');
    expect(page.html).toContain('10 litres for 1 or 2 people, 15 litres for 3 or 4');
    const reasons = page.html.match(/<ul class="advisor-result__reasons">([\s\S]*?)<\/ul>/)?.[1];
    expect(reasons?.match(/<li>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(links(page.html)).toContain(
      '/collections/Instant-Geysers?a.type=storage&a.capacity.min=15&a.capacity.max=24',
    );
    // The number on the button is what the collection shows for those filters.
    const count = Number(/>See (\d+) matching products?</.exec(page.html)?.[1]);
    expect(count).toBeGreaterThan(0);
    const collection = await get(
      '/collections/Instant-Geysers?a.type=storage&a.capacity.min=15&a.capacity.max=24',
    );
    expect(
      new Set(links(collection.html).filter((href) => href.startsWith('/product/'))).size,
    ).toBe(count);
    // The answers stay in the form, to change one; the result page is not for search engines.
    expect(page.html).toMatch(/name="use" checked="" value="bucket"/);
    expect(page.html).toContain('value="4"');
    expect(page.html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(page.html).toMatch(/<link rel="canonical" href="[^"]+\/advisor\/Instant-Geysers"\/>/);
  });

  it.each([
    [
      'Semi-Automatic-washing-Machine',
      '?people=4&washes=often',
      'A semi-automatic washing machine of 7 kg or a little more',
      '/collections/Semi-Automatic-washing-Machine?a.capacity.min=7&a.capacity.max=8.5',
    ],
    [
      'Portable-Washing-Machine',
      '?people=1&washes=often',
      'A portable washing machine of 2 kg or a little more',
      '/collections/Portable-Washing-Machine?a.capacity.min=2&a.capacity.max=3',
    ],
    [
      'Chimneys',
      '?burners=4&hob=60&cooking=heavy',
      'A 90 cm chimney with a suction of at least 1200 m³/h',
      '/collections/Chimneys?a.width.min=90&a.width.max=90&a.suction.min=1200',
    ],
    [
      'Water-Pumps',
      '?source=sump&depth=2&floors=2&tank=2',
      'A 0.5 HP monoblock pump, with a head of at least 12 m',
      '/collections/Water-Pumps?a.type=monoblock&a.power.min=0.5&a.power.max=0.5',
    ],
    [
      'Air-coolers',
      '?area=600&spot=room',
      'A desert cooler with a tank of at least 60 litres',
      '/collections/Air-coolers?a.type=desert&a.tank.min=60',
    ],
  ])('answers the %s questions', async (slug, answers, suggestion, href) => {
    const page = await get(`/advisor/${slug}${answers}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(escapeHtml(suggestion));
    expect(links(page.html)).toContain(href);
  });

  it('says so when no product is of that size, and leads to the whole collection', async () => {
    // The demo's borewell pumps are all 1 HP: none for a 2 HP suggestion.
    const page = await get('/advisor/Water-Pumps?source=borewell&depth=60&floors=2&tank=2');
    expect(page.status).toBe(200);
    expect(page.html).toContain('None of our products is of this size right now.');
    expect(links(page.html)).toContain('/collections/Water-Pumps');
    expect(page.html).toContain('See all Water Pumps');
    expect(page.html).not.toMatch(/See \d+ matching product/);
  });

  it('offers a portable machine too, for one or two people', async () => {
    const page = await get('/advisor/Semi-Automatic-washing-Machine?people=2&washes=often');
    expect(links(page.html)).toContain(
      '/collections/Portable-Washing-Machine?a.capacity.min=3.5&a.capacity.max=4.5',
    );
    expect(page.html).toContain('See portable washing machines of about 3.5 kg');
  });
});

describe('answers that need a look', () => {
  it('shows the questions again with a message under each field, tied to it, with 200', async () => {
    const page = await get('/advisor/Instant-Geysers?use=bucket&people=0&bathrooms=');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('advisor-result');
    expect(page.html).toContain('role="alert"');
    expect(textOf(page.html, 'advisor-people-error')).toBe(
      'Enter a whole number of people from 1 to 20.',
    );
    expect(textOf(page.html, 'advisor-bathrooms-error')).toBe(
      'Enter how many bathrooms need hot water.',
    );
    expect(page.html).toMatch(
      /<input[^>]*aria-describedby="advisor-people-error"[^>]*aria-invalid="true"/,
    );
    // The answer typed comes back to be corrected.
    expect(page.html).toMatch(/<input[^>]*name="people"[^>]*value="0"/);
    // A choice left out: the message is the group's.
    const unchosen = await get('/advisor/Chimneys?burners=2&hob=60');
    expect(unchosen.status).toBe(200);
    expect(textOf(unchosen.html, 'advisor-cooking-error')).toBe('Choose how you cook most days.');
    expect(unchosen.html).toMatch(/<fieldset[^>]*aria-describedby="advisor-cooking-error"/);
  });

  it('never fails on odd query strings', async () => {
    for (const query of [
      '?people=%00%00&use=%3Cscript%3E',
      `?area=${'9'.repeat(5000)}&spot=room`,
      '?use=bucket&use=shower&people=2&people=x&bathrooms=1',
      '?__proto__=1&constructor=2&depth=-1',
    ]) {
      const page = await get(`/advisor/Air-coolers${query}`);
      expect(page.status, query).toBe(200);
      expect(page.html, query).not.toContain('<script>');
    }
  });
});

describe('in Kannada', () => {
  it('asks and answers in Kannada, its links staying under /kn', async () => {
    const questions = await get('/kn/advisor/Instant-Geysers');
    expect(questions.status).toBe(200);
    expect(questions.html).toMatch(/<html lang="kn"/);
    expect(questions.html).toContain('ನನಗೆ ಯಾವ ಗೀಸರ್ ಬೇಕು?');
    expect(questions.html).toContain('ಬಿಸಿನೀರನ್ನು ಎಲ್ಲಿ ಬಳಸುತ್ತೀರಿ?');
    expect(questions.html).toMatch(
      /<form class="advisor-form"[^>]*action="\/kn\/advisor\/Instant-Geysers" method="get">/,
    );
    const answered = await get(`/kn/advisor/Instant-Geysers${GEYSER_ANSWERS}`);
    expect(answered.html).toContain('15 ಲೀಟರ್‌ನ ಸ್ಟೋರೇಜ್ ಗೀಸರ್');
    expect(answered.html).toContain('ಒಂದು ಬಾತ್‌ರೂಮ್‌ಗೆ 4 ಜನ ಎಂದರೆ 15 ಲೀಟರ್.');
    expect(answered.html).toMatch(/ಹೊಂದುವ \d+ ಉತ್ಪನ್ನ(ವನ್ನು|ಗಳನ್ನು) ನೋಡಿ/);
    expect(links(answered.html)).toContain(
      '/kn/collections/Instant-Geysers?a.type=storage&a.capacity.min=15&a.capacity.max=24',
    );
    const refused = await get('/kn/advisor/Instant-Geysers?use=bucket&people=x&bathrooms=1');
    expect(textOf(refused.html, 'advisor-people-error')).toBe(
      'ಜನರ ಸಂಖ್ಯೆಯನ್ನು 1 ರಿಂದ 20 ರವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಲ್ಲಿ ನಮೂದಿಸಿ.',
    );
  });
});

describe('Help me choose', () => {
  it('leads from the collection pages with an advisor, and only from those', async () => {
    for (const slug of ADVISOR_CATEGORIES) {
      const page = await get(`/collections/${slug}`);
      expect(page.status, slug).toBe(200);
      expect(links(page.html), slug).toContain(`/advisor/${slug}`);
      expect(page.html).toContain('>Help me choose</a>');
    }
    for (const path of ['/collections/Shoe-Racks', '/collections/Gas-Stoves', '/products']) {
      expect((await get(path)).html, path).not.toContain('Help me choose');
    }
    const kannada = await get('/kn/collections/Chimneys');
    expect(links(kannada.html)).toContain('/kn/advisor/Chimneys');
    expect(kannada.html).toContain('ಆಯ್ಕೆಗೆ ನೆರವು');
  });

  it('leads from a product page of such a category', async () => {
    const collection = await get('/collections/Instant-Geysers');
    const product = links(collection.html).find((href) => href.startsWith('/product/'));
    expect(product).toBeDefined();
    const page = await get(product!);
    expect(page.status).toBe(200);
    expect(links(page.html)).toContain('/advisor/Instant-Geysers');
    const racks = await get('/collections/Shoe-Racks');
    const rack = links(racks.html).find((href) => href.startsWith('/product/'));
    expect((await get(rack!)).html).not.toContain('Help me choose');
  });
});

describe('the page cache', () => {
  it('shares the question page, and answers each set of answers afresh', async () => {
    const guest = browser(server);
    const path = '/advisor/Water-Pumps';
    await guest.get(path);
    const again = await guest.get(`${path}?utm_source=whatsapp`);
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.html).not.toContain('utm_source');

    for (let i = 0; i < 2; i++) {
      const shallow = await guest.get(`${path}?source=sump&depth=2&floors=1&tank=1`);
      expect(shallow.headers['x-page-cache']).toBeUndefined();
      expect(shallow.html).toContain('A 0.5 HP monoblock pump');
      const deep = await guest.get(`${path}?source=borewell&depth=60&floors=2&tank=2`);
      expect(deep.headers['x-page-cache']).toBeUndefined();
      expect(deep.html).toContain('A 2+ HP borewell submersible pump');
    }
    // Even a refused answer is never stored, nor served for the plain page.
    expect((await guest.get(`${path}?floors=x`)).headers['x-page-cache']).toBeUndefined();
    const plain = await guest.get(path);
    expect(plain.headers['x-page-cache']).toBe('hit');
    expect(plain.html).not.toContain('advisor-result');
    expect(plain.html).not.toContain('field__error');
  });
});
