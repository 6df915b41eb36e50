/**
 * Names no other test uses: the e2e server's database lives for the whole run, so each
 * test's accounts, e-mail addresses and idempotency keys must be its own.
 */

/** A time and a random tail, e.g. `1764301234567-k3j9xq`. */
export function unique(): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A new e-mail address for `name`, e.g. `asha+1764301234567-k3j9xq@example.com`. */
export function uniqueEmail(name: string): string {
  return `${name.toLowerCase()}+${unique()}@example.com`;
}
