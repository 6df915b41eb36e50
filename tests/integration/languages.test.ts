/**
 * Kannada beside English: every page has a twin under /kn with the same slug, each names
 * the other (hreflang, x-default) and its own canonical URL, `lang` says which language a
 * page is in, the sitemap lists both, redirects stay in the page's language, the page cache
 * keeps the two apart, and no text of the shop's catalogs shows in English on a Kannada
 * page.
 */
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { rawCatalogs } from '../../app/i18n/catalogs.server.ts';
import { serverPerFile } from '../setup/server-per-file.ts';

const server = serverPerFile();
const origin = () => server.services.publicUrl;

async function page(path: string) {
  const response = await server.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const linkHref = (html: string, hreflang: string) =>
  new RegExp(`<link rel="alternate" hrefLang="${hreflang}" href="([^"]+)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

async function aProductPath() {
  const xml = await (await server.fetch('/sitemap.xml')).text();
  const match = /<loc>[^<]*?(\/product\/[^<]+)<\/loc>/.exec(xml);
  if (!match?.[1]) throw new Error('no product in the sitemap');
  return match[1];
}

describe('a page and its Kannada twin', () => {
  it('the home page is in Kannada under /kn, with its language, twins and font', async () => {
    const html = await page('/kn');
    expect(html).toMatch(/<html lang="kn"/);
    expect(linkHref(html, 'kn-IN')).toBe(`${origin()}/kn`);
    expect(linkHref(html, 'en-IN')).toBe(`${origin()}/`);
    expect(linkHref(html, 'x-default')).toBe(`${origin()}/`);
    expect(canonicalOf(html)).toBe(`${origin()}/kn`);
    // Its font's rules in its head (no stylesheet to wait for), Kannada letters only.
    const faces = html.match(/@font-face\{font-family:"Noto Sans Kannada"[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(face).toMatch(
        /src:url\(\/assets\/noto-sans-kannada-kannada-[47]00-normal-[\w-]+\.woff2\)/,
      );
      expect(face).toContain('font-display:swap');
      expect(face).toContain('unicode-range:U+0C80-0CFF');
    }
    const font = faces[0]!.match(/url\(([^)]+)\)/)![1]!;
    const woff2 = await server.fetch(font);
    expect(woff2.status).toBe(200);
    expect(woff2.headers.get('content-type')).toBe('font/woff2');
    expect(html).toContain('ಮುಖಪುಟ');
    // The switcher leads to the English twin, named in English.
    expect(html).toMatch(
      /<a class="language-switch" href="\/" hrefLang="en-IN" lang="en-IN">English<\/a>/,
    );

    const english = await page('/');
    expect(english).toMatch(/<html lang="en-IN"/);
    expect(english).not.toContain('kannada-');
    expect(english).not.toContain('Noto Sans Kannada');
    expect(english).toContain('>Home<');
    expect(english).toMatch(
      /<a class="language-switch" href="\/kn" hrefLang="kn-IN" lang="kn">ಕನ್ನಡ<\/a>/,
    );
  });

  it('every catalog and content page names both languages and its own canonical URL', async () => {
    const paths = [
      '/products',
      '/categories',
      '/collections',
      '/collections/Instant-Geysers',
      await aProductPath(),
      '/aboutus',
      '/stores',
      '/contactus',
      '/privacypolicy',
    ];
    for (const path of paths) {
      const english = await page(path);
      const kannada = await page(`/kn${path}`);
      for (const html of [english, kannada]) {
        expect(linkHref(html, 'en-IN'), path).toBe(`${origin()}${path}`);
        expect(linkHref(html, 'kn-IN'), path).toBe(`${origin()}/kn${path}`);
        expect(linkHref(html, 'x-default'), path).toBe(`${origin()}${path}`);
      }
      expect(canonicalOf(english), path).toBe(`${origin()}${path}`);
      expect(canonicalOf(kannada), path).toBe(`${origin()}/kn${path}`);
      expect(kannada, path).toMatch(/<html lang="kn"/);
    }
  });

  it('a redirect from a Kannada page stays in Kannada', async () => {
    const search = await server.fetch('/kn/search?q=geyser', { redirect: 'manual' });
    expect(search.status).toBe(302);
    expect(new URL(search.headers.get('Location') ?? '', origin()).pathname).toBe(
      '/kn/search/geyser',
    );
    const english = await server.fetch('/search?q=geyser', { redirect: 'manual' });
    expect(new URL(english.headers.get('Location') ?? '', origin()).pathname).toBe(
      '/search/geyser',
    );
  });

  it('the page cache keeps each language to its own page', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect(await page('/kn/products')).toMatch(/<html lang="kn"/);
      expect(await page('/products')).toMatch(/<html lang="en-IN"/);
    }
  });
});

describe('crawler files', () => {
  it('the sitemap lists every page in both languages, each with its twins', async () => {
    const xml = await (await server.fetch('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<loc>${origin()}/aboutus</loc>`);
    expect(xml).toContain(`<loc>${origin()}/kn/aboutus</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="kn-IN" href="${origin()}/kn/aboutus"/>`,
    );
    const product = await aProductPath();
    expect(xml).toContain(`<loc>${origin()}/kn${product}</loc>`);
    const english = xml.match(/<loc>[^<]+<\/loc>/g)?.filter((loc) => !loc.includes('/kn')) ?? [];
    const kannada = xml.match(/<loc>[^<]+\/kn(\/[^<]*)?<\/loc>/g) ?? [];
    expect(kannada.length).toBe(english.length);
  });

  it('robots.txt keeps crawlers out of search results in every language', async () => {
    const robots = await (await server.fetch('/robots.txt')).text();
    expect(robots).toContain('Disallow: /search');
    expect(robots).toContain('Disallow: /kn/search');
  });
});

