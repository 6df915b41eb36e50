/** The banners a form answers with: green (a status, read politely), red (an alert, read at once). */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A status holding `text`: a green banner on the shop's forms. */
export function successBanner(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/** An alert holding `text`: a red banner on the shop's forms. */
export function dangerBanner(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

export async function expectGreen(banner: Locator) {
  await expect(banner).toBeVisible();
  await expect(banner).toHaveClass(/form-banner--success/);
}

export async function expectRed(banner: Locator) {
  await expect(banner).toBeVisible();
  await expect(banner).toHaveClass(/form-banner--danger/);
}
