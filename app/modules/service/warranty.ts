/**
 * Warranty from the catalog's warranty options (issue 35): how many months a text such as
 * '2 Years', '6 Months' or 'Motor: 5 Years' gives, and which options still run on a day,
 * counted from the day the goods were delivered (India's calendar). Pure and client-safe.
 */

/** A warranty that never ends ('Lifetime'). */
export const LIFETIME = Number.POSITIVE_INFINITY;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  eighteen: 18,
  twenty: 20,
  'twenty-four': 24,
  thirty: 30,
  'thirty-six': 36,
};

const PERIOD =
  /(\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)\s*(?:-\s*)?(years?|yrs?|yr\.?|months?|mths?|mos?)\b/g;

/** Months in one '+'-free piece of text (the first period named), or null. */
function monthsIn(text: string): number | null {
  for (const match of text.matchAll(PERIOD)) {
    const [, amount = '', unit = ''] = match;
    const count = /^\d/.test(amount) ? Number(amount) : NUMBER_WORDS[amount];
    if (count === undefined || !Number.isFinite(count)) continue;
    const months = unit.startsWith('y') ? count * 12 : count;
    return Math.round(months);
  }
  return null;
}

/**
 * The months a warranty text gives: '1 Year' 12, '2 Years' 24, '6 Months' 6, 'Motor: 5
 * Years' 60, '1.5 years' 18, 'One Year' 12, '1 Year + 1 Year extended' 24, 'Lifetime'
 * LIFETIME, 'No warranty' 0; null when it names no period.
 */
export function warrantyMonths(text: string): number | null {
  const lower = text.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!lower) return null;
  if (/\blife ?time\b/.test(lower)) return LIFETIME;
  if (/\b(no|without) (warranty|guarantee)\b|^(none|nil|not applicable|n\/a)$/.test(lower))
    return 0;
  // What brackets say explains the period before them ('3 Years (1 year + 2 extended)').
  const parts = lower.replace(/\([^)]*\)/g, ' ').split(/\s*(?:\+|\bplus\b)\s*/);
  let total: number | null = null;
  for (const part of parts) {
    const months = monthsIn(part);
    if (months !== null) total = (total ?? 0) + months;
  }
  return total;
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The last day a warranty of `months` from `day` covers: the day before the same date that
 * many months later ('2026-01-15' + 12: '2027-01-14'); when that month has no such date,
 * its last day ('2026-01-31' + 1: '2026-02-28').
 */
export function warrantyEnd(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const total = month - 1 + months;
  const endYear = year + Math.floor(total / 12);
  const endMonth = ((total % 12) + 12) % 12;
  const last = daysInMonth(endYear, endMonth);
  const end =
    date > last
      ? new Date(Date.UTC(endYear, endMonth, last))
      : new Date(Date.UTC(endYear, endMonth, date - 1));
  return end.toISOString().slice(0, 10);
}

export interface WarrantyOption {
  option: string;
  value: string;
  /** The texts in Kannada, where the catalog has them (kept for the shopper's pages). */
  optionKn?: string | null;
  valueKn?: string | null;
}

/**
 * The day the warranty the shopper is told of ends: the product's own while it runs (a
 * part's longer one, the tank's 7 years, is not the product's), else the longest-running
 * part's; when none runs, the day the product's own ended; null for a lifetime one, or
 * when none is known.
 */
export function warrantyUntil(covers: readonly WarrantyCover[]): string | null {
  const running = covers.filter((cover) => cover.running);
  // None runs: the day it ended.
  const pool = running.length ? running : covers;
  const told = pool.some((cover) => cover.whole) ? pool.filter((cover) => cover.whole) : pool;
  if (told.some((cover) => cover.running && cover.until === null)) return null;
  return (
    told
      .flatMap((cover) => (cover.until ? [cover.until] : []))
      .sort()
      .at(-1) ?? null
  );
}

/** One warranty option on a day: what it covers, until when, and whether it still runs. */
export interface WarrantyCover extends WarrantyOption {
  /** Null: a lifetime warranty, or a text that names no period (then it does not run). */
  until: string | null;
  running: boolean;
  /** The product's own warranty ('Warranty', 'Guarantee'), not a part's ('Motor Warranty'). */
  whole: boolean;
}

export interface WarrantyState {
  options: WarrantyCover[];
  /** Some option still runs: the repair may be free (staff check what the fault is). */
  underWarranty: boolean;
  /** Only parts' warranties run (the product's own has ended): a repair of others is charged. */
  partsOnly: boolean;
  /** The latest day an option covers (null: lifetime, or none known). */
  until: string | null;
}

const WHOLE =
  /^\s*((product|standard|quality|brand|manufacturer'?s?)\s+)?(warranty|guarantee)\s*$/i;
/** 'Motor Warranty', 'Tank Warranty': a part's, whatever else the product lists. */
const PART = /\b(warranty|guarantee)\b/i;

/**
 * The warranty options of a product delivered on `deliveredOn`, as of `today` (both
 * YYYY-MM-DD, India). A month count read from the value, else from the option's own text.
 */
export function warrantyState(
  options: readonly WarrantyOption[],
  deliveredOn: string,
  today: string,
): WarrantyState {
  const anyWhole = options.some((option) => WHOLE.test(option.option));
  const covers = options.map((option): WarrantyCover => {
    const months = warrantyMonths(option.value) ?? warrantyMonths(option.option);
    // Without a 'Warranty' of its own, an option that names no part ('Period') is the product's.
    const whole = WHOLE.test(option.option) || (!anyWhole && !PART.test(option.option));
    if (months === LIFETIME) return { ...option, until: null, running: true, whole };
    if (months === null || months <= 0) return { ...option, until: null, running: false, whole };
    const until = warrantyEnd(deliveredOn, months);
    return { ...option, until, running: today <= until, whole };
  });
  const running = covers.filter((cover) => cover.running);
  return {
    options: covers,
    underWarranty: running.length > 0,
    partsOnly: running.length > 0 && !running.some((cover) => cover.whole),
    until: warrantyUntil(covers),
  };
}
