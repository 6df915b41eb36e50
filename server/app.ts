/**
 * The HTTP shell: middleware, health checks, static files, the JSON API, and React
 * Router for every page. Bundled by Vite together with the routes (see vite.config.ts),
 * so the page and API code share one module graph. server/start.ts builds the services
 * and calls createApp.
 */

import { mkdirSync } from 'node:fs';
import * as build from 'virtual:react-router/server-build';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { matchedRoutes } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { type AppServices, requestContext, servicesContext } from '../app/context.ts';
import { DEFAULT_LOCALE, LOCALES, localeOfPath, unprefixedPath } from '../app/i18n/locales.ts';
import { watchStorefrontVersion } from '../app/lib/catalog-cache.server.ts';
import { contentTypeOfKey, isValidKey } from '../app/lib/file-store.server.ts';
import { createRateLimits } from '../app/lib/rate-limits.server.ts';
import { shopperViews } from '../app/lib/shopper-views.server.ts';
import {
  isPrivateUpload,
  linkUploadsFrom,
  UPLOAD_TYPES,
  UPLOAD_URL_PREFIX,
} from '../app/lib/uploaded-images.ts';
import { sessionCookieName } from '../app/modules/identity/session-policy.ts';
import { startMailings } from '../app/modules/marketing/schedule.server.ts';
import { startReconciliation } from '../app/modules/order-lifecycle/reconcile-job.server.ts';
import { POLICIES } from '../config/store-pages.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { apiError } from './api/errors.ts';
import { createApi } from './api/index.ts';
import { unmatchedApiRequest } from './api/unmatched.ts';
import { WHATSAPP_WEBHOOK_PATH } from './api/whatsapp-webhook.ts';
import { clientAddress } from './client-address.ts';
import { compressResponses } from './compression.ts';
import { cspDirectives } from './csp.ts';
import { loggablePath } from './log-redaction.ts';
import { bearerMatches, METRICS_CONTENT_TYPE, type ShopMetrics } from './metrics.ts';
import { registerShopGauges } from './metrics-gauges.ts';
import { pageCache } from './page-cache.ts';
import { atPublicOrigin } from './public-origin.ts';
import { rateLimit } from './rate-limit.ts';
import { bodySizeLimit, formsOnly, MAX_PHOTOS_BYTES, MAX_UPLOAD_BYTES } from './request-body.ts';
import { pagePatterns, routeLabel } from './route-label.ts';
import { sessionCookie } from './session-cookie.ts';
import type { AppEnv } from './types.ts';

export { lazyComponentsLoaded } from '../app/lib/lazy-component.tsx';

export interface CreateAppOptions {
  services: AppServices;
  /** Folder of the client build (hashed assets); absent in development, where Vite serves them. */
  clientDir?: string;
  /** Folder of generated media (product images, videos). */
  mediaDir: string;
  /** The process's metrics (server/metrics.ts); absent while METRICS_TOKEN and METRICS_PORT are unset. */
  metrics?: ShopMetrics | undefined;
}

const YEAR = 31_536_000;
/** Headers of a response's body and its caching, which an error answer must not inherit. */
const FAILED_RESPONSE_HEADERS = [
  'Content-Length',
  'Content-Encoding',
  'Content-Range',
  'Content-Disposition',
  'Cache-Control',
  'ETag',
  'Last-Modified',
];
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
/**
 * Pages and API calls that run a search (each one costs more than a page of the catalog).
 * Paths here ignore case as React Router's routes do: '/Search/x' is the same page.
 */
const SEARCH_PATH = /^\/(api\/v1\/)?search(\/|$)/i;
/** Development tools, whatever the case of the path (React Router ignores it). */
const DEV_PATH = /^\/dev(\/|$)/i;
/** Providers' signed webhooks: their servers', not a shopper's writes. */
const WEBHOOK_PATHS = new Set(['/api/v1/payments/webhook', WHATSAPP_WEBHOOK_PATH]);
/**
 * Razorpay's redirect mode posts the payment's result from Razorpay's page: a cross-site
 * form post without our cookies, which the signature authenticates (server/api/checkout.ts).
 */
