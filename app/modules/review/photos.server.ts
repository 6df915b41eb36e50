/**
 * A review's photos (issue 31): at most 3, each a JPEG, PNG or WebP of at most 5 MB by its
 * own bytes (never its name or claimed type). The shop never serves what was sent: each is
 * decoded and re-encoded by sharp as a WebP for display (1200 px at most) and a thumbnail,
 * turned upright by its EXIF orientation, with every metadata block (EXIF, GPS location,
 * XMP, ICC) left behind. A file that claims more pixels than a phone camera takes is
 * refused before it is decoded (a decompression bomb), as is anything sharp cannot read.
 * Service requests' photos (issue 35) go the same way into a folder of their own
 * (`photoStore`).
 */
import { randomBytes } from 'node:crypto';
import { DomainError } from '../../lib/domain-error.ts';
import type { FileStore } from '../../lib/file-store.server.ts';
import { sniffImage, UPLOAD_URL_PREFIX } from '../../lib/uploaded-images.ts';
import { PHOTO_LIMITS, REVIEW_MESSAGES } from './rules.ts';
import { reviewThumb } from './view.ts';

const refused = (message: string) => new DomainError('rejected', message, { field: 'photos' });

type Sharp = typeof import('sharp').default;
let sharpLoaded: Promise<Sharp> | undefined;
/**
 * sharp (libvips, about 10 MB resident once loaded) comes with the first photo, not with the
 * process: most of the shop's processes never see one (ADR 0038). libvips' cache is off: each
 * photo is decoded once, and the cache would keep up to 50 MB of it.
 */
function loadSharp(): Promise<Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/** The files a form or a multipart call sent as `photos` (empty file inputs are no photo). */
export function photoFiles(values: readonly FormDataEntryValue[]): File[] {
  return values.filter((value): value is File => typeof value !== 'string' && value.size > 0);
}

/** Checks the count, sizes and types, then decodes each: the refusal names what is wrong. */
async function reencode(file: File): Promise<{ display: Buffer; thumb: Buffer }> {
  if (file.size > PHOTO_LIMITS.maxBytes) throw refused(REVIEW_MESSAGES.photoTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImage(bytes)) throw refused(REVIEW_MESSAGES.photoType);
  const sharp = await loadSharp();
  const source = () =>
    sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'error' }).rotate();
  try {
    const [display, thumb] = await Promise.all([
      source()
        .resize({
          width: PHOTO_LIMITS.displayPx,
          height: PHOTO_LIMITS.displayPx,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 80 })
        .toBuffer(),
      source()
        .resize({ width: PHOTO_LIMITS.thumbPx, height: PHOTO_LIMITS.thumbPx, fit: 'cover' })
        .webp({ quality: 70 })
        .toBuffer(),
    ]);
    return { display, thumb };
  } catch {
    // Not decodable, truncated, or over the pixel limit: sharp refused it before decoding it.
    throw refused(REVIEW_MESSAGES.photoUnreadable);
  }
}

export interface StoredPhotos {
  paths: string[];
  /** Takes the files away again (the review they were for was not saved). */
  discard(): Promise<void>;
}

/** A stored photo's file name: 128 random bits. */
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;

export interface PhotoStore {
  /** Re-encodes and stores the photos; refuses the lot if one is wrong or there are too many. */
  store(store: FileStore, files: File[], alreadyKept?: number): Promise<StoredPhotos>;
  /** Removes stored photos and their thumbnails (a path that is none of this folder's is left alone). */
  remove(store: FileStore, photos: readonly string[]): Promise<void>;
}

/**
 * The photos of one folder of the uploads (`reviews`, `service-requests`), in UPLOADS_DIR or
 * the bucket, served under /media/uploads/{folder}/ by random names: at most 3 to a review
 * or a request.
 */
export function photoStore(subdir: string): PhotoStore {
  if (!/^[a-z-]+$/.test(subdir)) throw new Error(`not a photo folder: ${subdir}`);
  const prefix = `${UPLOAD_URL_PREFIX}${subdir}/`;
  /** A stored photo's path, as a row's photos hold it: the prefix and a random name. */
  const isStored = (photo: string) =>
    photo.startsWith(prefix) && STORED_NAME.test(photo.slice(prefix.length));
  const remove = async (store: FileStore, photos: readonly string[]) => {
    await Promise.all(
      photos
        .filter(isStored)
        .flatMap((photo) => [photo, reviewThumb(photo)])
        .map((photo) => store.delete(`${subdir}/${photo.slice(prefix.length)}`)),
    );
  };
  return {
    remove,
    async store(store, files, alreadyKept = 0) {
      if (files.length + alreadyKept > PHOTO_LIMITS.maxCount) {
        throw refused(REVIEW_MESSAGES.photoCount);
      }
      const encoded = [];
      for (const file of files) encoded.push(await reencode(file));
      const paths: string[] = [];
      try {
        for (const { display, thumb } of encoded) {
          const photo = `${prefix}${randomBytes(16).toString('hex')}.webp`;
          // Listed first: if a write fails, whatever of it was written is taken away too.
          paths.push(photo);
          await store.put(`${subdir}/${photo.slice(prefix.length)}`, display, 'image/webp');
          await store.put(
            `${subdir}/${reviewThumb(photo).slice(prefix.length)}`,
            thumb,
            'image/webp',
          );
        }
      } catch (error) {
        await remove(store, paths).catch(() => {});
        throw error;
      }
      return { paths, discard: () => remove(store, paths) };
    },
  };
}

const reviewPhotos = photoStore('reviews');

/** A review's photos (under /media/uploads/reviews/). */
export const storePhotos = reviewPhotos.store;
export const removePhotos = reviewPhotos.remove;
