/**
 * The 14 categories in the spec's fixed display order (spec section 9) and the
 * collection groups shown on /collections as 'Shop By {group}'.
 */
import type { SeedCategory, SeedCollectionGroup } from '../types.ts';
import { CATEGORY_NAMES_KN, COLLECTION_GROUP_NAMES_KN } from './kannada-catalog.ts';

export const COLLECTION_GROUPS: SeedCollectionGroup[] = [
  'Home Appliances',
  'Laundry and Cleaning',
  'Kitchen Appliances',
  'Furniture and Home Decor',
].map((name, position) => ({ name, nameKn: COLLECTION_GROUP_NAMES_KN[name] ?? null, position }));

/**
 * HSN code and GST rate per category (GST rates as revised in September 2025: household
 * appliances and furniture 18%, mats of plaiting materials 5%).
 */
function category(
  name: string,
  group: string | null,
  tax: SeedCategory['tax'] = null,
): SeedCategory {
  const slug = name.replace(/ /g, '-');
  return {
    name,
    nameKn: CATEGORY_NAMES_KN[name] ?? null,
    slug,
    group,
    image: `/media/categories/${slug.toLowerCase()}.webp`,
    tax,
  };
}

const gst = (hsnCode: string, gstRatePercent: number) => ({ hsnCode, gstRatePercent });

export const CATEGORIES: SeedCategory[] = [
  category('All Products', null),
  category('Instant Geysers', 'Home Appliances', gst('8516', 18)),
  category('Portable Washing Machine', 'Laundry and Cleaning', gst('8450', 18)),
  category('Semi Automatic washing Machine', 'Laundry and Cleaning', gst('8450', 18)),
  category('High Pressure Washers', 'Laundry and Cleaning', gst('8424', 18)),
  category('Vaccum Cleaners', 'Laundry and Cleaning', gst('8508', 18)),
  category('Water Pumps', 'Home Appliances', gst('8413', 18)),
  category('Mixers and Wet Grinders', 'Kitchen Appliances', gst('8509', 18)),
  category('Gas Stoves', 'Kitchen Appliances', gst('7321', 18)),
  category('Chimneys', 'Kitchen Appliances', gst('8414', 18)),
  category('Air coolers', 'Home Appliances', gst('8479', 18)),
  category('Shoe Racks', 'Furniture and Home Decor', gst('9403', 18)),
  category('Korai Mat', 'Furniture and Home Decor', gst('4601', 5)),
  category('Sofa cum Beds', 'Furniture and Home Decor', gst('9401', 18)),
];
