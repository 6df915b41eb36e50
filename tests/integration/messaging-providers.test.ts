/**
 * The real order-update adapters (WhatsApp Business Cloud API, MSG91) and the messenger
 * that chains them, against local stand-ins of the providers' HTTP APIs: the request each
 * sends (path, auth header, template and its parameters), and what each makes of errors:
 * retried later, refused (the next channel tries), or undeliverable.
 */
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChannelRefusal, type PhoneMessage } from '../../app/modules/messaging/channel.ts';
import { createMessenger } from '../../app/modules/messaging/messenger.server.ts';
import { createMsg91Channel } from '../../app/modules/messaging/msg91.server.ts';
import { renderMessage, templateParams } from '../../app/modules/messaging/templates.ts';
import { createWhatsAppChannel } from '../../app/modules/messaging/whatsapp.server.ts';
import { UndeliverableError } from '../../app/modules/notification/undeliverable.ts';
import { closedPort } from '../setup/closed-port.ts';
import {
  type MessagingStandIn,
  STAND_IN_KEYS,
  startMessagingStandIn,
} from '../setup/messaging-stand-in.ts';

let standIn: MessagingStandIn;
beforeAll(async () => {
  standIn = await startMessagingStandIn();
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.whatsapp.length = 0;
  standIn.sms.length = 0;
  standIn.notOnWhatsApp.clear();
  standIn.smsRefused.clear();
});

const logger = pino({ level: 'silent' });
const whatsapp = (token = STAND_IN_KEYS.whatsappToken) =>
  createWhatsAppChannel({
    token,
    phoneNumberId: STAND_IN_KEYS.phoneNumberId,
    apiBase: standIn.whatsappBase,
  });
const TEMPLATE_IDS = {
  'order_placed_cod.en': '64f0aa01',
  'order_placed_cod.kn': '64f0aa02',
  'order_shipped.en': '64f0aa03',
};
const msg91 = (authKey = STAND_IN_KEYS.msg91AuthKey) =>
  createMsg91Channel({ authKey, templateIds: TEMPLATE_IDS, apiBase: standIn.msg91Base });

function placedCod(language: 'en' | 'kn' = 'en', phone = '9900112233'): PhoneMessage {
  const params = templateParams('order_placed_cod', {
    order: 'GA-2026-001234',
    amount: '₹12,499',
    link: 'https://shop.example/track-order?order=abc123',
  });
  return {
    phone,
    template: 'order_placed_cod',
    language,
    params,
    text: renderMessage('order_placed_cod', language, params),
    orderNumber: 'GA-2026-001234',
  };
}

const signal = () => AbortSignal.timeout(5_000);

