/**
 * The document render through React Router's own request handler and ServerRouter, with
 * a one-route app: the page at once, and each way back to the waiting render (a part that
 * fails, a root that fails), which renders ServerRouter a second time.
 */
import { createElement as h, type ReactNode, Suspense } from 'react';
import {
  createRequestHandler,
  RouterContextProvider,
  Scripts,
  type ServerBuild,
  useLoaderData,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type RequestInfo, requestContext } from './context.ts';
import handleRequest, { handleError, streamTimeout } from './entry.server.tsx';

const failing = { part: false, root: false };

function Broken(): ReactNode {
  throw new Error('the price list failed');
}

function Root() {
  const { greeting } = useLoaderData<{ greeting: string }>();
  if (failing.root) throw new Error('the page failed');
  return h(
    'html',
    null,
    h(
      'body',
      null,
      h('h1', null, greeting),
      h(Suspense, null, failing.part ? h(Broken) : h('p', null, 'Geysers from ₹4,999')),
      // React Router writes its data into the page only after its scripts.
      h(Scripts),
    ),
  );
}

function ErrorBoundary() {
  return h('html', null, h('body', null, h('h1', null, 'Something went wrong')));
}

const build = {
  entry: { module: { default: handleRequest, handleError, streamTimeout } },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: { default: Root, ErrorBoundary, loader: () => ({ greeting: 'Namaskara' }) },
    },
  },
  assets: {
    entry: { module: '/entry.js', imports: [] },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: '/root.js',
        hasLoader: true,
        hasAction: false,
        hasClientLoader: false,
        hasClientAction: false,
        hasClientMiddleware: false,
        hasErrorBoundary: true,
        imports: [],
      },
    },
    url: '/manifest.js',
    version: '1',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  basename: '/',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial' },
} as unknown as ServerBuild;

async function view() {
  const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
  const context = new RouterContextProvider();
  context.set(requestContext, { nonce: 'n0nce', logger } as unknown as RequestInfo);
  const response = await createRequestHandler(build, 'production')(
    new Request('http://shop.test/'),
    context,
  );
  const logged = logger.error.mock.calls.map(
    ([details, message]) => `${message}: ${(details as { err: Error }).err.message}`,
  );
  return { status: response.status, html: await response.text(), logged };
}

/** A view with one part of the page (or the page itself) failing. */
async function viewFailing(where: keyof typeof failing) {
  failing[where] = true;
  try {
    return await view();
  } finally {
    failing[where] = false;
  }
}

describe('the document render', () => {
  it("renders the page with React Router's data in one script", async () => {
    const { status, html, logged } = await view();
    expect(status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html><html>/);
    expect(html).toContain('<h1>Namaskara</h1>');
    expect(html).toContain('<!--$--><p>Geysers from ₹4,999</p><!--/$-->');
    expect(html.match(/streamController\.enqueue\(/g)).toHaveLength(1);
    expect(html).toContain('\\"greeting\\",\\"Namaskara\\"');
    expect(html).toContain('streamController.close()');
    expect(logged).toEqual([]);
  });

  it('renders a page with a failed part again, as the page with that part left to the browser (500, logged)', async () => {
    const { status, html, logged } = await viewFailing('part');
    expect(status).toBe(500);
    expect(html).toContain('<h1>Namaskara</h1>');
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('streamController.close()');
    expect(logged).toEqual(['render failed in a part of the page: the price list failed']);
  });

  it("answers a page that failed whole with its error page, logging the page's own error", async () => {
    const { status, html, logged } = await viewFailing('root');
    expect(status).toBe(500);
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((line) => line === 'page request failed: the page failed')).toBe(true);
  });
});
