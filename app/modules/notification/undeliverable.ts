/**
 * A message its provider will never take (a number not on WhatsApp and no SMS template, a
 * refused template): the outbox marks it failed at once, for staff to see, instead of
 * trying again for an hour. Anything else thrown is retried with backoff.
 */
export class UndeliverableError extends Error {
  override name = 'UndeliverableError';
}
