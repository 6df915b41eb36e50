/**
 * schema.org documents for the store locator: one HomeGoodsStore (a LocalBusiness) per
 * store, with its postal address, telephone, coordinates and opening hours, in one @graph.
 */
import { SITE_NAME } from '../../lib/page-title.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import type { Store } from './locator.ts';

export const STORES_PATH = '/stores';

/**
 * Every store's hours (HOURS in config/store-contact.ts: Monday to Saturday, 09:00 AM to
 * 07:00 PM), as schema.org reads them. Here, not there: that object is in every page's
 * code, and this is built on the server only.
 */
const OPENING_HOURS = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  opens: '09:00',
  closes: '19:00',
} as const;

/** The anchor of a store's card on the page: /stores#ka-tum-01. */
export function storeAnchor(store: Pick<Store, 'code'>): string {
  return store.code.toLowerCase();
}

/** The street part of an address: the town, 'Karnataka' and the pincode taken off the end. */
export function streetAddress(store: Pick<Store, 'address' | 'town' | 'pincode'>): string {
  let street = store.address.replace(new RegExp(`,?\\s*Karnataka\\s*${store.pincode}$`), '');
  if (street.endsWith(`, ${store.town}`)) street = street.slice(0, -`, ${store.town}`.length);
  return street.trim();
}

export function storesJsonLd(origin: string, stores: Store[]) {
  const page = absoluteUrl(origin, STORES_PATH);
  return {
    '@context': 'https://schema.org',
    '@graph': stores.map((store) => ({
      '@type': 'HomeGoodsStore',
      '@id': `${page}#${storeAnchor(store)}`,
      name: store.name,
      url: `${page}#${storeAnchor(store)}`,
      image: absoluteUrl(origin, store.image),
      telephone: store.phone.replace(/\s+/g, ''),
      address: {
        '@type': 'PostalAddress',
        streetAddress: streetAddress(store),
        addressLocality: store.town,
        addressRegion: 'Karnataka',
        postalCode: store.pincode,
        addressCountry: 'IN',
      },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: store.latitude,
        longitude: store.longitude,
      },
      openingHoursSpecification: OPENING_HOURS,
      brand: { '@type': 'Brand', name: SITE_NAME },
    })),
  };
}
