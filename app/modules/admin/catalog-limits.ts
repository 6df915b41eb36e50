/**
 * The catalog forms' messages, limits and rupee text, without Zod: the pages show them,
 * and the schemas (catalog-validation.ts, fetched by the browser only to check a form)
 * apply them.
 */

export const CATALOG_MESSAGES = {
  name: 'Please enter the product name (2 to 120 characters).',
  nameCharacters: 'A product name cannot contain / \\ ? # % or control characters.',
  nameTaken: 'Another product already has this name.',
  description: 'The description can be at most 50,000 characters, without control characters.',
  mrp: 'Please enter the MRP in rupees, e.g. 1299 or 1299.50.',
  mrpPositive: 'The MRP must be more than ₹0.',
  price: 'Please enter the selling price in rupees, e.g. 999 or 999.50.',
  pricePositive: 'The selling price must be more than ₹0.',
  priceAboveMrp: 'The selling price cannot be more than the MRP.',
  stock: 'Please enter the stock as a whole number, 0 or more.',
  delivery: 'Please enter the delivery charge in rupees (0 or more), e.g. 99.',
  categories: 'Please choose categories from the list.',
  category: 'Please choose a category.',
  alt: 'Please describe the image in 1 to 200 characters.',
  weight: 'Please enter the size or weight, e.g. 3 or Small (at most 40 characters).',
  unit: 'The unit can be at most 20 characters, e.g. Litre.',
  productCode:
    'Please enter a product code of 3 to 40 letters, digits and hyphens, e.g. GA-GEY-01-3L.',
  productCodeTaken: 'Another variant already has this product code.',
  image: 'Please choose a JPEG, PNG or WebP image of at most 1 MB.',
  colourName: 'Please enter the colour name (at most 40 characters).',
  warrantyOption: 'Please enter the warranty option (at most 60 characters).',
  warrantyValue: 'Please enter the warranty period (at most 60 characters).',
  stockMoved: (now: number) =>
    `Orders changed the stock to ${now} while this page was open. Please check the stock and save again.`,
} as const;

/** The largest image an upload may carry. */
export const MAX_IMAGE_BYTES = 1024 * 1024;
export const MAX_DESCRIPTION_LENGTH = 50_000;
/** ₹99,99,999.99: well inside a 32-bit integer of paise. */
const MAX_RUPEES_DIGITS = 7;
const RUPEES = new RegExp(`^(\\d{1,${MAX_RUPEES_DIGITS}})(?:\\.(\\d{1,2}))?$`);

/** '1299.5' -> 129950 paise; null for anything that is not plain rupees. */
export function rupeesToPaise(text: string): number | null {
  const match = RUPEES.exec(text.trim().replace(/^₹\s*/, '').replaceAll(',', ''));
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** 129950 -> '1299.50', 129900 -> '1299': what a price field shows. */
export function paiseToRupeesText(paise: number): string {
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  return fraction ? `${whole}.${String(fraction).padStart(2, '0')}` : String(whole);
}
