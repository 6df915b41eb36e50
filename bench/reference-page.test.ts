import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_BUTTON, startReferencePage } from './reference-page.ts';

describe('the reference page, the floor under the benches', () => {
  let reference: Awaited<ReturnType<typeof startReferencePage>>;
  beforeAll(async () => {
    reference = await startReferencePage();
  });
  afterAll(() => reference.close());

  it('is a whole page with nothing to load: no stylesheet, image or script file', async () => {
    const response = await fetch(reference.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('<main>');
    expect(html).not.toMatch(/<link|<img|<script|<style/);
  });

  it('has the button the tap bench presses, which answers without a script file', async () => {
    const html = await (await fetch(reference.url)).text();
    expect(html).toContain(
      `<button type="button" onclick="this.textContent = 'Added'">${REFERENCE_BUTTON}</button>`,
    );
  });

  it('answers robots.txt, so that Lighthouse scores the page and not a missing file', async () => {
    const response = await fetch(new URL('/robots.txt', reference.url));
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('User-agent: *\nAllow: /\n');
  });
});
