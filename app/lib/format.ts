/**
 * Formatting at the edge: money arrives as integer paise and leaves as Indian rupees;
 * dates are shown in Asia/Kolkata. Pure functions, safe on server and client (the same
 * output on both, so hydration matches).
 */

const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export interface FormatRupeesOptions {
  /** Show paise as two decimals (order summaries). Default: whole rupees, rounded. */
  decimals?: boolean;
}

/** `12345600` -> `₹1,23,456`; with `{ decimals: true }` -> `₹1,23,456.00`. */
export function formatRupees(paise: number, options: FormatRupeesOptions = {}): string {
  const rupees = paise / 100;
  return (options.decimals ? RUPEES_AND_PAISE : WHOLE_RUPEES).format(rupees);
}

/** Discount shown to shoppers: round((base - discounted) / base x 100); 0 when there is none. */
export function discountPercent(basePaise: number, discountedPaise: number): number {
  if (basePaise <= 0 || discountedPaise >= basePaise) return 0;
  return Math.round(((basePaise - discountedPaise) / basePaise) * 100);
}

const ORDER_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An order's time in Asia/Kolkata, e.g. `November 22, 6:45 PM`. */
export function formatOrderDate(date: Date | string | number): string {
  const parts = Object.fromEntries(
    ORDER_DATE.formatToParts(new Date(date)).map((part) => [part.type, part.value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  return `${parts.month} ${parts.day}, ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toUpperCase()}`;
}
