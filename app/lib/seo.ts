/**
 * Search-engine and social metadata for the catalog pages: title, description, canonical
 * URL, Open Graph, and the JSON-LD documents (schema.org). Pure functions, safe on the
 * server and in the browser; every URL they emit is absolute (built from `origin`, the
 * configured public origin the loaders pass down).
 */
import type { MetaDescriptor } from 'react-router';
import { LOCALES, localeOfPath } from '../i18n/locales.ts';
import type { Translate } from '../i18n/translate.ts';
import { productHref } from './hrefs.ts';
import { pageTitle, SITE_NAME } from './page-title.ts';
import { STORE_INFO } from './store-info.ts';

export const DEFAULT_OG_IMAGE = '/media/brand/og-default.webp';

/**
 * `path` (or an already absolute URL) on `origin`. A page's origin may carry its language
 * ('https://shop.example/kn'): a page path stays under it, while media and assets, which
 * have one address in every language, resolve at the bare origin.
 */
export function absoluteUrl(origin: string, path: string): string {
  const base = origin.replace(/\/$/, '');
  if (/^\/(media|assets)\//.test(path)) return new URL(path, `${base}/`).href;
  if (path.startsWith('/')) return new URL(path === '/' ? base : `${base}${path}`).href;
  return new URL(path, `${base}/`).href;
}

export interface SeoInput {
  /** Page title; ' | {site name}' is added unless it already names the site. */
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute image URL. */
  image: string;
  type?: 'website' | 'product';
  /** Keep the page out of search results (e.g. search results pages). */
  noindex?: boolean;
}

export function seoMeta({
  title,
  description,
  url,
  image,
  type = 'website',
  noindex = false,
}: SeoInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    // The page's language, read from its canonical URL ('/kn/…' is Kannada).
    ...ogLocales(url),
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (noindex) meta.push({ name: 'robots', content: 'noindex, follow' });
  return meta;
}

/** og:locale for the page's language and og:locale:alternate for the others. */
function ogLocales(url: string): MetaDescriptor[] {
  const current = localeOfPath(new URL(url).pathname);
  const tag = (hreflang: string) => hreflang.replace('-', '_');
  return LOCALES.map((locale) =>
    locale.code === current
      ? { property: 'og:locale', content: tag(locale.hreflang) }
      : { property: 'og:locale:alternate', content: tag(locale.hreflang) },
  );
}

/** Meta for a page whose loader failed: a plain title (in the page's language), never indexed. */
export function errorMeta(
  error: unknown,
  fallback: string,
  t: Translate = (id) => id,
): MetaDescriptor[] {
  const notFound =
    typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
  return [
    { title: pageTitle(notFound ? t('Page not found') : fallback) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Text of a product description for meta tags: tags dropped, whitespace collapsed, cut. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

// ---------------------------------------------------------------------------
// JSON-LD
// ---------------------------------------------------------------------------

export interface Crumb {
  name: string;
  /** Path on this site, e.g. '/collections'. */
  path: string;
}

/** A schema.org list whose elements are numbered ListItems (1-based, in order). */
function listJsonLd(type: 'BreadcrumbList' | 'ItemList', items: Record<string, string>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...item,
    })),
  };
}

