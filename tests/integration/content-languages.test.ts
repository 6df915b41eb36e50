/**
 * The shop's own texts in both languages (issue 30): a Kannada page shows a product's or
 * category's Kannada name and description where there is one, and the English one where
 * there is none, marked lang="en"; English pages are as they were, with no mark.
 */
import { eq } from 'drizzle-orm';
import { Parser } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../app/modules/catalog/schema.ts';
import { serverPerFile } from '../setup/server-per-file.ts';

const server = serverPerFile();

/** Shown in Kannada: the first product of /products, and its category. */
const TRANSLATED = 'Instant-Geyser-3-Litre';
/** Left without Kannada: the second product of /products. */
const UNTRANSLATED = 'Instant-Geyser-1-Litre';
const CATEGORY = 'Instant-Geysers';

const KANNADA_NAME = 'ಪರೀಕ್ಷಾ ಗೀಸರ್ ಮೂರು ಲೀಟರ್';
const KANNADA_DESCRIPTION = 'ಸ್ನಾನಕ್ಕೆ ತಕ್ಷಣ ಬಿಸಿನೀರು ನೀಡುವ ಪರೀಕ್ಷಾ ಗೀಸರ್.';
const KANNADA_CATEGORY = 'ಪರೀಕ್ಷಾ ತ್ವರಿತ ಗೀಸರ್‌ಗಳು';

let englishName = '';
let untranslatedName = '';

beforeAll(async () => {
  const db = server.services.database.db;
  const [translated] = await db
    .update(products)
    .set({ nameKn: KANNADA_NAME, descriptionHtmlKn: `<p>${KANNADA_DESCRIPTION}</p>` })
    .where(eq(products.slug, TRANSLATED))
    .returning({ name: products.name });
  const [untranslated] = await db
    .update(products)
    .set({ nameKn: null })
    .where(eq(products.slug, UNTRANSLATED))
    .returning({ name: products.name });
  await db
    .update(categories)
    .set({ nameKn: KANNADA_CATEGORY })
    .where(eq(categories.slug, CATEGORY));
  if (!translated || !untranslated) throw new Error('the demo products are missing');
  englishName = translated.name;
  untranslatedName = untranslated.name;
});

async function page(path: string) {
  const response = await server.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

interface Element {
  name: string;
  attributes: Record<string, string>;
  text: string;
}

/** Every element of the page with the text inside it (scripts' text included). */
function elements(html: string): Element[] {
  const all: Element[] = [];
  const open: Element[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const element = { name, attributes, text: '' };
      all.push(element);
      open.push(element);
    },
    ontext(text) {
      for (const element of open) element.text += text;
    },
    onclosetag() {
      open.pop();
    },
  });
  parser.write(html);
  parser.end();
  return all;
}

const withClass = (html: string, name: string) =>
  elements(html).filter((e) => e.attributes.class?.split(' ').includes(name));

function productJsonLd(html: string) {
  for (const script of elements(html).filter((e) => e.name === 'script')) {
    if (script.attributes.type !== 'application/ld+json' || !script.text) continue;
    type Thing = { '@type'?: string; name?: string; description?: string };
    const data = JSON.parse(script.text) as Thing | Thing[];
    const product = [data].flat().find((thing) => thing['@type'] === 'Product');
    if (product) return product;
  }
  throw new Error('no Product JSON-LD');
}

/** The product card that links to this product, by its name element. */
function card(html: string, slug: string, base = '') {
  const names = withClass(html, 'product-card__name');
  const links = withClass(html, 'product-card__link');
  const index = links.findIndex((link) => link.attributes.href === `${base}/product/${slug}`);
  expect(index, slug).toBeGreaterThanOrEqual(0);
  return names[index]!;
}

