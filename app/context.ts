/**
 * What the server hands every loader and action: the process-wide services and the
 * per-request facts. Set in server/app.ts (getLoadContext), read in routes.
 */
import type { Logger } from 'pino';
import { createContext } from 'react-router';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { Locale } from './i18n/locales.ts';
import type { FileStore } from './lib/file-store.server.ts';
import type { ShopperStateProbe } from './lib/personal-state.ts';
import type { RateLimits } from './lib/rate-limits.server.ts';
import type { ShopperSession } from './modules/identity/session.server.ts';
import type { Mailer } from './modules/notification/mailer.server.ts';
import type { PaymentProvider } from './modules/payment/provider.ts';

export interface AppServices {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  /** Uploads: UPLOADS_DIR, or the S3 bucket when S3_BUCKET is set. */
  files: FileStore;
  /** Razorpay, or the offline sandbox gateway. */
  payments: PaymentProvider;
  /** Absolute origin for canonical URLs and links in e-mails. */
  publicUrl: string;
}

export interface RequestInfo {
  requestId: string;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  logger: Logger;
  /** The shopper's session (guest or signed in). */
  session: ShopperSession;
  /** The client's IP address (TRUST_PROXY-aware): the key of per-client rate limits. */
  clientAddress: string;
  /** The process's rate limits, for the tighter rules of account actions. */
  limits: RateLimits;
  /** Where the root loader reports whether the shopper has state (the `ps` cookie follows). */
  shopperState: ShopperStateProbe;
  /** The page's language, from its path ('/kn/…' is Kannada); the API's is English. */
  locale: Locale;
}

export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>();
