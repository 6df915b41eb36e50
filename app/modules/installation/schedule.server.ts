/**
 * A store's installation week as its staff plan it (issue 35): per day whether its
 * technicians work, per slot the places and those taken, and the visits booked with whom
 * to meet, where, and what to fit. Staff's changes to a visit (a technician, done or
 * missed) are in admin/installations.server.ts, with their audit entries.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { stores } from '../content/schema.ts';
import { orderLines, orders } from '../order/schema.ts';
import { installationVisits, slotBookings, storeCapacity, storeHolidays } from './schema.ts';
import {
  addDays,
  INSTALLATION_SLOTS,
  type InstallationSlot,
  isCalendarDay,
  isWorkingDay,
  type VisitState,
} from './slots.ts';

/** A store whose technicians install, for the back office's store picker. */
export interface ScheduleStore {
  code: string;
  name: string;
  /** False: hidden from the shop (and from the page's choice of store), visits still shown. */
  active: boolean;
  capacity: Record<InstallationSlot, number>;
}

export interface ScheduleVisit {
  id: number;
  orderNumber: string;
  /** The order's public id: its back-office page is /admin/orders/{publicId}. */
  orderId: string;
  customer: string;
  phone: string;
  address: string;
  /** The order's lines, 'name × quantity'. */
  items: string[];
  state: VisitState;
  technician: string | null;
  note: string | null;
}

export interface ScheduleSlot {
  slot: InstallationSlot;
  capacity: number;
  /** Places taken (done and missed visits keep theirs), as the checkout counts them. */
  booked: number;
  visits: ScheduleVisit[];
}

export interface ScheduleDay {
  day: string;
  working: boolean;
  /** The store's holiday that day, if any. */
  holiday: string | null;
  slots: ScheduleSlot[];
}

export interface StoreSchedule {
  store: ScheduleStore;
  days: ScheduleDay[];
}

/** How far a schedule reaches: a week is what the page shows; more is a mistake. */
const MAX_SCHEDULE_DAYS = 31;

/**
 * A day a schedule may start on: a calendar day of this century. PostgreSQL has no year 0,
 * and a week from 9999-12-31 would end in a year written with six digits.
 */
export function isScheduleDay(value: string): boolean {
  return isCalendarDay(value) && value >= '2000-01-01' && value <= '2099-12-31';
}

/** The open stores with technicians, in the stores' order: the page's choice of store. */
export async function installingStores(db: DbOrTx): Promise<{ code: string; name: string }[]> {
  return db
    .select({ code: stores.code, name: stores.name })
    .from(stores)
    .innerJoin(storeCapacity, eq(storeCapacity.storeId, stores.id))
    .where(eq(stores.active, true))
    .orderBy(asc(stores.position), asc(stores.id));
}

/**
 * The store's schedule for `days` days from `fromDay`, or null when no store with that
 * code installs. A hidden store is still found: its booked visits still need their staff.
 */
export async function storeSchedule(
  db: DbOrTx,
  storeCode: string,
  fromDay: string,
  days = 7,
): Promise<StoreSchedule | null> {
  if (!isScheduleDay(fromDay) || days < 1 || days > MAX_SCHEDULE_DAYS) {
    throw new RangeError(
      `A schedule is 1 to ${MAX_SCHEDULE_DAYS} days from a day of this century.`,
    );
  }
  // Codes are stored upper-case; one no store can have (a NUL would make PostgreSQL
  // refuse the query) finds none.
  if (!/^[A-Za-z0-9-]{2,20}$/.test(storeCode)) return null;
  const [store] = await db
    .select({
      id: stores.id,
      code: stores.code,
      name: stores.name,
      active: stores.active,
      morning: storeCapacity.morning,
      afternoon: storeCapacity.afternoon,
      workingDays: storeCapacity.workingDays,
    })
    .from(stores)
    .innerJoin(storeCapacity, eq(storeCapacity.storeId, stores.id))
    .where(eq(stores.code, storeCode.toUpperCase()))
    .limit(1);
  if (!store) return null;
  const toDay = addDays(fromDay, days - 1);
  const [holidays, bookings, rows] = await Promise.all([
    db
      .select({ day: storeHolidays.day, name: storeHolidays.name })
      .from(storeHolidays)
      .where(
        and(
          eq(storeHolidays.storeId, store.id),
          gte(storeHolidays.day, fromDay),
          lte(storeHolidays.day, toDay),
        ),
      ),
    db
      .select({ day: slotBookings.day, slot: slotBookings.slot, booked: slotBookings.booked })
      .from(slotBookings)
      .where(
        and(
          eq(slotBookings.storeId, store.id),
          gte(slotBookings.day, fromDay),
          lte(slotBookings.day, toDay),
        ),
      ),
    // One walk of installation_visits_schedule_idx (store, day, slot); a visit comes once
    // per line of its order, in its lines' order.
    db
      .select({
        id: installationVisits.id,
        day: installationVisits.day,
        slot: installationVisits.slot,
        state: installationVisits.state,
        technician: installationVisits.technician,
        note: installationVisits.note,
        orderNumber: orders.orderNumber,
        orderId: orders.publicId,
        firstName: orders.firstName,
        lastName: orders.lastName,
        phone: orders.phone,
        address1: orders.address1,
        address2: orders.address2,
        city: orders.city,
        pincode: orders.pincode,
        productName: orderLines.productName,
        quantity: orderLines.quantity,
      })
      .from(installationVisits)
      .innerJoin(orders, eq(orders.id, installationVisits.orderId))
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(
        and(
          eq(installationVisits.storeId, store.id),
          gte(installationVisits.day, fromDay),
          lte(installationVisits.day, toDay),
        ),
      )
      .orderBy(
        asc(installationVisits.day),
        asc(installationVisits.slot),
        asc(orders.orderNumber),
        asc(orderLines.id),
      ),
  ]);

  const visits = new Map<string, ScheduleVisit[]>();
  let last: ScheduleVisit | undefined;
  for (const row of rows) {
    const item = `${row.productName} × ${row.quantity}`;
    if (last?.id === row.id) {
      last.items.push(item);
      continue;
    }
    last = {
      id: row.id,
      orderNumber: row.orderNumber,
      orderId: row.orderId,
      customer: `${row.firstName} ${row.lastName}`.trim(),
      phone: row.phone,
      address: [row.address1, row.address2, `${row.city} ${row.pincode}`]
        .filter(Boolean)
        .join(', '),
      items: [item],
      state: row.state,
      technician: row.technician,
      note: row.note,
    };
    const key = `${row.day}/${row.slot}`;
    visits.set(key, [...(visits.get(key) ?? []), last]);
  }
  const taken = new Map(bookings.map((row) => [`${row.day}/${row.slot}`, row.booked]));
  const holidayOn = new Map(holidays.map((row) => [row.day, row.name]));
  const calendar = { workingDays: store.workingDays, holidays: new Set(holidayOn.keys()) };
  const capacity = { morning: store.morning, afternoon: store.afternoon };

  return {
    store: { code: store.code, name: store.name, active: store.active, capacity },
    days: Array.from({ length: days }, (_, offset) => {
      const day = addDays(fromDay, offset);
      return {
        day,
        working: isWorkingDay(calendar, day),
        holiday: holidayOn.get(day) ?? null,
        slots: INSTALLATION_SLOTS.map((slot) => ({
          slot,
          capacity: capacity[slot],
          booked: taken.get(`${day}/${slot}`) ?? 0,
          visits: visits.get(`${day}/${slot}`) ?? [],
        })),
      };
    }),
  };
}