const PAYMENT_CALLBACK = /^\/api\/v1\/payments\/callback\/[^/]+$/;
/**
 * A marketing e-mail's one-click unsubscribe (RFC 8058): the mail app posts it from its own
 * servers, without our cookies or origin; the signed token in the path is the authority,
 * and all it can do is withdraw that address's consent to offers.
 */
const ONE_CLICK_UNSUBSCRIBE = /^\/api\/v1\/offers\/unsubscribe\/[^/]+$/;
/** The back office's uploads (images, the pincode CSV): the only bodies over 64 KB. */
const UPLOAD_PATH = /^\/admin\/(products\/(new|[a-z0-9]{1,40}\/images)|pincodes)(\.data)?$/;
/**
 * Where shoppers send photos: the review page and a service request's page (in either
 * language), and their API calls.
 */
const PHOTO_PATH =
  /^(\/product\/[^/]{1,200}\/review(\.data)?|\/api\/v1\/reviews\/[^/]{1,64}\/photos|\/service-request(\.data)?|\/api\/v1\/service-requests)$/;

/**
 * What runs beside the handler in every process and needs the bundle (its modules render
 * e-mails): payment reconciliation and the marketing mailings. `intervalMs` 0 turns them
 * off (tests run them themselves).
 */
export function startBackgroundJobs(services: AppServices, intervalMs?: number) {
  const jobs = [
    startReconciliation(services, intervalMs),
    startMailings(services, intervalMs === 0 ? 0 : undefined),
  ];
  return {
    stop: () => {
      for (const job of jobs) job.stop();
    },
  };
}

