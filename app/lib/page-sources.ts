/**
 * What the cached pages are made of (ADR 0014, 0025): every table of the schema, in one of
 * three kinds. A storefront table's rows are on pages shared by everyone, so every change
 * to it moves the storefront version (a trigger, in the changing transaction), which every
 * cached page's key starts with. A table of personal state is on a shopper's own copy,
 * keyed by their view (lib/personal-state.ts). Any other table never shows on a cached page.
 *
 * tests/integration/page-sources.test.ts holds the live schema to this: a table in none of
 * the three, or a storefront table that some insert, update, delete or truncate changes
 * without moving the version, fails it. So a new table must be placed here, and a new
 * catalog or content table comes with its trigger (`storefront_version_bump`).
 */
import { PERSONAL_STATE_KINDS } from './personal-state.ts';

/** Notified with every move of the storefront version (migration 0015). */
export const STOREFRONT_VERSION_CHANNEL = 'storefront_version';

interface StorefrontTable {
  /** Columns whose updates leave the version alone, each with why nothing goes stale. */
  unwatched?: Record<string, string>;
}

const NEVER_CHANGES = 'set when the row is made';

/** Catalog and content: what a shared page shows. */
export const STOREFRONT_TABLES: Record<string, StorefrontTable> = {
  categories: {},
  collection_groups: {},
  products: {
    unwatched: {
      id: NEVER_CHANGES,
      public_id: NEVER_CHANGES,
      created_at: NEVER_CHANGES,
      updated_at: 'bookkeeping: no page shows it',
      order_count: 'every order moves it: best-seller order may lag by the cache TTL',
      review_count: "the published reviews' aggregate: each change to them moves the version",
      rating_total: "the published reviews' aggregate: each change to them moves the version",
      rating_counts: "the published reviews' aggregate: each change to them moves the version",
      rating_rank: "follows the published reviews' aggregate, whose changes move the version",
      in_stock: "follows its variants' stock, whose changes move the version",
      search_vector: 'search only (never cached); follows the name',
      name_vector: 'search only (never cached); follows the name',
    },
  },
  product_variants: {
    unwatched: {
      id: NEVER_CHANGES,
      public_id: NEVER_CHANGES,
      product_id: NEVER_CHANGES,
      delivered_count: "every delivery moves it: '{n} delivered' may lag by the cache TTL",
    },
  },
  product_reviews: {
    unwatched: {
      id: NEVER_CHANGES,
      public_id: NEVER_CHANGES,
      product_id: NEVER_CHANGES,
      order_line_id: 'no page shows it',
      user_id: 'no page shows it',
      reviewer: NEVER_CHANGES,
      variant_label: NEVER_CHANGES,
      created_at: NEVER_CHANGES,
      updated_at: 'bookkeeping: no page shows it',
      status_reason: 'the back office only',
      helpful_count:
        "every vote moves it: the count and 'most helpful' order may lag by the cache TTL",
      report_count: 'the back office only',
      seller_reply_at: 'set with the reply, whose edit moves the version',
    },
  },
  product_categories: {
    unwatched: {
      listable: "a copy of the product's active flag, whose edit moves the version",
      card_price_paise: "a copy of the product's card price, whose edit moves the version",
      order_count: "a copy of the product's order count (unwatched there too)",
      rating_rank: "a copy of the product's rating rank, which the reviews' changes move",
    },
  },
  product_questions: {},
  question_answers: {},
  product_images: {},
  category_attributes: {},
  product_specs: {},
  product_warranties: {},
  serviceable_pincodes: {},
  sliders: {},
  stores: {},
  videos: {},
  video_products: {},
};

/** Tables that never show on a cached page, each with where it does show. */
export const OFF_PAGE_TABLES: Record<string, string> = {
  addresses: 'the account and checkout pages',
  audit_log: 'the back office',
  colour_families:
    "the import's barcodes; pages find a product's colours by its barcode, whose edit moves the version",
  contact_messages: 'the back office',
  coupons: 'the cart and checkout pages (never cached) and the back office',
  coupon_categories: "a coupon's scope: priced per request in the cart and checkout",
  coupon_products: "a coupon's scope: priced per request in the cart and checkout",
  coupon_redemptions: "a coupon's uses: counted per request, listed in the back office",
  newsletter_subscribers: 'the back office',
  order_lines: 'orders, shown per request (my orders, tracking, the back office)',
  order_status_history: 'orders, shown per request',
  orders: 'orders, shown per request; the order count a listing sorts by is unwatched',
  outbox: 'e-mails',
  payments: 'the payment pages and the back office',
  prepaid_offer: 'the checkout page (never cached) and the back office',
  rate_limits: 'nowhere: counters of requests',
  review_reports: 'the back office (a review shows its count there)',
  review_request_opt_outs: 'nowhere: addresses that want no review-request e-mails',
  review_votes: "nowhere: who voted (a review's helpful count is on the review)",
  sandbox_gateway_orders: 'the offline payment gateway',
  sandbox_gateway_payments: 'the offline payment gateway',
  search_terms: 'search suggestions (never cached), filled from product and category names',
  storefront_version: 'the version itself',
  stock_alerts: "the back office's waiting counts; e-mails",
  mailing_runs: 'which scheduled mailings ran: the mailing jobs only',
  offers_consent_events: 'the record of consents given and withdrawn: never shown',
  delivery_holidays: 'read by the delivery check and checkout, never cached',
  couriers: "an order's own pages and the back office, never cached",
  category_installation: 'read by the pincode check, checkout and the API, never cached',
  product_installation: 'read by the pincode check, checkout and the API, never cached',
  store_capacity: 'read by the slot lists and the back office, never cached',
  store_holidays: 'read by the slot lists and the back office, never cached',
  store_pincodes: 'read by the pincode check, checkout and the back office, never cached',
  installation_slot_bookings: 'read by the slot lists and the back office, never cached',
  installation_visits: "an order's own pages and the back office, never cached",
  shipments: "an order's own pages and the back office, never cached",
  service_requests:
    "the shopper's service request pages, Track service request and the back office, never cached",
  service_request_history: "a service request's timeline, shown with it, never cached",
  shipment_lines: "an order's own pages and the back office, never cached",
  stray_payments: 'the back office',
  survey_answers: 'the back office',
  user_tokens: 'e-mailed links',
  webhook_events: 'nowhere: the calls of the payment gateway, kept to answer each once',
};

/** Tables of personal state, from its registry. */
export const PERSONAL_TABLES: readonly string[] = PERSONAL_STATE_KINDS.flatMap(
  (kind) => kind.tables,
);
