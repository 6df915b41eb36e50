/**
 * Installation's settings in the back office (issue 35): which categories are installed
 * and on what terms, a product's own answer, and each store's technicians (places per
 * slot, working days, holidays, the pincodes they go to). Each change is one transaction
 * with its audit entry, and the pincode check, the checkout and the API read these tables
 * on every request, so it applies to the next one. Here, not in installation/, because
 * they are audited: installation/ cannot import admin/.
 */
import { and, asc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { categories, productCategories, products } from '../catalog/schema.ts';
import { stores } from '../content/schema.ts';
import { defaultServedPincodes } from '../installation/nearest.ts';
import type { InstallationTerms } from '../installation/offer.server.ts';
import {
  categoryInstallation,
  installationVisits,
  productInstallation,
  storeCapacity,
  storeHolidays,
  storePincodes,
} from '../installation/schema.ts';
import { todayInIndia } from '../installation/slots.ts';
import { serviceablePincodes } from '../shipping/schema.ts';
import type { Staff } from './access.server.ts';
import { changedFields, recordAudit } from './audit.server.ts';
import { BASE_TERMS, type ProductInstallationChoice } from './installation-limits.ts';
import {
  type CategoryInstallationInput,
  type ProductInstallationInput,
  SETTINGS_MESSAGES,
  type StoreCapacityInput,
} from './installation-validation.ts';
import { termsText, weekdaysText } from './installation-wording.ts';

export interface CategoryTermsRow {
  id: number;
  name: string;
  /** Null: its goods are not installed. */
  terms: InstallationTerms | null;
}

/**
 * The categories whose goods could be installed, in the shop's order; groupings such as
 * All Products have no GST rate (they say nothing about the goods) and are left out.
 */
export async function listCategoryTerms(db: DbOrTx): Promise<CategoryTermsRow[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      pricePaise: categoryInstallation.pricePaise,
      minutes: categoryInstallation.minutes,
    })
    .from(categories)
    .leftJoin(categoryInstallation, eq(categoryInstallation.categoryId, categories.id))
    .where(isNotNull(categories.gstRatePercent))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map(({ id, name, pricePaise, minutes }) => ({
    id,
    name,
    terms: pricePaise === null || minutes === null ? null : { pricePaise, minutes },
  }));
}

/** Installs a category's goods on these terms, or stops installing them (terms null). */
export async function saveCategoryInstallation(
  db: DbOrTx,
  staff: Staff,
  { categoryId, terms }: CategoryInstallationInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    // Locked so that two saves of one row are audited one after the other; 'no key
    // update' leaves products free to join the category meanwhile.
    const [category] = await tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(and(eq(categories.id, categoryId), isNotNull(categories.gstRatePercent)))
      .for('no key update');
    if (!category) throw new DomainError('not_found', SETTINGS_MESSAGES.category);
    const [stored] = await tx
      .select({
        pricePaise: categoryInstallation.pricePaise,
        minutes: categoryInstallation.minutes,
      })
      .from(categoryInstallation)
      .where(eq(categoryInstallation.categoryId, category.id));
    const change = changedFields(categoryState(stored ?? null), categoryState(terms));
    if (!change) return `${category.name} is unchanged.`;
    if (terms) {
      await tx
        .insert(categoryInstallation)
        .values({ categoryId: category.id, ...terms })
        .onConflictDoUpdate({ target: categoryInstallation.categoryId, set: terms });
    } else {
      await tx.delete(categoryInstallation).where(eq(categoryInstallation.categoryId, category.id));
    }
    await recordAudit(tx, staff, {
      action: 'installation.category',
      entityType: 'category',
      entityId: String(category.id),
      before: { category: category.name, ...change.before },
      after: { category: category.name, ...change.after },
    });
    return terms
      ? `${category.name} is installed: ${termsText(terms)}.`
      : `${category.name} is no longer installed.`;
  });
}

function categoryState(terms: InstallationTerms | null) {
  return {
    installed: terms !== null,
    pricePaise: terms?.pricePaise ?? null,
    minutes: terms?.minutes ?? null,
  };
}

export interface ProductInstallationView {
  choice: ProductInstallationChoice;
  /** Its own price and length when installed on its own terms; null keeps the category's. */
  own: { pricePaise: number | null; minutes: number | null };
  /** The installed category whose terms it takes (its first, as the checkout reads them). */
  category: ({ name: string } & InstallationTerms) | null;
}

