/**
 * The installation settings' forms (issue 35): a category's terms, a product's own answer,
 * a store's places per slot and working days, and its served pincodes. Browser-safe: the
 * pages check with the schemas their actions apply. Money is typed in rupees and leaves
 * as paise. A price or a length is read only when it applies (a category installed, a
 * product installed on its own terms), so what is left in a box that does not apply never
 * stops a save.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { isValidPincode } from '../shipping/pincode.ts';
import { rupeesToPaise } from './catalog-limits.ts';
import { checkbox, wholeNumber } from './form-rules.ts';
import {
  MAX_INSTALLATION_PAISE,
  MAX_STORE_PINCODES,
  MAX_VISITS_PER_SLOT,
  PINCODE_ERRORS_SHOWN,
  PINCODES_TEXT_MAX,
  PRODUCT_INSTALLATION,
  VISIT_MINUTES,
} from './installation-limits.ts';

/** The refusals, the schemas' and the changes' (installation-settings.server.ts). */
export const SETTINGS_MESSAGES = {
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

/** A box as posted: absent, or its text (possibly blank). */
const box = z.string().max(1000).optional();
const blank = (value: string | undefined) => value === undefined || value.trim() === '';

type Issue = (path: string, message: string) => void;

function pricePaise(text: string | undefined, issue: Issue): number | undefined {
  const paise = rupeesToPaise(text ?? '');
  if (paise !== null && paise <= MAX_INSTALLATION_PAISE) return paise;
  issue('price', SETTINGS_MESSAGES.price);
  return undefined;
}

const minutesRule = wholeNumber(SETTINGS_MESSAGES.minutes, VISIT_MINUTES.min, VISIT_MINUTES.max);
const slotRule = (message: string) => wholeNumber(message, 0, MAX_VISITS_PER_SLOT);

/** The field's rule applied to its text, its message under that field. */
function read<T>(rule: z.ZodType<T, string>, path: string, text: string | undefined, issue: Issue) {
  const parsed = rule.safeParse(text ?? '');
  if (!parsed.success) issue(path, parsed.error.issues[0]?.message ?? '');
  return parsed.success ? parsed.data : undefined;
}

const issuesOf =
  (ctx: z.RefinementCtx): Issue =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path: [path], message });

/** One row of the installed categories' table: installed or not, its price and length. */
export const CategoryInstallationSchema = z
  .object({
    category: z
      .string({ error: SETTINGS_MESSAGES.category })
      .regex(/^\d{1,9}$/, SETTINGS_MESSAGES.category)
      .transform(Number),
    installed: checkbox,
    price: box,
    minutes: box,
  })
  .transform((form, ctx) => {
    if (!form.installed) return { categoryId: form.category, terms: null };
    const issue = issuesOf(ctx);
    const price = pricePaise(form.price, issue);
    const minutes = read(minutesRule, 'minutes', form.minutes, issue);
    if (price === undefined || minutes === undefined) return z.NEVER;
    return { categoryId: form.category, terms: { pricePaise: price, minutes } };
  });
export type CategoryInstallationInput = z.output<typeof CategoryInstallationSchema>;

export type ProductInstallationInput =
  | { installation: 'category' }
  | { installation: 'none' }
  | { installation: 'own'; pricePaise: number | null; minutes: number | null };

/**
 * A product's answer: as its category (no row of its own), not installed, or installed
 * with its own price and length, each left blank to keep the category's.
 */
export const ProductInstallationSchema = z
  .object({
    installation: z.enum(PRODUCT_INSTALLATION, { error: SETTINGS_MESSAGES.choice }),
    price: box,
    minutes: box,
  })
  .transform((form, ctx): ProductInstallationInput => {
    if (form.installation !== 'own') return { installation: form.installation };
    const issue = issuesOf(ctx);
    const price = blank(form.price) ? null : pricePaise(form.price, issue);
    const minutes = blank(form.minutes) ? null : read(minutesRule, 'minutes', form.minutes, issue);
    if (price === undefined || minutes === undefined) return z.NEVER;
    return { installation: 'own' as const, pricePaise: price, minutes };
  });

/** Seven checkboxes of one name: none, one (a string) or several (a list). */
const weekdays = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string().regex(/^[0-6]$/, SETTINGS_MESSAGES.workingDays), {
    error: SETTINGS_MESSAGES.workingDays,
  }),
);

/** A store's technicians: whether it installs, its places per slot, the days they work. */
export const StoreCapacitySchema = z
  .object({
    installs: checkbox,
    morning: box,
    afternoon: box,
    workingDays: weekdays,
  })
  .transform((form, ctx) => {
    if (!form.installs) return { capacity: null };
    const issue = issuesOf(ctx);
    const morning = read(slotRule(SETTINGS_MESSAGES.morning), 'morning', form.morning, issue);
    const afternoon = read(
      slotRule(SETTINGS_MESSAGES.afternoon),
      'afternoon',
      form.afternoon,
      issue,
    );
    const workingDays = [...new Set(form.workingDays.map(Number))].sort((a, b) => a - b);
    if (!workingDays.length) issue('workingDays', SETTINGS_MESSAGES.workingDays);
    if (morning === undefined || afternoon === undefined || !workingDays.length) return z.NEVER;
    return { capacity: { morning, afternoon, workingDays } };
  });
export type StoreCapacityInput = z.output<typeof StoreCapacitySchema>;

/**
 * The pincodes typed or pasted, one a line or separated by commas or spaces: each a real
 * pincode, repeats collapsed, in order. A refusal names each bad line (up to ten) and
 * what is on it, so a long paste is put right without hunting.
 */
export function readPincodeList(text: string): { pincodes: string[] } | { error: string } {
  const pincodes = new Set<string>();
  const bad: string[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    const wrong = line
      .split(/[\s,;]+/)
      .filter(Boolean)
      .filter((token) => {
        if (!isValidPincode(token)) return true;
        pincodes.add(token);
        return false;
      });
    // Only letters and digits are echoed: a message must carry no markup or placeholder.
    const shown = wrong.map((token) => token.replace(/[^\p{L}\p{N}-]/gu, '').slice(0, 12) || '?');
    if (wrong.length) bad.push(`line ${index + 1} (${shown.join(', ')})`);
  });
  if (bad.length) {
    const named = bad.slice(0, PINCODE_ERRORS_SHOWN);
    const more = bad.length - named.length;
    const list = [
      named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0],
      more ? `, and ${more} more ${more === 1 ? 'line' : 'lines'}` : '',
    ].join('');
    return { error: `Each pincode is 6 digits, the first not 0. Please correct ${list}.` };
  }
  if (pincodes.size > MAX_STORE_PINCODES) return { error: SETTINGS_MESSAGES.tooManyPincodes };
  return { pincodes: [...pincodes].sort() };
}

export const StorePincodesSchema = z
  .object({
    pincodes: z.string().max(PINCODES_TEXT_MAX, SETTINGS_MESSAGES.tooManyPincodes).optional(),
  })
  .transform((form, ctx) => {
    const read = readPincodeList(form.pincodes ?? '');
    if ('error' in read) {
      ctx.addIssue({ code: 'custom', path: ['pincodes'], message: read.error });
      return z.NEVER;
    }
    return read.pincodes;
  });
