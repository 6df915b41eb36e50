/**
 * A product's specifications in the back office (issue 32): the attributes of its main
 * category (the first other than 'All Products', in the shop's order of categories, as the
 * product page lists them) and its values, for the whole product or per variant. Saving
 * replaces the product's whole set in one transaction with its audit entry; triggers
 * (migration 0033) bump the storefront version, so the shop shows it on its next view.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../../db/client.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { ALL_PRODUCTS } from '../../catalog/constants.ts';
import {
  categories,
  categoryAttributes,
  productCategories,
  productSpecs,
  products,
  productVariants,
} from '../../catalog/schema.ts';
import { listCategoryAttributes } from '../../catalog/specs/attributes.server.ts';
import type { CategoryAttribute, SpecValue } from '../../catalog/specs/attributes.ts';
import type { Staff } from '../access.server.ts';
import { recordAudit } from '../audit.server.ts';
import {
  type SpecForm,
  type SpecificationsInput,
  specField,
  specValueText,
  specVariantField,
} from '../specs-fields.ts';
import { readSpecValue, SPEC_MESSAGES } from '../specs-validation.ts';
import { productRow, productToChange } from './rows.server.ts';

export interface SpecVariant {
  id: string;
  label: string;
  productCode: string;
}

export interface SpecEditor {
  product: { id: string; name: string; slug: string; active: boolean };
  /** The product's main category; null for a product in no category but 'All Products'. */
  category: { id: number; name: string } | null;
  attributes: CategoryAttribute[];
  variants: SpecVariant[];
  /** Stored values: `{key}` the product's, `{key}:{variantId}` a variant's. */
  values: Record<string, SpecValue>;
  /** Attributes whose stored values are per variant. */
  split: string[];
}

/** The product's main category: the first other than 'All Products', in the shop's order. */
export async function mainCategory(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(eq(productCategories.productId, productId), ne(categories.name, ALL_PRODUCTS)))
    .orderBy(sql`${categories.position} asc nulls last`, asc(categories.name), asc(categories.id))
    .limit(1);
  return row ?? null;
}

