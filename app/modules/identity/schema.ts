/** Accounts, server-side sessions and single-use tokens (verification, password reset). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz, updatedAt } from '../../../db/columns.ts';

/** Staff run the back office; an admin may also change content, catalog structure and pincodes. */
export const userRole = pgEnum('user_role', ['customer', 'staff', 'admin']);

/** Where a shopper can tick 'Send me offers'. */
export const OFFERS_CONSENT_SOURCES = ['signup', 'checkout', 'account'] as const;
export type OffersConsentSource = (typeof OFFERS_CONSENT_SOURCES)[number];

export const users = pgTable(
  'users',
  {
    id: serialId(),
    publicId: text('public_id').notNull().unique(),
    /** Stored lower-cased; uniqueness is on the lower-cased value. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    role: userRole('role').notNull().default('customer'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** The language of the pages the shopper signs up and signs in on: their e-mails' language. */
    locale: text('locale').notNull().default('en'),
    /**
     * When the shopper ticked 'Send me offers' (issue 33), and where: the record of their
     * consent to marketing e-mails (price drops, cart reminders). Null: no consent, or
     * withdrawn (the account page, an unsubscribe link).
     */
    offersConsentAt: timestamptz('offers_consent_at'),
    offersConsentSource: text('offers_consent_source', { enum: OFFERS_CONSENT_SOURCES }),
    /** The business and GSTIN of the account's last GST invoice: the next checkout offers them. */
    businessName: text('business_name'),
    gstin: text('gstin'),
    /**
     * 'Send order updates on WhatsApp' (issue 34): the account's choice, offered ticked at
     * its next checkout; turning it off in the account stops its orders' updates.
     */
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    // The mailings go to consenting shoppers only: found without reading every account.
    index('users_offers_consent_idx').on(t.id).where(sql`${t.offersConsentAt} is not null`),
    check(
      'users_offers_consent_source',
      sql`(${t.offersConsentAt} is null) = (${t.offersConsentSource} is null)
          and ${t.offersConsentSource} in ('signup', 'checkout', 'account')`,
    ),
  ],
);

/**
 * Every visitor has one. `tokenHash` is SHA-256 of the random cookie token, so a
 * leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** Idle timeout: pushed forward on use. */
    expiresAt: timestamptz('expires_at').notNull(),
    /** Absolute timeout: never moves. */
    absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
    /** A shorter idle timeout than shoppers' (staff sessions); null: SESSION_IDLE_MS. */
    idleTimeoutSeconds: integer('idle_timeout_seconds'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const userTokenPurpose = pgEnum('user_token_purpose', ['verify_email', 'reset_password']);

export const userTokens = pgTable(
  'user_tokens',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: userTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_tokens_user_idx').on(t.userId, t.purpose),
    index('user_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Rate-limit counters shared by the app processes on one PostgreSQL (server/rate-limit.ts;
 * rate-limiter-flexible's Drizzle store reads these three columns by name). `key` is the
 * rule and the client, e.g. `write:203.0.113.7`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamptz('expire'),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * Every consent to offers given or withdrawn, kept (India's DPDP Act puts proving consent
 * on the shop): the account's columns say where it stands now, this says how it got there.
 */
export const offersConsentEvents = pgTable(
  'offers_consent_events',
  {
    id: serialId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased: the address the consent was for. */
    email: text('email').notNull(),
    given: boolean('given').notNull(),
    /** Where: sign-up, checkout, account; or how it was withdrawn: account, link, one-click. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('offers_consent_events_email_idx').on(t.email, t.createdAt)],
);
