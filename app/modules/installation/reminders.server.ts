/**
 * The reminder the day before an installation visit (issue 35): by e-mail, and by WhatsApp
 * or SMS when the shopper asked for order updates. From 10 AM in India, for the visits
 * booked for tomorrow; each visit's reminder is claimed by stamping it, so processes that
 * tick together send it once, and a visit moved to another day is reminded of again.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { serverTranslator } from '../../i18n/catalogs.server.ts';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '../../i18n/locales.ts';
import { stores } from '../content/schema.ts';
import { queueVisitReminder } from '../messaging/order-updates.server.ts';
import { visitReminderEmail } from '../notification/emails.server.tsx';
import { enqueueEmail } from '../notification/outbox.server.ts';
import { orders } from '../order/schema.ts';
import { installationVisits } from './schema.ts';
import { addDays, CHANGE_DEADLINE_HOUR, SLOT_LABELS, todayInIndia } from './slots.ts';
import { visitLinkPath } from './visit-link.server.ts';

/** Reminders go from this hour (IST): none at midnight. */
export const REMINDER_FROM_HOUR = 10;

const IST_OFFSET_MS = 330 * 60_000;

export interface ReminderLinks {
  origin: string;
  secret: string;
}

export interface RemindersOutcome {
  sent: number;
  /** Visits whose reminder could not be written (tried again at the next tick). */
  failed: { visitId: number; error: unknown }[];
}

/** Queues tomorrow's visits' reminders not yet sent. One that fails stops no other. */
export async function sendVisitReminders(
  db: DbOrTx,
  links: ReminderLinks,
  now = new Date(),
): Promise<RemindersOutcome> {
  const outcome: RemindersOutcome = { sent: 0, failed: [] };
  const hour = new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();
  if (hour < REMINDER_FROM_HOUR) return outcome;
  const tomorrow = addDays(todayInIndia(now), 1);
  const due = await db
    .select({ id: installationVisits.id })
    .from(installationVisits)
    .innerJoin(orders, eq(orders.id, installationVisits.orderId))
    .where(
      and(
        eq(installationVisits.state, 'booked'),
        eq(installationVisits.day, tomorrow),
        isNull(installationVisits.remindedAt),
        ne(orders.status, 'Cancelled'),
      ),
    );
  for (const { id } of due) {
    try {
      if (await remind(db, id, tomorrow, links, now)) outcome.sent++;
    } catch (error) {
      outcome.failed.push({ visitId: id, error });
    }
  }
  return outcome;
}

async function remind(
  db: DbOrTx,
  visitId: number,
  day: string,
  links: ReminderLinks,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(installationVisits)
      .set({ remindedAt: now })
      .where(
        and(
          eq(installationVisits.id, visitId),
          eq(installationVisits.state, 'booked'),
          eq(installationVisits.day, day),
          isNull(installationVisits.remindedAt),
        ),
      )
      .returning({
        orderId: installationVisits.orderId,
        slot: installationVisits.slot,
        storeId: installationVisits.storeId,
        updatedAt: installationVisits.updatedAt,
      });
    if (!claimed?.slot) return false;
    const [row] = await tx
      .select({
        order: orders,
        store: { name: stores.name, nameKn: stores.nameKn, phone: stores.phone },
      })
      .from(orders)
      .innerJoin(stores, sql`${stores.id} = ${claimed.storeId}`)
      .where(eq(orders.id, claimed.orderId));
    if (!row) return false;
    const { order, store } = row;
    const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
    const t = serverTranslator(locale);
    const storeName = (locale === 'kn' && store.nameKn) || store.name;
    // This booking of the visit: moved away and back to this slot, it is told of again.
    const booking = `${day}/${claimed.slot}:${claimed.updatedAt.getTime()}`;
    const hour = new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();
    const slot = t(SLOT_LABELS[claimed.slot]);
    const manageUrl = new URL(
      localizedPath(locale, visitLinkPath(links.secret, order.publicId)),
      links.origin,
    ).href;
    await enqueueEmail(
      tx,
      visitReminderEmail(
        {
          locale,
          email: order.email,
          name: `${order.firstName} ${order.lastName}`,
          orderNumber: order.orderNumber,
          store: storeName,
          storePhone: store.phone,
          slot,
        },
        manageUrl,
        links.origin,
        // Past 6 PM the visit can no longer be moved online.
        hour < CHANGE_DEADLINE_HOUR,
      ),
      { dedupeKey: `installation-reminder:${order.publicId}:${booking}` },
    );
    await queueVisitReminder(tx, order, {
      booking,
      store: storeName,
      slot,
    });
    return true;
  });
}
