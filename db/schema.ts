/** The whole schema, for the Drizzle client and drizzle-kit. Tables live with their domain. */
export * from '../app/modules/admin/schema.ts';
export * from '../app/modules/cart/schema.ts';
export * from '../app/modules/catalog/schema.ts';
export * from '../app/modules/content/schema.ts';
export * from '../app/modules/customer/schema.ts';
export * from '../app/modules/engagement/schema.ts';
export * from '../app/modules/identity/schema.ts';
export * from '../app/modules/installation/schema.ts';
export * from '../app/modules/marketing/schema.ts';
export * from '../app/modules/notification/schema.ts';
export * from '../app/modules/offers/schema.ts';
export * from '../app/modules/order/schema.ts';
export * from '../app/modules/payment/schema.ts';
export * from '../app/modules/review/schema.ts';
export * from '../app/modules/service/schema.ts';
export * from '../app/modules/shipping/schema.ts';
export * from '../app/modules/wishlist/schema.ts';
