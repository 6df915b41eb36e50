/** The API's one error shape: { error: { code, message, fields? } }. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { DomainError } from '../../app/lib/domain-error.ts';
import { TOO_MANY_REQUESTS } from '../../app/lib/rate-limits.server.ts';

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return c.json(body, status);
}

/** First message per field, keyed by the field's path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A refusal thrown by a handler and answered in the API's error shape (see onError). */
export class Refused extends Error {
  readonly status: 400 | 401 | 403 | 404 | 429;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;
  constructor(
    status: 400 | 401 | 403 | 404 | 429,
    code: string,
    message: string,
    fields?: Record<string, string>,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The 429 of a request a rate limit refused, with when to try again. */
export function rateLimited(refusal: { retryAfterSeconds: number }): Refused {
  return new Refused(429, 'rate_limited', TOO_MANY_REQUESTS, undefined, refusal.retryAfterSeconds);
}

/**
 * The routes' onError: a refusal (with its Retry-After) or a domain refusal answered in
 * the API's error shape; anything else goes on as a fault (500).
 */
export function answerRefusals(error: Error, c: Context) {
  if (error instanceof Refused) {
    if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
    return apiError(c, error.status, error.code, error.message, error.fields);
  }
  if (error instanceof DomainError) return apiError(c, error.status, error.code, error.message);
  throw error;
}

/**
 * As answerRefusals, and a domain refusal about one field names it in `error.fields` (the
 * checkout's and installation's: 'we do not deliver to this pincode', 'that slot was taken').
 */
export function answerFieldRefusals(error: Error, c: Context) {
  if (error instanceof DomainError && error.field) {
    return apiError(c, error.status, error.code, error.message, { [error.field]: error.message });
  }
  return answerRefusals(error, c);
}
