/**
 * Refusals by the HTTP shell before a handler runs (rate limit, body size, body type):
 * the API's JSON error shape under /api/, a short plain-text message for pages.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiError } from './api/errors.ts';

export function refuse(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  if (c.req.path.startsWith('/api/')) return apiError(c, status, code, message);
  return c.text(message, status);
}
