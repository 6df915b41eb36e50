/**
 * MSG91's Flow API, an Indian DLT-registered SMS gateway: a template registered on the
 * DLT platform and mapped in MSG91 is sent by its MSG91 id with the values of its
 * variables (`var1`, `var2` … in the template, in our parameters' order). The `authkey`
 * header authenticates. Only a refusal of this number (invalid, on the DND list, blocked)
 * is final for the message; anything else (the key, the balance, an IP not allowed, often
 * answered with a 200 and `type: 'error'`; throttling; 5xx) is retried and shown to staff.
 */
import { z } from 'zod';
import { type Channel, ChannelRefusal, internationalNumber, jsonBody } from './channel.ts';

export const MSG91_API_BASE = 'https://control.msg91.com/api/v5';

const Answer = z.object({ type: z.string(), message: z.string().optional() });

/** MSG91's words for a number it will not send to, whatever the shop does. */
const RECIPIENT_REFUSED = /invalid (mobile|number)|\bDND\b|number (is )?blocked/i;

export function createMsg91Channel(options: {
  authKey: string;
  /** 'order_placed_cod.en' → MSG91's template id. */
  templateIds: Record<string, string>;
  apiBase?: string | undefined;
}): Channel {
  const url = `${(options.apiBase ?? MSG91_API_BASE).replace(/\/$/, '')}/flow`;
  return {
    name: 'sms',
    async send(message, signal) {
      // A Kannada template not registered (yet): the English one rather than nothing.
      const templateId =
        options.templateIds[`${message.template}.${message.language}`] ??
        options.templateIds[`${message.template}.en`];
      if (!templateId) {
        // The shop's setup, not the number: retried (and shown to staff) until it is fixed.
        throw new Error(`SMS: no MSG91 template id for ${message.template} (MSG91_TEMPLATE_IDS)`);
      }
      const variables = Object.fromEntries(
        message.params.map((value, index) => [`var${index + 1}`, value]),
      );
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authkey: options.authKey,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          template_id: templateId,
          short_url: '0',
          recipients: [{ mobiles: internationalNumber(message.phone), ...variables }],
        }),
        signal,
      });
      const answer = Answer.safeParse(await jsonBody(response));
      if (response.ok && answer.success && answer.data.type === 'success') {
        return answer.data.message;
      }
      const detail = answer.success
        ? (answer.data.message ?? answer.data.type)
        : `HTTP ${response.status}`;
      if (RECIPIENT_REFUSED.test(detail)) throw new ChannelRefusal(`SMS refused: ${detail}`);
      throw new Error(`SMS: ${detail}`);
    },
  };
}
