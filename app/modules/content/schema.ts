/** Home-page content: hero sliders, Watch-and-Shop videos; the store network. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { serialId } from '../../../db/columns.ts';
import { categories, kannadaFilled, kannadaText, products } from '../catalog/schema.ts';

export const sliderType = pgEnum('slider_type', ['promotion', 'product', 'collection']);

export const sliders = pgTable(
  'sliders',
  {
    id: serialId(),
    type: sliderType('type').notNull(),
    position: integer('position').notNull().default(0),
    /** The slide's words (its image's alt text; the headline is drawn in the image). */
    title: text('title').notNull(),
    titleKn: kannadaText('title_kn'),
    image: text('image').notNull(),
    mobileImage: text('mobile_image').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    /**
     * Where a promotion leads, when not to a collection (categoryId): a path in the shop,
     * such as /stores. A promotion with neither leads to /products.
     */
    link: text('link'),
    /** Hidden from the home page when false (kept for later). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('sliders_order_idx').on(t.type, t.position), kannadaFilled('sliders', [t.titleKn])],
);

export const videos = pgTable(
  'videos',
  {
    id: serialId(),
    title: text('title').notNull(),
    titleKn: kannadaText('title_kn'),
    videoUrl: text('video_url').notNull(),
    posterImage: text('poster_image').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [kannadaFilled('videos', [t.titleKn])],
);

export const videoProducts = pgTable(
  'video_products',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.productId] })],
);

export const stores = pgTable(
  'stores',
  {
    id: serialId(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    nameKn: kannadaText('name_kn'),
    address: text('address').notNull(),
    /** The address as written locally in Kannada (pincode and numbers kept). */
    addressKn: kannadaText('address_kn'),
    town: text('town').notNull(),
    district: text('district').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    image: text('image').notNull(),
    mapsLink: text('maps_link').notNull(),
    position: integer('position').notNull().default(0),
    /** A hidden store (closed, moving) stays in the back office but not on /stores. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('stores_position_idx').on(t.position),
    kannadaFilled('stores', [t.nameKn, t.addressKn]),
  ],
);

/**
 * One row: a counter that moves whenever what the storefront shows from the catalog or the
 * content changes (triggers, migration 0013). Per-process caches key their entries by it,
 * so a change committed by any process shows on the next page view in every process.
 */
export const storefrontVersion = pgTable(
  'storefront_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('storefront_version_single_row', sql`${t.id} = 1`)],
);
