/**
 * The orders list's search and filters, read from the query string: shared by the loader
 * (which trusts nothing) and the filter form (which shows what was asked).
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../order/view.ts';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const OrdersFilterSchema = z.object({
  q: optional(z.string().trim().max(100)),
  status: optional(z.enum(ORDER_STATUSES)),
  method: optional(z.enum(PAYMENT_METHODS)),
  from: optional(z.string().regex(DAY)),
  to: optional(z.string().regex(DAY)),
});

export type OrdersFilter = z.output<typeof OrdersFilterSchema>;

/** The filters in the URL; anything malformed is dropped rather than refused. */
export function readOrdersFilter(search: URLSearchParams): OrdersFilter {
  const filter: Record<string, unknown> = {};
  for (const key of Object.keys(OrdersFilterSchema.shape) as (keyof OrdersFilter)[]) {
    const one = OrdersFilterSchema.shape[key].safeParse(search.get(key));
    if (one.success && one.data !== undefined) filter[key] = one.data;
  }
  return filter as OrdersFilter;
}
