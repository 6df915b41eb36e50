/**
 * A product's images: uploads checked by their bytes and stored under a random name, alt
 * texts, their order, and taking one off. Each change is one transaction with its audit
 * entry.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../../db/client.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import type { FileStore } from '../../../lib/file-store.server.ts';
import { sniffImage, UPLOAD_URL_PREFIX } from '../../../lib/uploaded-images.ts';
import { productImages } from '../../catalog/schema.ts';
import type { Staff } from '../access.server.ts';
import { changedFields, recordAudit, sentFields } from '../audit.server.ts';
import { CATALOG_MESSAGES, MAX_IMAGE_BYTES } from '../catalog-limits.ts';
import { ACTIVE_NEEDS, counts, productToChange } from './rows.server.ts';

export const IMAGE_NOT_FOUND = 'This image was not found.';

/** Refuses a file that is not an image the shop takes (size, type by its bytes). */
export const notAnImage = () =>
  new DomainError('rejected', CATALOG_MESSAGES.image, { field: 'image' });

/** What a change of images answers: the sentence that says what was done. */
export type Saved = { message: string };

/** Where uploaded product images go (a folder of the uploads). */
const UPLOAD_SUBDIR = 'products';

export interface StoredUpload {
  /** What the image's row holds: the path the shop serves it at. */
  path: string;
  /** Its key in the file store. */
  key: string;
  files: FileStore;
}

/**
 * Checks an uploaded file (size, magic bytes) and stores it under a random name, with the
 * type its bytes say. Null when it is not an acceptable image. The caller discards it if
 * its transaction fails.
 */
export async function storeUpload(files: FileStore, image: File): Promise<StoredUpload | null> {
  if (image.size <= 0 || image.size > MAX_IMAGE_BYTES) return null;
  const bytes = new Uint8Array(await image.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES) return null;
  const type = sniffImage(bytes);
  if (!type) return null;
  const key = `${UPLOAD_SUBDIR}/${randomBytes(16).toString('hex')}.${type.ext}`;
  await files.put(key, bytes, type.mime);
  return { path: `${UPLOAD_URL_PREFIX}${key}`, key, files };
}

export async function discard(stored: StoredUpload) {
  await stored.files.delete(stored.key);
}

export async function addImage(
  db: Db,
  staff: Staff,
  files: FileStore,
  productPublicId: string,
  input: { image: File; alt: string },
): Promise<Saved> {
  await productToChange(db, productPublicId);
  const stored = await storeUpload(files, input.image);
  if (!stored) throw notAnImage();
  try {
    return await db.transaction(async (tx) => {
      const product = await productToChange(tx, productPublicId);
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
      return { message: 'The image has been added.' };
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
  if (!image) throw new DomainError('not_found', IMAGE_NOT_FOUND);
  return image;
}

/** An image's alt text and its Kannada twin (null: the shop shows the English). */
export async function updateImageAlt(
  db: Db,
  staff: Staff,
  productPublicId: string,
  imageId: number,
  input: { alt: string; altKn?: string | null },
): Promise<Saved> {
  return db.transaction(async (tx) => {
    const product = await productToChange(tx, productPublicId);
    const image = await imageOf(tx, product.id, imageId);
    const change = changedFields(
      { alt: image.alt, altKn: image.altKn },
      sentFields({ alt: input.alt, altKn: input.altKn }),
    );
    if (!change) return { message: 'Nothing to save: the alt text is the same.' };
    await tx.update(productImages).set(change.after).where(eq(productImages.id, image.id));
    await recordAudit(tx, staff, {
      action: 'product.image.alt',
      entityType: 'product',
      entityId: product.publicId,
      before: { image: image.path, ...change.before },
      after: { image: image.path, ...change.after },
    });
    return { message: 'The alt text has been saved.' };
  });
}

export async function moveImage(
  db: Db,
  staff: Staff,
  productPublicId: string,
  imageId: number,
  direction: 'up' | 'down',
): Promise<Saved> {
  return db.transaction(async (tx) => {
    const product = await productToChange(tx, productPublicId);
    const images = await tx
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position));
    const index = images.findIndex((image) => image.id === imageId);
    if (index < 0) throw new DomainError('not_found', IMAGE_NOT_FOUND);
    const other = images[direction === 'up' ? index - 1 : index + 1];
    const image = images[index]!;
    if (!other) return { message: 'The image is already at that end.' };
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
): Promise<Saved> {
  return db.transaction(async (tx) => {
    const product = await productToChange(tx, productPublicId);
    const image = await imageOf(tx, product.id, imageId);
    if (product.active && (await counts(tx, product.id)).images <= 1) {
      throw new DomainError('rejected', ACTIVE_NEEDS.image, { field: 'imageId' });
    }
    await tx.delete(productImages).where(eq(productImages.id, image.id));
    await recordAudit(tx, staff, {
      action: 'product.image.remove',
      entityType: 'product',
      entityId: product.publicId,
      before: { image: { path: image.path, alt: image.alt, position: image.position } },
      after: null,
    });
    return { message: 'The image has been removed.' };
  });
}
