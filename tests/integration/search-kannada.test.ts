/**
 * Search in Kannada against the seeded shop: Kannada names, the everyday words shoppers
 * type (kannada-search.ts), typos and suggestions in Kannada, the Kannada search page, and
 * English search unchanged by it.
 */
import { describe, expect, it } from 'vitest';
import { serverPerFile } from '../setup/server-per-file.ts';

const server = serverPerFile();

interface Card {
  name: string;
  slug: string;
}
interface Suggestions {
  products: { name: string; slug: string }[];
  categories: { name: string; slug: string }[];
}

async function search(q: string): Promise<Card[]> {
  const response = await server.fetch(`/api/v1/search?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return ((await response.json()) as { data: Card[] }).data;
}

async function suggest(q: string, lang?: string): Promise<Suggestions> {
  const response = await server.fetch(
    `/api/v1/search/suggestions?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`,
  );
  expect(response.status, q).toBe(200);
  return ((await response.json()) as { data: Suggestions }).data;
}

const names = (cards: { name: string }[]) => cards.map((c) => c.name);

describe('everyday Kannada words', () => {
  it.each([
    ['ಗೀಸರ್', /geyser/i],
    ['ಗೀಜರ್', /geyser/i],
    ['ವಾಷಿಂಗ್ ಮೆಷಿನ್', /washing machine/i],
    ['ಮಿಕ್ಸರ್', /mixer/i],
    ['ಮಿಕ್ಸಿ', /mixer/i],
    ['ಗ್ರೈಂಡರ್', /grinder/i],
    ['ಕೂಲರ್', /cooler/i],
    ['ಚಿಮಣಿ', /chimney/i],
    ['ಚಿಮ್ನಿ', /chimney/i],
    ['ಗ್ಯಾಸ್ ಸ್ಟವ್', /gas stove/i],
    ['ಗ್ಯಾಸ್ ಒಲೆ', /gas stove/i],
    ['ಪಂಪ್', /pump/i],
    ['ವ್ಯಾಕ್ಯೂಮ್ ಕ್ಲೀನರ್', /vacuum cleaner/i],
    ['ಪ್ರೆಶರ್ ವಾಷರ್', /pressure washer/i],
    ['ಸೋಫಾ ಕಮ್ ಬೆಡ್', /sofa cum bed/i],
    ['ಸೋಫಾ ಕಂ ಬೆಡ್', /sofa cum bed/i],
    ['ಶೂ ರ್ಯಾಕ್', /shoe rack/i],
    ['ಚಾಪೆ', /mat/i],
    ['ಗೀಸರ್‌ಗಳು', /geyser/i],
  ])('%s finds %s first', async (query, pattern) => {
    const cards = await search(query);
    expect(cards.length, query).toBeGreaterThan(3);
    for (const card of cards.slice(0, 4)) expect(card.name, query).toMatch(pattern);
  });

  it('reads figures and units: ಗೀಸರ್ ೩ ಲೀಟರ್', async () => {
    const cards = await search('ಗೀಸರ್ ೩ ಲೀಟರ್');
    expect(names(cards).slice(0, 2).sort()).toEqual([
      'Digital Instant Geyser 3 Litre',
      'Instant Geyser 3 Litre',
    ]);
  });

  it('finds what the Kannada and the English word find', async () => {
    expect(names(await search('ಗೀಸರ್'))).toEqual(names(await search('geyser')));
    // Then more: the Kannada category name 'ಮಿಕ್ಸರ್ ಮತ್ತು ವೆಟ್ ಗ್ರೈಂಡರ್‌ಗಳು' has both words.
    const english = names(await search('mixer grinder'));
    expect(names(await search('ಮಿಕ್ಸರ್ ಗ್ರೈಂಡರ್')).slice(0, english.length)).toEqual(english);
  });
});

describe('Kannada names', () => {
  it('finds a product by a fragment of its Kannada name', async () => {
    expect(names(await search('ಹಿತ್ತಾಳೆ ಬರ್ನರ್'))[0]).toBe('Gruha Brass Burner Gas Stove 2 Burner');
    expect(names(await search('ಮರದ ಸೋಫಾ'))[0]).toBe('Wooden Sofa cum Bed');
    const twinTubs = names(await search('ಟ್ವಿನ್ ಟಬ್'));
    expect(twinTubs.slice(0, 3).every((n) => n.startsWith('Twin Tub Washing Machine'))).toBe(true);
  });

  it('matches with or without the zero-width non-joiner', async () => {
    const withJoiner = names(await search('ಸ್ಟೇನ್\u200cಲೆಸ್ ಸ್ಟೀಲ್ ಗ್ಯಾಸ್'));
    const without = names(await search('ಸ್ಟೇನ್ಲೆಸ್ ಸ್ಟೀಲ್ ಗ್ಯಾಸ್'));
    expect(withJoiner[0]).toBe('Stainless Steel Gas Stove');
    expect(without).toEqual(withJoiner);
  });

  it('puts the Kannada name matches first', async () => {
    // Only the Kannada name says 'kitchen' for these chimneys.
    const cards = names(await search('ಕಿಚನ್ ಚಿಮಣಿ'));
    expect(cards[0]).toBe('Kitchen Chimney Baffle Filter');
    expect(cards.filter((n) => /chimney/i.test(n)).length).toBeGreaterThanOrEqual(7);
  });

  it('mixes scripts: a brand in Latin letters, the kind in Kannada', async () => {
    expect(names(await search('Gruha ಗೀಸರ್'))[0]).toBe('Gruha Heat Pro Instant Geyser 6 Litre');
  });
});

describe('typos in Kannada', () => {
  it.each([
    ['ಗಿಸರ್', /geyser/i], // ೀ typed as ಿ
    ['ಕೂಲರ', /cooler/i], // no virama
    ['ಮಿಕ್ಸೆರ್', /mixer/i],
    ['ವಾಕ್ಯೂಮ್ ಕ್ಲಿನರ್', /vacuum cleaner/i],
    ['ಕೊರೈ ಚಪೆ', /korai/i],
  ])('%s still finds %s', async (query, pattern) => {
    const cards = await search(query);
    expect(cards.length, query).toBeGreaterThan(0);
    expect(cards[0]!.name, query).toMatch(pattern);
  });

  it('finds a Kannada name word the dictionary lacks, misspelt, by similarity', async () => {
    expect(names(await search('ಹಿತಾಳೆ'))).toContain('Gruha Brass Burner Gas Stove 2 Burner');
  });
});

describe('suggestions in Kannada', () => {
  it('suggests mixers for ಮಿಕ್ಸ', async () => {
    const result = await suggest('ಮಿಕ್ಸ');
    expect(result.products.length).toBeGreaterThan(0);
    for (const p of result.products) expect(p.name).toMatch(/mixer/i);
    expect(result.categories.map((c) => c.name)).toContain('Mixers and Wet Grinders');
  });

  it('suggests categories by their Kannada names', async () => {
    const result = await suggest('ಗೀಸ');
    expect(result.products[0]?.name).toMatch(/geyser/i);
    expect(result.categories.map((c) => c.name)).toContain('Instant Geysers');
    expect((await suggest('ಚಾಪೆ')).categories.map((c) => c.name)).toContain('Korai Mat');
  });

  it('tolerates a typo while typing', async () => {
    expect((await suggest('ಗಿಸರ್')).products[0]?.name).toMatch(/geyser/i);
  });
});

describe('suggestions named in Kannada (lang=kn, as a Kannada page asks)', () => {
  const KANNADA = /[\u0C80-\u0CFF]/;

  it.each(['ಗೀಸ', 'mixer'])('names what %s suggests in Kannada, in the same order', async (q) => {
    const english = await suggest(q);
    const kannada = await suggest(q, 'kn');
    expect(kannada.products.map((p) => p.slug)).toEqual(english.products.map((p) => p.slug));
    expect(kannada.categories.map((c) => c.slug)).toEqual(english.categories.map((c) => c.slug));
    expect(kannada.products.length + kannada.categories.length).toBeGreaterThan(0);
    // The seed names every product and category in Kannada: nothing falls back.
    for (const row of [...kannada.products, ...kannada.categories]) {
      expect(row.name).toMatch(KANNADA);
      expect(row).not.toHaveProperty('nameLang');
      expect(row).not.toHaveProperty('nameKn');
    }
  });

  it('answers in English without lang, and says nothing of other languages', async () => {
    for (const row of [
      ...(await suggest('ಗೀಸ')).products,
      ...(await suggest('ಗೀಸ', 'en')).categories,
    ]) {
      expect(row.name).not.toMatch(KANNADA);
      expect(Object.keys(row).sort()).toEqual(expect.not.arrayContaining(['nameKn', 'nameLang']));
    }
  });

  it('refuses a language the shop does not have', async () => {
    const response = await server.fetch('/api/v1/search/suggestions?q=geyser&lang=hi');
    expect(response.status).toBe(400);
  });
});

describe('the Kannada search page', () => {
  it('lists geysers for /kn/search/ಗೀಸರ್', async () => {
    const response = await server.fetch(`/kn/search/${encodeURIComponent('ಗೀಸರ್')}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const geysers = (await search('geyser')).slice(0, 3);
    for (const card of geysers) expect(html).toContain(`/kn/product/${card.slug}`);
  });

  it('still finds English words on a Kannada page', async () => {
    const response = await server.fetch('/kn/search/geyser');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`/kn/product/${(await search('geyser'))[0]!.slug}`);
  });
});

describe('hostile Kannada input', () => {
  it.each(['ಗೀ%ಸರ್', 'ಗೀಸರ್_', '\\ಗೀಸರ್', "ಗೀಸರ್' or '1'='1", 'ಗೀಸರ್ '.repeat(30), '್್್್', '\u200c\u200c'])(
    'searches %j without error',
    async (q) => {
      const response = await server.fetch(`/api/v1/search?q=${encodeURIComponent(q)}`);
      expect(response.status).toBeLessThan(500);
      const suggestions = await server.fetch(
        `/api/v1/search/suggestions?q=${encodeURIComponent(q)}`,
      );
      expect(suggestions.status).toBeLessThan(500);
    },
  );
});