/**
 * Visible texts of a page: text nodes outside scripts and styles, and the attributes a
 * person meets (alt, aria-label, placeholder, title). Texts in an element marked
 * lang="en" are left out: that is the shop's own content shown in English where it has no
 * Kannada yet (app/i18n/content.ts), said so to screen readers.
 */
function visibleTexts(html: string): string[] {
  const texts: string[] = [];
  const skip: string[] = [];
  // Per open element: whether it is inside (or is) an element marked lang="en".
  const english: boolean[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' || name === 'style' || name === 'template') skip.push(name);
      english.push((english.at(-1) ?? false) || attributes.lang === 'en');
      if (english.at(-1)) return;
      for (const attribute of ['alt', 'aria-label', 'placeholder', 'title']) {
        const value = attributes[attribute];
        if (value && !skip.length && name !== 'link' && name !== 'meta') texts.push(value.trim());
      }
    },
    ontext(text) {
      if (!skip.length && !english.at(-1) && text.trim()) texts.push(text.trim());
    },
    onclosetag(name) {
      english.pop();
      if (skip.at(-1) === name) skip.pop();
    },
  });
  parser.write(html);
  parser.end();
  return texts;
}

describe('nothing shows in English on a Kannada page', () => {
  // Every English text the catalogs translate, longer than a word or two (short ones such
  // as 'OK' or 'UPI' may be the same in both languages).
  const english = new Set<string>();
  for (const languages of rawCatalogs().values()) {
    for (const [id, text] of Object.entries(languages.get('kn') ?? {})) {
      if (!/[{}]/.test(id) && id.length > 3 && text !== id) english.add(id);
    }
  }

  it.each([
    '/kn',
    '/kn/products',
    '/kn/categories',
    '/kn/collections',
    '/kn/collections/Instant-Geysers',
    '/kn/cart',
    '/kn/checkout',
    '/kn/wishlist',
    '/kn/auth/login',
    '/kn/auth/signup',
    '/kn/auth/reset',
    '/kn/track-order',
    '/kn/track-service',
    '/kn/aboutus',
    '/kn/contactus',
    '/kn/stores',
    '/kn/survey',
    '/kn/newsletter',
    '/kn/privacypolicy',
    '/kn/search/geyser',
  ])('%s', async (path) => {
    const response = await server.fetch(path);
    const html = await response.text();
    const untranslated = visibleTexts(html).filter((text) => english.has(text));
    expect(untranslated).toEqual([]);
  });

  it('no page shows a message unfilled, in either language', async () => {
    const paths = ['/', '/products', await aProductPath(), '/cart', '/checkout', '/wishlist'];
    for (const path of [...paths, ...paths.map((p) => `/kn${p === '/' ? '' : p}`)]) {
      const html = await (await server.fetch(path)).text();
      const raw = visibleTexts(html).filter((text) => /\{\w+(, (plural|select)|\})/.test(text));
      expect(raw, path).toEqual([]);
    }
  });

  it('a product page', async () => {
    const html = await page(`/kn${await aProductPath()}`);
    expect(visibleTexts(html).filter((text) => english.has(text))).toEqual([]);
  });
});
