/**
 * Installation visits (issue 35): the offer a checkout makes, the visit booked with the
 * order, and the shopper's moves and cancellations until 6 PM the day before. A place in a
 * slot is taken with one conditional statement, so two shoppers never take its last place.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { OrderRow } from '../order/orders.server.ts';
import { orders } from '../order/schema.ts';
import { INSTALLATION_MESSAGES } from './messages.ts';
import {
  type InstallingStore,
  installationTerms,
  installingStoreById,
  openings,
  type SlotOpening,
  servingStore,
} from './offer.server.ts';
import { installationVisits, slotBookings } from './schema.ts';
import {
  bookableDays,
  canChangeVisit,
  type InstallationChoice,
  type InstallationSlot,
  placesFor,
  todayInIndia,
  type VisitState,
} from './slots.ts';

/** What a checkout offers to install: one visit for every installable line. */
export interface CheckoutInstallation {
  store: InstallingStore;
  /** Per checkout line, in order, the charge for installing its units (0: not, or included). */
  linePaise: number[];
  pricePaise: number;
  minutes: number;
  /** The slots with places left in the booking window after the promised delivery. */
  openings: SlotOpening[];
}

/**
 * The installation a checkout of these lines to this pincode may book, or null (nothing
 * installable, or no store installs there). `promised` is the delivery date promised.
 */
export async function checkoutInstallation(
  db: DbOrTx,
  lines: readonly { productDbId: number; quantity: number }[],
  pincode: string,
  promised: string | null,
  now = new Date(),
): Promise<CheckoutInstallation | null> {
  if (!promised) return null;
  const terms = await installationTerms(
    db,
    lines.map((line) => line.productDbId),
  );
  if (!lines.some((line) => terms.has(line.productDbId))) return null;
  const store = await servingStore(db, pincode, now);
  if (!store) return null;
  const linePaise = lines.map(
    (line) => (terms.get(line.productDbId)?.pricePaise ?? 0) * line.quantity,
  );
  const minutes = lines.reduce(
    (sum, line) => sum + (terms.get(line.productDbId)?.minutes ?? 0) * line.quantity,
    0,
  );
  return {
    store,
    linePaise,
    pricePaise: linePaise.reduce((sum, paise) => sum + paise, 0),
    minutes,
    openings: await openings(
      db,
      store,
      bookableDays(store.calendar, promised, now),
      placesFor(minutes),
    ),
  };
}

/** A checkout's installation as the page and the API show it. */
export interface QuoteInstallation {
  store: { id: string; name: string; nameKn: string | null; phone: string };
  pricePaise: number;
  minutes: number;
  openings: SlotOpening[];
}

export function quoteInstallation(offer: CheckoutInstallation): QuoteInstallation {
  const { store } = offer;
  return {
    store: { id: store.code, name: store.name, nameKn: store.nameKn, phone: store.phone },
    pricePaise: offer.pricePaise,
    minutes: offer.minutes,
    openings: offer.openings,
  };
}

/**
 * What of an installation offer a quote's digest holds (lines.server.ts): its store and
 * price, so that an order is not placed at a price the page did not show.
 */
export function installationDigestPart(offer: CheckoutInstallation | null): string {
  return offer ? `|installation:${offer.store.code}:${offer.pricePaise}` : '';
}

/** Takes one place of the slot, or answers false when it is full (or the store has none). */
async function takePlace(
  tx: DbOrTx,
  store: InstallingStore,
  day: string,
  slot: InstallationSlot,
  places: number,
): Promise<boolean> {
  const capacity = store.capacity[slot];
  if (capacity < places) return false;
  const taken = await tx
    .insert(slotBookings)
    .values({ storeId: store.id, day, slot, booked: places })
    .onConflictDoUpdate({
      target: [slotBookings.storeId, slotBookings.day, slotBookings.slot],
      set: { booked: sql`${slotBookings.booked} + ${places}` },
      setWhere: sql`${slotBookings.booked} + ${places} <= ${capacity}`,
    })
    .returning({ booked: slotBookings.booked });
  return taken.length === 1;
}

