/** Category names the shop's behaviour depends on (spec § 9), safe to import anywhere. */

/** The whole catalogue: shown at /products, never as a breadcrumb collection. */
export const ALL_PRODUCTS = 'All Products';
/**
 * Its slug (a category's slug is its name with hyphens): what pages test, since they show
 * category names in their own language.
 */
export const ALL_PRODUCTS_SLUG = 'All-Products';
/** The home page's 'Deals on Pressure Washers' row. */
export const PRESSURE_WASHERS = 'High Pressure Washers';
export const PRESSURE_WASHERS_SLUG = 'High-Pressure-Washers';
