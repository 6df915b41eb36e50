/** Finding form fields and checking their messages as a person would (by label, by description). */
import { expect, type Locator, type Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** By its visible label, exactly: 'Email' is not the footer's 'Email address'. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(label, { exact: true });

/** The field is marked invalid and its message (under it) is what describes it. */
export async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

export async function expectFieldValid(control: Locator) {
  await expect(control).not.toHaveAttribute('aria-invalid', 'true');
}
