/** The delivery holidays (issue 34): read for every delivery promise, kept by staff. */
import { asc, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { deliveryHolidays } from './schema.ts';

const IST_OFFSET_MS = 330 * 60_000;

/** Today's date in India (YYYY-MM-DD). */
export const istToday = (now: Date) =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The holidays from today on: what a promise made now may cross. */
export async function comingHolidays(db: DbOrTx, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ day: deliveryHolidays.day })
    .from(deliveryHolidays)
    .where(gte(deliveryHolidays.day, istToday(now)));
  return new Set(rows.map((row) => row.day));
}

/** Every listed holiday, in date order (the back office's list). */
export function listHolidays(db: DbOrTx) {
  return db.select().from(deliveryHolidays).orderBy(asc(deliveryHolidays.day));
}
