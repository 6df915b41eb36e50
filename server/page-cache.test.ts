import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptHashes } from './page-cache.ts';

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
