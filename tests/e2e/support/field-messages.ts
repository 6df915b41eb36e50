/** What a form field says as a person meets it: its message under it (its description), or none. */
import { expect, type Locator } from '@playwright/test';
import { blurEmpty } from './form-fields.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The field is marked invalid and its message (under it) is what describes it. */
export async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

export async function expectFieldValid(control: Locator) {
  await expect(control).not.toHaveAttribute('aria-invalid', 'true');
}

/** Left empty, the field is refused with `message`; with `value` typed in, it is valid. */
export async function expectRequired(control: Locator, message: string, value: string) {
  await blurEmpty(control);
  await expectFieldError(control, message);
  await control.fill(value);
  await expectFieldValid(control);
}

/** `typed` into the field, and the field left: it is refused with `message`. */
export async function expectRefusedOnBlur(control: Locator, typed: string, message: string) {
  await control.fill(typed);
  await control.blur();
  await expectFieldError(control, message);
}
