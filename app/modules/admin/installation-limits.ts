/**
 * The installation settings' limits, messages and wording (issue 35), without Zod: the
 * pages show them, and the schemas (installation-validation.ts) and the changes
 * (installation-settings.server.ts) apply them. English only, like every back-office text.
 */
import { formatRupees } from '../../lib/format.ts';

/** ₹1,00,000: a fitting costs far less; more is a typing mistake. */
export const MAX_INSTALLATION_PAISE = 100_000_00;
/** A visit's length, as the tables' checks allow it. */
export const VISIT_MINUTES = { min: 15, max: 480 } as const;
/** Visits a store's technicians can make in one slot. */
export const MAX_VISITS_PER_SLOT = 20;
/** A store's served pincodes: Karnataka has about 1,800, so more is a pasted mistake. */
export const MAX_STORE_PINCODES = 2000;
/** The pincodes box: 2,000 pincodes with their line breaks, well under a form's 64 KB. */
export const PINCODES_TEXT_MAX = 16_000;
/** Bad lines named in the pincodes' refusal; the rest are counted. */
export const PINCODE_ERRORS_SHOWN = 10;

/** A product's own answer, over its category's. */
export const PRODUCT_INSTALLATION = ['category', 'none', 'own'] as const;
export type ProductInstallationChoice = (typeof PRODUCT_INSTALLATION)[number];
export const PRODUCT_INSTALLATION_LABELS: Record<ProductInstallationChoice, string> = {
  category: 'As its category',
  none: 'Not installed',
  own: 'Installed',
};

/** 0 Sunday … 6 Saturday, as store_capacity.working_days counts them. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const INSTALLATION_SETTINGS_MESSAGES = {
  category: 'This category was not found, or is a grouping that is never installed.',
  product: 'This product was not found.',
  store: 'This store was not found.',
  price: 'Please enter the price in rupees, from 0 (included) to 1,00,000, e.g. 499 or 499.50.',
  minutes: `Please enter a visit’s length in minutes, from ${VISIT_MINUTES.min} to ${VISIT_MINUTES.max}.`,
  choice: 'Please choose how this product is installed.',
  morning: `Please enter the visits a morning can take, from 0 to ${MAX_VISITS_PER_SLOT}.`,
  afternoon: `Please enter the visits an afternoon can take, from 0 to ${MAX_VISITS_PER_SLOT}.`,
  workingDays: 'Please choose the days its technicians work.',
  tooManyPincodes: `A store can serve at most ${MAX_STORE_PINCODES} pincodes.`,
  visitsAhead:
    'Visits are booked with this store from today on, so it keeps installing: set its visits to 0 to take no more bookings.',
  holidayGone: 'This holiday is not on the store’s list.',
} as const;

/** A price as staff read it: 'included', '₹499' or '₹499.50'. */
export function installationPrice(paise: number): string {
  if (paise === 0) return 'included';
  return formatRupees(paise, { decimals: paise % 100 !== 0 });
}

/** 'included, 60 min' or '₹599, 90 min'. */
export function termsText(terms: { pricePaise: number; minutes: number }): string {
  return `${installationPrice(terms.pricePaise)}, ${terms.minutes} min`;
}

/** 'Monday to Saturday' for a run of days, else 'Monday, Wednesday and Friday'. */
export function weekdaysText(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  const names = sorted.map((day) => WEEKDAY_NAMES[day]);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) return 'no day';
  if (sorted.length > 2 && last - first === sorted.length - 1) {
    return `${WEEKDAY_NAMES[first]} to ${WEEKDAY_NAMES[last]}`;
  }
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
}