/** What the product edit page shows of a product's installation; null: no such product. */
export async function productInstallationView(
  db: DbOrTx,
  publicId: string,
): Promise<ProductInstallationView | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.publicId, publicId));
  return product ? installationOf(db, product.id) : null;
}

async function installationOf(db: DbOrTx, productId: number): Promise<ProductInstallationView> {
  // One after the other: the save reads it again inside its transaction.
  const [own] = await db
    .select({
      offered: productInstallation.offered,
      pricePaise: productInstallation.pricePaise,
      minutes: productInstallation.minutes,
    })
    .from(productInstallation)
    .where(eq(productInstallation.productId, productId));
  const [category] = await db
    .select({
      name: categories.name,
      pricePaise: categoryInstallation.pricePaise,
      minutes: categoryInstallation.minutes,
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .innerJoin(categoryInstallation, eq(categoryInstallation.categoryId, categories.id))
    .where(eq(productCategories.productId, productId))
    // The order installationTerms takes a product's first installed category in.
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(1);
  return {
    choice: own ? (own.offered ? 'own' : 'none') : 'category',
    own: { pricePaise: own?.pricePaise ?? null, minutes: own?.minutes ?? null },
    category: category ?? null,
  };
}

/**
 * A product's own answer over its category's: as its category (its row goes), not
 * installed, or installed on its own terms.
 */
export async function saveProductInstallation(
  db: DbOrTx,
  staff: Staff,
  publicId: string,
  input: ProductInstallationInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.publicId, publicId))
      .for('no key update');
    if (!product) throw new DomainError('not_found', SETTINGS_MESSAGES.product);
    const [stored] = await tx
      .select({
        offered: productInstallation.offered,
        pricePaise: productInstallation.pricePaise,
        minutes: productInstallation.minutes,
      })
      .from(productInstallation)
      .where(eq(productInstallation.productId, product.id));
    const row =
      input.installation === 'category'
        ? null
        : input.installation === 'none'
          ? { offered: false, pricePaise: null, minutes: null }
          : { offered: true, pricePaise: input.pricePaise, minutes: input.minutes };
    const change = changedFields(productState(stored ?? null), productState(row));
    if (!change) {
      return `Installation is unchanged: ${productTermsText(await installationOf(tx, product.id))}.`;
    }
    if (row) {
      await tx
        .insert(productInstallation)
        .values({ productId: product.id, ...row })
        .onConflictDoUpdate({ target: productInstallation.productId, set: row });
    } else {
      await tx.delete(productInstallation).where(eq(productInstallation.productId, product.id));
    }
    await recordAudit(tx, staff, {
      action: 'installation.product',
      entityType: 'product',
      entityId: publicId,
      ...change,
    });
    return `Installation saved: ${productTermsText(await installationOf(tx, product.id))}.`;
  });
}

function productState(
  row: { offered: boolean; pricePaise: number | null; minutes: number | null } | null,
) {
  return {
    installation: row === null ? 'category' : row.offered ? 'own' : 'none',
    pricePaise: row?.pricePaise ?? null,
    minutes: row?.minutes ?? null,
  };
}

/** What a product's answer comes to, as the checkout reads it (installationTerms). */
function productTermsText(view: ProductInstallationView): string {
  if (view.choice === 'none') return 'not installed';
  const category = view.category;
  if (view.choice === 'category') {
    return category
      ? `installed as ${category.name}, ${termsText(category)}`
      : 'not installed (no installed category)';
  }
  const base = category ?? BASE_TERMS;
  return `installed, ${termsText({
    pricePaise: view.own.pricePaise ?? base.pricePaise,
    minutes: view.own.minutes ?? base.minutes,
  })}`;
}

/** The store a change is about, by id, locked so that its changes are audited in turn. */
async function lockedStore(tx: DbOrTx, storeId: number) {
  // 'no key update': visits and bookings referring to the store are not held up.
  const [store] = await tx
    .select({ id: stores.id, code: stores.code })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('no key update');
  if (!store) throw new DomainError('not_found', SETTINGS_MESSAGES.store);
  return store;
}

export interface StoreInstallationView {
  capacity: { morning: number; afternoon: number; workingDays: number[] } | null;
  holidays: { day: string; name: string }[];
  /** The pincodes its technicians go to; `delivered` false where the shop does not deliver. */
  pincodes: { pincode: string; delivered: boolean }[];
}

