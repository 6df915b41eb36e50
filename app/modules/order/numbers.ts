/** An order's numbers, as shoppers and the tax invoice read them. */

const IST_OFFSET_MS = 330 * 60_000;

/** GA-2026-001023 and INV-2026-001023: the year in India, then the sequence. */
export function orderNumbers(seq: number, now: Date) {
  const year = new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear();
  const tail = `${year}-${String(seq).padStart(6, '0')}`;
  return { orderNumber: `GA-${tail}`, invoiceNumber: `INV-${tail}` };
}
