/**
 * Shapes of the demo-shop seed data. The data files in db/seed/data/ are plain
 * values of these types; db/seed/seed.ts turns them into rows. Money is integer
 * paise everywhere (₹1,299.00 -> 129900).
 */

/** A top-level grouping of categories, shown on /collections as 'Shop By {name}'. */
export interface SeedCollectionGroup {
  name: string;
  /** The name in Kannada; null (or absent) shows the English. Never ''. */
  nameKn?: string | null;
  position: number;
}

export interface SeedCategory {
  /** Display name exactly as the spec lists it, e.g. 'Vaccum Cleaners'. */
  name: string;
  /** The name in Kannada; null (or absent) shows the English. Never ''. */
  nameKn?: string | null;
  /** URL form: spaces become hyphens, e.g. 'Vaccum-Cleaners'. */
  slug: string;
  /** Name of a SeedCollectionGroup. 'All Products' has none (null). */
  group: string | null;
  /** Public path of the category image, e.g. '/media/categories/instant-geysers.webp'. */
  image: string;
  /** HSN code and GST rate (percent) of the goods, for the tax invoice; null for 'All Products'. */
  tax: { hsnCode: string; gstRatePercent: number } | null;
}

export interface SeedVariant {
  /** The weight or size value, e.g. '3' or '6.5' or 'Small'. */
  weight: string;
  /** The unit ('abbrevation' in the spec), e.g. 'Litre', 'Kg', 'Watt', 'Feet', 'Seater', ''. */
  unit: string;
  basePricePaise: number;
  discountedPricePaise: number;
  stock: number;
  /** Unique product code of the variant, e.g. 'GA-GEY-IN3-WH'. */
  productCode: string;
}

export interface SeedProduct {
  /** Display name, e.g. 'Instant Geyser 3 Litre'. Unique. */
  name: string;
  /** The name in Kannada; null (or absent) shows the English. */
  nameKn?: string | null;
  /** URL slug: the name with spaces as hyphens, e.g. 'Instant-Geyser-3-Litre'. Unique. */
  slug: string;
  /** Category names (from SeedCategory.name) besides 'All Products', which every product is in. */
  categories: string[];
  /** Sanitisable HTML (p, ul, li, strong, h3, table...). No scripts, no inline styles. */
  descriptionHtml: string;
  /** The description in Kannada, same HTML structure; null when the name has no Kannada. */
  descriptionHtmlKn?: string | null;
  /** Colour family: products that share a barcode are colour variants of each other. */
  barcode: string;
  sku: string;
  colour: { name: string; hex: string; nameKn?: string | null } | null;
  featured: boolean;
  /** Delivered orders so far, used by the 'best selling' sort. */
  orderCount: number;
  warranty: {
    option: string;
    value: string;
    optionKn?: string | null;
    valueKn?: string | null;
  }[];
  /** Per-unit delivery charge by zone. */
  delivery: { karnatakaPaise: number; nonKarnatakaPaise: number };
  /** First entry is the one used on product cards. At least one. */
  variants: SeedVariant[];
  /** Public image paths, first is the main image, e.g. '/media/products/Instant-Geyser-3-Litre/1.webp'. */
  images: string[];
}

export type SliderType = 'promotion' | 'product' | 'collection';

export interface SeedSlider {
  type: SliderType;
  /** Position within its type. */
  position: number;
  title: string;
  /** The title in Kannada; null (or absent) shows the English. */
  titleKn?: string | null;
  image: string;
  mobileImage: string;
  /** Slug of the product (type product) or category (type collection); null for promotion. */
  target: string | null;
}

export interface SeedVideo {
  title: string;
  /** The title in Kannada; null (or absent) shows the English. */
  titleKn?: string | null;
  /** Public path, e.g. '/media/videos/geyser.mp4'. */
  videoUrl: string;
  posterImage: string;
  /** Slugs of the products shown under the video. */
  productSlugs: string[];
  position: number;
}

export interface SeedStore {
  /** Stable code, e.g. 'KA-TUM-01'. */
  code: string;
  name: string;
  /** Name and address in Kannada as written locally; null (or absent) shows the English. */
  nameKn?: string | null;
  address: string;
  addressKn?: string | null;
  town: string;
  district: string;
  pincode: string;
  phone: string;
  latitude: number;
  longitude: number;
  image: string;
  /** https://www.google.com/maps/search/?api=1&query=lat,lng */
  mapsLink: string;
}

export interface SeedPincode {
  pincode: string;
  city: string;
  district: string;
  state: string;
  deliverable: boolean;
  codAvailable: boolean;
  deliveryDays: number;
}

/** A category's specification attribute (catalog/schema.ts: category_attributes). */
export interface SeedAttribute {
  /** In URLs as `a.{key}`: lower case, digits and hyphens. */
  key: string;
  name: string;
  nameKn: string;
  type: 'number' | 'choice' | 'boolean';
  /** Number attributes: 'L', 'kg', 'W' …; none for a count (burners, jars). */
  unit?: string;
  choices?: { value: string; label: string; labelKn: string }[];
  /** Preset filter ranges of a number attribute, bounds inclusive. */
  ranges?: { min?: number; max?: number }[];
  /** Default true. */
  filterable?: boolean;
  /** Default true. */
  comparable?: boolean;
}

/** One specification value of a demo product: for the whole product, or one variant (its index). */
export interface SeedSpecValue {
  key: string;
  value: number | string | boolean;
  variant?: number;
}
