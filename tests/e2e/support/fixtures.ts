/**
 * The test fixture every spec uses: it fails the test when the page logs a
 * console.error, throws an uncaught error, or receives any 5xx response.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{
  // biome-ignore lint/suspicious/noConfusingVoidType: Playwright's idiom for a fixture with no value.
  guard: void;
  survey: boolean;
  // biome-ignore lint/suspicious/noConfusingVoidType: as above.
  quietSurvey: void;
  unreachable: RegExp | null;
  failingOnPurpose: RegExp | null;
}>({
  /**
   * Files a test makes unreachable on purpose (offline, or removed by a deploy): every
   * request for them fails, and the browser's report of that is expected.
   */
  unreachable: [null, { option: true }],
  /**
   * Files whose requests the test itself fails for a while (a moment offline): the
   * browser's report of those failures is expected, and nothing else is aborted.
   */
  failingOnPurpose: [null, { option: true }],
  /**
   * Whether the interest survey may open (10 s after a load). Off for every spec but the
   * survey's own: a long flow must not meet a modal half-way.
   */
  survey: [false, { option: true }],
  quietSurvey: [
    async ({ page, survey }, use) => {
      if (!survey) await skipSurvey(page);
      await use();
    },
    { auto: true },
  ],
  guard: [
    async ({ page, javaScriptEnabled, unreachable, failingOnPurpose }, use) => {
      if (javaScriptEnabled) waitForHydrationOnGoto(page);
      if (unreachable) await page.route(unreachable, (route) => route.abort());
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A page that is itself a 404 (asserted by the test) makes Chromium log the status.
        // A route action's refusal (a 4xx to React Router's .data request) is an answer
        // the page shows, not a fault.
        const failedLoad = message.text().startsWith('Failed to load resource');
        const failedOnPurpose = (files: RegExp | null) => files?.test(message.location().url);
        if (failedLoad && (failedOnPurpose(unreachable) || failedOnPurpose(failingOnPurpose)))
          return;
        const documentStatus = failedLoad && message.location().url === page.url();
        const refusedAction =
          failedLoad &&
          /status of 4\d\d/.test(message.text()) &&
          /\.data(\?|$)/.test(message.location().url);
        if (!documentStatus && !refusedAction)
          problems.push(`console.error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 500) problems.push(`${response.status()} from ${response.url()}`);
      });
      await use();
      expect(problems, 'browser errors and server 5xx during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The interest survey stays away from this page (it opens 10 s after a load otherwise). */
export function skipSurvey(page: Page) {
  return page.addInitScript(() => localStorage.setItem('dontAskSurvey', 'true'));
}

/**
 * Every navigation of the page waits until React has hydrated it, so that clicks and
 * typing reach the client behaviour rather than the server-rendered HTML. The fixture's
 * page has it; a page of another context (a staff member's browser) is given it here.
 */
export function waitForHydrationOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.includes('text/html')) {
      await page.locator('html[data-hydrated="true"]').waitFor();
    }
    return response;
  };
}

/** Fails on any serious or critical WCAG 2.1 A/AA violation on the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(serious, 'serious accessibility violations').toEqual([]);
}
