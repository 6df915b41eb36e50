/**
 * What can be installed where (issue 35): a product's terms (its own, else its installed
 * category's), the store whose technicians serve a pincode, and the places left in that
 * store's slots. Read by the pincode check, the checkout and the API.
 */
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { categories, productCategories, products } from '../catalog/schema.ts';
import { stores } from '../content/schema.ts';
import { isValidPincode } from '../shipping/pincode.ts';
import { serviceablePincodes } from '../shipping/schema.ts';
import { INSTALLATION_MESSAGES } from './messages.ts';
import { nearestFirst } from './nearest.ts';
import {
  categoryInstallation,
  productInstallation,
  slotBookings,
  storeCapacity,
  storeHolidays,
  storePincodes,
} from './schema.ts';
import {
  bookableDays,
  INSTALLATION_SLOTS,
  type InstallationSlot,
  type StoreCalendar,
  todayInIndia,
} from './slots.ts';

/** Installing one unit: its price (GST included; 0 is 'included') and a visit's length. */
export interface InstallationTerms {
  pricePaise: number;
  minutes: number;
}

/** Per product id, the terms of those installed; a product not installed is absent. */
export async function installationTerms(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, InstallationTerms>> {
  const terms = new Map<number, InstallationTerms>();
  if (!productIds.length) return terms;
  const [own, byCategory] = await Promise.all([
    db
      .select()
      .from(productInstallation)
      .where(inArray(productInstallation.productId, [...productIds])),
    db
      .select({
        productId: productCategories.productId,
        pricePaise: categoryInstallation.pricePaise,
        minutes: categoryInstallation.minutes,
      })
      .from(productCategories)
      .innerJoin(
        categoryInstallation,
        eq(categoryInstallation.categoryId, productCategories.categoryId),
      )
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, [...productIds]))
      // A product in two installed categories takes the first listed's terms.
      .orderBy(asc(categories.position), asc(categories.id)),
  ]);
  for (const row of byCategory) {
    if (!terms.has(row.productId)) {
      terms.set(row.productId, { pricePaise: row.pricePaise, minutes: row.minutes });
    }
  }
  for (const row of own) {
    const base = terms.get(row.productId);
    if (!row.offered) terms.delete(row.productId);
    else {
      terms.set(row.productId, {
        pricePaise: row.pricePaise ?? base?.pricePaise ?? 0,
        minutes: row.minutes ?? base?.minutes ?? 60,
      });
    }
  }
  return terms;
}

export interface InstallingStore {
  id: number;
  code: string;
  name: string;
  nameKn: string | null;
  phone: string;
  capacity: Record<InstallationSlot, number>;
  calendar: StoreCalendar;
}

const storeColumns = {
  id: stores.id,
  code: stores.code,
  name: stores.name,
  nameKn: stores.nameKn,
  phone: stores.phone,
  latitude: stores.latitude,
  longitude: stores.longitude,
  morning: storeCapacity.morning,
  afternoon: storeCapacity.afternoon,
  workingDays: storeCapacity.workingDays,
};

async function withCalendar(
  db: DbOrTx,
  row: {
    id: number;
    code: string;
    name: string;
    nameKn: string | null;
    phone: string;
    morning: number;
    afternoon: number;
    workingDays: number[];
  },
  now: Date,
): Promise<InstallingStore> {
  const holidays = await db
    .select({ day: storeHolidays.day })
    .from(storeHolidays)
    .where(and(eq(storeHolidays.storeId, row.id), gte(storeHolidays.day, todayInIndia(now))));
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameKn: row.nameKn,
    phone: row.phone,
    capacity: { morning: row.morning, afternoon: row.afternoon },
    calendar: { workingDays: row.workingDays, holidays: new Set(holidays.map((h) => h.day)) },
  };
}

/**
 * The store whose technicians install at this pincode: of those serving it, the nearest
 * (by the pincode's place, when known), else the first in the stores' order. Null when no
 * open store with technicians serves it.
 */
