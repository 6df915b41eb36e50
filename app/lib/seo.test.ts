import { describe, expect, it } from 'vitest';
import { zoneForPincode } from '../modules/shipping/pincode.ts';
import { absoluteUrl, productJsonLd, type ShippingZone } from './seo.ts';

const product = {
  name: 'Instant Geyser 3 Litre',
  slug: 'Instant-Geyser-3-Litre',
  description: 'A geyser.',
  images: ['/media/products/geyser.webp'],
  sku: 'GEY-3L',
  barcode: '8901234567890',
  variants: [
    { label: '3 L', productCode: 'GEY3', discountedPricePaise: 349_900, inStock: true },
    { label: '6 L', productCode: 'GEY6', discountedPricePaise: 499_900, inStock: false },
  ],
  delivery: { karnatakaPaise: 0, nonKarnatakaPaise: 25_000 },
};

/** Every node of the document with an @id (the whole one, not a reference to it). */
function nodesById(value: unknown, found = new Map<string, Record<string, unknown>>()) {
  if (Array.isArray(value)) for (const item of value) nodesById(item, found);
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (typeof node['@id'] === 'string' && Object.keys(node).length > 1)
      found.set(node['@id'], node);
    for (const child of Object.values(node)) nodesById(child, found);
  }
  return found;
}

describe('productJsonLd (merchant listing)', () => {
  const document = productJsonLd('https://shop.example', product);
  const nodes = nodesById(document);
  /** A reference read as a JSON-LD reader reads it: the node it names. */
  const resolved = (value: { '@id': string }): unknown => nodes.get(value['@id']) ?? value;
  const zonesOf = (offer: (typeof document.offers)[number]) =>
    offer.shippingDetails.map((zone) => resolved(zone) as ShippingZone);
  const firstZones = () => zonesOf(document.offers[0]!);

  it('writes the shipping zones and the return policy once, and names them by @id in every other offer', () => {
    const [first, second] = document.offers;
    expect(second?.shippingDetails).toEqual(
      first?.shippingDetails.map((zone) => ({ '@id': zone['@id'] })),
    );
    expect(second?.hasMerchantReturnPolicy).toEqual({
      '@id': 'https://shop.example/#return-policy',
    });
  });

  it('gives every offer the charge per zone, Karnataka by its pincodes, and the delivery time', () => {
    for (const offer of document.offers) {
      const [karnataka, elsewhere] = zonesOf(offer);
      expect(karnataka).toMatchObject({
        shippingRate: { value: '0.00', currency: 'INR' },
        shippingDestination: [
          {
            addressCountry: 'IN',
            postalCodeRange: { postalCodeBegin: '560000', postalCodeEnd: '599999' },
          },
        ],
      });
      expect(elsewhere?.shippingRate).toMatchObject({ value: '250.00', currency: 'INR' });
      expect(elsewhere?.shippingDestination.map((d) => d.postalCodeRange)).toEqual([
        {
          '@type': 'PostalCodeRangeSpecification',
          postalCodeBegin: '100000',
          postalCodeEnd: '559999',
        },
        {
          '@type': 'PostalCodeRangeSpecification',
          postalCodeBegin: '600000',
          postalCodeEnd: '999999',
        },
      ]);
      // 3 to 7 working days in all, as the shipping policy says.
      const { handlingTime, transitTime } = karnataka!.deliveryTime;
      expect([
        handlingTime.minValue + transitTime.minValue,
        handlingTime.maxValue + transitTime.maxValue,
      ]).toEqual([3, 7]);
    }
  });

  // The ranges are written out here (the browser's checkout code must stay small); this
  // holds them to the zone the checkout charges, at and around every edge.
  it("draws each zone's pincode ranges exactly where checkout's zones change", () => {
    const [karnataka, elsewhere] = firstZones();
    const zones = [
      ['karnataka', karnataka!],
      ['other', elsewhere!],
    ] as const;
    for (const [zone, details] of zones) {
      for (const { postalCodeRange } of details.shippingDestination) {
        const begin = Number(postalCodeRange.postalCodeBegin);
        const end = Number(postalCodeRange.postalCodeEnd);
        expect([begin, end].map((pincode) => zoneForPincode(String(pincode)))).toEqual([
          zone,
          zone,
        ]);
        for (const outside of [begin - 1, end + 1].filter((p) => p >= 100_000 && p <= 999_999))
          expect(zoneForPincode(String(outside)), String(outside)).not.toBe(zone);
      }
    }
  });

  it('covers every pincode, 100000 to 999999, once', () => {
    const ranges = firstZones().flatMap((zone) =>
      zone.shippingDestination.map(({ postalCodeRange }) => [
        Number(postalCodeRange.postalCodeBegin),
        Number(postalCodeRange.postalCodeEnd),
      ]),
    );
    ranges.sort((a, b) => a[0]! - b[0]!);
    expect(ranges[0]![0]).toBe(100_000);
    expect(ranges.at(-1)![1]).toBe(999_999);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1]! + 1);
  });

  it('says returns are not accepted, as the policy pages do', () => {
    expect(resolved(document.offers[1]!.hasMerchantReturnPolicy)).toEqual({
      '@type': 'MerchantReturnPolicy',
      '@id': 'https://shop.example/#return-policy',
      applicableCountry: 'IN',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    });
  });

  it('prices each variant at its own URL', () => {
    expect(document.offers.map((offer) => [offer.price, offer.url, offer.availability])).toEqual([
      [
        '3499.00',
        'https://shop.example/product/Instant-Geyser-3-Litre',
        'https://schema.org/InStock',
      ],
      [
        '4999.00',
        'https://shop.example/product/Instant-Geyser-3-Litre?variant=GEY6',
        'https://schema.org/OutOfStock',
      ],
    ]);
  });
});

describe('absolute URLs in a language', () => {
  it('keeps a page under its language and media at the bare origin', () => {
    expect(absoluteUrl('https://shop.example/kn', '/cart')).toBe('https://shop.example/kn/cart');
    expect(absoluteUrl('https://shop.example/kn', '/')).toBe('https://shop.example/kn');
    expect(absoluteUrl('https://shop.example', '/')).toBe('https://shop.example/');
    expect(absoluteUrl('https://shop.example/kn', '/media/p/a.webp')).toBe(
      'https://shop.example/media/p/a.webp',
    );
  });
});
