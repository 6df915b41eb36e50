/**
 * The back office's products: one product's edit data, its details (name, description,
 * categories, featured, active, delivery charges, and the Kannada name, description and
 * colour beside the English), a warranty's Kannada words, and a new product with its first
 * variant and image. Each change is one transaction that also writes its audit entry;
 * triggers (migration 0014) bump the storefront version, so the shop shows it on its next
 * view.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, type DbOrTx, queryRows, SqlNumber } from '../../../../db/client.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import type { FileStore } from '../../../lib/file-store.server.ts';
import { newPublicId } from '../../../lib/ids.server.ts';
import { ALL_PRODUCTS } from '../../catalog/constants.ts';
import { sanitizeProductHtml } from '../../catalog/sanitize.server.ts';
import {
  categories,
  productCategories,
  productImages,
  products,
  productVariants,
  productWarranties,
} from '../../catalog/schema.ts';
import type { Staff } from '../access.server.ts';
import { changedFields, recordAudit, sentFields } from '../audit.server.ts';
import { CATALOG_MESSAGES } from '../catalog-limits.ts';
import type {
  NewProductInput,
  ProductDetailsInput,
  WarrantyKannadaInput,
} from '../catalog-validation.ts';
import { nextBarcode } from './barcodes.server.ts';
import { discard, notAnImage, storeUpload } from './images.server.ts';
import {
  ACTIVE_NEEDS,
  counts,
  isUniqueViolation,
  nameTaken,
  nameTakenError,
  productRow,
  productToChange,
} from './rows.server.ts';

export const WARRANTY_NOT_FOUND = 'This warranty was not found.';

const productCodeTaken = () =>
  new DomainError('rejected', CATALOG_MESSAGES.productCodeTaken, { field: 'productCode' });

export interface EditVariant {
  id: string;
  weight: string;
  unit: string;
  productCode: string;
  basePricePaise: number;
  discountedPricePaise: number;
  stock: number;
  active: boolean;
}

export interface EditImage {
  id: number;
  path: string;
  alt: string;
  altKn: string | null;
  position: number;
}

/** A warranty as the product page shows it; only its Kannada words are edited here. */
export interface EditWarranty {
  id: number;
  option: string;
  optionKn: string | null;
  value: string;
  valueKn: string | null;
}

export interface EditProduct {
  id: string;
  name: string;
  slug: string;
  sku: string;
  barcode: string;
  descriptionHtml: string;
  /** The Kannada twins: null when the shop shows the English. */
  nameKn: string | null;
  descriptionHtmlKn: string | null;
  /** The colour of a product that comes in colours (not edited here), and its Kannada. */
  colourName: string | null;
  colourNameKn: string | null;
  featured: boolean;
  active: boolean;
  deliveryKarnatakaPaise: number;
  deliveryOtherPaise: number;
  categoryIds: number[];
  /** Changes whenever the product row does: the edit form starts afresh after a save. */
  version: string;
  variants: EditVariant[];
  images: EditImage[];
  warranties: EditWarranty[];
}

export async function loadProduct(db: DbOrTx, publicId: string): Promise<EditProduct | null> {
  const product = await productRow(db, publicId);
  if (!product) return null;
  const [memberships, variants, images, warranties] = await Promise.all([
    db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, product.id)),
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position)),
    db
      .select({
        id: productWarranties.id,
        option: productWarranties.option,
        optionKn: productWarranties.optionKn,
        value: productWarranties.value,
        valueKn: productWarranties.valueKn,
      })
      .from(productWarranties)
      .where(eq(productWarranties.productId, product.id))
      .orderBy(asc(productWarranties.position), asc(productWarranties.id)),
  ]);
  return {
    id: product.publicId,
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    barcode: product.barcode,
    descriptionHtml: product.descriptionHtml,
    nameKn: product.nameKn,
    descriptionHtmlKn: product.descriptionHtmlKn,
    colourName: product.colourName,
    colourNameKn: product.colourNameKn,
    featured: product.featured,
    active: product.active,
    deliveryKarnatakaPaise: product.deliveryKarnatakaPaise,
    deliveryOtherPaise: product.deliveryOtherPaise,
    categoryIds: memberships.map((m) => m.id),
    version: product.updatedAt.toISOString(),
    variants: variants.map((v) => ({
      id: v.publicId,
      weight: v.weight,
      unit: v.unit,
      productCode: v.productCode,
      basePricePaise: v.basePricePaise,
      discountedPricePaise: v.discountedPricePaise,
      stock: v.stock,
      active: v.active,
    })),
    images: images.map((i) => ({
      id: i.id,
      path: i.path,
      alt: i.alt,
      altKn: i.altKn,
      position: i.position,
    })),
    warranties,
  };
}

/** Whether a product has this public id (hidden or not). */
export async function productExists(db: DbOrTx, publicId: string): Promise<boolean> {
  return Boolean(await productRow(db, publicId));
}

