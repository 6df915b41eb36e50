/**
 * One provider of order updates by phone (WhatsApp, SMS): the messenger tries them in
 * turn. A channel throws ChannelRefusal when it will never take this message (the next
 * channel may), and any other error when it might later (the outbox retries).
 */
import type { MessageLanguage, MessageTemplate } from './templates.ts';

export type ChannelName = 'whatsapp' | 'sms';

/** An order update as the outbox keeps it. */
export interface PhoneMessage {
  /** The order's 10-digit Indian mobile number. */
  phone: string;
  template: MessageTemplate;
  language: MessageLanguage;
  params: string[];
  /** The template's text filled in: what the shopper reads (the dev list, the back office). */
  text: string;
  orderNumber: string;
  /**
   * 'sms': only by SMS, the fallback for an update WhatsApp accepted but could not deliver
   * (its status webhook said so).
   */
  only?: 'sms';
}

export interface Channel {
  name: ChannelName;
  /** Resolves once the provider accepted the message, to its id for it when it gives one. */
  send(message: PhoneMessage, signal: AbortSignal): Promise<string | undefined>;
}

export class ChannelRefusal extends Error {
  override name = 'ChannelRefusal';
}

/** India's country code before the 10 digits, as both providers want the number. */
export function internationalNumber(phone: string): string {
  return `91${phone}`;
}

/** The provider's JSON answer, or null when the body is not JSON (a proxy's error page). */
export async function jsonBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}
