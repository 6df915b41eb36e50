/**
 * The WhatsApp Business Cloud API: a business-initiated message outside a 24-hour window
 * must be an approved template, sent by `POST /{phone-number-id}/messages` with the bearer
 * token. Only a refusal of this one recipient lets the messenger try SMS; anything else
 * (the shop's token, permissions, template or billing, throttling, 5xx, no answer) is the
 * shop's or Meta's problem of the moment, retried with backoff and shown to staff, so that
 * a broken setup does not quietly send every update by SMS. A 200 is Meta's acceptance:
 * never retried, or the shopper could get the message twice.
 */
import { z } from 'zod';
import { type Channel, ChannelRefusal, internationalNumber, jsonBody } from './channel.ts';

export const WHATSAPP_API_BASE = 'https://graph.facebook.com/v21.0';

/**
 * Meta's codes that refuse this recipient, not the shop: not deliverable to the number
 * (not on WhatsApp, among others), the shop's own number, or Meta's choice not to deliver.
 * In an answer or, mostly, in a later `failed` status (whatsapp-statuses.server.ts).
 */
export const RECIPIENT_CODES: ReadonlySet<number> = new Set([131026, 131021, 131049]);

const SentBody = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });
const ErrorBody = z.object({
  error: z.object({ message: z.string(), code: z.number().optional() }),
});

export function createWhatsAppChannel(options: {
  token: string;
  phoneNumberId: string;
  apiBase?: string | undefined;
}): Channel {
  const url = `${(options.apiBase ?? WHATSAPP_API_BASE).replace(/\/$/, '')}/${options.phoneNumberId}/messages`;
  return {
    name: 'whatsapp',
    async send(message, signal) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: internationalNumber(message.phone),
          type: 'template',
          template: {
            name: message.template,
            language: { policy: 'deterministic', code: message.language },
            components: [
              {
                type: 'body',
                parameters: message.params.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        }),
        signal,
      });
      const body = await jsonBody(response);
      // Its status webhook names the message by this id (a failed delivery goes by SMS).
      if (response.ok) return SentBody.safeParse(body).data?.messages[0]?.id;
      const error = ErrorBody.safeParse(body);
      const detail = error.success
        ? `${error.data.error.message} (code ${error.data.error.code ?? '?'})`
        : `HTTP ${response.status}`;
      if (error.success && RECIPIENT_CODES.has(error.data.error.code ?? -1)) {
        throw new ChannelRefusal(`WhatsApp refused: ${detail}`);
      }
      throw new Error(`WhatsApp: ${detail}`);
    },
  };
}
