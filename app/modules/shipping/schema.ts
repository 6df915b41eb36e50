/** Where we deliver, whether cash on delivery is offered there, and how fast. */
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const serviceablePincodes = pgTable('serviceable_pincodes', {
  pincode: text('pincode').primaryKey(),
  city: text('city').notNull(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  deliverable: boolean('deliverable').notNull().default(true),
  codAvailable: boolean('cod_available').notNull().default(false),
  deliveryDays: integer('delivery_days').notNull(),
});