async function releasePlace(
  tx: DbOrTx,
  visit: Pick<VisitRow, 'storeId' | 'minutes'> & { day: string; slot: InstallationSlot },
) {
  await tx
    .update(slotBookings)
    .set({ booked: sql`greatest(${slotBookings.booked} - ${placesFor(visit.minutes)}, 0)` })
    .where(
      and(
        eq(slotBookings.storeId, visit.storeId),
        eq(slotBookings.day, visit.day),
        eq(slotBookings.slot, visit.slot),
      ),
    );
}

async function takeOffered(
  tx: DbOrTx,
  store: InstallingStore,
  allowedDays: readonly string[],
  choice: { day: string; slot: InstallationSlot },
  minutes: number,
): Promise<void> {
  if (!allowedDays.includes(choice.day)) {
    throw new DomainError('invalid', INSTALLATION_MESSAGES.slotOutside, {
      field: 'installationSlot',
    });
  }
  if (!(await takePlace(tx, store, choice.day, choice.slot, placesFor(minutes)))) {
    throw new DomainError('conflict', INSTALLATION_MESSAGES.slotTaken, {
      field: 'installationSlot',
    });
  }
}

/** In the placing transaction: the order's visit, booked or to book after delivery. */
export async function bookWithOrder(
  tx: DbOrTx,
  orderId: number,
  offer: CheckoutInstallation,
  choice: InstallationChoice,
  promised: string,
  now: Date,
): Promise<void> {
  const dated = choice === 'after-delivery' ? null : choice;
  if (dated) {
    const days = bookableDays(offer.store.calendar, promised, now);
    await takeOffered(tx, offer.store, days, dated, offer.minutes);
  }
  await tx.insert(installationVisits).values({
    orderId,
    storeId: offer.store.id,
    state: dated ? 'booked' : 'to_book',
    day: dated?.day ?? null,
    slot: dated?.slot ?? null,
    pricePaise: offer.pricePaise,
    minutes: offer.minutes,
  });
}

export type VisitRow = typeof installationVisits.$inferSelect;

export async function visitOf(db: DbOrTx, orderId: number): Promise<VisitRow | null> {
  const [visit] = await db
    .select()
    .from(installationVisits)
    .where(eq(installationVisits.orderId, orderId))
    .limit(1);
  return visit ?? null;
}

/**
 * The days the order's visit may be booked on now: after the promised delivery, or from
 * tomorrow once the goods are there.
 */
export function daysForOrder(store: InstallingStore, order: OrderRow, now: Date): string[] {
  const after =
    order.status === 'Delivered' || !order.promisedDeliveryDate
      ? todayInIndia(now)
      : order.promisedDeliveryDate;
  return bookableDays(store.calendar, after, now);
}

/**
 * Whether the shopper may still book, move or cancel this visit: one to book, or missed
 * (another is booked), any time; a booked one until 6 PM the day before.
 */
export function shopperMayChange(visit: Pick<VisitRow, 'state' | 'day'>, now: Date): boolean {
  if (visit.state === 'to_book' || visit.state === 'missed') return true;
  return visit.state === 'booked' && visit.day !== null && canChangeVisit(visit.day, now);
}

function refuseUnlessChangeable(order: OrderRow, visit: VisitRow | null, now: Date): VisitRow {
  if (!visit) throw new DomainError('not_found', INSTALLATION_MESSAGES.noInstallation);
  if (order.status === 'Cancelled') {
    throw new DomainError('conflict', INSTALLATION_MESSAGES.orderCancelled);
  }
  if (visit.state === 'done') {
    throw new DomainError('conflict', INSTALLATION_MESSAGES.visitEnded);
  }
  if (!shopperMayChange(visit, now))
    throw new DomainError('conflict', INSTALLATION_MESSAGES.tooLate);
  return visit;
}

/** Locks the order's visit for a change (two tabs moving it at once change it once each). */
async function lockedVisit(tx: DbOrTx, orderId: number): Promise<VisitRow | null> {
  const [visit] = await tx
    .select()
    .from(installationVisits)
    .where(eq(installationVisits.orderId, orderId))
    .for('update');
  return visit ?? null;
}

