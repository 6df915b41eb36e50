/**
 * The back office's catalog: the product list (search, filters, pages), a product's edit
 * data, and every change staff make to it (details, categories, variants, images, a new
 * product). Each change is one transaction that also writes its audit entry; triggers
 * (migration 0014) bump the storefront version, so the shop shows it on its next view.
 *
 * A product stays active only with at least one image and one active variant: a change
 * that would leave an active product without either is refused with a message.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, type DbOrTx, queryRows, SqlNumber, type Tx } from '../../../db/client.ts';
import { newPublicId } from '../../lib/ids.server.ts';
import { ALL_PRODUCTS } from '../catalog/constants.ts';
import { sanitizeProductHtml } from '../catalog/sanitize.server.ts';
import {
  categories,
  collectionGroups,
  productCategories,
  productImages,
  products,
  productVariants,
} from '../catalog/schema.ts';
import type { Staff } from './access.server.ts';
import { changedFields, recordAudit } from './audit.server.ts';
import { CATALOG_MESSAGES, MAX_IMAGE_BYTES } from './catalog-limits.ts';
import type { NewProductInput, ProductDetailsInput, VariantInput } from './catalog-validation.ts';
import { LOW_STOCK_AT } from './dashboard.server.ts';
import { ADMIN_PAGE_SIZE, type Paged, paged, searchText } from './paging.ts';

/** What a refused change says: messages under fields, or one for the whole form. */
export type Refusal = { ok: false; fieldErrors: Record<string, string[]> };
export type Outcome<T = object> = ({ ok: true; message: string } & T) | Refusal | null;

const refuse = (field: string, message: string): Refusal => ({
  ok: false,
  fieldErrors: { [field]: [message] },
});

export const ACTIVE_NEEDS = {
  image:
    'An active product must keep at least one image: hide the product first, or add another image.',
  variant:
    'An active product must keep at least one active variant: hide the product first, or make another variant active.',
  activate:
    'This product cannot be shown in the shop until it has at least one image and one active variant.',
} as const;

// ---------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------

export type ActiveFilter = 'active' | 'hidden' | '';
export type StockFilter = 'out' | 'low' | '';

export interface ProductListFilter {
  q: string;
  categoryId: number | null;
  status: ActiveFilter;
  stock: StockFilter;
  page: number;
}

/** The list's query string, read leniently: nonsense is ignored, never an error. */
export function readListFilter(search: URLSearchParams, page: number): ProductListFilter {
  const q = searchText(search.get('q'), 100);
  const category = search.get('category') ?? '';
  const status = search.get('status');
  const stock = search.get('stock');
  return {
    q,
    categoryId: /^\d{1,9}$/.test(category) ? Number(category) : null,
    status: status === 'active' || status === 'hidden' ? status : '',
    stock: stock === 'out' || stock === 'low' ? stock : '',
    page,
  };
}

export interface ProductListRow {
  id: string;
  name: string;
  slug: string;
  active: boolean;
  featured: boolean;
  image: string | null;
  categories: string;
  minPricePaise: number | null;
  maxPricePaise: number | null;
  stock: number;
  variants: number;
}

const ListRow = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  featured: z.boolean(),
  image: z.string().nullable(),
  categories: z.string().nullable(),
  min_price: SqlNumber.nullable(),
  max_price: SqlNumber.nullable(),
  stock: SqlNumber,
  variants: SqlNumber,
});

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(filter: ProductListFilter) {
  const parts = [sql`true`];
  if (filter.q) {
    const like = likePattern(filter.q);
    parts.push(sql`(p.name ilike ${like} or p.sku ilike ${like} or p.barcode ilike ${like}
      or p.public_id = ${filter.q}
      or exists (select 1 from product_variants v where v.product_id = p.id and v.product_code ilike ${like}))`);
  }
  if (filter.categoryId !== null) {
    parts.push(sql`exists (select 1 from product_categories pc
      where pc.product_id = p.id and pc.category_id = ${filter.categoryId})`);
  }
  if (filter.status === 'active') parts.push(sql`p.active`);
  if (filter.status === 'hidden') parts.push(sql`not p.active`);
  if (filter.stock === 'out') {
    parts.push(sql`not exists (select 1 from product_variants v
      where v.product_id = p.id and v.active and v.stock > 0)`);
  }
  if (filter.stock === 'low') {
    parts.push(sql`exists (select 1 from product_variants v
      where v.product_id = p.id and v.active and v.stock <= ${LOW_STOCK_AT})`);
  }
  return sql.join(parts, sql` and `);
}

