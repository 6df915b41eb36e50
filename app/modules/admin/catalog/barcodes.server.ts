/**
 * Barcodes for new products: EAN-13 numbers in the shop's own range, numbered on from the
 * highest the catalog holds (as the seed numbers them).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../../db/client.ts';

function ean13(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return body12 + String((10 - (sum % 10)) % 10);
}

const BARCODE_PREFIX = '8905171';

/** The next free barcode in the shop's range (as the seed numbers them). */
export async function nextBarcode(tx: DbOrTx): Promise<string> {
  const [row] = await queryRows(
    tx,
    sql`select coalesce(max(substr(barcode, 8, 5)::int), 1039) as last from products
      where barcode ~ ${`^${BARCODE_PREFIX}[0-9]{6}$`}`,
    z.object({ last: SqlNumber }),
  );
  const next = (row?.last ?? 1039) + 1;
  if (next > 99_999)
    return ean13(`${BARCODE_PREFIX}${randomBytes(3).readUIntBE(0, 3) % 100_000}`.padEnd(12, '0'));
  return ean13(`${BARCODE_PREFIX}${String(next).padStart(5, '0')}`);
}