export async function servingStore(
  db: DbOrTx,
  pincode: string,
  now = new Date(),
): Promise<InstallingStore | null> {
  if (!isValidPincode(pincode)) return null;
  const [serving, [place]] = await Promise.all([
    db
      .select(storeColumns)
      .from(storePincodes)
      .innerJoin(stores, eq(stores.id, storePincodes.storeId))
      .innerJoin(storeCapacity, eq(storeCapacity.storeId, stores.id))
      .where(and(eq(storePincodes.pincode, pincode), eq(stores.active, true)))
      .orderBy(asc(stores.position), asc(stores.id)),
    db
      .select({ latitude: serviceablePincodes.latitude, longitude: serviceablePincodes.longitude })
      .from(serviceablePincodes)
      .where(eq(serviceablePincodes.pincode, pincode))
      .limit(1),
  ]);
  const located =
    place?.latitude != null && place.longitude != null
      ? { latitude: place.latitude, longitude: place.longitude }
      : null;
  const [first] = located ? nearestFirst(located, serving) : serving;
  return first ? withCalendar(db, first, now) : null;
}

/** The installing store the condition names, with its calendar. */
async function installingStoreWhere(db: DbOrTx, where: SQL | undefined, now: Date) {
  const [row] = await db
    .select(storeColumns)
    .from(stores)
    .innerJoin(storeCapacity, eq(storeCapacity.storeId, stores.id))
    .where(where)
    .limit(1);
  return row ? withCalendar(db, row, now) : null;
}

/** A store by its code, if it installs and is open (the API's `store`). */
export function installingStore(
  db: DbOrTx,
  code: string,
  now = new Date(),
): Promise<InstallingStore | null> {
  return installingStoreWhere(db, and(eq(stores.code, code), eq(stores.active, true)), now);
}

/** The store of a booked visit, if it still installs (closed since: its visits stand). */
export function installingStoreById(
  db: DbOrTx,
  id: number,
  now = new Date(),
): Promise<InstallingStore | null> {
  return installingStoreWhere(db, eq(stores.id, id), now);
}

/** A slot with places left. */
export interface SlotOpening {
  date: string;
  slot: InstallationSlot;
  remaining: number;
}

/**
 * The slots of these days with places left for a visit taking `places` of them, in date
 * and slot order (the others left out).
 */
export async function openings(
  db: DbOrTx,
  store: InstallingStore,
  days: readonly string[],
  places = 1,
): Promise<SlotOpening[]> {
  const [first, last] = [days[0], days.at(-1)];
  if (!first || !last) return [];
  const booked = await db
    .select()
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.storeId, store.id),
        gte(slotBookings.day, first),
        lte(slotBookings.day, last),
      ),
    );
  const taken = new Map(booked.map((row) => [`${row.day}/${row.slot}`, row.booked]));
  return days.flatMap((date) =>
    INSTALLATION_SLOTS.flatMap((slot) => {
      const remaining = store.capacity[slot] - (taken.get(`${date}/${slot}`) ?? 0);
      return remaining >= places ? [{ date, slot, remaining }] : [];
    }),
  );
}

/** The API's slot list: from `from` (today if earlier) for the booking window. */
export function openingsFrom(
  db: DbOrTx,
  store: InstallingStore,
  from: string,
  now = new Date(),
): Promise<SlotOpening[]> {
  // bookableDays starts the day after its `after`.
  const dayBefore = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString();
  return openings(db, store, bookableDays(store.calendar, dayBefore.slice(0, 10), now));
}

export interface InstallationOffer {
  available: boolean;
  store: { id: string; name: string; nameKn: string | null } | null;
  pricePaise: number;
  minutes: number | null;
  /** Why it is not available (English; the template for a page to translate). */
  reason?: string;
}

/** `GET /api/v1/installation` and the product page's pincode check. */
export async function installationOffer(
  db: DbOrTx,
  productSlug: string,
  pincode: string,
  now = new Date(),
): Promise<InstallationOffer | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, productSlug), eq(products.active, true)))
    .limit(1);
  if (!product) return null;
  const terms = (await installationTerms(db, [product.id])).get(product.id);
  if (!terms) {
    return {
      available: false,
      store: null,
      pricePaise: 0,
      minutes: null,
      reason: INSTALLATION_MESSAGES.notOffered,
    };
  }
  const store = await servingStore(db, pincode, now);
  return {
    available: store !== null,
    store: store && { id: store.code, name: store.name, nameKn: store.nameKn },
    pricePaise: terms.pricePaise,
    minutes: terms.minutes,
    ...(store ? {} : { reason: INSTALLATION_MESSAGES.notServed }),
  };
}
