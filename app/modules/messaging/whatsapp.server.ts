/**
 * The WhatsApp Business Cloud API: a business-initiated message outside a 24-hour window
 * must be an approved template, sent by `POST /{phone-number-id}/messages` with the bearer
 * token. Throttling, Meta's temporary errors and 5xx are retried; anything else is this
 * number's or template's refusal (the messenger then tries SMS).
 */
import { z } from 'zod';
import { type Channel, ChannelRefusal, internationalNumber, jsonBody } from './channel.ts';

export const WHATSAPP_API_BASE = 'https://graph.facebook.com/v21.0';

/** Meta's error codes worth another try: throttling and its own temporary failures. */
const TEMPORARY_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

const ErrorBody = z.object({
  error: z.object({ message: z.string(), code: z.number().optional() }),
});
const SentBody = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });

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
      if (response.ok && SentBody.safeParse(body).success) return;
      const error = ErrorBody.safeParse(body);
      const detail = error.success
        ? `${error.data.error.message} (code ${error.data.error.code ?? '?'})`
        : `HTTP ${response.status}`;
      const temporary =
        response.status === 429 ||
        response.status >= 500 ||
        (error.success && TEMPORARY_CODES.has(error.data.error.code ?? -1)) ||
        // A 200 without a message id: not refused, not known sent; try again.
        response.ok;
      if (temporary) throw new Error(`WhatsApp: ${detail}`);
      throw new ChannelRefusal(`WhatsApp refused: ${detail}`);
    },
  };
}
