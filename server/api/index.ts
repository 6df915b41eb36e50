/**
 * JSON API at /api/v1: thin handlers over the domain modules, validated by the Zod
 * schemas that also generate /api/v1/openapi.json.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { etag } from 'hono/etag';
import type { AppServices } from '../../app/context.ts';
import type { AppEnv } from '../types.ts';
import { accountRoutes } from './account.ts';
import { cartRoutes } from './cart.ts';
import { catalogRoutes } from './catalog.ts';
import { checkoutRoutes } from './checkout.ts';
import { compareRoutes } from './compare.ts';
import { withContract } from './contract.ts';
import { engagementRoutes } from './engagement.ts';
import { apiError, fieldErrors } from './errors.ts';
import { installationRoutes } from './installation.ts';
import { pickupRoutes } from './pickup.ts';
import { questionRoutes } from './questions.ts';
import { reviewRoutes } from './reviews.ts';
import { serviceRequestRoutes } from './service-requests.ts';
import { wellFormedJson } from './well-formed-json.ts';
import { whatsappWebhookRoutes } from './whatsapp-webhook.ts';

export function createApi(services: AppServices) {
  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return apiError(
          c,
          400,
          'invalid_request',
          'Please check the highlighted fields.',
          fieldErrors(result.error),
        );
      }
    },
  });

  // Lets clients and caches revalidate catalog responses cheaply (304).
  api.use('*', etag());
  api.use('*', wellFormedJson());
  api.route('/', catalogRoutes(services));
  api.route('/', pickupRoutes(services));
  api.route('/', compareRoutes(services));
  api.route('/', cartRoutes(services));
  api.route('/', accountRoutes(services));
  api.route('/', checkoutRoutes(services));
  api.route('/', installationRoutes(services));
  api.route('/', engagementRoutes(services));
  api.route('/', reviewRoutes(services));
  api.route('/', questionRoutes(services));
  api.route('/', serviceRequestRoutes(services));
  api.route('/', whatsappWebhookRoutes(services));

  // The routes' own schemas, and what server/api/contract.ts adds: operationIds, security
  // and the shared error answers. Built once, on first request (every route is registered).
  let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  api.get('/openapi.json', (c) => {
    document ??= withContract(
      api.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Gruha Appliances storefront API',
          version: '1.0.0',
          description:
            'Catalog, reviews, questions, cart, wishlist, account, checkout, order, installation, store pickup, service request, contact, survey and newsletter calls of the storefront. Money is in paise (integer). Shoppers are identified by the session cookie only. Every error answer is `{ error: { code, message, fields? } }`; an unknown path answers 404 and a method a path does not take 405 with `Allow`; a 429 or 503 says in `Retry-After` when to try again.',
          contact: { name: 'Gruha Appliances', url: services.publicUrl },
        },
        servers: [{ url: '/api/v1' }],
      }),
      services.publicUrl.startsWith('https:'),
    );
    return c.json(document);
  });

  return api;
}
