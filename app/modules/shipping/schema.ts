/** Where we deliver, whether cash on delivery is offered there, and how fast. */
import { boolean, date, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const serviceablePincodes = pgTable('serviceable_pincodes', {
  pincode: text('pincode').primaryKey(),
  city: text('city').notNull(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  deliverable: boolean('deliverable').notNull().default(true),
  codAvailable: boolean('cod_available').notNull().default(false),
  deliveryDays: integer('delivery_days').notNull(),
  /**
   * Roughly where the pincode is (issue 35): stores nearest to it install there by default
   * and are listed first for pickup. Null where not known.
   */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/**
 * Days couriers and the seller's vans do not deliver besides Sundays (issue 34): the
 * delivery promise counts none of them. Kept by staff in the back office.
 */
export const deliveryHolidays = pgTable('delivery_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});
