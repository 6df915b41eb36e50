/**
 * The shopper's comparison list (issue 32), client-safe: up to four products of one
 * category, kept in the `compare` cookie as their public ids (ADR 0025's registry names
 * it as a kind of personal state kept in a cookie). The cookie is the shopper's word:
 * read with the same rules everywhere, and what names no product is left out.
 */
import { msg } from '../../i18n/msg.ts';
import { PUBLIC_ID_PATTERN } from '../../lib/public-id.ts';

export const COMPARE_COOKIE = 'compare';
/** The most products compared at once (the page's four columns). */
export const COMPARE_LIMIT = 4;
/** Between ids in the cookie (public ids are [a-z0-9]). */
const SEPARATOR = '.';

/** The /compare action's intents (Zod-free: the cards' buttons name them). */
export const COMPARE_INTENT = {
  add: 'add',
  remove: 'remove',
  clear: 'clear',
} as const;

export const COMPARE_MESSAGES = {
  added: msg('Added to compare'),
  removed: msg('Removed from compare'),
  cleared: msg('Compare list cleared'),
  full: msg('You can compare up to 4 products.'),
  otherCategory: msg('Compare products of one category at a time.'),
} as const;

/** The ids a cookie value holds: public ids only, each once, at most four. */
export function parseCompareList(value: string | undefined | null): string[] {
  if (!value || value.length > 200) return [];
  const ids: string[] = [];
  for (const id of value.split(SEPARATOR)) {
    if (PUBLIC_ID_PATTERN.test(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_LIMIT) break;
  }
  return ids;
}

/** The cookie's value for these ids. */
export function serializeCompareList(ids: readonly string[]): string {
  return ids.slice(0, COMPARE_LIMIT).join(SEPARATOR);
}

/** Reads a cookie's value from a Cookie header ('' when absent). */
export function cookieValue(header: string | null | undefined, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return '';
}

/** The products of `?products=` on /compare: slugs, comma-separated, at most four kept. */
export function parseCompareParam(value: string | null): { slugs: string[]; dropped: number } {
  const all = (value ?? '')
    .slice(0, 2000)
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug, index, list) => slug && list.indexOf(slug) === index);
  return { slugs: all.slice(0, COMPARE_LIMIT), dropped: Math.max(0, all.length - COMPARE_LIMIT) };
}

/** /compare?products=a,b,c (slugs keep their hyphens; commas separate them). */
export function compareHref(slugs: readonly string[]): string {
  return slugs.length
    ? `/compare?products=${slugs.map((slug) => encodeURIComponent(slug)).join(',')}`
    : '/compare';
}

/** One row of the comparison: an attribute and each product's value as text. */
export interface CompareRow {
  key: string;
  name: string;
  nameLang?: 'en';
  /** Per product, in the columns' order; null where the product has no value. */
  values: (string | null)[];
  /** Whether the products' values are not all the same (a missing one differs). */
  differs: boolean;
}

/** Whether texts differ: more than one distinct value among them, a missing one counting. */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  return new Set(values.map((value) => value ?? '\u0000')).size > 1;
}

/**
 * The comparison's rows: every attribute some product has, in order, with each product's
 * value text (`cellOf` gives it, or null) and whether they differ. An attribute none of
 * them has (a BEE rating no seller filled in) would be a row of dashes: it is left out.
 */
export function compareRows<A extends { key: string; name: string; nameLang?: 'en' }, P>(
  attributes: readonly A[],
  products: readonly P[],
  cellOf: (product: P, attribute: A) => string | null,
): CompareRow[] {
  return attributes.flatMap((attribute) => {
    const values = products.map((product) => cellOf(product, attribute) || null);
    if (values.every((value) => value === null)) return [];
    return {
      key: attribute.key,
      name: attribute.name,
      ...(attribute.nameLang ? { nameLang: attribute.nameLang } : {}),
      values,
      differs: products.length > 1 && valuesDiffer(values),
    };
  });
}
