/**
 * Serviceable pincodes in the back office: find, add or change one, or import a CSV of
 * many (all rows checked first; one bad row and nothing is imported). The checkout reads
 * the table on every quote, so a change applies to the next one.
 */
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { serviceablePincodes } from '../shipping/schema.ts';
import type { Staff } from './access.server.ts';
import { changedFields, recordAudit } from './audit.server.ts';
import { MAX_CSV_ROWS, PINCODE_CSV_COLUMNS } from './content-limits.ts';
import { type ServiceablePincodeInput, ServiceablePincodeSchema } from './content-validation.ts';
import { nothingImported, readImport } from './csv.server.ts';
import { ADMIN_PAGE_SIZE, type Paged, paged, searchText } from './paging.ts';

export type PincodeRow = typeof serviceablePincodes.$inferSelect;

export async function listPincodes(
  db: DbOrTx,
  q: string,
  page: number,
): Promise<Paged<PincodeRow>> {
  const term = searchText(q, 60).replace(/[%_\\]/g, '');
  const where = term
    ? /^\d{1,6}$/.test(term)
      ? sql`${serviceablePincodes.pincode} like ${`${term}%`}`
      : or(
          ilike(serviceablePincodes.city, `%${term}%`),
          ilike(serviceablePincodes.district, `%${term}%`),
        )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(serviceablePincodes)
      .where(where)
      .orderBy(asc(serviceablePincodes.pincode))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ count: count() }).from(serviceablePincodes).where(where),
  ]);
  return paged(rows, page, total?.count ?? 0);
}

/** Adds the pincode or changes it; audited with what changed. */
export async function savePincode(
  db: DbOrTx,
  staff: Staff,
  input: ServiceablePincodeInput,
): Promise<'added' | 'changed' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(serviceablePincodes)
      .where(eq(serviceablePincodes.pincode, input.pincode))
      .for('update');
    if (!existing) {
      await tx.insert(serviceablePincodes).values(input);
      await recordAudit(tx, staff, {
        action: 'pincode.create',
        entityType: 'pincode',
        entityId: input.pincode,
        after: input,
      });
      return 'added';
    }
    const change = changedFields(existing, input);
    if (!change) return 'unchanged';
    await tx
      .update(serviceablePincodes)
      .set(input)
      .where(eq(serviceablePincodes.pincode, input.pincode));
    await recordAudit(tx, staff, {
      action: 'pincode.update',
      entityType: 'pincode',
      entityId: input.pincode,
      ...change,
    });
    return 'changed';
  });
}

export type ImportOutcome = { added: number; changed: number; unchanged: number };

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/**
 * Imports a CSV with the columns pincode, city, district, state, deliverable,
 * cod_available, delivery_days (yes/no for the flags). Every row is checked before any is
 * written; the errors name their rows (row 2 is the first under the header).
 */
export async function importPincodes(
  db: DbOrTx,
  staff: Staff,
  text: string,
): Promise<ImportOutcome> {
  const records = readImport(text, PINCODE_CSV_COLUMNS, MAX_CSV_ROWS);
  const errors: string[] = [];
  const rows: ServiceablePincodeInput[] = [];
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const row = index + 2;
    const flag = (column: 'deliverable' | 'cod_available') => {
      const value = (record[column] ?? '').toLowerCase();
      if (YES.has(value)) return 'on';
      if (NO.has(value)) return undefined;
      errors.push(`Row ${row}: ${column} must be yes or no.`);
      return undefined;
    };
    const parsed = ServiceablePincodeSchema.safeParse({
      pincode: record.pincode,
      city: record.city,
      district: record.district,
      state: record.state,
      deliverable: flag('deliverable'),
      codAvailable: flag('cod_available'),
      deliveryDays: record.delivery_days,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push(`Row ${row}: ${issue.message}`);
      return;
    }
    if (seen.has(parsed.data.pincode)) {
      errors.push(`Row ${row}: pincode ${parsed.data.pincode} appears twice in the file.`);
      return;
    }
    seen.add(parsed.data.pincode);
    rows.push(parsed.data);
  });
  if (errors.length) throw nothingImported(errors);

  return db.transaction(async (tx) => {
    const outcome = { added: 0, changed: 0, unchanged: 0 };
    for (const row of rows) {
      const [existing] = await tx
        .select()
        .from(serviceablePincodes)
        .where(eq(serviceablePincodes.pincode, row.pincode));
      if (!existing) {
        await tx.insert(serviceablePincodes).values(row);
        outcome.added++;
      } else if (changedFields(existing, row)) {
        await tx
          .update(serviceablePincodes)
          .set(row)
          .where(eq(serviceablePincodes.pincode, row.pincode));
        outcome.changed++;
      } else {
        outcome.unchanged++;
      }
    }
    await recordAudit(tx, staff, {
      action: 'pincode.import',
      entityType: 'pincode',
      entityId: 'csv',
      after: { rows: rows.length, added: outcome.added, changed: outcome.changed },
    });
    return outcome;
  });
}
