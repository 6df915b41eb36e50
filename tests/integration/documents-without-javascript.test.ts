/**
 * Every part of a document is in place as sent: React may move a finished Suspense
 * boundary to the end of the stream, hidden until an inline script moves it back, and a
 * browser without JavaScript (or before the script) would never show it. Found on the
 * footer's newsletter form (a lazy component) and the lazily loaded error page.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browser } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** A hidden segment React streamed out of place, with something in it besides scripts. */
const HIDDEN_CONTENT = /<div hidden id="S:\d+">(?!<\/div>)/;
const withoutScripts = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<template\b[^>]*><\/template>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');

it.each([
  ['/', 200],
  ['/products', 200],
  ['/collections', 200],
  ['/contactus', 200],
  ['/auth/login', 200],
  ['/product/no-such-product', 404],
  ['/no-such-page', 404],
])('%s shows everything without JavaScript', async (path, status) => {
  const answer = await browser(server).get(path);
  expect(answer.status).toBe(status);
  // React Router streams its hydration data in hidden segments: scripts only, harmless.
  expect(withoutScripts(answer.body)).not.toMatch(HIDDEN_CONTENT);
  // The footer's newsletter form, drawn by a lazy component, sits in the footer.
  expect(answer.body).toMatch(
    /<footer[^>]*>[\s\S]*<form[^>]*action="\/newsletter"[\s\S]*<\/footer>/,
  );
  if (status === 404) expect(answer.body).toContain('Page not found');
});
