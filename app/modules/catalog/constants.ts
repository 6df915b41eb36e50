/** Category names the shop's behaviour depends on (spec § 9), safe to import anywhere. */

/** The whole catalogue: shown at /products, never as a breadcrumb collection. */
export const ALL_PRODUCTS = 'All Products';
/** The home page's 'Deals on Pressure Washers' row. */
export const PRESSURE_WASHERS = 'High Pressure Washers';
