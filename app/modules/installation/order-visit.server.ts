/**
 * An order's installation visit as the shopper sees it (issue 35): its store, where it
 * stands, the day and slot, the technician's first name, what it cost, and whether and
 * until when the shopper may still move or cancel it. Plain and serialisable, for the
 * order pages and the API alike. Here, not in the order module: installation imports
 * order, never the other way round (boundaries.test.ts).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '../../i18n/locales.ts';
import { stores } from '../content/schema.ts';
import type { OrderLinks, OrderRow, OrderVisitFacts } from '../order/orders.server.ts';
import { installationVisits } from './schema.ts';
import {
  changeDeadline,
  firstName,
  type InstallationSlot,
  SLOT_LABELS,
  type VisitState,
} from './slots.ts';
import { visitLinkPath } from './visit-link.server.ts';
import { shopperMayChange } from './visits.server.ts';

export interface OrderVisitView {
  /** The store whose technicians come; `id` is its code, as the API names stores. */
  store: { id: string; name: string; nameKn: string | null; phone: string };
  state: VisitState;
  /** YYYY-MM-DD (India) and the slot, or null while it is to be booked. */
  date: string | null;
  slot: InstallationSlot | null;
  /** The technician's first name, once staff have assigned one. */
  technician: string | null;
  /** What the order paid for installing (0: included). */
  pricePaise: number;
  minutes: number;
  /** Whether the shopper may book, move or cancel it now. */
  canChange: boolean;
  /**
   * A booked visit's deadline (ISO): 6 PM India time the day before, after which it can no
   * longer be changed online (it may have passed: see canChange); null for any other visit.
   */
  changeableUntil: string | null;
}

/** The order's visit, or null when the order was placed without installation. */
export async function orderVisitView(
  db: DbOrTx,
  order: Pick<OrderRow, 'id' | 'status'>,
  now = new Date(),
): Promise<OrderVisitView | null> {
  const [row] = await db
    .select({
      visit: installationVisits,
      store: { code: stores.code, name: stores.name, nameKn: stores.nameKn, phone: stores.phone },
    })
    .from(installationVisits)
    .innerJoin(stores, eq(stores.id, installationVisits.storeId))
    .where(eq(installationVisits.orderId, order.id))
    .limit(1);
  if (!row) return null;
  const { visit, store } = row;
  const canChange = order.status !== 'Cancelled' && shopperMayChange(visit, now);
  return {
    store: { id: store.code, name: store.name, nameKn: store.nameKn, phone: store.phone },
    state: visit.state,
    date: visit.day,
    slot: visit.slot,
    technician: firstName(visit.technician),
    pricePaise: visit.pricePaise,
    minutes: visit.minutes,
    canChange,
    changeableUntil:
      visit.state === 'booked' && visit.day ? changeDeadline(visit.day).toISOString() : null,
  };
}

/**
 * The order's visit as its confirmation e-mail tells of it (issue 35), with the signed
 * link where it is booked, moved or cancelled (a guest has no My Orders); undefined for an
 * order without installation.
 */
export async function visitEmailFacts(
  db: DbOrTx,
  order: Pick<OrderRow, 'id' | 'status' | 'publicId' | 'locale'>,
  links: Pick<OrderLinks, 'origin' | 'invoiceSecret'>,
): Promise<OrderVisitFacts | undefined> {
  const visit = await orderVisitView(db, order);
  if (!visit) return undefined;
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  const path = localizedPath(locale, visitLinkPath(links.invoiceSecret, order.publicId));
  return {
    store: visit.store.name,
    storeKn: visit.store.nameKn,
    day: visit.date,
    slot: visit.slot && SLOT_LABELS[visit.slot],
    pricePaise: visit.pricePaise,
    manageUrl: new URL(path, links.origin).href,
  };
}