/**
 * The order as it stands now, its row share-locked until the change commits: a cancellation
 * committed since the caller read it is seen (its freed visit is not booked again), and one
 * that comes later waits for the change, then gives the place back. The order's row before
 * the visit's, as a cancellation locks them.
 */
async function currentOrder(tx: DbOrTx, order: OrderRow): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('share');
  return row ?? order;
}

/** The shopper books the order's visit, or moves it to another slot. */
export async function bookOrderVisit(
  db: DbOrTx,
  order: OrderRow,
  choice: { day: string; slot: InstallationSlot },
  now = new Date(),
): Promise<VisitRow> {
  return db.transaction(async (tx) => {
    const current = await currentOrder(tx, order);
    const visit = refuseUnlessChangeable(current, await lockedVisit(tx, order.id), now);
    const store = await installingStoreById(tx, visit.storeId, now);
    if (!store) throw new DomainError('conflict', INSTALLATION_MESSAGES.noStore);
    const unmoved = visit.day === choice.day && visit.slot === choice.slot;
    if (visit.state === 'booked' && unmoved) return visit;
    const take = () =>
      takeOffered(tx, store, daysForOrder(store, current, now), choice, visit.minutes);
    // A missed visit's place was used: only a booked one gives its place back.
    const { day, slot } = visit.state === 'booked' ? visit : { day: null, slot: null };
    if (!day || !slot) await take();
    else {
      // The two slots' rows are written in one order (by day, then slot), whichever way the
      // visit moves: two visits swapping slots at once never wait on each other (a deadlock).
      const release = () => releasePlace(tx, { ...visit, day, slot });
      const [first, second] =
        `${day}/${slot}` < `${choice.day}/${choice.slot}` ? [release, take] : [take, release];
      await first();
      await second();
    }
    const [moved] = await tx
      .update(installationVisits)
      .set({
        state: 'booked',
        day: choice.day,
        slot: choice.slot,
        // Planned for the old day: staff assign one for the new day.
        technician: null,
        remindedAt: null,
        updatedAt: now,
      })
      .where(eq(installationVisits.id, visit.id))
      .returning();
    return moved ?? visit;
  });
}

/** The shopper cancels the visit: its place is freed; the installation is booked later. */
export async function cancelOrderVisit(
  db: DbOrTx,
  order: OrderRow,
  now = new Date(),
): Promise<VisitRow> {
  return db.transaction(async (tx) => {
    const current = await currentOrder(tx, order);
    const visit = refuseUnlessChangeable(current, await lockedVisit(tx, order.id), now);
    if (visit.state !== 'booked' || !visit.day || !visit.slot) return visit;
    await releasePlace(tx, { ...visit, day: visit.day, slot: visit.slot });
    const [cancelled] = await tx
      .update(installationVisits)
      .set({
        state: 'to_book',
        day: null,
        slot: null,
        technician: null,
        remindedAt: null,
        updatedAt: now,
      })
      .where(eq(installationVisits.id, visit.id))
      .returning();
    return cancelled ?? visit;
  });
}

/** An order cancelled: its booked visit gives its place back. */
export async function releaseOrderVisit(tx: DbOrTx, orderId: number): Promise<void> {
  const visit = await lockedVisit(tx, orderId);
  if (visit?.state !== 'booked' || !visit.day || !visit.slot) return;
  await releasePlace(tx, { ...visit, day: visit.day, slot: visit.slot });
  await tx
    .update(installationVisits)
    .set({ state: 'to_book', day: null, slot: null, technician: null, updatedAt: new Date() })
    .where(eq(installationVisits.id, visit.id));
}

export type { VisitState };

/** The slots the order's visit may be booked or moved to now (none once it cannot change). */
export async function visitOpenings(
  db: DbOrTx,
  order: OrderRow,
  visit: VisitRow,
  now = new Date(),
): Promise<SlotOpening[]> {
  if (order.status === 'Cancelled' || !shopperMayChange(visit, now)) return [];
  const store = await installingStoreById(db, visit.storeId, now);
  return store
    ? openings(db, store, daysForOrder(store, order, now), placesFor(visit.minutes))
    : [];
}
