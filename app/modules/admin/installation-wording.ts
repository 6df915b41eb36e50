/**
 * How installation's terms and a store's days are said in the back office (issue 35):
 * the pages' notes and the changes' answers say them alike.
 */
import { formatRupees } from '../../lib/format.ts';
import { WEEKDAY_NAMES } from './installation-limits.ts';

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
