/**
 * Staff's changes to an installation visit (issue 35): the technician who goes, and how the
 * visit ended, done or missed. Each locks the visit, checks it as it is now (only a booked
 * visit changes), and writes its audit entry in the same transaction. They live here, not
 * in installation/, because they are audited: installation/ is imported by the order's
 * lifecycle, which admin/ imports, so it cannot import admin/ back. The week's schedule
 * is installation/schedule.server.ts.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { installationVisits } from '../installation/schema.ts';
import { todayInIndia, type VisitState } from '../installation/slots.ts';
import { STAFF_VISIT_MESSAGES, type VisitOutcome } from '../installation/staff-limits.ts';
import { technicianName, visitNote } from '../installation/staff-validation.ts';
import { orders } from '../order/schema.ts';
import type { Staff } from './access.server.ts';
import { changedFields, recordAudit } from './audit.server.ts';

/** A visit's state in a refusal's sentence. */
const STATE_WORDS: Record<VisitState, string> = {
  to_book: 'not booked',
  booked: 'booked',
  done: 'already done',
  missed: 'already marked missed',
};

/** The visit, locked for the change, with its order's number (for the page's answer). */
async function lockedBookedVisit(tx: DbOrTx, visitId: number, refusal: string) {
  const [visit] = await tx
    .select({
      id: installationVisits.id,
      state: installationVisits.state,
      technician: installationVisits.technician,
      note: installationVisits.note,
      day: installationVisits.day,
      orderNumber: orders.orderNumber,
    })
    .from(installationVisits)
    .innerJoin(orders, eq(orders.id, installationVisits.orderId))
    .where(eq(installationVisits.id, visitId))
    .for('update', { of: installationVisits });
  if (!visit) throw new DomainError('not_found', STAFF_VISIT_MESSAGES.visit);
  if (visit.state !== 'booked') {
    throw new DomainError('conflict', refusal, { values: { state: STATE_WORDS[visit.state] } });
  }
  return visit;
}

/** Names the technician for a booked visit; the shopper sees the first name. */
export async function assignTechnician(
  db: DbOrTx,
  staff: Staff,
  visitId: number,
  name: string,
): Promise<{ orderNumber: string }> {
  const technician = technicianName.safeParse(name);
  if (!technician.success) {
    throw new DomainError('invalid', STAFF_VISIT_MESSAGES.technician, { field: 'technician' });
  }
  return db.transaction(async (tx) => {
    const visit = await lockedBookedVisit(
      tx,
      visitId,
      'A technician is named only for a booked visit; this one is {state}.',
    );
    const changed = changedFields(
      { technician: visit.technician },
      { technician: technician.data },
    );
    if (!changed) return { orderNumber: visit.orderNumber };
    await tx
      .update(installationVisits)
      .set({ technician: technician.data, updatedAt: new Date() })
      .where(eq(installationVisits.id, visit.id));
    await recordAudit(tx, staff, {
      action: 'installation.assign',
      entityType: 'installation_visit',
      entityId: String(visit.id),
      ...changed,
    });
    return { orderNumber: visit.orderNumber };
  });
}

/**
 * Ends a booked visit, done or missed (a missed one says why). Either way the visit keeps
 * its place in the slot: the technicians' time was spent, and the checkout must not offer
 * it again.
 */
export async function closeVisit(
  db: DbOrTx,
  staff: Staff,
  visitId: number,
  outcome: VisitOutcome,
  note: string,
  now = new Date(),
): Promise<{ orderNumber: string }> {
  const checked = visitNote.safeParse(note);
  if (!checked.success) {
    throw new DomainError('invalid', STAFF_VISIT_MESSAGES.note, { field: 'note' });
  }
  if (outcome === 'missed' && !checked.data) {
    throw new DomainError('invalid', STAFF_VISIT_MESSAGES.noteForMissed, { field: 'note' });
  }
  return db.transaction(async (tx) => {
    const visit = await lockedBookedVisit(
      tx,
      visitId,
      'Only a booked visit can be marked done or missed; this one is {state}.',
    );
    // A click on next week's row is a slip: nothing can be done or missed before its day.
    if (visit.day && visit.day > todayInIndia(now)) {
      throw new DomainError('conflict', 'A visit can be marked done or missed from its day on.');
    }
    const after = { state: outcome, note: checked.data || null };
    await tx
      .update(installationVisits)
      .set({ ...after, updatedAt: now })
      .where(eq(installationVisits.id, visit.id));
    await recordAudit(tx, staff, {
      action: `installation.${outcome}`,
      entityType: 'installation_visit',
      entityId: String(visit.id),
      // The state always changes, so there is always an entry.
      ...changedFields({ state: visit.state, note: visit.note }, after),
    });
    return { orderNumber: visit.orderNumber };
  });
}
