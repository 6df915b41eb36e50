/** A product page as a shopper uses it: its variants and its delivery check. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Picks a variant by the words of its link ('3 Litre'); the page's address follows it. */
export async function chooseVariant(page: Page, label: string) {
  await page
    .getByRole('link', { name: new RegExp(label) })
    .first()
    .click();
  await expect(page).toHaveURL(/variant=/);
}

/** The 'Check delivery' box: its pincode field and its Check button. */
export function pincodeBox(page: Page) {
  const box = page.getByRole('region', { name: 'Check delivery' });
  return {
    box,
    pincode: box.getByRole('textbox', { name: 'Pincode' }),
    check: box.getByRole('button', { name: 'Check' }),
  };
}
