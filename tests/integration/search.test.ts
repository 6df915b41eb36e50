/**
 * Search and suggestions through the API: typo tolerance, ranking (name matches first),
 * determinism, validation, and hostile input that must never cause a 500.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const NameRow = z.object({ name: z.string() });

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

interface Card {
  id: string;
  name: string;
  slug: string;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

async function search(q: string): Promise<Card[]> {
  const response = await server.fetch(`/api/v1/search?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return ((await response.json()) as { data: Card[] }).data;
}

async function searchError(query: string): Promise<ErrorBody> {
  const response = await server.fetch(`/api/v1/search?${query}`);
  expect(response.status, query).toBe(400);
  return (await response.json()) as ErrorBody;
}

describe('typo tolerance', () => {
  it.each([
    ['geezer', /geyser/i],
    ['washing machin', /washing machine/i],
    ['vaccum', /vacuum/i],
    ['vacum cleaner', /vacuum cleaner/i],
    ['chimny', /chimney/i],
    ['geysers', /geyser/i],
    ['GEYSER', /geyser/i],
    ['mixer grinder', /mixer grinder/i],
  ])('%s finds %s first', async (query, pattern) => {
    const cards = await search(query);
    expect(cards.length).toBeGreaterThan(3);
    for (const card of cards.slice(0, 4)) expect(card.name, query).toMatch(pattern);
  });

  it("finds every geyser for 'geezer'", async () => {
    const cards = await search('geezer');
    const geysers = await queryRows(
      server.services.database.db,
      sql`select name from products where name ilike '%geyser%' and active`,
      NameRow,
    );
    const found = new Set(cards.map((c) => c.name));
    for (const { name } of geysers) expect(found.has(name), name).toBe(true);
  });
});

describe('ranking', () => {
  it('puts the exact name first', async () => {
    const cards = await search('Instant Geyser 3 Litre');
    expect(cards[0]!.name).toBe('Instant Geyser 3 Litre');
  });

  it('puts names that start with the query before names that only contain it', async () => {
    const cards = await search('instant geyser');
    const starts = cards.map((c) => c.name.toLowerCase().startsWith('instant geyser'));
    const firstOther = starts.indexOf(false);
    expect(firstOther).toBeGreaterThan(0);
    expect(starts.slice(firstOther)).not.toContain(true);
  });

  it('ranks name matches before description-only matches', async () => {
    let checked = 0;
    for (const word of ['copper', 'steel', 'motor', 'glass', 'timer', 'remote', 'warranty']) {
      const cards = await search(word);
      const inName = cards.map((c) => c.name.toLowerCase().includes(word));
      const firstOther = inName.indexOf(false);
      if (firstOther === -1) continue;
      expect(inName.slice(firstOther), word).not.toContain(true);
      if (firstOther > 0) checked++;
    }
    // At least one of the words appears both in names and only in descriptions.
    expect(checked).toBeGreaterThan(0);
  });

  it('finds products by their category name, after name matches', async () => {
    const cards = await search('mixers');
    const names = cards.map((c) => c.name);
    const firstNonMixer = names.findIndex((n) => !/mixer/i.test(n));
    expect(firstNonMixer).toBeGreaterThan(0);
    expect(names.slice(firstNonMixer).some((n) => /mixer/i.test(n))).toBe(false);
    const members = await queryRows(
      server.services.database.db,
      sql`select p.name from products p join product_categories pc on pc.product_id = p.id
        join categories c on c.id = pc.category_id where c.name = 'Mixers and Wet Grinders'`,
      NameRow,
    );
    const memberNames = new Set(members.map((m) => m.name));
    for (const name of names.slice(firstNonMixer)) expect(memberNames.has(name), name).toBe(true);
  });

  it('is deterministic', async () => {
    for (const query of ['geyser', 'gas stove', 'korai mat', 'geezer']) {
      expect((await search(query)).map((c) => c.id)).toEqual(
        (await search(query)).map((c) => c.id),
      );
    }
  });

  it('returns at most 48 results', async () => {
    expect((await search('a')).length).toBeLessThanOrEqual(48);
    expect((await search('litre')).length).toBeLessThanOrEqual(48);
  });
});

describe('validation', () => {
  it('requires a query', async () => {
    for (const query of ['q=', 'q=%20%20%20', 'q=%09%0A', '']) {
      const body = await searchError(query);
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.fields?.q).toBeTruthy();
    }
  });

  it('refuses more than 100 characters', async () => {
    for (const q of ['x'.repeat(101), 'x'.repeat(10_000), '😀'.repeat(120)]) {
      const body = await searchError(`q=${encodeURIComponent(q)}`);
      expect(body.error.fields?.q).toBeTruthy();
    }
  });

  it('accepts 100 characters after trimming', async () => {
    await search(`  ${'geyser '.repeat(14)}  `.slice(0, 104));
  });
});

describe('hostile input', () => {
  it.each([
    "'; drop table products; --",
    "' OR '1'='1",
    '%',
    '%%',
    '_',
    '\\',
    '\\\\%_',
    '"',
    "'",
    '<script>alert(1)</script>',
    '& | ! <-> :* ()',
    "geyser:* | 'x'",
    '!!!',
    'a & b | c',
    '😀',
    '🔥 geyser 🔥',
    'ಗೀಸರ್',
    'गीज़र',
    'a\u0000b',
    'gey\u200bser',
    '../../etc/passwd',
    'select * from users',
    '$1',
    `$${'{'}jndi:ldap://x}`,
    '%00',
  ])('searches %j without error', async (q) => {
    const response = await server.fetch(`/api/v1/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBeLessThan(500);
    expect([200, 400]).toContain(response.status);
  });

  it('survives malformed percent-encoding', async () => {
    for (const query of [
      'q=%E0%A4%A',
      'q=%',
      'q=%ZZ',
      'q=%C0%AF',
      'q=%ED%A0%80',
      'q=a&q=b',
      'q[]=x',
    ]) {
      const response = await server.fetch(`/api/v1/search?${query}`);
      expect(response.status, query).toBeLessThan(500);
    }
    const response = await server.fetch('/api/v1/products?pageSize=1');
    expect(((await response.json()) as { data: { total: number } }).data.total).toBeGreaterThan(
      100,
    );
  });
});

describe('the results page', () => {
  it("takes a term ending in '.data' as a search, not as a page's data request", async () => {
    const redirect = await server.fetch('/search?q=report.data');
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location') ?? '';
    expect(location).toBe('/search/report%2Edata');
    const page = await server.fetch(location);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Search results for &quot;report.data&quot;');
  });
});

describe('suggestions', () => {
  interface Suggestions {
    products: { name: string; slug: string; image: { src: string } | null }[];
    categories: { name: string; slug: string }[];
  }
  async function suggest(q: string): Promise<Suggestions> {
    const response = await server.fetch(`/api/v1/search/suggestions?q=${encodeURIComponent(q)}`);
    expect(response.status, q).toBe(200);
    return ((await response.json()) as { data: Suggestions }).data;
  }

  it('suggests up to 6 products and 3 categories as the shopper types', async () => {
    const result = await suggest('gey');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(6);
    expect(result.categories.length).toBeLessThanOrEqual(3);
    expect(result.categories.map((c) => c.name)).toContain('Instant Geysers');
    for (const p of result.products) {
      expect(p.name).toMatch(/geyser/i);
      expect(p.image?.src).toMatch(/^\/media\//);
    }
  });

  it('suggests nothing for fewer than 2 characters', async () => {
    expect(await suggest('g')).toEqual({ products: [], categories: [] });
    expect(await suggest(' ')).toEqual({ products: [], categories: [] });
    expect(await suggest('')).toEqual({ products: [], categories: [] });
  });

  it('handles hostile input', async () => {
    for (const q of ["'; drop table products; --", '%_', '\\', '😀😀', '<script>'])
      await suggest(q);
    const response = await server.fetch(`/api/v1/search/suggestions?q=${'x'.repeat(101)}`);
    expect(response.status).toBe(400);
  });
});