export async function listProducts(
  db: DbOrTx,
  filter: ProductListFilter,
): Promise<Paged<ProductListRow>> {
  const where = listWhere(filter);
  const [counted] = await queryRows(
    db,
    sql`select count(*) as total from products p where ${where}`,
    z.object({ total: SqlNumber }),
  );
  const total = counted?.total ?? 0;
  const rows = await queryRows(
    db,
    sql`select p.public_id as id, p.name, p.slug, p.active, p.featured,
        (select i.path from product_images i where i.product_id = p.id
          order by i.position limit 1) as image,
        (select string_agg(c.name, ', ' order by c.position nulls last, c.name)
          from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = p.id and c.name <> ${ALL_PRODUCTS}) as categories,
        (select min(v.discounted_price_paise) from product_variants v
          where v.product_id = p.id and v.active) as min_price,
        (select max(v.discounted_price_paise) from product_variants v
          where v.product_id = p.id and v.active) as max_price,
        (select coalesce(sum(v.stock), 0) from product_variants v
          where v.product_id = p.id and v.active) as stock,
        (select count(*) from product_variants v where v.product_id = p.id) as variants
      from products p
      where ${where}
      order by lower(p.name), p.id
      limit ${ADMIN_PAGE_SIZE} offset ${(filter.page - 1) * ADMIN_PAGE_SIZE}`,
    ListRow,
  );
  return paged(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      active: row.active,
      featured: row.featured,
      image: row.image,
      categories: row.categories ?? '',
      minPricePaise: row.min_price,
      maxPricePaise: row.max_price,
      stock: row.stock,
      variants: row.variants,
    })),
    filter.page,
    total,
  );
}

export interface CategoryOption {
  id: number;
  name: string;
  group: string | null;
}

/** Every category but 'All Products' (which every product is in), in the shop's order. */
export async function listCategoryOptions(db: DbOrTx): Promise<CategoryOption[]> {
  return db
    .select({ id: categories.id, name: categories.name, group: collectionGroups.name })
    .from(categories)
    .leftJoin(collectionGroups, eq(collectionGroups.id, categories.groupId))
    .where(ne(categories.name, ALL_PRODUCTS))
    .orderBy(sql`${categories.position} nulls last`, asc(categories.name));
}

// ---------------------------------------------------------------------------
// One product
// ---------------------------------------------------------------------------

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
  position: number;
}

export interface EditProduct {
  id: string;
  name: string;
  slug: string;
  sku: string;
  barcode: string;
  descriptionHtml: string;
  featured: boolean;
  active: boolean;
  deliveryKarnatakaPaise: number;
  deliveryOtherPaise: number;
  categoryIds: number[];
  /** Changes whenever the product row does: the edit form starts afresh after a save. */
  version: string;
  variants: EditVariant[];
  images: EditImage[];
}

const PUBLIC_ID = /^[a-z0-9]{1,40}$/;