async function categoryNames(tx: DbOrTx, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(inArray(categories.id, ids));
  return rows.map((r) => r.name).sort();
}

/**
 * The Kannada description to store, sanitised like the English one (an untouched one stays
 * as stored); null when it is blank or nothing is left of it, undefined when not sent.
 */
function kannadaDescription(sent: string | null | undefined, stored: string | null = null) {
  if (sent === undefined || sent === null) return { html: sent, sanitised: false };
  const text = sent.replace(/\r\n/g, '\n');
  const clean = text === stored ? text : sanitizeProductHtml(text);
  return { html: clean.trim() === '' ? null : clean, sanitised: clean !== text };
}

/** Name, description, categories, featured, active, delivery charges, Kannada texts. */
export async function updateProductDetails(
  db: Db,
  staff: Staff,
  publicId: string,
  input: ProductDetailsInput,
): Promise<{ message: string; sanitised: boolean; sanitisedKn: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const product = await productToChange(tx, publicId);
      // An untouched description stays as stored; a new one is stored sanitised.
      const sent = input.descriptionHtml.replace(/\r\n/g, '\n');
      const descriptionHtml = sent === product.descriptionHtml ? sent : sanitizeProductHtml(sent);
      const sanitised = descriptionHtml !== sent;
      const kannada = kannadaDescription(input.descriptionHtmlKn, product.descriptionHtmlKn);
      const sanitisedKn = kannada.sanitised;
      if (await nameTaken(tx, input.name, product.id)) throw nameTakenError();
      const known = await tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, input.categoryIds.length ? input.categoryIds : [-1]));
      if (
        known.length !== new Set(input.categoryIds).size ||
        known.some((c) => c.name === ALL_PRODUCTS)
      ) {
        throw new DomainError('rejected', CATALOG_MESSAGES.categories, { field: 'categoryIds' });
      }
      if (input.active) {
        const has = await counts(tx, product.id);
        if (has.images === 0 || has.variants === 0) {
          throw new DomainError('rejected', ACTIVE_NEEDS.activate, { field: 'active' });
        }
      }
      const [all] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.name, ALL_PRODUCTS));
      const wanted = new Set([...input.categoryIds, ...(all ? [all.id] : [])]);
      const current = await tx
        .select({ id: productCategories.categoryId })
        .from(productCategories)
        .where(eq(productCategories.productId, product.id));
      const currentIds = new Set(current.map((c) => c.id));
      const removed = [...currentIds].filter((id) => !wanted.has(id));
      const added = [...wanted].filter((id) => !currentIds.has(id));

      const beforeFields = {
        name: product.name,
        nameKn: product.nameKn,
        descriptionHtml: product.descriptionHtml,
        descriptionHtmlKn: product.descriptionHtmlKn,
        colourNameKn: product.colourNameKn,
        featured: product.featured,
        active: product.active,
        deliveryKarnatakaPaise: product.deliveryKarnatakaPaise,
        deliveryOtherPaise: product.deliveryOtherPaise,
        categories: await categoryNames(
          tx,
          [...currentIds].filter((id) => id !== all?.id),
        ),
      };
      const afterFields = {
        name: input.name,
        ...sentFields({
          nameKn: input.nameKn,
          descriptionHtmlKn: kannada.html,
          colourNameKn: input.colourNameKn,
        }),
        descriptionHtml,
        featured: input.featured,
        active: input.active,
        deliveryKarnatakaPaise: input.deliveryKarnataka,
        deliveryOtherPaise: input.deliveryOther,
        categories: known.map((c) => c.name).sort(),
      };
      const change = changedFields(beforeFields, afterFields);
      if (!change) {
        return { message: 'Nothing to save: no field changed.', sanitised, sanitisedKn };
      }

      const { categories: _c, ...columns } = afterFields;
      await tx
        .update(products)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(products.id, product.id));
      if (removed.length) {
        await tx
          .delete(productCategories)
          .where(
            and(
              eq(productCategories.productId, product.id),
              inArray(productCategories.categoryId, removed),
            ),
          );
      }
      for (const categoryId of added) {
        // At the end of the category's own order.
        await tx.insert(productCategories).values({
          productId: product.id,
          categoryId,
          position: sql`(select coalesce(max(position), -1) + 1 from product_categories where category_id = ${categoryId})`,
        });
      }
      await recordAudit(tx, staff, {
        action: 'product.update',
        entityType: 'product',
        entityId: product.publicId,
        ...change,
      });
      return { message: 'The product has been saved.', sanitised, sanitisedKn };
    });
  } catch (error) {
    throw isUniqueViolation(error, 'name') ? nameTakenError() : error;
  }
}

/**
 * The slug: the name with spaces as hyphens; '-2', '-3'... when another product has it. A
 * final '.data' becomes '-data': a path ending so is React Router's request for a page's
 * data, and the product's page could not be opened.
 */
