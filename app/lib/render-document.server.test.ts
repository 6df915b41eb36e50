import type { Logger } from 'pino';
import { createElement, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAtOnce, renderWaiting } from './render-document.server.ts';

const h = createElement;

function page(content: ReactNode) {
  return h(
    'html',
    { lang: 'en-IN' },
    h('head', null, h('title', null, 'Gruha ₹')),
    h('body', null, h('h1', null, 'Geysers'), content),
  );
}

/** A part whose data arrives after `ms`: it suspends until then, then shows `text`. */
function waitingPart(text: string, ms: number) {
  let ready = false;
  const arrival = new Promise<void>((resolve) =>
    setTimeout(() => {
      ready = true;
      resolve();
    }, ms),
  );
  return function Waiting() {
    if (!ready) throw arrival;
    return h('p', null, text);
  };
}

function Broken(): ReactNode {
  throw new Error('the part failed');
}

const logger = () => ({ warn: vi.fn(), error: vi.fn() });
const options = (log: ReturnType<typeof logger>, timeoutMs = 5_000) => ({
  nonce: 'n0nce',
  logger: log as unknown as Logger,
  timeoutMs,
});

describe('renderAtOnce', () => {
  it('renders a page whose parts are all ready, byte for byte as the waiting render does', async () => {
    const app = page(h(Suspense, null, h('p', null, 'Instant Geyser ₹4,999')));
    const atOnce = renderAtOnce(app);
    expect(atOnce).toEqual({ html: expect.stringMatching(/^<!DOCTYPE html><html/), failed: false });
    expect(atOnce?.html).toContain('<!--$--><p>Instant Geyser ₹4,999</p><!--/$-->');
    expect(atOnce).toEqual(await renderWaiting(app, options(logger())));
  });

  it('gives up on a page with a part that waits, or fails, or a page that fails', () => {
    expect(renderAtOnce(page(h(Suspense, null, h(waitingPart('later', 10)))))).toBeNull();
    expect(renderAtOnce(page(h(Suspense, null, h(Broken))))).toBeNull();
    expect(renderAtOnce(page(h(Broken)))).toBeNull();
  });
});

describe('renderWaiting', () => {
  it('waits for a part that waits and renders it in place', async () => {
    const log = logger();
    const rendered = await renderWaiting(
      page(h(Suspense, null, h(waitingPart('Pumps in stock', 20)))),
      options(log),
    );
    expect(rendered.failed).toBe(false);
    expect(rendered.html).toContain('<!--$--><p>Pumps in stock</p><!--/$-->');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('reports a part that failed and marks the page failed (the browser renders the part)', async () => {
    const log = logger();
    const rendered = await renderWaiting(page(h(Suspense, null, h(Broken))), options(log));
    expect(rendered.failed).toBe(true);
    expect(rendered.html).toContain('<h1>Geysers</h1>');
    expect(rendered.html).toContain('<!--$!-->');
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'the part failed' }) },
      'render failed in a part of the page',
    );
  });

  it('rejects a page that failed as a whole', async () => {
    await expect(renderWaiting(page(h(Broken)), options(logger()))).rejects.toThrow(
      'the part failed',
    );
  });

  it('cuts a render short after its time, as a whole page with a warning', async () => {
    const log = logger();
    // React's development build reports its own check on an aborted render ("still abortable
    // task at the root"); the production build the shop runs does not.
    const reactCheck = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rendered = await renderWaiting(
      page(h(Suspense, null, h(waitingPart('never in time', 60_000)))),
      options(log, 30),
    );
    expect(rendered.failed).toBe(false);
    expect(rendered.html).toContain('<h1>Geysers</h1>');
    expect(rendered.html).not.toContain('never in time');
    expect(log.warn).toHaveBeenCalledWith(
      'the render waited more than 30 ms: the browser renders the rest',
    );
    expect(log.error).not.toHaveBeenCalled();
    reactCheck.mockRestore();
  });
});