async function productRow(db: DbOrTx, publicId: string, lock = false) {
  if (!PUBLIC_ID.test(publicId)) return null;
  const query = db.select().from(products).where(eq(products.publicId, publicId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function loadProduct(db: DbOrTx, publicId: string): Promise<EditProduct | null> {
  const product = await productRow(db, publicId);
  if (!product) return null;
  const [memberships, variants, images] = await Promise.all([
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
  ]);
  return {
    id: product.publicId,
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    barcode: product.barcode,
    descriptionHtml: product.descriptionHtml,
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
    images: images.map((i) => ({ id: i.id, path: i.path, alt: i.alt, position: i.position })),
  };
}

/** Whether a product has this public id (hidden or not). */
export async function productExists(db: DbOrTx, publicId: string): Promise<boolean> {
  return Boolean(await productRow(db, publicId));
}

/** A unique-constraint violation, from either driver (Drizzle may wrap it). */
function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return !constraint || String(candidate.constraint ?? '').includes(constraint);
    e = candidate.cause;
  }
  return false;
}

async function nameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`lower(${products.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(products.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function counts(tx: DbOrTx, productId: number) {
  const [row] = await queryRows(
    tx,
    sql`select
        (select count(*) from product_images where product_id = ${productId}) as images,
        (select count(*) from product_variants where product_id = ${productId} and active) as variants`,
    z.object({ images: SqlNumber, variants: SqlNumber }),
  );
  return row ?? { images: 0, variants: 0 };
}

async function categoryNames(tx: DbOrTx, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(inArray(categories.id, ids));
  return rows.map((r) => r.name).sort();
}

/** Name, description, categories, featured, active and delivery charges. */
export async function updateProductDetails(
  db: Db,
  staff: Staff,
  publicId: string,
  input: ProductDetailsInput,
): Promise<Outcome<{ sanitised: boolean }>> {
  try {
    return await db.transaction(async (tx) => {
      const product = await productRow(tx, publicId, true);
      if (!product) return null;
      // An untouched description stays as stored; a new one is stored sanitised.
      const sent = input.descriptionHtml.replace(/\r\n/g, '\n');
      const descriptionHtml = sent === product.descriptionHtml ? sent : sanitizeProductHtml(sent);
      const sanitised = descriptionHtml !== sent;
      if (await nameTaken(tx, input.name, product.id)) {
        return refuse('name', CATALOG_MESSAGES.nameTaken);
      }
      const known = await tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, input.categoryIds.length ? input.categoryIds : [-1]));
      if (
        known.length !== new Set(input.categoryIds).size ||
        known.some((c) => c.name === ALL_PRODUCTS)
      ) {
        return refuse('categoryIds', CATALOG_MESSAGES.categories);
      }
      if (input.active) {
        const has = await counts(tx, product.id);
        if (has.images === 0 || has.variants === 0) return refuse('active', ACTIVE_NEEDS.activate);
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
        descriptionHtml: product.descriptionHtml,
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
        descriptionHtml,
        featured: input.featured,
        active: input.active,
        deliveryKarnatakaPaise: input.deliveryKarnataka,
        deliveryOtherPaise: input.deliveryOther,
        categories: known.map((c) => c.name).sort(),
      };
      const change = changedFields(beforeFields, afterFields);
      if (!change)
        return { ok: true as const, message: 'Nothing to save: no field changed.', sanitised };

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
      return { ok: true as const, message: 'The product has been saved.', sanitised };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'name')) return refuse('name', CATALOG_MESSAGES.nameTaken);
    throw error;
  }
}

/** One variant's MRP, selling price, stock and active flag. */
export async function updateVariant(
  db: Db,
  staff: Staff,
  productPublicId: string,
  input: VariantInput,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const product = await productRow(tx, productPublicId, true);
    if (!product || !PUBLIC_ID.test(input.variantId)) return null;
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
    if (!variant) return null;
    if (product.active && variant.active && !input.active) {
      const has = await counts(tx, product.id);
      if (has.variants <= 1) return refuse('active', ACTIVE_NEEDS.variant);
    }
    // Orders took or released units since the page showed the stock: a stock left as shown
    // keeps what they left (a price edit must not put sold units back on sale); a stock
    // typed over a number that has moved is refused, to be checked again.
    let stock = input.stock;
    if (input.stockWas !== undefined && input.stockWas !== variant.stock) {
      if (input.stock !== input.stockWas) {
        return refuse('stock', CATALOG_MESSAGES.stockMoved(variant.stock));
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
    if (!change)
      return { ok: true as const, message: `Nothing to save for ${label}: no field changed.` };
    await tx.update(productVariants).set(change.after).where(eq(productVariants.id, variant.id));
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, product.id));
    await recordAudit(tx, staff, {
      action: 'variant.update',
      entityType: 'variant',
      entityId: variant.publicId,
      before: { product: product.publicId, productCode: variant.productCode, ...change.before },
      after: { product: product.publicId, productCode: variant.productCode, ...change.after },
    });
    return { ok: true as const, message: `${label} (${variant.productCode}) has been saved.` };
  });
}

// ---------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------

export type ImageType = { ext: 'jpg' | 'png' | 'webp'; mime: string };

/** The image's type from its first bytes (never from its name or its claimed type). */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => at(i) === b))
    return { ext: 'png', mime: 'image/png' };
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 16 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP')
    return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/** Where uploaded product images go (inside the uploads folder) and their public path. */
const UPLOAD_SUBDIR = 'products';
export const UPLOAD_URL_PREFIX = '/media/uploads/';

export interface StoredFile {
  path: string;
  file: string;
}

/**
 * Checks an uploaded file (size, magic bytes) and writes it under a random name. Null
 * when it is not an acceptable image. The caller removes `file` if its transaction fails.
 */
export async function storeUpload(uploadsDir: string, image: File): Promise<StoredFile | null> {
  if (image.size <= 0 || image.size > MAX_IMAGE_BYTES) return null;
  const bytes = new Uint8Array(await image.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES) return null;
  const type = sniffImage(bytes);
  if (!type) return null;
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const dir = path.join(uploadsDir, UPLOAD_SUBDIR);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await writeFile(file, bytes, { flag: 'wx' });
  return { path: `${UPLOAD_URL_PREFIX}${UPLOAD_SUBDIR}/${name}`, file };
}

async function discard(stored: StoredFile) {
  await rm(stored.file, { force: true });
}

export async function addImage(
  db: Db,
  staff: Staff,
  uploadsDir: string,
  productPublicId: string,
  input: { image: File; alt: string },
): Promise<Outcome> {
  if (!(await productRow(db, productPublicId))) return null;
  const stored = await storeUpload(uploadsDir, input.image);
  if (!stored) return refuse('image', CATALOG_MESSAGES.image);
  try {
    return await db.transaction(async (tx) => {
      const product = await productRow(tx, productPublicId, true);
      if (!product) return null;
      const [row] = await tx
        .insert(productImages)
        .values({
          productId: product.id,
          position: sql`(select coalesce(max(position), -1) + 1 from product_images where product_id = ${product.id})`,
          path: stored.path,
          alt: input.alt || product.name,
        })
        .returning();
      await recordAudit(tx, staff, {
        action: 'product.image.add',
        entityType: 'product',
        entityId: product.publicId,
        before: null,
        after: { image: { path: row!.path, alt: row!.alt, position: row!.position } },
      });
      return { ok: true as const, message: 'The image has been added.' };
    });
  } catch (error) {
    await discard(stored);
    throw error;
  }
}

async function imageOf(tx: Tx, productId: number, imageId: number) {
  const [image] = await tx
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
  return image ?? null;
}

export async function updateImageAlt(
  db: Db,
  staff: Staff,
  productPublicId: string,
  imageId: number,
  alt: string,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const product = await productRow(tx, productPublicId, true);
    if (!product) return null;
    const image = await imageOf(tx, product.id, imageId);
    if (!image) return null;
    if (image.alt === alt)
      return { ok: true as const, message: 'Nothing to save: the alt text is the same.' };
    await tx.update(productImages).set({ alt }).where(eq(productImages.id, image.id));
    await recordAudit(tx, staff, {
      action: 'product.image.alt',
      entityType: 'product',
      entityId: product.publicId,
      before: { image: image.path, alt: image.alt },
      after: { image: image.path, alt },
    });
    return { ok: true as const, message: 'The alt text has been saved.' };
  });
}

export async function moveImage(
  db: Db,
  staff: Staff,
  productPublicId: string,
  imageId: number,
  direction: 'up' | 'down',
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const product = await productRow(tx, productPublicId, true);
    if (!product) return null;
    const images = await tx
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position));
    const index = images.findIndex((image) => image.id === imageId);
    if (index < 0) return null;
    const other = images[direction === 'up' ? index - 1 : index + 1];
    const image = images[index]!;
    if (!other) return { ok: true as const, message: 'The image is already at that end.' };
    const beforeOrder = images.map((i) => i.path);
    // (product_id, position) is unique: park one image while they swap.
    await tx.update(productImages).set({ position: -1 }).where(eq(productImages.id, image.id));
    await tx
      .update(productImages)
      .set({ position: image.position })
      .where(eq(productImages.id, other.id));
    await tx
      .update(productImages)
      .set({ position: other.position })
      .where(eq(productImages.id, image.id));
    const afterOrder = [...beforeOrder];
    const otherIndex = direction === 'up' ? index - 1 : index + 1;
    [afterOrder[index], afterOrder[otherIndex]] = [afterOrder[otherIndex]!, afterOrder[index]!];
    await recordAudit(tx, staff, {
      action: 'product.image.reorder',
      entityType: 'product',
      entityId: product.publicId,
      before: { images: beforeOrder },
      after: { images: afterOrder },
    });
    return {
      ok: true as const,
      message: `The image is now number ${otherIndex + 1} of ${images.length}.`,
    };
  });
}

/** Takes an image off the product (the file stays: past orders and audit entries name it). */
export async function removeImage(
  db: Db,
  staff: Staff,
  productPublicId: string,
  imageId: number,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const product = await productRow(tx, productPublicId, true);
    if (!product) return null;
    const image = await imageOf(tx, product.id, imageId);
    if (!image) return null;
    if (product.active && (await counts(tx, product.id)).images <= 1) {
      return refuse('imageId', ACTIVE_NEEDS.image);
    }
    await tx.delete(productImages).where(eq(productImages.id, image.id));
    await recordAudit(tx, staff, {
      action: 'product.image.remove',
      entityType: 'product',
      entityId: product.publicId,
      before: { image: { path: image.path, alt: image.alt, position: image.position } },
      after: null,
    });
    return { ok: true as const, message: 'The image has been removed.' };
  });
}

// ---------------------------------------------------------------------------
// A new product
// ---------------------------------------------------------------------------

function ean13(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return body12 + String((10 - (sum % 10)) % 10);
}

const BARCODE_PREFIX = '8905171';

/** The next free barcode in the shop's range (as the seed numbers them). */
async function nextBarcode(tx: DbOrTx): Promise<string> {
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
  uploadsDir: string,
  input: NewProductInput,
): Promise<Outcome<{ id: string; sanitised: boolean }>> {
  // Cheap refusals before the file is written.
  if (await nameTaken(db, input.name)) return refuse('name', CATALOG_MESSAGES.nameTaken);
  const [category] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.id, Number(input.categoryId)), ne(categories.name, ALL_PRODUCTS)));
  if (!category) return refuse('categoryId', CATALOG_MESSAGES.category);
  const [codeRow] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productCode, input.productCode));
  if (codeRow) return refuse('productCode', CATALOG_MESSAGES.productCodeTaken);
  const stored = await storeUpload(uploadsDir, input.image);
  if (!stored) return refuse('image', CATALOG_MESSAGES.image);

  const descriptionHtml = sanitizeProductHtml(input.descriptionHtml);
  const sanitised = descriptionHtml !== input.descriptionHtml.replace(/\r\n/g, '\n');
  try {
    return await db
      .transaction(async (tx) => {
        if (await nameTaken(tx, input.name)) return refuse('name', CATALOG_MESSAGES.nameTaken);
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
          slug,
          descriptionHtml,
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
          ok: true as const,
          message: `${input.name} has been added.`,
          id: values.publicId,
          sanitised,
        };
      })
      .then(async (outcome) => {
        if (!outcome.ok) await discard(stored);
        return outcome;
      });
  } catch (error) {
    await discard(stored);
    if (isUniqueViolation(error, 'product_code'))
      return refuse('productCode', CATALOG_MESSAGES.productCodeTaken);
    if (isUniqueViolation(error, 'name')) return refuse('name', CATALOG_MESSAGES.nameTaken);
    throw error;
  }
}