describe('a product page in Kannada', () => {
  it('shows the Kannada name and description in the title, the h1 and the JSON-LD', async () => {
    const html = await page(`/kn/product/${TRANSLATED}`);
    const title = elements(html).find((e) => e.name === 'title');
    expect(title?.text).toContain(KANNADA_NAME);
    const [h1] = withClass(html, 'product-info__name');
    expect(h1?.text).toBe(KANNADA_NAME);
    expect(h1?.attributes.lang).toBeUndefined();
    const description = elements(html).find(
      (e) => e.name === 'meta' && e.attributes.name === 'description',
    );
    expect(description?.attributes.content).toContain(KANNADA_DESCRIPTION);
    const [body] = withClass(html, 'product-description__body');
    expect(body?.text).toContain(KANNADA_DESCRIPTION);
    expect(body?.attributes.lang).toBeUndefined();
    const ld = productJsonLd(html);
    expect(ld.name).toBe(KANNADA_NAME);
    expect(ld.description).toContain(KANNADA_DESCRIPTION);
    // Neither the English name nor the other language travels with the page.
    expect(html).not.toContain(englishName);
  });

  it('marks a product without Kannada as English', async () => {
    const html = await page(`/kn/product/${UNTRANSLATED}`);
    const [h1] = withClass(html, 'product-info__name');
    expect(h1?.text).toBe(untranslatedName);
    expect(h1?.attributes.lang).toBe('en');
    expect(productJsonLd(html).name).toBe(untranslatedName);
  });

  it('the English page is in English, with no mark', async () => {
    const html = await page(`/product/${TRANSLATED}`);
    const [h1] = withClass(html, 'product-info__name');
    expect(h1?.text).toBe(englishName);
    expect(productJsonLd(html).name).toBe(englishName);
    expect(html).not.toContain(KANNADA_NAME);
    expect(html).not.toContain(KANNADA_DESCRIPTION);
    expect(html).not.toContain('lang="en"');
  });
});

describe('product cards and categories', () => {
  it('a Kannada listing shows Kannada names, and English ones marked lang="en"', async () => {
    const html = await page('/kn/products');
    const translated = card(html, TRANSLATED, '/kn');
    expect(translated.text).toBe(KANNADA_NAME);
    expect(translated.attributes.lang).toBeUndefined();
    const untranslated = card(html, UNTRANSLATED, '/kn');
    expect(untranslated.text).toBe(untranslatedName);
    expect(untranslated.attributes.lang).toBe('en');
  });

  it('the English listing shows English names, with no mark', async () => {
    const html = await page('/products');
    expect(card(html, TRANSLATED).text).toBe(englishName);
    expect(card(html, UNTRANSLATED).attributes.lang).toBeUndefined();
    expect(html).not.toContain(KANNADA_NAME);
    expect(html).not.toContain('lang="en"');
  });

  it("the Kannada home page's category strip names the category in Kannada", async () => {
    const html = await page('/kn');
    const link = withClass(html, 'category-strip__link').find(
      (e) => e.attributes.href === `/kn/collections/${CATEGORY}`,
    );
    expect(link?.text).toBe(KANNADA_CATEGORY);
    const image = elements(html).find(
      (e) => e.name === 'img' && e.attributes.alt === KANNADA_CATEGORY,
    );
    expect(image?.attributes.lang).toBeUndefined();
    // The collection page's title and breadcrumb too.
    const collection = await page(`/kn/collections/${CATEGORY}`);
    expect(withClass(collection, 'page-title')[0]?.text).toBe(KANNADA_CATEGORY);
  });
});

describe('search suggestions for a Kannada page (lang=kn)', () => {
  interface Named {
    name: string;
    nameLang?: string;
    slug: string;
  }
  async function suggestions(q: string, lang?: string) {
    const query = `q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`;
    const response = await server.fetch(`/api/v1/search/suggestions?${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { products: Named[]; categories: Named[] } }).data;
  }

  it('names each product in Kannada, or in English marked nameLang "en"', async () => {
    const { products: found, categories: kinds } = await suggestions('instant geyser', 'kn');
    const bySlug = new Map(found.map((p) => [p.slug, p]));
    expect(bySlug.get(TRANSLATED)).toEqual(expect.objectContaining({ name: KANNADA_NAME }));
    expect(bySlug.get(TRANSLATED)).not.toHaveProperty('nameLang');
    expect(bySlug.get(UNTRANSLATED)).toEqual(
      expect.objectContaining({ name: untranslatedName, nameLang: 'en' }),
    );
    expect(kinds.find((c) => c.slug === CATEGORY)?.name).toBe(KANNADA_CATEGORY);
  });

  it('names them in English, unmarked, without lang', async () => {
    const found = await suggestions('instant geyser');
    const translated = found.products.find((p) => p.slug === TRANSLATED);
    expect(translated?.name).toBe(englishName);
    expect(found.products.some((p) => 'nameLang' in p)).toBe(false);
  });
});
