/**
 * Local stand-ins of the two order-update providers' HTTP APIs, so that the real adapters
 * (plain fetch) run in tests without keys or network, as the Razorpay stand-in does:
 * - the WhatsApp Business Cloud API: `POST /v21.0/{phone-number-id}/messages`, a bearer
 *   token, template messages; Meta's error bodies (`{ error: { message, code } }`);
 * - MSG91's Flow API: `POST /api/v5/flow`, the `authkey` header, `{ type, message }`.
 * Each checks its credentials and the request's shape as the provider would, records what
 * it took, and can be told to fail the next requests.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_KEYS = {
  whatsappToken: 'EAAGstandintoken0123456789',
  phoneNumberId: '106540352242922',
  msg91AuthKey: 'standin-msg91-authkey-0123',
  /** Signs the status webhook, as Meta does with the app's secret. */
  appSecret: 'standin-app-secret-0123456789',
  verifyToken: 'standin-verify-token',
};

/** A template message WhatsApp took. */
export interface WhatsAppSent {
  to: string;
  template: string;
  language: string;
  params: string[];
}

/** An SMS MSG91 took. */
export interface SmsSent {
  templateId: string;
  mobiles: string;
  vars: Record<string, string>;
}

export interface RecordedRequest {
  provider: 'whatsapp' | 'msg91';
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

interface Scripted {
  status: number;
  body: unknown;
}

export interface MessagingStandIn {
  /** WHATSAPP_API_BASE */
  whatsappBase: string;
  /** MSG91_API_BASE */
  msg91Base: string;
  /** Every request, answered or refused, in order. */
  requests: RecordedRequest[];
  whatsapp: WhatsAppSent[];
  sms: SmsSent[];
  /** Numbers (with 91) refused at once (131026 in the answer; Meta mostly says it later). */
  notOnWhatsApp: Set<string>;
  /**
   * Numbers (with 91) not on WhatsApp as Meta really tells it: the message is accepted, then
   * a signed `failed` status (131026) is posted to `statusWebhook`.
   */
  undeliveredLater: Set<string>;
  /** Where the delivery statuses go (the shop's webhook); null: none sent. */
  statusWebhook: string | null;
  /** Numbers (with 91) MSG91 refuses (on the DND list). */
  smsRefused: Set<string>;
  /** The next `times` requests to that provider get this answer instead. */
  failNext(provider: 'whatsapp' | 'msg91', answer: Scripted, times?: number): void;
  /** Resolves once `check` holds (polled), or rejects after `timeoutMs`. */
  waitFor(check: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const metaError = (message: string, code: number) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') },
});

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** The body of a template message, as the Cloud API checks it; null when malformed. */
function templateMessage(body: unknown): WhatsAppSent | null {
  if (!isObject(body) || body.messaging_product !== 'whatsapp' || body.type !== 'template') {
    return null;
  }
  const template = body.template;
  if (typeof body.to !== 'string' || !/^\d{12}$/.test(body.to) || !isObject(template)) return null;
  const language = template.language;
  if (typeof template.name !== 'string' || !isObject(language)) return null;
  if (typeof language.code !== 'string') return null;
  const components = Array.isArray(template.components) ? template.components : [];
  const bodyPart = components.find((part) => isObject(part) && part.type === 'body') as
    | Json
    | undefined;
  const parameters = Array.isArray(bodyPart?.parameters) ? bodyPart.parameters : [];
  const params: string[] = [];
  for (const parameter of parameters) {
    if (!isObject(parameter) || parameter.type !== 'text' || typeof parameter.text !== 'string') {
      return null;
    }
    params.push(parameter.text);
  }
  return { to: body.to, template: template.name, language: language.code, params };
}

export async function startMessagingStandIn(
  keys: typeof STAND_IN_KEYS = STAND_IN_KEYS,
): Promise<MessagingStandIn> {
  const requests: RecordedRequest[] = [];
  const whatsapp: WhatsAppSent[] = [];
  const sms: SmsSent[] = [];
  const notOnWhatsApp = new Set<string>();
  const undeliveredLater = new Set<string>();
  let statusWebhook: string | null = null;
  /** Posts a `failed` status for a message, signed as Meta signs it. */
  const reportUndelivered = async (id: string, to: string) => {
    if (!statusWebhook) return;
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA_ID',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                statuses: [
                  {
                    id,
                    status: 'failed',
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: to,
                    errors: [{ code: 131026, title: 'Message undeliverable' }],
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const signature = createHmac('sha256', keys.appSecret).update(body).digest('hex');
    await fetch(statusWebhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
      body,
    });
  };
  const smsRefused = new Set<string>();
  const scripted: Record<'whatsapp' | 'msg91', Scripted[]> = { whatsapp: [], msg91: [] };

  const server = createServer(async (request, response) => {
    const body = await readJson(request);
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (request.method === 'POST' && path === `/v21.0/${keys.phoneNumberId}/messages`) {
      requests.push({ provider: 'whatsapp', path, headers: request.headers, body });
      const forced = scripted.whatsapp.shift();
      if (forced) return answer(forced.status, forced.body);
      if (request.headers.authorization !== `Bearer ${keys.whatsappToken}`) {
        return answer(401, metaError('Invalid OAuth access token.', 190));
      }
      const message = templateMessage(body);
      if (!message) return answer(400, metaError('(#100) Invalid parameter', 100));
      if (notOnWhatsApp.has(message.to)) {
        return answer(400, metaError('Message undeliverable', 131026));
      }
      const id = `wamid.${randomBytes(12).toString('hex')}`;
      if (undeliveredLater.has(message.to)) {
        setTimeout(() => void reportUndelivered(id, message.to), 20);
      } else {
        whatsapp.push(message);
      }
      return answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: message.to, wa_id: message.to }],
        messages: [{ id }],
      });
    }
    if (request.method === 'POST' && path === '/api/v5/flow') {
      requests.push({ provider: 'msg91', path, headers: request.headers, body });
      const forced = scripted.msg91.shift();
      if (forced) return answer(forced.status, forced.body);
      if (request.headers.authkey !== keys.msg91AuthKey) {
        return answer(401, { type: 'error', message: 'Authentication failure' });
      }
      const recipient =
        isObject(body) && Array.isArray(body.recipients) && isObject(body.recipients[0])
          ? body.recipients[0]
          : null;
      if (!isObject(body) || typeof body.template_id !== 'string' || !recipient) {
        return answer(400, { type: 'error', message: 'Template id or recipients missing' });
      }
      const { mobiles, ...vars } = recipient as Record<string, string>;
      if (typeof mobiles !== 'string' || !/^91\d{10}$/.test(mobiles)) {
        return answer(400, { type: 'error', message: 'Invalid mobile number' });
      }
      if (smsRefused.has(mobiles)) {
        return answer(400, { type: 'error', message: 'Mobile number is on the DND list' });
      }
      sms.push({ templateId: body.template_id, mobiles, vars });
      return answer(200, { type: 'success', message: randomBytes(12).toString('hex') });
    }
    answer(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    whatsappBase: `${base}/v21.0`,
    msg91Base: `${base}/api/v5`,
    requests,
    whatsapp,
    sms,
    notOnWhatsApp,
    undeliveredLater,
    get statusWebhook() {
      return statusWebhook;
    },
    set statusWebhook(url) {
      statusWebhook = url;
    },
    smsRefused,
    failNext(provider, answer, times = 1) {
      for (let i = 0; i < times; i += 1) scripted[provider].push(answer);
    },
    async waitFor(check, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > until) throw new Error('The stand-in did not get what was awaited.');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The environment that points a test server's providers at the stand-in. */
export function standInEnv(standIn: MessagingStandIn, templateIds: string): Record<string, string> {
  return {
    WHATSAPP_TOKEN: STAND_IN_KEYS.whatsappToken,
    WHATSAPP_PHONE_NUMBER_ID: STAND_IN_KEYS.phoneNumberId,
    WHATSAPP_API_BASE: standIn.whatsappBase,
    WHATSAPP_APP_SECRET: STAND_IN_KEYS.appSecret,
    WHATSAPP_VERIFY_TOKEN: STAND_IN_KEYS.verifyToken,
    MSG91_AUTH_KEY: STAND_IN_KEYS.msg91AuthKey,
    MSG91_TEMPLATE_IDS: templateIds,
    MSG91_API_BASE: standIn.msg91Base,
  };
}
