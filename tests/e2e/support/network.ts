/** The network as a test shapes and watches it: a slow file, a file that never comes, the form posts sent. */
import type { Page, Request } from '@playwright/test';

/**
 * Holds back every request for matching files (a slow network for one file) until the
 * returned function is called.
 */
export async function holdBack(page: Page, files: RegExp): Promise<() => void> {
  const { promise, resolve } = Promise.withResolvers<void>();
  await page.route(files, async (route) => {
    await promise;
    await route.continue();
  });
  return resolve;
}

/** Resolves once the page has asked for a file the test made `unreachable`, and failed. */
export function unreachableRequested(page: Page, unreachable: RegExp) {
  return page.waitForEvent('requestfailed', (request) =>
    unreachable.test(new URL(request.url()).pathname),
  );
}

/** Every form post (page action or fetcher) the page sends from now on. */
export function postsFrom(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request);
  });
  return posts;
}
