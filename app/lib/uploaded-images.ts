/**
 * Uploaded images (the back office's product images, buyers' review photos): what type a
 * file is by its own first bytes, and where uploads are served from.
 */

/** Uploads are served under this path, from UPLOADS_DIR or the bucket (file-store.server.ts). */
export const UPLOAD_URL_PREFIX = '/media/uploads/';

/** The types the shop stores and serves uploads as: never HTML or SVG. */
export const UPLOAD_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A stored path's key in the file store ('/media/uploads/products/x.png' → 'products/x.png'). */
export const uploadKey = (path: string) =>
  path.startsWith(UPLOAD_URL_PREFIX) ? path.slice(UPLOAD_URL_PREFIX.length) : null;

/** Folders whose files are a shopper's private photos: always through the shop. */
const PRIVATE_FOLDERS = ['service-requests/'];

export const isPrivateUpload = (key: string) =>
  PRIVATE_FOLDERS.some((folder) => key.startsWith(folder));

let publicBase: string | undefined;

/**
 * Links public uploads (product images, review photos) from the bucket's own address
 * (S3_PUBLIC_URL) from now on; set once when the app starts (undefined: through the shop).
 */
export function linkUploadsFrom(base: string | undefined) {
  publicBase = base?.replace(/\/+$/, '');
}

/**
 * Where a page links an upload from: its stored path (served by the shop), or its address in
 * the bucket when S3_PUBLIC_URL is set and it is not private. Anything else is left as it is.
 */
export function uploadHref(path: string): string {
  const key = uploadKey(path);
  if (!publicBase || key === null || isPrivateUpload(key)) return path;
  return `${publicBase}/${key}`;
}

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
