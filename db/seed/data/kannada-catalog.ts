/**
 * Kannada for the demo catalog: collection groups, categories, colours, size units,
 * warranty terms and the sentences that frame every product description (the
 * per-kind description kits are in kannada-kits-*.ts). Written as a shop in
 * Karnataka writes it: the loan words shoppers use (ಗೀಸರ್, ವಾಷಿಂಗ್ ಮೆಷಿನ್, ಲೀಟರ್),
 * brand names and model numbers as they are. A text missing here stays null in
 * the database, and the shop shows the English.
 */

export const COLLECTION_GROUP_NAMES_KN: Record<string, string> = {
  'Home Appliances': 'ಗೃಹೋಪಯೋಗಿ ಉಪಕರಣಗಳು',
  'Laundry and Cleaning': 'ಬಟ್ಟೆ ಒಗೆಯುವಿಕೆ ಮತ್ತು ಸ್ವಚ್ಛತೆ',
  'Kitchen Appliances': 'ಅಡುಗೆಮನೆ ಉಪಕರಣಗಳು',
  'Furniture and Home Decor': 'ಪೀಠೋಪಕರಣ ಮತ್ತು ಮನೆ ಅಲಂಕಾರ',
};

export const CATEGORY_NAMES_KN: Record<string, string> = {
  'All Products': 'ಎಲ್ಲಾ ಉತ್ಪನ್ನಗಳು',
  'Instant Geysers': 'ಇನ್‌ಸ್ಟಂಟ್ ಗೀಸರ್‌ಗಳು',
  'Portable Washing Machine': 'ಪೋರ್ಟಬಲ್ ವಾಷಿಂಗ್ ಮೆಷಿನ್',
  'Semi Automatic washing Machine': 'ಸೆಮಿ ಆಟೋಮ್ಯಾಟಿಕ್ ವಾಷಿಂಗ್ ಮೆಷಿನ್',
  'High Pressure Washers': 'ಹೈ ಪ್ರೆಶರ್ ವಾಷರ್‌ಗಳು',
  'Vaccum Cleaners': 'ವ್ಯಾಕ್ಯೂಮ್ ಕ್ಲೀನರ್‌ಗಳು',
  'Water Pumps': 'ನೀರಿನ ಪಂಪ್‌ಗಳು',
  'Mixers and Wet Grinders': 'ಮಿಕ್ಸರ್ ಮತ್ತು ವೆಟ್ ಗ್ರೈಂಡರ್‌ಗಳು',
  'Gas Stoves': 'ಗ್ಯಾಸ್ ಸ್ಟವ್‌ಗಳು',
  Chimneys: 'ಕಿಚನ್ ಚಿಮಣಿಗಳು',
  'Air coolers': 'ಏರ್ ಕೂಲರ್‌ಗಳು',
  'Shoe Racks': 'ಶೂ ರ್ಯಾಕ್‌ಗಳು',
  'Korai Mat': 'ಕೊರೈ ಚಾಪೆ',
  'Sofa cum Beds': 'ಸೋಫಾ ಕಮ್ ಬೆಡ್',
};

export const COLOUR_NAMES_KN: Record<string, string> = {
  Black: 'ಕಪ್ಪು',
  Blue: 'ನೀಲಿ',
  Brown: 'ಕಂದು',
  Green: 'ಹಸಿರು',
  Grey: 'ಬೂದು',
  Ivory: 'ಐವರಿ',
  Maroon: 'ಮರೂನ್',
  Natural: 'ನ್ಯಾಚುರಲ್',
  Pink: 'ಗುಲಾಬಿ',
  Red: 'ಕೆಂಪು',
  Walnut: 'ವಾಲ್‌ನಟ್',
  Wenge: 'ವೆಂಗೆ',
  White: 'ಬಿಳಿ',
  Yellow: 'ಹಳದಿ',
};

/** Size units and the named sizes ('Standard', 'Pro') as written in Kannada descriptions. */
const UNITS_KN: Record<string, string> = {
  Litre: 'ಲೀಟರ್',
  Kg: 'ಕೆಜಿ',
  Watt: 'ವ್ಯಾಟ್',
  HP: 'HP',
  Feet: 'ಅಡಿ',
  Seater: 'ಸೀಟರ್',
  Burner: 'ಬರ್ನರ್',
  cm: 'ಸೆಂ.ಮೀ.',
  Tier: 'ಹಂತ',
  Ah: 'Ah',
  Volt: 'ವೋಲ್ಟ್',
  Pieces: 'ಪೀಸ್',
  '': '',
};
const NAMED_SIZES_KN: Record<string, string> = { Standard: 'ಸ್ಟ್ಯಾಂಡರ್ಡ್', Pro: 'ಪ್ರೊ' };

const WARRANTY_OPTIONS_KN: Record<string, string> = {
  Warranty: 'ವಾರಂಟಿ',
  'Tank Warranty': 'ಟ್ಯಾಂಕ್ ವಾರಂಟಿ',
  'Heating Element Warranty': 'ಹೀಟಿಂಗ್ ಎಲಿಮೆಂಟ್ ವಾರಂಟಿ',
  'Motor Warranty': 'ಮೋಟಾರ್ ವಾರಂಟಿ',
  'Burner Warranty': 'ಬರ್ನರ್ ವಾರಂಟಿ',
  'Frame Warranty': 'ಫ್ರೇಮ್ ವಾರಂಟಿ',
  'Quality Guarantee': 'ಗುಣಮಟ್ಟದ ಗ್ಯಾರಂಟಿ',
};

