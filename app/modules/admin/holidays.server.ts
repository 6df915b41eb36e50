/** Staff keep the delivery holidays (issue 34); every change in the audit log. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { deliveryHolidays } from '../shipping/schema.ts';
import type { Staff } from './access.server.ts';
import { recordAudit } from './audit.server.ts';

/** Adds the holiday, or renames the day's; returns what it did. */
export async function saveHoliday(
  db: DbOrTx,
  staff: Staff,
  input: { day: string; name: string },
): Promise<'added' | 'renamed'> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(deliveryHolidays)
      .where(eq(deliveryHolidays.day, input.day))
      .for('update');
    await tx
      .insert(deliveryHolidays)
      .values(input)
      .onConflictDoUpdate({ target: deliveryHolidays.day, set: { name: input.name } });
    await recordAudit(tx, staff, {
      action: existing ? 'holiday.update' : 'holiday.create',
      entityType: 'holiday',
      entityId: input.day,
      ...(existing ? { before: existing } : {}),
      after: input,
    });
    return existing ? 'renamed' : 'added';
  });
}

export async function removeHoliday(db: DbOrTx, staff: Staff, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(deliveryHolidays)
      .where(eq(deliveryHolidays.day, day))
      .returning();
    if (!removed) throw new DomainError('not_found', 'This holiday is not on the list.');
    await recordAudit(tx, staff, {
      action: 'holiday.delete',
      entityType: 'holiday',
      entityId: day,
      before: removed,
    });
  });
}
