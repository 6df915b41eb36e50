/**
 * Uploaded images (the back office's product images, buyers' review photos): what type a
 * file is by its own first bytes, and where uploads are served from.
 */

/** Uploads are served under this path, from UPLOADS_DIR. */
export const UPLOAD_URL_PREFIX = '/media/uploads/';

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
