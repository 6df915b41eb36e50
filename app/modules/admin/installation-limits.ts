/**
 * The installation settings' limits and choices (issue 35), without Zod: the pages show
 * them, and the schemas (installation-validation.ts) and the changes
 * (installation-settings.server.ts) apply them. English only, like every back-office text.
 * The refusals are the schemas' own: the pages' first JavaScript carries none of them.
 */

/** ₹1,00,000: a fitting costs far less; more is a typing mistake. */
export const MAX_INSTALLATION_PAISE = 100_000_00;
/** A visit's length, as the tables' checks allow it. */
export const VISIT_MINUTES = { min: 15, max: 480 } as const;
/**
 * The terms of a product installed on its own with neither set and no installed category
 * (installationTerms' fallbacks), and those a category's row starts from.
 */
export const BASE_TERMS = { pricePaise: 0, minutes: 60 } as const;
/** Visits a store's technicians can make in one slot. */
export const MAX_VISITS_PER_SLOT = 20;
/** A store's served pincodes: Karnataka has about 1,800, so more is a pasted mistake. */
export const MAX_STORE_PINCODES = 2000;
/** The pincodes box: 2,000 pincodes with their line breaks, well under a form's 64 KB. */
export const PINCODES_TEXT_MAX = 16_000;
/** Bad lines named in the pincodes' refusal; the rest are counted. */
export const PINCODE_ERRORS_SHOWN = 10;

/** A product's own answer, over its category's. */
export const PRODUCT_INSTALLATION = ['category', 'none', 'own'] as const;
export type ProductInstallationChoice = (typeof PRODUCT_INSTALLATION)[number];
export const PRODUCT_INSTALLATION_LABELS: Record<ProductInstallationChoice, string> = {
  category: 'As its category',
  none: 'Not installed',
  own: 'Installed',
};

/** 0 Sunday … 6 Saturday, as store_capacity.working_days counts them. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
