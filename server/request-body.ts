/**
 * Request bodies: small, and of a type their handler reads. Nothing the shop accepts
 * (forms, JSON calls) comes near 64 KB; a body is counted as it streams in and refused
 * as soon as it passes the limit, so a huge upload costs no memory.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { refuse } from './refusal.ts';

export const MAX_BODY_BYTES = 64 * 1024;
/** The back office's image uploads (an image of at most 1 MB and a few fields). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** A review with its photos: 3 of at most 5 MB each, and the text (rules.ts PHOTO_LIMITS). */
export const MAX_PHOTOS_BYTES = 16 * 1024 * 1024;

export function bodySizeLimit(maxSize = MAX_BODY_BYTES): MiddlewareHandler {
  const limit = maxSize >= 1024 * 1024 ? `${maxSize / (1024 * 1024)} MB` : `${maxSize / 1024} KB`;
  const limited = bodyLimit({
    maxSize,
    onError: (c) =>
      refuse(
        c,
        413,
        'payload_too_large',
        `This request is too large: at most ${limit} can be sent.`,
      ),
  });
  // An HTTP/1.1 request without Content-Length or Transfer-Encoding has no body (Node's
  // parser reads none). Hono's middleware asks for the body to know, and the adapter then
  // builds the whole fetch Request (about 8 KB for every page view): asked only when
  // there is one.
  return (c, next) =>
    c.req.header('Content-Length') === undefined && c.req.header('Transfer-Encoding') === undefined
      ? next()
      : limited(c, next);
}

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** Route actions read forms: any other body (JSON, XML, text) is refused, never parsed. */
export function formsOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (FORM_TYPE.test(c.req.header('Content-Type') ?? '')) return next();
    return refuse(
      c,
      415,
      'unsupported_media_type',
      'This form could not be read: send it as application/x-www-form-urlencoded or multipart/form-data.',
    );
  };
}
