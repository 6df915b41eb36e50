/**
 * When the scheduled mailings go, in India's time: the price drops once a day from 10:00,
 * the cart reminders in waking hours (09:00 to 21:00) as carts fall due (issue 33), and the
 * reminders of tomorrow's installation visits from 10:00 (issue 35; not marketing, sent to
 * every shopper with a visit). Every app process ticks; the daily run is claimed by one row
 * in mailing_runs, and a reminder by its cart's or visit's own update, so several processes
 * send nothing twice.
 */
import type { DbOrTx } from '../../../db/client.ts';
import type { AppServices } from '../../context.ts';
import { type RemindersOutcome, sendVisitReminders } from '../installation/reminders.server.ts';
import { sendCartReminders } from './cart-reminders.server.ts';
import { MAILINGS } from './consent.server.ts';
import { sendPriceDrops } from './price-drops.server.ts';
import type { MailingLinks, MailingOutcome } from './recipients.server.ts';
import { mailingRuns } from './schema.ts';

const IST_OFFSET_MS = 330 * 60_000;
export const PRICE_DROP_HOUR = 10;
export const REMINDER_HOURS = { from: 9, to: 21 } as const;

/** The IST date ('2026-11-29') and hour of an instant. */
export function istClock(now: Date): { date: string; hour: number } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return { date: ist.toISOString().slice(0, 10), hour: ist.getUTCHours() };
}

/** True for the one caller that records (mailing, period) first. */
async function claimRun(db: DbOrTx, mailing: string, period: string): Promise<boolean> {
  const claimed = await db
    .insert(mailingRuns)
    .values({ mailing, period })
    .onConflictDoNothing()
    .returning({ mailing: mailingRuns.mailing });
  return claimed.length > 0;
}

/** One tick: whatever is due at `now`. Returns how many e-mails each mailing queued. */
export async function runMailings(
  db: DbOrTx,
  links: MailingLinks,
  now = new Date(),
): Promise<{
  priceDrops: number;
  cartReminders: number;
  visitReminders: number;
  failed: (MailingOutcome['failed'][number] | RemindersOutcome['failed'][number])[];
}> {
  const { date, hour } = istClock(now);
  // First: the visits' reminders catch their own failures; a failing mailing stops them not.
  const visits = await sendVisitReminders(db, links, now);
  const none: MailingOutcome = { sent: 0, failed: [] };
  const drops =
    hour >= PRICE_DROP_HOUR && (await claimRun(db, MAILINGS.priceDrop, date))
      ? await sendPriceDrops(db, links, date)
      : none;
  const reminders =
    hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.to
      ? await sendCartReminders(db, links, now)
      : none;
  return {
    priceDrops: drops.sent,
    cartReminders: reminders.sent,
    visitReminders: visits.sent,
    failed: [...drops.failed, ...reminders.failed, ...visits.failed],
  };
}

const TICK_MS = 10 * 60_000;

/** The mailings' ticker in an app process; `intervalMs` 0 turns it off (tests tick themselves). */
export function startMailings(services: AppServices, intervalMs = TICK_MS): { stop(): void } {
  if (intervalMs <= 0) return { stop() {} };
  const links = { origin: services.publicUrl, secret: services.config.sessionSecret };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runMailings(services.database.db, links)
      .then(({ failed, ...queued }) => {
        if (queued.priceDrops || queued.cartReminders || queued.visitReminders) {
          services.logger.info(queued, 'scheduled e-mails queued');
        }
        for (const { error, ...which } of failed) {
          services.logger.warn({ err: error, ...which }, 'a marketing e-mail could not be written');
        }
      })
      .catch((error: unknown) => services.logger.warn({ err: error }, 'marketing mailing failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
