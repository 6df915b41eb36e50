/**
 * The HTTP shell: middleware, health checks, static files, the JSON API, and React
 * Router for every page. Bundled by Vite together with the routes (see vite.config.ts),
 * so the page and API code share one module graph. server/index.ts builds the services
 * and calls createApp.
 */

import * as build from 'virtual:react-router/server-build';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { type AppServices, requestContext, servicesContext } from '../app/context.ts';
import {
  isWellFormedToken,
  newSessionToken,
  shopperSession,
} from '../app/modules/identity/session.server.ts';
import { SESSION_ABSOLUTE_MS, sessionCookieName } from '../app/modules/identity/session-policy.ts';
import { apiError } from './api/errors.ts';
import { createApi } from './api/index.ts';
import type { AppEnv } from './types.ts';

export interface CreateAppOptions {
  services: AppServices;
  /** Folder of the client build (hashed assets); absent in development, where Vite serves them. */
  clientDir?: string;
  /** Folder of generated media (product images, videos). */
  mediaDir: string;
}

const YEAR = 31_536_000;

export function createApp({ services, clientDir, mediaDir }: CreateAppOptions) {
  const { config, database, logger } = services;
  const handleRequest = createRequestHandler(
    build,
    config.isProduction ? 'production' : 'development',
  );
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('logger', logger.child({ reqId: c.get('requestId') }));
    await next();
    // After the handler: page responses are built by React Router, not by Hono.
    c.res.headers.set('X-Request-Id', c.get('requestId'));
    const ms = Math.round(performance.now() - started);
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) c.get('logger').error(line, 'request failed');
    else c.get('logger').debug(line, 'request');
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const ready = await database.ping();
    return c.json({ status: ready ? 'ok' : 'database unavailable' }, ready ? 200 : 503);
  });

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE, 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(config.isProduction ? [] : ['ws:'])],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://www.google.com'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      strictTransportSecurity: config.isProduction ? 'max-age=31536000; includeSubDomains' : false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress());

  if (clientDir) {
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', `public, max-age=${YEAR}, immutable`),
      }),
    );
    app.use(
      '*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      }),
    );
  }
  app.use(
    '/media/*',
    serveStatic({
      root: mediaDir,
      rewriteRequestPath: (path) => path.replace(/^\/media/, ''),
      onFound: (_path, c) =>
        c.header('Cache-Control', 'public, max-age=604800, stale-while-revalidate=86400'),
    }),
  );

  // Every page and API visitor carries a session token; the row behind it is created on first use.
  const secureCookies = services.publicUrl.startsWith('https:');
  const cookieName = sessionCookieName(secureCookies);
  app.use('*', async (c, next) => {
    const presented = getCookie(c, cookieName);
    const token = isWellFormedToken(presented) ? presented : newSessionToken();
    const session = shopperSession(database.db, token);
    c.set('session', session);
    await next();
    // Pages always start the session; API responses only when they stored state, so that
    // public catalog responses never carry a Set-Cookie into shared caches.
    const issue = token !== presented && (!c.req.path.startsWith('/api/') || session.created);
    // Set after the handler: page responses are built by React Router, not by Hono.
    if (issue) {
      setCookie(c, cookieName, token, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: secureCookies,
        path: '/',
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      });
    }
  });
  // Form posts must come from our own pages (JSON calls are covered by CORS preflight).
  app.use(
    '*',
    csrf({
      origin: (origin, c) => origin === new URL(c.req.url).origin || origin === services.publicUrl,
    }),
  );

  app.route('/api/v1', createApi(services));
  app.all('/api/*', (c) => apiError(c, 404, 'not_found', 'No such API endpoint.'));

  app.all('*', async (c) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, {
      requestId: c.get('requestId'),
      nonce: c.get('secureHeadersNonce') ?? '',
      logger: c.get('logger'),
      session: c.get('session'),
    });
    return handleRequest(c.req.raw, context);
  });

  app.onError((error, c) => {
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
    if (c.req.path.startsWith('/api/'))
      return apiError(c, 500, 'internal', 'Something went wrong. Please try again.');
    return c.text('Something went wrong. Please try again.', 500);
  });

  return app;
}
