/**
 * Installation by the seller's stores (issue 35): what can be installed and for how much,
 * each store's technicians' capacity and the pincodes it serves, and the visits booked.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz, updatedAt } from '../../../db/columns.ts';
import { categories, products } from '../catalog/schema.ts';
import { stores } from '../content/schema.ts';
import { orders } from '../order/schema.ts';
import { INSTALLATION_SLOTS, VISIT_STATES } from './slots.ts';

/** A category whose goods the stores install: the price (0: included) and a visit's length. */
export const categoryInstallation = pgTable(
  'category_installation',
  {
    categoryId: integer('category_id')
      .primaryKey()
      .references(() => categories.id, { onDelete: 'cascade' }),
    pricePaise: integer('price_paise').notNull().default(0),
    minutes: integer('minutes').notNull().default(60),
  },
  (t) => [
    check('category_installation_price', sql`${t.pricePaise} >= 0`),
    check('category_installation_minutes', sql`${t.minutes} between 15 and 480`),
  ],
);

/**
 * A product's own answer, over its categories': not installed (offered false), or installed
 * at its own price or length (a null keeps the category's).
 */
export const productInstallation = pgTable(
  'product_installation',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    offered: boolean('offered').notNull(),
    pricePaise: integer('price_paise'),
    minutes: integer('minutes'),
  },
  (t) => [
    check('product_installation_price', sql`${t.pricePaise} is null or ${t.pricePaise} >= 0`),
    check(
      'product_installation_minutes',
      sql`${t.minutes} is null or ${t.minutes} between 15 and 480`,
    ),
  ],
);

/**
 * A store that installs: visits its technicians can make per slot, and the days of the week
 * it works (0 Sunday … 6 Saturday). A store without a row installs nothing.
 */
export const storeCapacity = pgTable(
  'store_capacity',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    morning: integer('morning').notNull().default(2),
    afternoon: integer('afternoon').notNull().default(2),
    workingDays: integer('working_days').array().notNull().default(sql`'{1,2,3,4,5,6}'::int[]`),
  },
  (t) => [
    check('store_capacity_nonneg', sql`${t.morning} >= 0 and ${t.afternoon} >= 0`),
    check('store_capacity_days', sql`${t.workingDays} <@ '{0,1,2,3,4,5,6}'::int[]`),
  ],
);

/** Days a store's technicians do not visit besides its weekly days off. */
export const storeHolidays = pgTable(
  'store_holidays',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

/** The pincodes a store's technicians go to (by default, those nearest to it). */
export const storePincodes = pgTable(
  'store_pincodes',
  {
    pincode: text('pincode').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.pincode, t.storeId] }),
    index('store_pincodes_store_idx').on(t.storeId),
  ],
);

export const installationSlot = pgEnum('installation_slot', INSTALLATION_SLOTS);
export const visitState = pgEnum('installation_visit_state', VISIT_STATES);

/**
 * Visits booked per store, day and slot: a booking takes a place with a conditional update
 * of this count, so two shoppers never take the last place of a slot.
 */
export const slotBookings = pgTable(
  'installation_slot_bookings',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    slot: installationSlot('slot').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day, t.slot] }),
    check('installation_slot_bookings_nonneg', sql`${t.booked} >= 0`),
  ],
);

/**
 * An order's installation: one visit for all its installable lines, by the store serving
 * its pincode. 'to_book' is 'book after delivery' (or a visit the shopper cancelled); the
 * charge, if any, is the order's and stays with it.
 */
export const installationVisits = pgTable(
  'installation_visits',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    state: visitState('state').notNull(),
    day: date('day', { mode: 'string' }),
    slot: installationSlot('slot'),
    /** The technician's name as staff enter it; the shopper sees the first name. */
    technician: text('technician'),
    /** Staff's note when the visit was done or missed. */
    note: text('note'),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull().default(0),
    minutes: integer('minutes').notNull(),
    remindedAt: timestamptz('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('installation_visits_schedule_idx').on(t.storeId, t.day, t.slot),
    // The reminders' walk: booked visits by day.
    index('installation_visits_booked_idx').on(t.day).where(sql`${t.state} = 'booked'`),
    check(
      'installation_visits_dated',
      sql`(${t.state} = 'to_book') = (${t.day} is null) and (${t.day} is null) = (${t.slot} is null)`,
    ),
  ],
);