export async function storeInstallationView(
  db: DbOrTx,
  storeId: number,
): Promise<StoreInstallationView> {
  const [[capacity], holidays, pincodes] = await Promise.all([
    db
      .select({
        morning: storeCapacity.morning,
        afternoon: storeCapacity.afternoon,
        workingDays: storeCapacity.workingDays,
      })
      .from(storeCapacity)
      .where(eq(storeCapacity.storeId, storeId)),
    db
      .select({ day: storeHolidays.day, name: storeHolidays.name })
      .from(storeHolidays)
      .where(eq(storeHolidays.storeId, storeId))
      .orderBy(asc(storeHolidays.day)),
    db
      .select({ pincode: storePincodes.pincode, deliverable: serviceablePincodes.deliverable })
      .from(storePincodes)
      .leftJoin(serviceablePincodes, eq(serviceablePincodes.pincode, storePincodes.pincode))
      .where(eq(storePincodes.storeId, storeId))
      .orderBy(asc(storePincodes.pincode)),
  ]);
  return {
    capacity: capacity ?? null,
    holidays,
    pincodes: pincodes.map((row) => ({
      pincode: row.pincode,
      delivered: row.deliverable === true,
    })),
  };
}

/**
 * Sets whether the store installs, with its places per slot and working days. A store
 * with visits booked ahead keeps its row: without it the store would leave the staff's
 * week (and its visits with it); 0 places take no more bookings.
 */
export async function saveStoreCapacity(
  db: DbOrTx,
  staff: Staff,
  storeId: number,
  { capacity }: StoreCapacityInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const store = await lockedStore(tx, storeId);
    const [stored] = await tx
      .select({
        morning: storeCapacity.morning,
        afternoon: storeCapacity.afternoon,
        workingDays: storeCapacity.workingDays,
      })
      .from(storeCapacity)
      .where(eq(storeCapacity.storeId, store.id));
    const change = changedFields(capacityState(stored ?? null), capacityState(capacity));
    if (!change) return 'The technicians’ settings are unchanged.';
    if (capacity) {
      await tx
        .insert(storeCapacity)
        .values({ storeId: store.id, ...capacity })
        .onConflictDoUpdate({ target: storeCapacity.storeId, set: capacity });
    } else {
      const [ahead] = await tx
        .select({ id: installationVisits.id })
        .from(installationVisits)
        .where(
          and(
            eq(installationVisits.storeId, store.id),
            eq(installationVisits.state, 'booked'),
            gte(installationVisits.day, todayInIndia(new Date())),
          ),
        )
        .limit(1);
      if (ahead)
        throw new DomainError('conflict', SETTINGS_MESSAGES.visitsAhead, { field: 'installs' });
      await tx.delete(storeCapacity).where(eq(storeCapacity.storeId, store.id));
    }
    await recordAudit(tx, staff, {
      action: 'installation.store',
      entityType: 'store',
      entityId: store.code,
      ...change,
    });
    return capacity
      ? `Saved: ${capacity.morning} visits a morning and ${capacity.afternoon} an afternoon, ${weekdaysText(capacity.workingDays)}.`
      : 'This store no longer installs.';
  });
}

function capacityState(
  capacity: { morning: number; afternoon: number; workingDays: number[] } | null,
) {
  return {
    installs: capacity !== null,
    morning: capacity?.morning ?? null,
    afternoon: capacity?.afternoon ?? null,
    workingDays: capacity?.workingDays ?? null,
  };
}

/**
 * Adds a day the store's technicians do not visit, or renames it. Visits booked that day
 * stay (staff's week shows them): the answer counts them, for staff to move with the
 * customers.
 */
export async function saveStoreHoliday(
  db: DbOrTx,
  staff: Staff,
  storeId: number,
  input: { day: string; name: string },
): Promise<{ done: 'added' | 'renamed'; visitsThatDay: number }> {
  return db.transaction(async (tx) => {
    const store = await lockedStore(tx, storeId);
    const [existing] = await tx
      .select({ day: storeHolidays.day, name: storeHolidays.name })
      .from(storeHolidays)
      .where(and(eq(storeHolidays.storeId, store.id), eq(storeHolidays.day, input.day)));
    await tx
      .insert(storeHolidays)
      .values({ storeId: store.id, ...input })
      .onConflictDoUpdate({
        target: [storeHolidays.storeId, storeHolidays.day],
        set: { name: input.name },
      });
    await recordAudit(tx, staff, {
      action: 'installation.store-holiday',
      entityType: 'store',
      entityId: store.code,
      before: existing ?? null,
      after: input,
    });
    const [booked] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(installationVisits)
      .where(
        and(
          eq(installationVisits.storeId, store.id),
          eq(installationVisits.day, input.day),
          eq(installationVisits.state, 'booked'),
        ),
      );
    return { done: existing ? 'renamed' : 'added', visitsThatDay: booked?.count ?? 0 };
  });
}

