/**
 * The store locator's rules, client-safe and pure: which stores match a search, how far a
 * store is from the shopper (haversine), and how that distance reads ('4.2').
 */
import type { Localized } from '../../i18n/content.ts';
import { msg } from '../../i18n/msg.ts';
import type { Store as StoreRow } from '../../modules/content/queries.server.ts';

/** A store as the page gets it: its name and address in the page's language (app/i18n/content.ts). */
export type Store = Localized<StoreRow, 'name' | 'address'>;

/** The longest search the page reads (a town, an address line or a pincode). */
export const MAX_STORE_QUERY = 80;

export const NO_STORES_MESSAGE = msg('No stores found.');
export const SELECT_STORE_MESSAGE = msg('Select a store to see its location on the map.');
export const LOCATION_ERROR_MESSAGE = msg('We could not get your location.');

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Lower case, accents and punctuation folded to spaces, runs of spaces collapsed. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The text a search is matched against: name, address, town, district and pincode. */
function haystack(store: Store): string {
  return fold([store.name, store.address, store.town, store.district, store.pincode].join(' '));
}

/** The search as the page uses it: trimmed and cut to MAX_STORE_QUERY characters. */
export function cleanQuery(query: string | null | undefined): string {
  return Array.from((query ?? '').trim())
    .slice(0, MAX_STORE_QUERY)
    .join('');
}

/**
 * The stores whose name, address, town, district or pincode contain the query, in any
 * letter case and whatever the punctuation ('mysuru', 'B.H. Road', '5721'); words of three
 * letters or more also match in any order ('vijayanagar mysuru'). An empty query matches all.
 */
export function filterStores<T extends Store>(stores: T[], query: string): T[] {
  const phrase = fold(cleanQuery(query));
  if (!phrase) return stores;
  const words = phrase.split(' ');
  const anyOrder = words.length > 1 && words.every((word) => Array.from(word).length >= 3);
  return stores.filter((store) => {
    const text = haystack(store);
    return text.includes(phrase) || (anyOrder && words.every((word) => text.includes(word)));
  });
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: LatLng, to: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * rad;
  const dLon = (to.longitude - from.longitude) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Built on first use (the shopper shares a location), not while the page loads. */
let distanceFormat: Intl.NumberFormat | undefined;

/** The kilometres as a card shows them ('{distance} km'): '4.2', '0.3', '1,204.6'. */
export function formatDistance(km: number): string {
  distanceFormat ??= new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return distanceFormat.format(km);
}

export interface StoreWithDistance<T extends Store = Store> {
  store: T;
  /** Kilometres from the shopper; null until the shopper shares a location. */
  distanceKm: number | null;
}

/** The stores with their distances, nearest first; in their own order without a location. */
export function byDistance<T extends Store>(
  stores: T[],
  from: LatLng | null,
): StoreWithDistance<T>[] {
  if (!from) return stores.map((store) => ({ store, distanceKm: null }));
  return stores
    .map((store) => ({ store, distanceKm: distanceKm(from, store) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/** The phone number as a tel: link ('+91 98073 60021' -> 'tel:+919807360021'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
