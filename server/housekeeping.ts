/**
 * The hourly clean-up every shop process runs (deletes are idempotent, so workers may
 * overlap): what has expired, and what the shop has stopped needing about its customers
 * (ADR 0017). Each step is the owning module's; one failing does not stop the others.
 */
import type { Logger } from 'pino';
import { deleteExpiredRateLimits } from '../app/lib/rate-limits.server.ts';
import { deleteExpiredSessions } from '../app/modules/identity/session.server.ts';
import { deleteSpentTokens } from '../app/modules/identity/tokens.server.ts';
import {
  deleteFinishedMessages,
  giveUpStaleMessages,
  trimSentUpdates,
} from '../app/modules/notification/outbox.server.ts';
import type { DbOrTx } from '../db/client.ts';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

const STEPS: Record<string, (db: DbOrTx, now: Date) => Promise<number>> = {
  // With a session go, by cascade, its guest cart and wishlist.
  'expired sessions': deleteExpiredSessions,
  'expired rate-limit counters': deleteExpiredRateLimits,
  'spent link tokens': deleteSpentTokens,
  'finished e-mails': deleteFinishedMessages,
  // Not a deletion: the message stays, failed, for the retention of finished ones.
  'e-mails given up unsent': giveUpStaleMessages,
  // Not a deletion either: a week after it went, an order update keeps no text.
  'sent order updates trimmed': trimSentUpdates,
};

/** Runs every step once; resolves to how many rows each removed or gave up (failed steps are logged). */
export async function housekeep(
  db: DbOrTx,
  logger: Logger,
  now = new Date(),
): Promise<Record<string, number>> {
  const changed: Record<string, number> = {};
  for (const [what, step] of Object.entries(STEPS)) {
    try {
      changed[what] = await step(db, now);
    } catch (error) {
      logger.warn({ err: error }, `clean-up of ${what} failed`);
    }
  }
  const total = Object.values(changed).reduce((sum, count) => sum + count, 0);
  if (total > 0) logger.info({ changed }, 'housekeeping removed or retired rows');
  return changed;
}
