/**
 * Runs a cart or wishlist change for a route action: the form is parsed with its schema
 * first (a refused form creates nothing), the shopper's session is created only by the
 * change itself once it has something to keep, and a refusal the shopper can act on
 * (DomainError) becomes a 404/409 answer with its message instead of an error page.
 */
import { data, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Shopper, shopperOf } from '../modules/shopper/owner.server.ts';
import { DomainError } from './domain-error.ts';
import { parseFormSubmission } from './forms.server.ts';
import { requestInfo, services } from './services.server.ts';

export async function runShopperAction<S extends z.ZodType>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  schema: S,
  change: (input: z.output<S>, db: Db, shopper: Shopper) => Promise<string>,
) {
  const parsed = await parseFormSubmission(request, schema, { coerce: false });
  if (!parsed.ok) return parsed.response;
  const db = services(context).database.db;
  const shopper = shopperOf(requestInfo(context).session);
  try {
    return { ok: true as const, message: await change(parsed.value, db, shopper) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data(
      {
        ok: false as const,
        message: error.message,
        result: parsed.submission.reply({ formErrors: [error.message] }),
      },
      { status: error.status },
    );
  }
}