/** What a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (reason: unknown) => reason,
  );
}

describe('WhatsApp Business Cloud API', () => {
  it('sends the template with its parameters, in the order language, with the bearer token', async () => {
    await whatsapp().send(placedCod('kn'), signal());
    const [request] = standIn.requests;
    expect(request!.path).toBe(`/v21.0/${STAND_IN_KEYS.phoneNumberId}/messages`);
    expect(request!.headers.authorization).toBe(`Bearer ${STAND_IN_KEYS.whatsappToken}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919900112233',
      type: 'template',
      template: {
        name: 'order_placed_cod',
        language: { policy: 'deterministic', code: 'kn' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'GA-2026-001234' },
              { type: 'text', text: '₹12,499' },
              { type: 'text', text: 'https://shop.example/track-order?order=abc123' },
            ],
          },
        ],
      },
    });
    expect(standIn.whatsapp).toEqual([
      {
        to: '919900112233',
        template: 'order_placed_cod',
        language: 'kn',
        params: ['GA-2026-001234', '₹12,499', 'https://shop.example/track-order?order=abc123'],
      },
    ]);
  });

  it('refuses (for SMS to try) a number WhatsApp will not deliver to', async () => {
    standIn.notOnWhatsApp.add('919900112233');
    const undeliverable = await rejection(whatsapp().send(placedCod(), signal()));
    expect(undeliverable).toBeInstanceOf(ChannelRefusal);
    expect((undeliverable as Error).message).toContain('131026');
    expect(standIn.whatsapp).toEqual([]);
  });

  it("leaves the shop's own problems to be retried (and seen by staff), not sent by SMS", async () => {
    // An expired token: every update would otherwise quietly go by SMS, or fail at once.
    const badToken = await rejection(whatsapp('wrong-token').send(placedCod(), signal()));
    expect(badToken).not.toBeInstanceOf(ChannelRefusal);
    expect((badToken as Error).message).toContain('code 190');
    standIn.failNext('whatsapp', {
      status: 404,
      body: { error: { message: 'Template name does not exist in the translation', code: 132001 } },
    });
    const noTemplate = await rejection(whatsapp().send(placedCod(), signal()));
    expect(noTemplate).not.toBeInstanceOf(ChannelRefusal);
  });

  it('takes a 200 as sent, whatever its body (retrying it could send the message twice)', async () => {
    standIn.failNext('whatsapp', { status: 200, body: { messaging_product: 'whatsapp' } });
    await whatsapp().send(placedCod(), signal());
    expect(standIn.requests).toHaveLength(1);
  });

  it.each([
    ['a 5xx', { status: 503, body: { error: { message: 'Service Unavailable', code: 2 } } }],
    ['throttling (429)', { status: 429, body: { error: { message: 'Too many calls', code: 4 } } }],
    [
      "Meta's rate limit in a 400",
      { status: 400, body: { error: { message: 'Rate limit hit', code: 130429 } } },
    ],
    ['a proxy page that is not JSON', { status: 502, body: '<html>Bad gateway</html>' }],
  ])('leaves %s to be retried (not a refusal)', async (_what, answer) => {
    standIn.failNext('whatsapp', answer);
    const error = await rejection(whatsapp().send(placedCod(), signal()));
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ChannelRefusal);
  });

  it('leaves an unreachable API to be retried', async () => {
    const channel = createWhatsAppChannel({
      token: STAND_IN_KEYS.whatsappToken,
      phoneNumberId: STAND_IN_KEYS.phoneNumberId,
      apiBase: `http://127.0.0.1:${await closedPort()}/v21.0`,
    });
    const error = await rejection(channel.send(placedCod(), signal()));
    expect(error).not.toBeInstanceOf(ChannelRefusal);
  });
});

describe('MSG91 (DLT SMS)', () => {
  it("sends the DLT template's MSG91 id for the language, the variables in order, and the authkey", async () => {
    await msg91().send(placedCod('kn'), signal());
    const [request] = standIn.requests;
    expect(request!.path).toBe('/api/v5/flow');
    expect(request!.headers.authkey).toBe(STAND_IN_KEYS.msg91AuthKey);
    expect(request!.body).toEqual({
      template_id: '64f0aa02',
      short_url: '0',
      recipients: [
        {
          mobiles: '919900112233',
          var1: 'GA-2026-001234',
          var2: '₹12,499',
          var3: 'https://shop.example/track-order?order=abc123',
        },
      ],
    });
    expect(standIn.sms).toHaveLength(1);
  });

  it('uses the English template where a Kannada one is not registered; without one, retries (the setup is wrong)', async () => {
    const params = ['GA-2026-001234', 'Delhivery', '1234567890', 'https://t.example/1234567890'];
    const shipped: PhoneMessage = {
      ...placedCod('kn'),
      template: 'order_shipped',
      params,
      text: renderMessage('order_shipped', 'kn', params),
    };
    await msg91().send(shipped, signal());
    expect(standIn.sms[0]!.templateId).toBe('64f0aa03');
    const delivered: PhoneMessage = { ...placedCod(), template: 'order_delivered', params: ['X'] };
    const missing = await rejection(msg91().send(delivered, signal()));
    expect(missing).not.toBeInstanceOf(ChannelRefusal);
    expect((missing as Error).message).toContain('MSG91_TEMPLATE_IDS');
    expect(standIn.requests).toHaveLength(1);
  });

  it('refuses a number on the DND list; retries a bad key, an error in a 200, 5xx and 429', async () => {
    standIn.smsRefused.add('919900112233');
    const dnd = await rejection(msg91().send(placedCod(), signal()));
    expect(dnd).toBeInstanceOf(ChannelRefusal);
    expect((dnd as Error).message).toContain('DND');
    standIn.smsRefused.clear();
    expect(await rejection(msg91('wrong').send(placedCod(), signal()))).not.toBeInstanceOf(
      ChannelRefusal,
    );
    standIn.failNext('msg91', {
      status: 200,
      body: { type: 'error', message: 'Insufficient balance' },
    });
    standIn.failNext('msg91', { status: 500, body: { type: 'error', message: 'Internal' } });
    standIn.failNext('msg91', { status: 429, body: { type: 'error', message: 'Slow down' } });
    for (let i = 0; i < 3; i += 1) {
      expect(await rejection(msg91().send(placedCod(), signal()))).not.toBeInstanceOf(
        ChannelRefusal,
      );
    }
    expect(standIn.sms).toEqual([]);
  });
});

describe('the messenger: WhatsApp, then SMS', () => {
  const messenger = () => createMessenger([whatsapp(), msg91()], { logger, timeoutMs: 5_000 });

  it('sends by WhatsApp when it takes the message, and SMS is not asked', async () => {
    expect(await messenger().send(placedCod())).toEqual({
      transport: 'whatsapp',
      reference: expect.stringMatching(/^wamid\./),
    });
    expect(standIn.requests.map((request) => request.provider)).toEqual(['whatsapp']);
  });

  it('falls back to SMS for a number not on WhatsApp', async () => {
    standIn.notOnWhatsApp.add('919900112233');
    expect((await messenger().send(placedCod())).transport).toBe('sms');
    expect(standIn.sms).toHaveLength(1);
  });

  it("does not send SMS while WhatsApp's failure may pass: the message is retried later", async () => {
    standIn.failNext('whatsapp', { status: 503, body: { error: { message: 'Down', code: 2 } } });
    const error = await rejection(messenger().send(placedCod()));
    expect(error).not.toBeInstanceOf(UndeliverableError);
    expect(standIn.requests.map((request) => request.provider)).toEqual(['whatsapp']);
    expect(standIn.sms).toEqual([]);
  });

  it('is undeliverable when every channel refuses it, naming each reason', async () => {
    standIn.notOnWhatsApp.add('919900112233');
    standIn.smsRefused.add('919900112233');
    const error = await rejection(messenger().send(placedCod()));
    expect(error).toBeInstanceOf(UndeliverableError);
    expect((error as Error).message).toMatch(/131026.*DND/);
  });
});
