import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { headWithoutModulePreloads } from './head-without-module-preloads.server.ts';

/** Streams `chunks` through the transform and returns what comes out. */
async function through(chunks: (string | Buffer)[]): Promise<string> {
  const source = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  return text(source.pipe(headWithoutModulePreloads()));
}

const HEAD =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>Gruha</title>' +
  '<link rel="preload" as="image" href="/media/sliders/hero.webp" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/>' +
  '<link rel="modulepreload" href="/assets/framework-b.js"/>' +
  '<link rel="stylesheet" href="/assets/root-c.css"/></head>';
const BODY =
  '<body><p>How to write &lt;link rel="modulepreload"&gt; in a product text</p>' +
  '<script type="module" async="">import("/assets/entry.client-a.js");</script></body></html>';

describe('headWithoutModulePreloads', () => {
  it('drops every modulepreload link of the head and keeps everything else', async () => {
    const out = await through([HEAD, BODY]);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toBe(HEAD.replace(/<link rel="modulepreload"[^>]*>/g, '') + BODY);
  });

  it('finds the tags and the end of the head across chunk boundaries, even mid-character', async () => {
    const whole = Buffer.from(`${HEAD.replace('Gruha', 'ಗೃಹ Gruha')}${BODY}`);
    const inside = (needle: string, offset: number) => whole.indexOf(Buffer.from(needle)) + offset;
    // Inside a Kannada character, inside the tags, inside '</head>'.
    const cuts = [
      inside('ಗ', 1),
      inside('modulepreload', 4),
      inside('framework', 2),
      inside('</head>', 3),
    ];
    const chunks: Buffer[] = [];
    let from = 0;
    for (const cut of cuts) {
      chunks.push(whole.subarray(from, cut));
      from = cut;
    }
    chunks.push(whole.subarray(from));
    const out = await through(chunks);
    expect(out).toContain('<title>ಗೃಹ Gruha</title>');
    expect(out).not.toContain('rel="modulepreload" href');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-c.css"/></head><body>');
    expect(out.endsWith('</body></html>')).toBe(true);
  });

  it('never touches the body, even text that looks like the tag', async () => {
    const body = '<body><pre><link rel="modulepreload" href="/x.js"/></pre></body></html>';
    expect(await through(['<html><head></head>', body])).toBe(`<html><head></head>${body}`);
  });

  it('passes through a document without a head end unchanged', async () => {
    const fragment = '<div><link rel="modulepreload" href="/x.js"/></div>';
    expect(await through([fragment])).toBe(fragment);
  });
});
