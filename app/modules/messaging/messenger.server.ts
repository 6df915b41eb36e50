/**
 * Sends an order update by phone: WhatsApp first, SMS when WhatsApp refuses it (or is not
 * set up). A temporary failure of a channel is thrown for the outbox to retry the message
 * later (from WhatsApp again: it may take it then); refused by every channel, the message
 * is undeliverable and failed at once. Without any provider, development keeps messages
 * readable at /dev/messages (marked sent by 'log'); production has no messenger, and they
 * wait in the outbox.
 */
import type { Logger } from 'pino';
import type { Config } from '../../../config/env.ts';
import { UndeliverableError } from '../notification/undeliverable.ts';
import { type Channel, type ChannelName, ChannelRefusal, type PhoneMessage } from './channel.ts';
import { createMsg91Channel } from './msg91.server.ts';
import { createWhatsAppChannel } from './whatsapp.server.ts';

/** The longest one provider's answer is awaited. */
export const CHANNEL_TIMEOUT_MS = 10_000;

export interface Messenger {
  /** The longest one send() may take; the outbox sizes its claims from it. */
  attemptTimeoutMs: number;
  /** Resolves to the channel that took the message and its id there; rejects otherwise. */
  send(message: PhoneMessage): Promise<{ transport: ChannelName | 'log'; reference?: string }>;
}

export function channelsFrom(messaging: Config['messaging']): Channel[] {
  return [
    ...(messaging.whatsapp ? [createWhatsAppChannel(messaging.whatsapp)] : []),
    ...(messaging.sms ? [createMsg91Channel(messaging.sms)] : []),
  ];
}

export function createMessenger(
  channels: Channel[],
  options: { logger: Logger; timeoutMs?: number },
): Messenger {
  const timeoutMs = options.timeoutMs ?? CHANNEL_TIMEOUT_MS;
  if (channels.length === 0) {
    return {
      attemptTimeoutMs: timeoutMs,
      async send() {
        options.logger.info('order update kept at /dev/messages (no WhatsApp or SMS provider)');
        return { transport: 'log' };
      },
    };
  }
  return {
    // Every channel once, and a little to spare.
    attemptTimeoutMs: channels.length * timeoutMs + 1_000,
    async send(message) {
      const refusals: string[] = [];
      const tried = channels.filter((channel) => !message.only || channel.name === message.only);
      if (tried.length === 0)
        throw new UndeliverableError(`No ${message.only} provider is set up.`);
      for (const channel of tried) {
        try {
          const reference = await channel.send(message, AbortSignal.timeout(timeoutMs));
          return { transport: channel.name, ...(reference ? { reference } : {}) };
        } catch (error) {
          if (!(error instanceof ChannelRefusal)) throw error;
          refusals.push(error.message);
        }
      }
      throw new UndeliverableError(refusals.join('; '));
    },
  };
}

/** The process's messenger: null in production without a provider (messages wait). */
export function messengerFor(config: Config, logger: Logger): Messenger | null {
  const channels = channelsFrom(config.messaging);
  if (channels.length === 0 && config.isProduction) return null;
  return createMessenger(channels, { logger });
}
