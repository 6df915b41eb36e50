/** Finding form fields as a person would (by their label), and leaving them. */
import type { Locator, Page } from '@playwright/test';

/** By its visible label, exactly: 'Email' is not the footer's 'Email address'. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(label, { exact: true });

/** Focus and leave a field without typing. */
export async function blurEmpty(control: Locator) {
  await control.focus();
  await control.blur();
}