async function freeSlug(tx: DbOrTx, name: string): Promise<string> {
  const base = name.replace(/\s+/g, '-').replace(/\.data$/, '-data');
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(
      sql`lower(${products.slug}) like ${`${base.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  const taken = new Set(rows.map((r) => r.slug.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`.toLowerCase())) return `${base}-${n}`;
}

export async function createProduct(
  db: Db,
  staff: Staff,
  files: FileStore,
  input: NewProductInput,
): Promise<{ message: string; id: string; sanitised: boolean; sanitisedKn: boolean }> {
  // Cheap refusals before the file is written.
  if (await nameTaken(db, input.name)) throw nameTakenError();
  const [category] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.id, Number(input.categoryId)), ne(categories.name, ALL_PRODUCTS)));
  if (!category) {
    throw new DomainError('rejected', CATALOG_MESSAGES.category, { field: 'categoryId' });
  }
  const [codeRow] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productCode, input.productCode));
  if (codeRow) throw productCodeTaken();
  const stored = await storeUpload(files, input.image);
  if (!stored) throw notAnImage();

  const descriptionHtml = sanitizeProductHtml(input.descriptionHtml);
  const sanitised = descriptionHtml !== input.descriptionHtml.replace(/\r\n/g, '\n');
  const kannada = kannadaDescription(input.descriptionHtmlKn);
  try {
    return await db.transaction(async (tx) => {
      if (await nameTaken(tx, input.name)) throw nameTakenError();
      const slug = await freeSlug(tx, input.name);
      const [{ total } = { total: 0 }] = await queryRows(
        tx,
        sql`select count(*) as total from products`,
        z.object({ total: SqlNumber }),
      );
      const code =
        category.slug
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase() || 'GEN';
      const values = {
        publicId: newPublicId(),
        name: input.name,
        nameKn: input.nameKn ?? null,
        slug,
        descriptionHtml,
        descriptionHtmlKn: kannada.html ?? null,
        barcode: await nextBarcode(tx),
        sku: `GRH-${code}-${1001 + total}`,
        featured: false,
        active: true,
      };
      const [product] = await tx.insert(products).values(values).returning({ id: products.id });
      const [all] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.name, ALL_PRODUCTS));
      for (const categoryId of [category.id, ...(all ? [all.id] : [])]) {
        await tx.insert(productCategories).values({
          productId: product!.id,
          categoryId,
          position: sql`(select coalesce(max(position), -1) + 1 from product_categories where category_id = ${categoryId})`,
        });
      }
      const variant = {
        publicId: newPublicId(),
        productId: product!.id,
        position: 0,
        weight: input.weight,
        unit: input.unit,
        basePricePaise: input.mrp,
        discountedPricePaise: input.price,
        stock: input.stock,
        productCode: input.productCode,
        active: true,
      };
      await tx.insert(productVariants).values(variant);
      const image = {
        productId: product!.id,
        position: 0,
        path: stored.path,
        alt: input.alt || input.name,
      };
      await tx.insert(productImages).values(image);
      const { productId: _p, ...variantFacts } = variant;
      await recordAudit(tx, staff, {
        action: 'product.create',
        entityType: 'product',
        entityId: values.publicId,
        before: null,
        after: {
          ...values,
          categories: [category.name],
          variant: variantFacts,
          image: { path: image.path, alt: image.alt },
        },
      });
      return {
        message: `${input.name} has been added.`,
        id: values.publicId,
        sanitised,
        sanitisedKn: kannada.sanitised,
      };
    });
  } catch (error) {
    await discard(stored);
    if (isUniqueViolation(error, 'product_code')) throw productCodeTaken();
    throw isUniqueViolation(error, 'name') ? nameTakenError() : error;
  }
}

/** A warranty's Kannada option and value (null: the shop shows the English). */
export async function updateWarrantyKannada(
  db: Db,
  staff: Staff,
  publicId: string,
  input: WarrantyKannadaInput,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const product = await productToChange(tx, publicId);
    const [warranty] = await tx
      .select()
      .from(productWarranties)
      .where(
        and(
          eq(productWarranties.id, input.warrantyId),
          eq(productWarranties.productId, product.id),
        ),
      )
      .for('update');
    if (!warranty) throw new DomainError('not_found', WARRANTY_NOT_FOUND);
    const change = changedFields(
      { optionKn: warranty.optionKn, valueKn: warranty.valueKn },
      sentFields({ optionKn: input.optionKn, valueKn: input.valueKn }),
    );
    if (!change) return { message: 'Nothing to save: no field changed.' };
    await tx
      .update(productWarranties)
      .set(change.after)
      .where(eq(productWarranties.id, warranty.id));
    await recordAudit(tx, staff, {
      action: 'product.warranty',
      entityType: 'product',
      entityId: product.publicId,
      before: { warranty: warranty.option, ...change.before },
      after: { warranty: warranty.option, ...change.after },
    });
    return { message: 'The warranty has been saved.' };
  });
}
