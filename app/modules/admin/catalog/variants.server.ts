/** A product's variants: each one's MRP, selling price, stock and active flag. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { products, productVariants } from '../../catalog/schema.ts';
import { notifyRestocked } from '../../offers/stock-alerts.server.ts';
import type { Staff } from '../access.server.ts';
import { changedFields, recordAudit } from '../audit.server.ts';
import { CATALOG_MESSAGES } from '../catalog-limits.ts';
import type { VariantInput } from '../catalog-validation.ts';
import { ACTIVE_NEEDS, counts, PUBLIC_ID, productToChange } from './rows.server.ts';

const VARIANT_NOT_FOUND = 'This variant was not found.';

/**
 * One variant's MRP, selling price, stock and active flag. Stock raised from 0 e-mails the
 * shoppers waiting for it ('Notify me'; `origin` makes their links).
 */
export async function updateVariant(
  db: Db,
  staff: Staff,
  productPublicId: string,
  input: VariantInput,
  origin: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const product = await productToChange(tx, productPublicId);
    if (!PUBLIC_ID.test(input.variantId)) throw new DomainError('not_found', VARIANT_NOT_FOUND);
    const [variant] = await tx
      .select()
      .from(productVariants)
      .where(
        and(
          eq(productVariants.publicId, input.variantId),
          eq(productVariants.productId, product.id),
        ),
      )
      .for('update');
    if (!variant) throw new DomainError('not_found', VARIANT_NOT_FOUND);
    if (product.active && variant.active && !input.active) {
      const has = await counts(tx, product.id);
      if (has.variants <= 1) {
        throw new DomainError('rejected', ACTIVE_NEEDS.variant, { field: 'active' });
      }
    }
    // Orders took or released units since the page showed the stock: a stock left as shown
    // keeps what they left (a price edit must not put sold units back on sale); a stock
    // typed over a number that has moved is refused, to be checked again.
    let stock = input.stock;
    if (input.stockWas !== undefined && input.stockWas !== variant.stock) {
      if (input.stock !== input.stockWas) {
        throw new DomainError('rejected', CATALOG_MESSAGES.stockMoved(variant.stock), {
          field: 'stock',
        });
      }
      stock = variant.stock;
    }
    const change = changedFields(
      {
        basePricePaise: variant.basePricePaise,
        discountedPricePaise: variant.discountedPricePaise,
        stock: variant.stock,
        active: variant.active,
      },
      {
        basePricePaise: input.mrp,
        discountedPricePaise: input.price,
        stock,
        active: input.active,
      },
    );
    const label = `${variant.weight} ${variant.unit}`.trim();
    if (!change) return { message: `Nothing to save for ${label}: no field changed.` };
    await tx.update(productVariants).set(change.after).where(eq(productVariants.id, variant.id));
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, product.id));
    // In stock again as staff save it: whoever still waits is told (a cancelled order may
    // have put a unit back since, without telling anyone).
    const available = stock > 0 && (change.after.active ?? variant.active);
    const told = available ? await notifyRestocked(tx, variant.id, origin) : 0;
    await recordAudit(tx, staff, {
      action: 'variant.update',
      entityType: 'variant',
      entityId: variant.publicId,
      before: { product: product.publicId, productCode: variant.productCode, ...change.before },
      after: { product: product.publicId, productCode: variant.productCode, ...change.after },
    });
    const waiting = told
      ? ` ${told} waiting ${told === 1 ? 'shopper is' : 'shoppers are'} told it is back.`
      : '';
    return { message: `${label} (${variant.productCode}) has been saved.${waiting}` };
  });
}