/** The trail to a page, from the home page (`home`: its name in the page's language). */
export function breadcrumbJsonLd(origin: string, crumbs: Crumb[], home = 'Home') {
  return listJsonLd(
    'BreadcrumbList',
    [{ name: home, path: '/' }, ...crumbs].map((crumb) => ({
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  );
}

/** The site itself: its name as search results show it, and how to search it. */
export function websiteJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: STORE_INFO.name,
    url: absoluteUrl(origin, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      // The template's braces as they are (a URL would escape them).
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(origin, '/search/')}{query}` },
      'query-input': 'required name=query',
    },
  };
}

export function organizationJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: STORE_INFO.name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, STORE_INFO.logo),
    email: STORE_INFO.email,
    telephone: STORE_INFO.phone,
    address: {
      '@type': 'PostalAddress',
      // The letterhead's first line starts with the company's name: not part of the street.
      streetAddress: STORE_INFO.address.slice(0, 2).join(', ').replace(`${STORE_INFO.name}, `, ''),
      addressLocality: 'Tumakuru',
      addressRegion: 'Karnataka',
      postalCode: '572101',
      addressCountry: 'IN',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: STORE_INFO.phone,
        email: STORE_INFO.email,
        areaServed: 'IN',
        availableLanguage: ['en', 'kn', 'hi'],
      },
    ],
    sameAs: STORE_INFO.social.map((link) => link.href),
  };
}

/** A list of products (collection and listing pages) as an ItemList. */
export function itemListJsonLd(origin: string, products: { slug: string; name: string }[]) {
  return listJsonLd(
    'ItemList',
    products.map((product) => ({
      url: absoluteUrl(origin, productHref(product.slug)),
      name: product.name,
    })),
  );
}

export interface ProductJsonLdInput {
  name: string;
  slug: string;
  description: string;
  images: string[];
  sku: string;
  barcode: string;
  variants: {
    label: string;
    productCode: string;
    discountedPricePaise: number;
    inStock: boolean;
  }[];
  /** Per-unit delivery charge by zone. */
  delivery: { karnatakaPaise: number; nonKarnatakaPaise: number };
  /** The published reviews' average and count; none: no rating markup at all. */
  rating?: { average: number; count: number } | null;
  /** A few of the reviews the page shows (rating markup only where reviews exist). */
  reviews?: {
    rating: number;
    title: string | null;
    text: string;
    author: string;
    createdAt: string;
  }[];
}

/** How many of the page's reviews go into its structured data. */
const JSON_LD_REVIEWS = 2;

/**
 * Pincodes by the spec's zones: 56… to 59… are Karnataka (zoneForPincode, whose rule the
 * unit test holds these ranges to).
 */
const KARNATAKA_PINCODES = [{ postalCodeBegin: '560000', postalCodeEnd: '599999' }];
const OTHER_PINCODES = [
  { postalCodeBegin: '100000', postalCodeEnd: '559999' },
  { postalCodeBegin: '600000', postalCodeEnd: '999999' },
];

/**
 * Where a product ships and at what charge (the product's own, per unit, by zone), and in
 * how long: the policy's standard delivery of 3 to 7 working days.
 */
function shippingDetails(url: string, delivery: ProductJsonLdInput['delivery']) {
  const zone = (name: string, paise: number, ranges: typeof OTHER_PINCODES) => ({
    '@type': 'OfferShippingDetails',
    '@id': `${url}#shipping-${name}`,
    shippingRate: { '@type': 'MonetaryAmount', value: (paise / 100).toFixed(2), currency: 'INR' },
    shippingDestination: ranges.map((range) => ({
      '@type': 'DefinedRegion',
      addressCountry: 'IN',
      postalCodeRange: { '@type': 'PostalCodeRangeSpecification', ...range },
    })),
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
      transitTime: { '@type': 'QuantitativeValue', minValue: 3, maxValue: 6, unitCode: 'DAY' },
    },
  });
  return [
    zone('karnataka', delivery.karnatakaPaise, KARNATAKA_PINCODES),
    zone('india', delivery.nonKarnatakaPaise, OTHER_PINCODES),
  ];
}

/** One shipping zone of a product's offers, as its first offer writes it out. */
export type ShippingZone = ReturnType<typeof shippingDetails>[number];

/** A JSON-LD node by reference: its `@id`, the whole of it written once on the page. */
const ref = (node: { '@id': string }) => ({ '@id': node['@id'] });

/** The policy pages: all orders are final, no returns or exchanges online. */
const returnPolicy = (origin: string) => ({
  '@type': 'MerchantReturnPolicy',
  '@id': `${origin}/#return-policy`,
  applicableCountry: 'IN',
  returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
});

export function productJsonLd(origin: string, product: ProductJsonLdInput) {
  const url = absoluteUrl(origin, productHref(product.slug));
  // Every variant ships and returns alike: the first offer carries the shipping zones and
  // the return policy, the others name them by @id (a page of four variants was 3.6 KB
  // lighter; the Kannada product pages' 100 KB budget needed it).
  const shipping = shippingDetails(url, product.delivery);
  const policy = returnPolicy(origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images.map((src) => absoluteUrl(origin, src)),
    sku: product.sku,
    ...(/^\d{13}$/.test(product.barcode) ? { gtin13: product.barcode } : {}),
    url,
    offers: product.variants.map((variant, index) => ({
      '@type': 'Offer',
      name: variant.label || product.name,
      sku: variant.productCode,
      url: index === 0 ? url : `${url}?variant=${encodeURIComponent(variant.productCode)}`,
      priceCurrency: 'INR',
      price: (variant.discountedPricePaise / 100).toFixed(2),
      availability: variant.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: STORE_INFO.name },
      shippingDetails: index === 0 ? shipping : shipping.map(ref),
      hasMerchantReturnPolicy: index === 0 ? policy : ref(policy),
    })),
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average.toFixed(1),
            reviewCount: product.rating.count,
            bestRating: '5',
            worstRating: '1',
          },
          review: (product.reviews ?? []).slice(0, JSON_LD_REVIEWS).map((review) => ({
            '@type': 'Review',
            reviewRating: {
              '@type': 'Rating',
              ratingValue: String(review.rating),
              bestRating: '5',
              worstRating: '1',
            },
            author: { '@type': 'Person', name: review.author },
            datePublished: review.createdAt.slice(0, 10),
            ...(review.title ? { name: review.title } : {}),
            reviewBody: review.text,
          })),
        }
      : {}),
  };
}
