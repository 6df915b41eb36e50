/** Marketing e-mails' bookkeeping (issue 33). */
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';

/**
 * One row per run of a scheduled mailing (the daily price-drop e-mail): every app process
 * ticks, and only the one whose insert of (mailing, period) succeeds sends that period's.
 */
export const mailingRuns = pgTable(
  'mailing_runs',
  {
    mailing: text('mailing').notNull(),
    /** The period it ran for: the IST date of a daily mailing. */
    period: text('period').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.mailing, t.period] })],
);
