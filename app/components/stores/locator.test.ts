import { describe, expect, it } from 'vitest';
import {
  byDistance,
  cleanQuery,
  distanceKm,
  filterStores,
  formatDistance,
  MAX_STORE_QUERY,
  type Store,
  telHref,
} from './locator.ts';
import { storesJsonLd, streetAddress } from './stores-json-ld.ts';

function store(
  code: string,
  town: string,
  address: string,
  pincode: string,
  latitude: number,
  longitude: number,
): Store {
  return {
    id: 0,
    code,
    name: `Gruha Appliances ${town} ${code}`,
    address: `${address}, ${town}, Karnataka ${pincode}`,
    town,
    district: town === 'Gubbi' ? 'Tumakuru' : town,
    pincode,
    phone: '+91 98073 60021',
    latitude,
    longitude,
    image: `/media/stores/${code}.webp`,
    mapsLink: `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
  };
}

const TUMAKURU = store('T1', 'Tumakuru', 'No. 14, B H Road', '572101', 13.3409, 77.101);
const GUBBI = store('G1', 'Gubbi', '13, B H Road', '572216', 13.312, 76.9413);
const MYSURU = store(
  'M1',
  'Mysuru',
  '76, Vijayanagar 2nd Stage Main Road',
  '570017',
  12.3361,
  76.6197,
);
const STORES = [MYSURU, TUMAKURU, GUBBI];

describe('filterStores', () => {
  it('matches town, address, district and pincode in any letter case', () => {
    expect(filterStores(STORES, 'tUMAKURU')).toEqual([TUMAKURU, GUBBI]); // Gubbi's district
    expect(filterStores(STORES, 'vijayanagar')).toEqual([MYSURU]);
    expect(filterStores(STORES, '572216')).toEqual([GUBBI]);
    expect(filterStores(STORES, '5702')).toEqual([]);
  });

  it('ignores punctuation and spacing, and takes long words in any order', () => {
    expect(filterStores(STORES, '  B.H.   road ')).toEqual([TUMAKURU, GUBBI]);
    expect(filterStores(STORES, 'main road vijayanagar')).toEqual([MYSURU]);
    // Short words only as a phrase: 'h b' is not 'B H'.
    expect(filterStores(STORES, 'h b road')).toEqual([]);
  });

  it('returns every store for an empty query and none for nonsense', () => {
    expect(filterStores(STORES, '')).toBe(STORES);
    expect(filterStores(STORES, '   ')).toBe(STORES);
    expect(filterStores(STORES, 'qwxz')).toEqual([]);
  });

  it('reads at most MAX_STORE_QUERY characters', () => {
    expect(cleanQuery(`  ${'a'.repeat(200)} `)).toHaveLength(MAX_STORE_QUERY);
    expect(cleanQuery(null)).toBe('');
  });
});

describe('distances', () => {
  it('computes great-circle distances (haversine)', () => {
    expect(distanceKm(TUMAKURU, TUMAKURU)).toBe(0);
    // Tumakuru to Mysuru: 1.005 degrees north (111.7 km) and 0.481 east (52.2 km at this
    // latitude), so about 123.3 km as the crow flies.
    expect(distanceKm(TUMAKURU, MYSURU)).toBeCloseTo(123.3, 0);
    // One degree of latitude is about 111.2 km.
    expect(
      distanceKm({ latitude: 12, longitude: 77 }, { latitude: 13, longitude: 77 }),
    ).toBeCloseTo(111.2, 0);
  });

  it('sorts nearest first only when there is a location', () => {
    expect(byDistance(STORES, null).map((s) => s.store)).toEqual(STORES);
    expect(byDistance(STORES, null).every((s) => s.distanceKm === null)).toBe(true);
    const sorted = byDistance(STORES, { latitude: 13.3409, longitude: 77.101 });
    expect(sorted.map((s) => s.store.code)).toEqual(['T1', 'G1', 'M1']);
    expect(sorted[1]!.distanceKm).toBeGreaterThan(17);
  });

  it("formats distances as '4.2' (the card adds ' km')", () => {
    expect(formatDistance(4.2)).toBe('4.2');
    expect(formatDistance(0.04)).toBe('0.0');
    expect(formatDistance(1204.56)).toBe('1,204.6');
  });
});

describe('texts and links', () => {
  it('builds tel: links', () => {
    expect(telHref('+91 98073 60021')).toBe('tel:+919807360021');
  });

  it('describes each store as a HomeGoodsStore with its address and coordinates', () => {
    expect(streetAddress(TUMAKURU)).toBe('No. 14, B H Road');
    const graph = storesJsonLd('https://shop.example', [TUMAKURU])['@graph'];
    expect(graph).toEqual([
      expect.objectContaining({
        '@type': 'HomeGoodsStore',
        name: TUMAKURU.name,
        url: 'https://shop.example/stores#t1',
        telephone: '+919807360021',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'No. 14, B H Road',
          addressLocality: 'Tumakuru',
          addressRegion: 'Karnataka',
          postalCode: '572101',
          addressCountry: 'IN',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 13.3409, longitude: 77.101 },
      }),
    ]);
  });
});