/** 'A, B ಮತ್ತು C'. */
export function listJoinKn(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ಮತ್ತು ${items[items.length - 1]}`;
}

/** '1 and 3 Litre' in Kannada: '1 ಮತ್ತು 3 ಲೀಟರ್'. */
export function sizesTextKn(variants: readonly (readonly [string, string, number])[]): string {
  const size = (weight: string) => NAMED_SIZES_KN[weight] ?? weight;
  const unit = (u: string) => UNITS_KN[u] ?? u;
  const units = new Set(variants.map((v) => v[1]));
  if (units.size === 1) {
    const only = unit(variants[0]![1]);
    return `${listJoinKn(variants.map((v) => size(v[0])))}${only ? ` ${only}` : ''}`;
  }
  return listJoinKn(variants.map((v) => `${size(v[0])} ${unit(v[1])}`.trim()));
}

/** '2 Years' -> '2 ವರ್ಷ', '1 Year' -> '1 ವರ್ಷ', '6 Months' -> '6 ತಿಂಗಳು'. */
function termKn(value: string): string | null {
  const match = /^(\d+) (Year|Month)s?$/.exec(value);
  if (!match) return null;
  return `${match[1]} ${match[2] === 'Year' ? 'ವರ್ಷ' : 'ತಿಂಗಳು'}`;
}

/** '2 Years' -> '2 ವರ್ಷಗಳ', '1 Year' -> '1 ವರ್ಷದ', '6 Months' -> '6 ತಿಂಗಳ' (before a noun). */
function termAdjectiveKn(value: string): string | null {
  const match = /^(\d+) (Year|Month)s?$/.exec(value);
  if (!match) return null;
  if (match[2] === 'Month') return `${match[1]} ತಿಂಗಳ`;
  return match[1] === '1' ? '1 ವರ್ಷದ' : `${match[1]} ವರ್ಷಗಳ`;
}

/** A warranty line in Kannada; nulls where the English has no Kannada here. */
export function warrantyKn(w: { option: string; value: string }): {
  optionKn: string | null;
  valueKn: string | null;
} {
  return { optionKn: WARRANTY_OPTIONS_KN[w.option] ?? null, valueKn: termKn(w.value) };
}

/** The sentences around each description's kit paragraphs. */
export const DESCRIPTION_FRAME_KN = {
  featuresHeading: 'ಪ್ರಮುಖ ವೈಶಿಷ್ಟ್ಯಗಳು',
  specificationsHeading: 'ಒಂದು ನೋಟದಲ್ಲಿ',
  sizes: (sizes: string) => `${sizes} ಆಯ್ಕೆಗಳಲ್ಲಿ ಲಭ್ಯವಿದೆ; ಪ್ರತಿಯೊಂದರ ಬೆಲೆ ಮತ್ತು ಸ್ಟಾಕ್ ಅನ್ನು ಮೇಲೆ ತೋರಿಸಲಾಗಿದೆ.`,
  colours: (colour: string, others: string[]) =>
    `ಇಲ್ಲಿ ${colour} ಬಣ್ಣದಲ್ಲಿ ತೋರಿಸಲಾಗಿದೆ; ${listJoinKn(others)} ${others.length > 1 ? 'ಬಣ್ಣಗಳಲ್ಲೂ' : 'ಬಣ್ಣದಲ್ಲೂ'} ಲಭ್ಯವಿದೆ.`,
  warranty: (w: { option: string; value: string }) => {
    const term = termAdjectiveKn(w.value);
    const option = WARRANTY_OPTIONS_KN[w.option];
    if (!term || !option) return null;
    return `Gruha Appliances ನೀಡುವ ${term} ${option} ಇದೆ; ಕರ್ನಾಟಕದಾದ್ಯಂತ ಇರುವ ನಮ್ಮ ಮಳಿಗೆಗಳಲ್ಲಿ ಸರ್ವೀಸ್ ಸಹಾಯವೂ ಸಿಗುತ್ತದೆ.`;
  },
};

/** What a Kannada description template gets: Kannada texts, and the English spec for choices. */
export interface KannadaDescribeContext {
  /** The product's Kannada name. */
  name: string;
  /** Its sizes in Kannada, e.g. '1 ಮತ್ತು 3 ಲೀಟರ್'. */
  sizes: string;
  /** Its colour in Kannada, if it has one. */
  colour: string | undefined;
  /** The English spec, for values and choices (first size, words in the name). */
  spec: { name: string; variants: readonly (readonly [string, string, number])[] };
}

type KnPara = (c: KannadaDescribeContext) => string;

/** Mirrors a DescriptionKit of products.ts item by item (same lengths, same order). */
export interface KannadaKit {
  intro: KnPara[];
  use: KnPara[];
  features: string[];
  rows?: (c: KannadaDescribeContext) => [string, string][];
}

export const firstSizeKn = (c: KannadaDescribeContext) => Number(c.spec.variants[0]![0]);
