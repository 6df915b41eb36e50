import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Entry, keepCopies, pageSearch, scriptHashes } from './page-cache.ts';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('scriptHashes (the stored page policy)', () => {
  const nonce = 'r4nd0m';
  const page = [
    '<html><head><script type="application/ld+json">{"@type":"Product"}</script></head><body>',
    `<script nonce="${nonce}">window.__rr = 1;</script>`,
    `<script nonce="${nonce}" type="module" async="">import "/a.js";</script>`,
    '<div class="description"><script>window.injected = 1;</script></div>',
    `<script nonce="${nonce}" src="/b.js"></script>`,
    '</body></html>',
  ].join('');

  it('allows the scripts the render wrote with its nonce, and no data block', () => {
    expect(scriptHashes(page, nonce).sort()).toEqual(
      [hash('window.__rr = 1;'), hash('import "/a.js";')].sort(),
    );
  });

  // A security review: every inline script was hashed, so markup that reached the page any
  // other way (an injection into stored content) would have run from the cache.
  it('never allows an inline script without the nonce', () => {
    expect(scriptHashes(page, nonce)).not.toContain(hash('window.injected = 1;'));
    expect(scriptHashes(page, 'another')).toEqual([]);
  });
});

describe('pageSearch (the query string a page is stored under)', () => {
  const listing = { path: /^\/products$/, params: ['sort', 'page'] };
  const product = { path: /^\/product\/[^/]+$/, params: [], questions: ['pincode', 'variant'] };
  const search = (text: string) => new URLSearchParams(text);

  it.each([
    ['', ''],
    ['utm_source=whatsapp&fbclid=IwAR0', ''],
    ['page=2&sort=price-asc', '?sort=price-asc&page=2'],
    ['sort=price-asc&ref=x&page=2', '?sort=price-asc&page=2'],
    ['sort=price-asc&sort=price-desc', '?sort=price-asc'],
    ['sort=a%20b', '?sort=a+b'],
  ])('keeps of %j only what the listing reads: %j', (given, kept) => {
    expect(pageSearch(listing, search(given))).toBe(kept);
  });

  it('stores no answer to a question', () => {
    expect(pageSearch(product, search('pincode=560001'))).toBeNull();
    expect(pageSearch(product, search('variant=abc&gclid=1'))).toBeNull();
    expect(pageSearch(product, search('gclid=1'))).toBe('');
  });

  it('stores no data request for some of the routes only', () => {
    expect(pageSearch(listing, search('_routes=root'))).toBeNull();
    expect(pageSearch(product, search('_routes=root,routes/product'))).toBeNull();
  });
});

describe('keepCopies (a page rendered again once its TTL is up)', () => {
  const entry = (tag: string, audience: Entry['audience'] = 'shared'): Entry => ({
    status: 200,
    identity: Buffer.from('<html></html>'),
    copies: {},
    making: new Map(),
    audience,
    csp: '',
    tag,
  });

  it('takes over the copies of the same page, and a copy the previous entry makes later', () => {
    const previous = entry('same');
    previous.copies.gzip = Buffer.from('made');
    const next = entry('same');
    expect(keepCopies(next, previous)).toBe(true);
    expect(next.copies.gzip).toEqual(Buffer.from('made'));
    previous.copies.br = Buffer.from('smaller');
    expect(next.copies.br).toEqual(Buffer.from('smaller'));
  });

  it('keeps nothing of a page that changed, or of another audience', () => {
    const previous = entry('before');
    previous.copies.br = Buffer.from('old');
    const changed = entry('after');
    expect(keepCopies(changed, previous)).toBe(false);
    expect(changed.copies).toEqual({});
    const personal = entry('before', 'personal');
    expect(keepCopies(personal, previous)).toBe(false);
    expect(personal.copies).toEqual({});
    expect(keepCopies(changed, undefined)).toBe(false);
    expect(changed.copies).toEqual({});
  });
});