export function createApp({ services, clientDir, mediaDir, metrics }: CreateAppOptions) {
  const { config, database, logger } = services;
  const mode = config.isProduction ? 'production' : 'development';
  // One handler per language: a prefixed language is React Router's basename, so every
  // link and redirect the pages draw stays in it (ADR 0028).
  const handlers = new Map(
    LOCALES.map((locale) => [
      locale.code,
      createRequestHandler(locale.prefix ? { ...build, basename: locale.prefix } : build, mode),
    ]),
  );
  const app = new Hono<AppEnv>();
  // Public uploads linked from the bucket's own address (S3_PUBLIC_URL), or through the shop.
  linkUploadsFrom(config.s3?.publicUrl);
  // PGlite says when the storefront version moves, so caches keep it in memory (ADR 0014).
  watchStorefrontVersion(database).catch((error) =>
    logger.warn({ err: error }, 'storefront version not watched: read per request burst'),
  );

  // Prometheus's scrape, with METRICS_TOKEN (and not METRICS_PORT, which serves it on
  // loopback only): ahead of everything else, so that scrapes are not logged, timed among
  // the shop's requests, rate limited or cached. The text is the whole cluster's when
  // workers share the port (server/metrics.ts).
  const metricsToken = config.metrics.port === undefined ? config.metrics.token : undefined;
  if (metrics && metricsToken) {
    app.get('/metrics', async (c) => {
      c.header('Cache-Control', 'no-store');
      if (!bearerMatches(c.req.header('authorization'), metricsToken)) {
        c.header('WWW-Authenticate', 'Bearer');
        return c.text('Unauthorized.', 401);
      }
      try {
        return c.body(await metrics.collect(), 200, { 'Content-Type': METRICS_CONTENT_TYPE });
      } catch (error) {
        logger.warn({ err: error }, 'metrics could not be collected');
        return c.text('Metrics unavailable.', 503);
      }
    });
  }
  // Page routes' patterns for the `route` label, compiled once (server/route-label.ts).
  const pages = metrics && pagePatterns(build.routes);
  const pageLabel = (path: string) => pages?.label(unprefixedPath(path)) ?? '/*';

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('logger', logger.child({ reqId: c.get('requestId') }));
    await next();
    // After the handler: page responses are built by React Router, not by Hono.
    c.res.headers.set('X-Request-Id', c.get('requestId'));
    const status = c.res.status;
    metrics?.requests.observe(
      routeLabel(matchedRoutes(c), c.req.path, pageLabel),
      c.req.method,
      c.req.raw.signal.aborted ? 499 : status,
      (performance.now() - started) / 1000,
    );
    const ms = Math.round(performance.now() - started);
    const line = { method: c.req.method, path: loggablePath(c.req.path), status, ms };
    // A client that closed the connection is not a failure of the shop (nginx's 499).
    if (c.req.raw.signal.aborted) c.get('logger').debug({ ...line, status: 499 }, 'request');
    else if (status >= 500) c.get('logger').error(line, 'request failed');
    else c.get('logger').debug(line, 'request');
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const ready = await database.ping();
    return c.json({ status: ready ? 'ok' : 'database unavailable' }, ready ? 200 : 503);
  });

  app.use(
    secureHeaders({
      contentSecurityPolicy: cspDirectives(config.isProduction, config.s3?.publicUrl),
      // Only where the shop is served over https (browsers ignore it over http, and the
      // README promises no more).
      strictTransportSecurity:
        config.isProduction && services.publicUrl.startsWith('https://')
          ? 'max-age=31536000; includeSubDomains'
          : false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
      // A cached page brings its own policy (script hashes instead of a nonce).
      overwrite: false,
    }),
  );
  app.use(compressResponses());

  // The client build holds only hashed assets (the shop has no public/ folder).
  if (clientDir) {
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', `public, max-age=${YEAR}, immutable`),
      }),
    );
  }
  // Uploaded images live outside the code (UPLOADS_DIR or the bucket), under random names
  // that never change: cached for a year. Only images, by the type they were stored with
  // and their name's extension, so an upload is never answered as HTML or SVG.
  if (services.files.kind === 'local') mkdirSync(config.uploadsDir, { recursive: true });
  app.get('/media/uploads/*', async (c) => {
    const key = c.req.path.slice(UPLOAD_URL_PREFIX.length);
    const type = contentTypeOfKey(key);
    if (!isValidKey(key) || !UPLOAD_TYPES.has(type)) return c.text('Not found.', 404);
    const file = await services.files.get(key);
    if (!file || file.contentType !== type) return c.text('Not found.', 404);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': type,
      'Content-Length': String(file.length),
      'X-Content-Type-Options': 'nosniff',
      // A service request's photos are of a shopper's home: no shared cache keeps them.
      'Cache-Control': isPrivateUpload(key)
        ? 'private, max-age=604800'
        : `public, max-age=${YEAR}, immutable`,
    });
  });
  app.use(
    '/media/*',
    serveStatic({
      root: mediaDir,
      rewriteRequestPath: (path) => path.replace(/^\/media/, ''),
      onFound: (path, c) =>
        c.header(
          'Cache-Control',
          // A service request's photos are of a shopper's home: no shared cache keeps them.
          path.includes('/service-requests/')
            ? 'private, max-age=604800'
            : 'public, max-age=604800, stale-while-revalidate=86400',
        ),
    }),
  );

  // Development tools (the mailbox lists every e-mail sent, reset links included).
  if (config.isProduction) {
    app.use(async (c, next) => {
      if (DEV_PATH.test(unprefixedPath(c.req.path))) return c.text('Not found.', 404);
      await next();
    });
  }

  const limits = createRateLimits({
    // PGlite is always one process; processes sharing PostgreSQL share its counters.
    store: database.kind === 'pglite' ? 'memory' : 'database',
    db: database.db,
    factor: config.rateLimitFactor,
    logger,
    onRefused: metrics?.rateLimitRefused,
  });
  const byAddress = (c: Context) => clientAddress(c, config.trustProxy);
  app.use(async (c, next) => {
    c.set('client', { clientAddress: byAddress(c), limits });
    await next();
  });
  // The webhooks are the providers', from few addresses, signed: not a shopper's writes.
  const writes = rateLimit(limits, 'write', byAddress);
  app.on(WRITE_METHODS, '*', (c, next) =>
    WEBHOOK_PATHS.has(c.req.path) ? next() : writes(c, next),
  );
  const searches = rateLimit(limits, 'search', byAddress);
  app.get('*', (c, next) =>
    SEARCH_PATH.test(unprefixedPath(c.req.path)) ? searches(c, next) : next(),
  );
  const smallBodies = bodySizeLimit();
  const uploads = bodySizeLimit(MAX_UPLOAD_BYTES);
  const photos = bodySizeLimit(MAX_PHOTOS_BYTES);
  // Meta batches statuses into one call; a refused one is retried until Meta drops it.
  const statuses = bodySizeLimit(1024 * 1024);
  app.use((c, next) => {
    if (c.req.path === WHATSAPP_WEBHOOK_PATH) return statuses(c, next);
    if (UPLOAD_PATH.test(c.req.path)) return uploads(c, next);
    if (PHOTO_PATH.test(unprefixedPath(c.req.path))) return photos(c, next);
    return smallBodies(c, next);
  });

  app.use(
    sessionCookie({
      db: database.db,
      secret: config.sessionSecret,
      secure: services.publicUrl.startsWith('https:'),
    }),
  );
  // Form posts must come from our own pages (JSON calls are covered by CORS preflight).
  const sameOrigin = csrf({
    origin: (origin, c) => origin === new URL(c.req.url).origin || origin === services.publicUrl,
  });
  app.use('*', (c, next) =>
    PAYMENT_CALLBACK.test(c.req.path) || ONE_CLICK_UNSUBSCRIBE.test(c.req.path)
      ? next()
      : sameOrigin(c, next),
  );

  const api = createApi(services);
  app.route('/api/v1', api);
  app.all('/api/*', unmatchedApiRequest(api, '/api/v1'));

  // Shared pages for visitors without state of their own (ADR 0014); PAGE_CACHE_MB=0: none.
  let pageCacheBytes: ReturnType<typeof pageCache>['bytes'] | undefined;
  if (config.pageCacheMb > 0) {
    const cache = pageCache({
      db: database.db,
      views: shopperViews(database, (error) =>
        logger.warn({ err: error }, 'shopper views not watched: read per page view'),
      ),
      isProduction: config.isProduction,
      uploadsOrigin: config.s3?.publicUrl,
      sessionCookie: sessionCookieName(services.publicUrl.startsWith('https:')),
      logger,
      extraPaths: POLICIES.map((policy) => policy.path),
      maxBytes: config.pageCacheMb * 1024 * 1024,
      metrics: metrics?.pageCache,
    });
    pageCacheBytes = cache.bytes;
    app.use('*', cache);
  }
  if (metrics) {
    registerShopGauges(metrics.registry, { database, logger, pageCacheBytes });
  }

  // Route actions read forms only (the API above takes JSON).
  app.on(WRITE_METHODS, '*', formsOnly());

  app.all('*', async (c) => {
    const locale = localeOfPath(c.req.path);
    const handleRequest = handlers.get(locale) ?? handlers.get(DEFAULT_LOCALE);
    if (!handleRequest) throw new Error('no request handler');
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, {
      requestId: c.get('requestId'),
      nonce: c.get('secureHeadersNonce') ?? '',
      logger: c.get('logger'),
      session: c.get('session'),
      shopperState: c.get('shopperState'),
      locale,
      ...c.get('client'),
    });
    if (!metrics) return handleRequest(atPublicOrigin(c.req.raw, services.publicUrl), context);
    const started = performance.now();
    try {
      return await handleRequest(atPublicOrigin(c.req.raw, services.publicUrl), context);
    } finally {
      metrics.render[c.req.path.endsWith('.data') ? 'data' : 'document'].observe(
        (performance.now() - started) / 1000,
      );
    }
  });

  app.onError((error, c) => {
    // What described the response under way when it failed (a body that could not be read,
    // say) does not describe this answer: Hono would carry it over.
    for (const name of FAILED_RESPONSE_HEADERS) c.header(name, undefined);
    if (error instanceof HTTPException && error.status < 500) {
      if (c.req.path.startsWith('/api/')) {
        return apiError(
          c,
          error.status,
          error.status === 403 ? 'forbidden' : 'bad_request',
          error.message || 'Request refused.',
        );
      }
      return error.getResponse();
    }
    (c.get('logger') ?? logger).error({ err: error }, 'unhandled error');
    // A crowd that exhausts the database pool gets "busy, try again", not a failure.
    if (c.req.path.startsWith('/api/') && isDatabaseUnavailable(error)) {
      c.header('Retry-After', '2');
      return apiError(c, 503, 'unavailable', 'The shop is busy right now. Please try again.');
    }
    if (c.req.path.startsWith('/api/'))
      return apiError(c, 500, 'internal', 'Something went wrong. Please try again.');
    return c.text('Something went wrong. Please try again.', 500);
  });

  return app;
}
