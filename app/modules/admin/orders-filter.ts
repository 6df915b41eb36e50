/**
 * The orders list's search and filters, read from the query string: shared by the loader
 * (which trusts nothing) and the filter form (which shows what was asked).
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../order/view.ts';
import { searchText } from './paging.ts';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** A day of the calendar as YYYY-MM-DD (not 2024-02-30, which PostgreSQL refuses). */
const day = z.string().refine((text) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text < '1970') return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
});

export const OrdersFilterSchema = z.object({
  q: optional(
    z
      .string()
      .max(100)
      .transform((q) => searchText(q, 100)),
  ),
  status: optional(z.enum(ORDER_STATUSES)),
  method: optional(z.enum(PAYMENT_METHODS)),
  from: optional(day),
  to: optional(day),
  /** '1': only orders past their promised delivery date, still on their way (issue 34). */
  late: optional(z.literal('1')),
  /** '1': only orders with a WhatsApp or SMS update that failed this week (issue 34). */
  updatesFailed: optional(z.literal('1')),
  /** A store's code: only the orders picked up there (issue 35), for its counter. */
  pickup: optional(z.string().regex(/^[A-Za-z0-9-]{1,40}$/)),
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
