/** The couriers the back office keeps (issue 34); every change in the audit log. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { couriers } from '../order/schema.ts';
import type { Staff } from './access.server.ts';
import { changedFields, recordAudit } from './audit.server.ts';
import type { CourierInput } from './content-validation.ts';

export function listCouriers(db: DbOrTx) {
  return db
    .select({
      code: couriers.code,
      name: couriers.name,
      trackingUrl: couriers.trackingUrl,
      awbPattern: couriers.awbPattern,
      active: couriers.active,
    })
    .from(couriers)
    .orderBy(asc(couriers.position), asc(couriers.name));
}

/** Adds the courier, or changes the one with its code; says which (or that nothing changed). */
export async function saveCourier(
  db: DbOrTx,
  staff: Staff,
  input: CourierInput,
): Promise<'added' | 'saved' | 'unchanged'> {
  const values = {
    name: input.name,
    trackingUrl: input.trackingUrl || null,
    awbPattern: input.awbPattern || null,
    active: input.active,
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({
        name: couriers.name,
        trackingUrl: couriers.trackingUrl,
        awbPattern: couriers.awbPattern,
        active: couriers.active,
      })
      .from(couriers)
      .where(eq(couriers.code, input.code))
      .for('update');
    if (!existing) {
      await tx.insert(couriers).values({ code: input.code, ...values, position: 100 });
      await recordAudit(tx, staff, {
        action: 'courier.create',
        entityType: 'courier',
        entityId: input.code,
        after: values,
      });
      return 'added';
    }
    const change = changedFields(existing, values);
    if (!change) return 'unchanged';
    await tx.update(couriers).set(values).where(eq(couriers.code, input.code));
    await recordAudit(tx, staff, {
      action: 'courier.update',
      entityType: 'courier',
      entityId: input.code,
      ...change,
    });
    return 'saved';
  });
}
