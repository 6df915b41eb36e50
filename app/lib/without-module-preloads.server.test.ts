import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './without-module-preloads.server.ts';

const through = withoutModulePreloads;

const HEAD =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>Gruha</title>' +
  '<link rel="preload" as="image" href="/media/sliders/hero.webp" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/>' +
  '<link rel="modulepreload" href="/assets/framework-b.js"/>' +
  '<link rel="stylesheet" href="/assets/root-c.css"/></head>';
const BODY =
  '<body><p>How to write &lt;link rel="modulepreload"&gt; in a product text</p>' +
  '<script type="module" async="">import("/assets/entry.client-a.js");</script></body></html>';

describe('withoutModulePreloads', () => {
  it('drops every modulepreload link of the head and keeps everything else', () => {
    const out = through(HEAD + BODY);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toBe(HEAD.replace(/<link rel="modulepreload"[^>]*>/g, '') + BODY);
  });

  it('keeps Kannada and the rupee sign as they are', () => {
    const head = HEAD.replace('Gruha', 'ಗೃಹ Gruha ₹');
    const out = through(`${head}${BODY.replace('product', 'ಉತ್ಪನ್ನ')}`);
    expect(out).toContain('<title>ಗೃಹ Gruha ₹</title>');
    expect(out).toContain('in a ಉತ್ಪನ್ನ text');
    expect(out).not.toContain('rel="modulepreload" href');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-c.css"/></head><body>');
  });

  it('never touches the body, even text that looks like the tag', () => {
    const body = '<body><pre><link rel="modulepreload" href="/x.js"/></pre></body></html>';
    expect(through(`<html><head></head>${body}`)).toBe(`<html><head></head>${body}`);
  });

  it('passes a document without a head end unchanged', () => {
    const fragment = '<div><link rel="modulepreload" href="/x.js"/></div>';
    expect(through(fragment)).toBe(fragment);
  });
});
