/**
 * Couriers and their tracking (issue 34): each courier's tracking page takes the AWB in
 * its address, and where the courier's AWB format is known, an AWB that does not fit it
 * is refused before it reaches a shopper. Pure and client-safe.
 */

/** The statuses of one shipment, a subset of the order's (view.ts), in their order. */
export const SHIPMENT_STATUSES = ['Shipped', 'Out for Delivery', 'Delivered'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export interface Courier {
  code: string;
  name: string;
  /** The courier's tracking page, `{awb}` where the AWB goes; null: no page (the seller's van). */
  trackingUrl: string | null;
  /** The AWB's format as a regular expression; null when any AWB goes. */
  awbPattern: string | null;
}

/**
 * The AWB formats staff may write: character classes and letters or digits, each with an
 * optional bounded count ({n} or {n,m}), in alternatives separated by '|'; no groups, no
 * open-ended repeats. Such a pattern cannot backtrack without bound (an admin's
 * '([0-9]+)+' would stall every request while one AWB was checked against it).
 */
const ATOM = String.raw`(?:\[[A-Z0-9-]{1,20}\]|[A-Z0-9])(?:\{[0-9]{1,2}(?:,[0-9]{1,2})?\})?`;
const SAFE_FORMAT = new RegExp(String.raw`^(?:${ATOM}){1,20}(?:\|(?:${ATOM}){1,20}){0,4}$`);

/** Whether an AWB format is one the shop accepts (see SAFE_FORMAT). */
export const isSafeAwbFormat = (pattern: string) => SAFE_FORMAT.test(pattern);

/** The courier's own tracking page for this AWB, or null. */
export function trackingUrlFor(courier: Pick<Courier, 'trackingUrl'>, awb: string | null) {
  if (!courier.trackingUrl || !awb) return null;
  return courier.trackingUrl.replace('{awb}', encodeURIComponent(awb));
}

/** The AWB as kept: upper case, without spaces. */
export const normalizedAwb = (awb: string) => awb.replace(/\s+/g, '').toUpperCase();

/** Why the AWB does not fit the courier, or null when it does (or the courier has no format). */
export function awbProblem(courier: Courier, awb: string): string | null {
  const value = normalizedAwb(awb);
  if (!value) return courier.trackingUrl ? `Please enter the ${courier.name} AWB number.` : null;
  if (!/^[A-Z0-9-]{1,40}$/.test(value)) return 'An AWB has letters and digits only.';
  // A stored format the shop would not accept now is not run (it may backtrack without bound).
  const fits =
    courier.awbPattern && isSafeAwbFormat(courier.awbPattern)
      ? new RegExp(`^(?:${courier.awbPattern})$`).test(value)
      : value.length >= 4;
  return fits ? null : `This is not a ${courier.name} AWB number.`;
}
