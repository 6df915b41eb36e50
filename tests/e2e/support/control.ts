/**
 * What a test needs from the e2e server that a browser cannot do (serve.ts's control
 * endpoint): make an account's e-mail links expire now, as if a day had passed; make a
 * staff account, as `npm run admin:create` would.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTROL_FILE } from './maildir.ts';

function controlUrl(): string {
  const dir = process.env.E2E_MAILDIR;
  if (!dir) throw new Error('E2E_MAILDIR is not set: run the tests through playwright.config.ts.');
  return readFileSync(path.join(dir, CONTROL_FILE), 'utf8').trim();
}

/** Every unused verification and reset link of the account of `email` expires now. */
export async function expireLinks(email: string): Promise<void> {
  const response = await fetch(`${controlUrl()}/expire-links?${new URLSearchParams({ email })}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`expire-links: ${response.status} ${await response.text()}`);
}

/** A verified staff account with this password (an existing account is promoted). */
export async function createStaff(
  email: string,
  password: string,
  role: 'staff' | 'admin' = 'staff',
): Promise<void> {
  const response = await fetch(
    `${controlUrl()}/staff?${new URLSearchParams({ email, password, role })}`,
    { method: 'POST' },
  );
  if (!response.ok) throw new Error(`staff: ${response.status} ${await response.text()}`);
}

/** The template messages the WhatsApp stand-in took for this 10-digit number, in order. */
export async function whatsappSentTo(
  phone: string,
): Promise<{ template: string; language: string; params: string[] }[]> {
  const response = await fetch(`${controlUrl()}/whatsapp?${new URLSearchParams({ phone })}`);
  if (!response.ok) throw new Error(`whatsapp: ${response.status} ${await response.text()}`);
  return (await response.json()) as { template: string; language: string; params: string[] }[];
}

/** The order's installation visit is today, as if the days until it had passed. */
export async function visitDayComes(orderNumber: string): Promise<void> {
  const response = await fetch(
    `${controlUrl()}/visit-day?${new URLSearchParams({ order: orderNumber })}`,
    { method: 'POST' },
  );
  if (!response.ok) throw new Error(`visit-day: ${response.status} ${await response.text()}`);
}