async function variantsOf(
  db: DbOrTx,
  productId: number,
): Promise<(SpecVariant & { pk: number })[]> {
  const rows = await db
    .select({
      pk: productVariants.id,
      id: productVariants.publicId,
      weight: productVariants.weight,
      unit: productVariants.unit,
      productCode: productVariants.productCode,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return rows.map((row) => ({
    pk: row.pk,
    id: row.id,
    label: `${row.weight} ${row.unit}`.trim() || row.productCode,
    productCode: row.productCode,
  }));
}

async function storedSpecs(db: DbOrTx, productId: number) {
  return db
    .select({
      key: categoryAttributes.key,
      variantId: productVariants.publicId,
      productCode: productVariants.productCode,
      valueNumber: productSpecs.valueNumber,
      valueChoice: productSpecs.valueChoice,
      valueBoolean: productSpecs.valueBoolean,
    })
    .from(productSpecs)
    .innerJoin(categoryAttributes, eq(categoryAttributes.id, productSpecs.attributeId))
    .leftJoin(productVariants, eq(productVariants.id, productSpecs.variantId))
    .where(eq(productSpecs.productId, productId))
    .orderBy(asc(categoryAttributes.key), asc(productVariants.position));
}

const storedValue = (row: {
  valueNumber: number | null;
  valueChoice: string | null;
  valueBoolean: boolean | null;
}): SpecValue => row.valueNumber ?? row.valueChoice ?? (row.valueBoolean as boolean);

/** What the editor shows; null when there is no such product. */
export async function loadSpecEditor(db: DbOrTx, publicId: string): Promise<SpecEditor | null> {
  const product = await productRow(db, publicId);
  if (!product) return null;
  const [category, variants, stored] = await Promise.all([
    mainCategory(db, product.id),
    variantsOf(db, product.id),
    storedSpecs(db, product.id),
  ]);
  const attributes = category ? await listCategoryAttributes(db, [category.id]) : [];
  const values: Record<string, SpecValue> = {};
  const split = new Set<string>();
  for (const row of stored) {
    if (row.variantId) {
      values[`${row.key}:${row.variantId}`] = storedValue(row);
      split.add(row.key);
    } else values[row.key] = storedValue(row);
  }
  return {
    product: {
      id: product.publicId,
      name: product.name,
      slug: product.slug,
      active: product.active,
    },
    category,
    attributes,
    variants: variants.map(({ pk: _pk, ...variant }) => variant),
    values,
    split: [...split],
  };
}

/** The schema's view of the editor: its attributes and variants. */
export function specFormOf(editor: Pick<SpecEditor, 'attributes' | 'variants'>): SpecForm {
  return {
    attributes: editor.attributes.map(({ key, name, type, unit, choices }) => ({
      key,
      name,
      type,
      unit,
      choices: choices.map(({ value, label }) => ({ value, label })),
    })),
    variants: editor.variants.map(({ id, label }) => ({ id, label })),
  };
}

/** An audit entry's view of a set of values: `{ capacity: 15, power: { 'GA-1': 3000 } }`. */
function summary(rows: { key: string; productCode: string | null; value: SpecValue }[]) {
  const out: Record<string, SpecValue | Record<string, SpecValue>> = {};
  for (const row of [...rows].sort((a, b) => a.key.localeCompare(b.key))) {
    if (row.productCode === null) out[row.key] = row.value;
    else {
      const per = out[row.key];
      const map = typeof per === 'object' && per !== null ? per : {};
      map[row.productCode] = row.value;
      out[row.key] = map;
    }
  }
  return out;
}

/**
 * Replaces the product's values with `input`'s. The schema checked them against what the
 * action read; they are checked again here against the rows as they are, locked with the
 * product: an attribute or variant gone meanwhile, or another product's variant, is refused
 * and nothing is written.
 */
export async function saveProductSpecs(
  db: Db,
  staff: Staff,
  publicId: string,
  input: SpecificationsInput,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const product = await productToChange(tx, publicId);
    const category = await mainCategory(tx, product.id);
    const attributes = category ? await listCategoryAttributes(tx, [category.id]) : [];
    const variants = await variantsOf(tx, product.id);
    const attributeOf = new Map(attributes.map((attribute) => [attribute.key, attribute]));
    const variantOf = new Map(variants.map((variant) => [variant.id, variant]));
    const rows = input.values.map((spec) => {
      const attribute = attributeOf.get(spec.key);
      const name = spec.variantId
        ? specVariantField(spec.key, spec.variantId)
        : specField(spec.key);
      if (!attribute) {
        throw new DomainError('rejected', SPEC_MESSAGES.attribute, { field: name });
      }
      const variant = spec.variantId ? variantOf.get(spec.variantId) : undefined;
      if (spec.variantId && !variant) {
        throw new DomainError('rejected', SPEC_MESSAGES.variant, { field: name });
      }
      // The value's type by the attribute as it is now (its type or choices may have changed).
      const read = readSpecValue(specValueText(spec.value), attribute);
      if ('error' in read || read.value === undefined) {
        throw new DomainError('rejected', 'error' in read ? read.error : SPEC_MESSAGES.attribute, {
          field: name,
        });
      }
      return {
        row: {
          productId: product.id,
          attributeId: attribute.id,
          variantId: variant?.pk ?? null,
          valueNumber: typeof read.value === 'number' ? read.value : null,
          valueChoice: typeof read.value === 'string' ? read.value : null,
          valueBoolean: typeof read.value === 'boolean' ? read.value : null,
        },
        audit: { key: spec.key, productCode: variant?.productCode ?? null, value: read.value },
      };
    });
    const before = summary(
      (await storedSpecs(tx, product.id)).map((row) => ({
        key: row.key,
        productCode: row.productCode,
        value: storedValue(row),
      })),
    );
    const after = summary(rows.map((row) => row.audit));
    if (JSON.stringify(before) === JSON.stringify(after)) {
      return { message: 'Nothing to save: no specification changed.' };
    }
    await tx.delete(productSpecs).where(eq(productSpecs.productId, product.id));
    if (rows.length) await tx.insert(productSpecs).values(rows.map((row) => row.row));
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, product.id));
    await recordAudit(tx, staff, {
      action: 'product.specifications',
      entityType: 'product',
      entityId: product.publicId,
      before,
      after,
    });
    return { message: `The specifications of ${product.name} have been saved.` };
  });
}
