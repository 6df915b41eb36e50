/**
 * WhatsApp's webhook (issue 34): Meta's subscription check (GET, the verify token echoed
 * with its challenge) and its delivery statuses (POST, signed with the app's secret). A
 * template WhatsApp accepted but could not deliver (a number not on WhatsApp) goes again
 * by SMS. Off (404) unless WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN are set.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppServices } from '../../app/context.ts';
import { sameKey } from '../../app/lib/signed-address.server.ts';
import {
  handleWhatsAppStatuses,
  signedByMeta,
} from '../../app/modules/messaging/whatsapp-statuses.server.ts';
import type { AppEnv } from '../types.ts';
import { answerRefusals, Refused } from './errors.ts';
import { errorOf } from './schemas.ts';

export const WHATSAPP_WEBHOOK_PATH = '/api/v1/webhooks/whatsapp';

const VerifyQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

const routes = {
  verify: createRoute({
    method: 'get',
    path: '/webhooks/whatsapp',
    tags: ['Webhooks'],
    summary:
      "Meta's check when the webhook is registered: the challenge, for the right verify token",
    request: { query: VerifyQuery },
    responses: {
      200: {
        description: 'The challenge, as text',
        content: { 'text/plain': { schema: z.string() } },
      },
      403: errorOf('Not our verify token'),
      404: errorOf('No webhook set up'),
    },
  }),
  statuses: createRoute({
    method: 'post',
    path: '/webhooks/whatsapp',
    tags: ['Webhooks'],
    summary:
      "WhatsApp's delivery statuses, X-Hub-Signature-256 over the raw body: an update it could not deliver goes by SMS",
    responses: {
      200: { description: 'Read (statuses of no use to the shop are ignored)' },
      400: errorOf('Bad signature or not JSON'),
      404: errorOf('No webhook set up'),
    },
  }),
};

export function whatsappWebhookRoutes({ config, database }: AppServices) {
  const api = new OpenAPIHono<AppEnv>();
  api.onError(answerRefusals);
  const webhook = config.messaging.whatsapp;
  const setUp = () => {
    if (!webhook?.appSecret || !webhook.verifyToken) {
      throw new Refused(404, 'not_found', 'No WhatsApp webhook is set up.');
    }
    return { appSecret: webhook.appSecret, verifyToken: webhook.verifyToken };
  };

  api.openapi(routes.verify, async (c) => {
    const { verifyToken } = setUp();
    const query = c.req.valid('query');
    const token = query['hub.verify_token'] ?? '';
    if (query['hub.mode'] !== 'subscribe' || !sameKey(token, verifyToken)) {
      throw new Refused(403, 'forbidden', 'This is not the verify token.');
    }
    return c.text(query['hub.challenge'] ?? '', 200);
  });

  api.openapi(routes.statuses, async (c) => {
    const { appSecret } = setUp();
    // The signature covers the raw bytes: read them before anything parses the body.
    const raw = await c.req.text();
    if (!signedByMeta(raw, c.req.header('x-hub-signature-256') ?? null, appSecret)) {
      throw new Refused(400, 'invalid_webhook', 'The webhook signature does not match.');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new Refused(400, 'invalid_webhook', 'The body is not JSON.');
    }
    const bySms = await handleWhatsAppStatuses(database.db, body, {
      sms: Boolean(config.messaging.sms),
    });
    if (bySms > 0) c.get('logger').info({ bySms }, 'WhatsApp could not deliver: sent by SMS');
    return c.json({ status: 'ok' }, 200);
  });

  return api;
}
