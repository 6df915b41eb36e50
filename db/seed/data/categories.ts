/**
 * The 14 categories in the spec's fixed display order (spec section 9) and the
 * collection groups shown on /collections as 'Shop By {group}'.
 */
import type { SeedCategory, SeedCollectionGroup } from '../types.ts';

export const COLLECTION_GROUPS: SeedCollectionGroup[] = [
  { name: 'Home Appliances', position: 0 },
  { name: 'Laundry and Cleaning', position: 1 },
  { name: 'Kitchen Appliances', position: 2 },
  { name: 'Furniture and Home Decor', position: 3 },
];

function category(name: string, group: string | null): SeedCategory {
  const slug = name.replace(/ /g, '-');
  return { name, slug, group, image: `/media/categories/${slug.toLowerCase()}.webp` };
}

export const CATEGORIES: SeedCategory[] = [
  category('All Products', null),
  category('Instant Geysers', 'Home Appliances'),
  category('Portable Washing Machine', 'Laundry and Cleaning'),
  category('Semi Automatic washing Machine', 'Laundry and Cleaning'),
  category('High Pressure Washers', 'Laundry and Cleaning'),
  category('Vaccum Cleaners', 'Laundry and Cleaning'),
  category('Water Pumps', 'Home Appliances'),
  category('Mixers and Wet Grinders', 'Kitchen Appliances'),
  category('Gas Stoves', 'Kitchen Appliances'),
  category('Chimneys', 'Kitchen Appliances'),
  category('Air coolers', 'Home Appliances'),
  category('Shoe Racks', 'Furniture and Home Decor'),
  category('Korai Mat', 'Furniture and Home Decor'),
  category('Sofa cum Beds', 'Furniture and Home Decor'),
];