export async function removeStoreHoliday(
  db: DbOrTx,
  staff: Staff,
  storeId: number,
  day: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const store = await lockedStore(tx, storeId);
    const [removed] = await tx
      .delete(storeHolidays)
      .where(and(eq(storeHolidays.storeId, store.id), eq(storeHolidays.day, day)))
      .returning({ day: storeHolidays.day, name: storeHolidays.name });
    if (!removed) throw new DomainError('not_found', SETTINGS_MESSAGES.holidayGone);
    await recordAudit(tx, staff, {
      action: 'installation.store-holiday',
      entityType: 'store',
      entityId: store.code,
      before: removed,
      after: null,
    });
  });
}

/**
 * The store's technicians go to exactly these pincodes from now on (other stores' lists
 * are untouched). Returns how many it serves, and whether that changed anything.
 */
export async function saveStorePincodes(
  db: DbOrTx,
  staff: Staff,
  storeId: number,
  pincodes: readonly string[],
): Promise<{ serves: number; changed: boolean }> {
  return db.transaction(async (tx) =>
    replacePincodes(tx, staff, await lockedStore(tx, storeId), pincodes),
  );
}

/**
 * The store's default list, recomputed from where the pincodes and the stores are: the
 * located pincodes whose nearest store within reach (SERVICE_RADIUS_KM) is this one, as
 * the seed gives them. The stores compared are those that install and are open (a store
 * without technicians, or closed, would only take pincodes it cannot serve), and this one.
 * Other stores' lists are untouched, so a pincode may then be served by two: the nearer
 * installs (servingStore).
 */
export async function serveNearestPincodes(
  db: DbOrTx,
  staff: Staff,
  storeId: number,
): Promise<{ serves: number; changed: boolean }> {
  return db.transaction(async (tx) => {
    const store = await lockedStore(tx, storeId);
    const candidates = await tx
      .select({ id: stores.id, latitude: stores.latitude, longitude: stores.longitude })
      .from(stores)
      .leftJoin(storeCapacity, eq(storeCapacity.storeId, stores.id))
      .where(
        or(eq(stores.id, store.id), and(eq(stores.active, true), isNotNull(storeCapacity.storeId))),
      )
      .orderBy(asc(stores.id));
    const located = await tx
      .select({
        pincode: serviceablePincodes.pincode,
        latitude: serviceablePincodes.latitude,
        longitude: serviceablePincodes.longitude,
      })
      .from(serviceablePincodes)
      .where(
        and(isNotNull(serviceablePincodes.latitude), isNotNull(serviceablePincodes.longitude)),
      );
    const places = located.flatMap(({ pincode, latitude, longitude }) =>
      latitude === null || longitude === null ? [] : [{ pincode, latitude, longitude }],
    );
    const nearest = defaultServedPincodes(candidates, places)
      .filter((served) => served.storeId === store.id)
      .map((served) => served.pincode)
      .sort();
    return replacePincodes(tx, staff, store, nearest);
  });
}

async function replacePincodes(
  tx: DbOrTx,
  staff: Staff,
  store: { id: number; code: string },
  pincodes: readonly string[],
): Promise<{ serves: number; changed: boolean }> {
  const current = (
    await tx
      .select({ pincode: storePincodes.pincode })
      .from(storePincodes)
      .where(eq(storePincodes.storeId, store.id))
      .orderBy(asc(storePincodes.pincode))
  ).map((row) => row.pincode);
  const wanted = new Set(pincodes);
  const removed = current.filter((pincode) => !wanted.has(pincode));
  const kept = new Set(current);
  const added = pincodes.filter((pincode) => !kept.has(pincode));
  if (!removed.length && !added.length) return { serves: current.length, changed: false };
  if (removed.length) {
    await tx
      .delete(storePincodes)
      .where(and(eq(storePincodes.storeId, store.id), inArray(storePincodes.pincode, removed)));
  }
  if (added.length) {
    await tx.insert(storePincodes).values(added.map((pincode) => ({ pincode, storeId: store.id })));
  }
  await recordAudit(tx, staff, {
    action: 'installation.store-pincodes',
    entityType: 'store',
    entityId: store.code,
    before: { serves: current.length },
    after: { serves: wanted.size, added, removed },
  });
  return { serves: wanted.size, changed: true };
}
