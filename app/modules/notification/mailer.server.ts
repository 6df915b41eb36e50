/**
 * Sends one e-mail. With SMTP_URL it goes through nodemailer's SMTP transport; without,
 * it is logged and stays readable in the outbox table (the development mailbox).
 *
 * Every SMTP attempt is bounded (nodemailer's own defaults wait minutes on a silent server):
 * the outbox claims a message only for a limited time, and an attempt that outlived its
 * claim could race a second worker that took the message over.
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * A marketing e-mail's unsubscribe link: sent as List-Unsubscribe with RFC 8058's
   * one-click POST, so that the mail app's own 'Unsubscribe' works.
   */
  unsubscribeUrl?: string;
}

/** The headers that let a mail app unsubscribe in one click (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface Mailer {
  transport: 'smtp' | 'log';
  /** The longest one send() may take before it rejects; the outbox sizes its claims from it. */
  attemptTimeoutMs: number;
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(message: EmailMessage & { messageId: string }): Promise<void>;
  close(): void;
}

export interface SmtpTimeouts {
  /** DNS lookup, TCP connect and greeting together (nodemailer counts them against this one). */
  connectionMs: number;
  /** Silence from the server after any command (e.g. a server sitting on the DATA reply). */
  socketMs: number;
  /** The whole attempt, whatever the server does: also cuts off a server trickling bytes. */
  attemptMs: number;
}

/** Each phase well under the attempt, and the attempt well under the outbox claim. */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  socketMs: 15_000,
  attemptMs: 30_000,
};

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
  /** Tests shorten them; production uses the defaults. */
  timeouts?: SmtpTimeouts;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  const timeouts = options.timeouts ?? DEFAULT_SMTP_TIMEOUTS;
  if (!smtpUrl) {
    return {
      transport: 'log',
      attemptTimeoutMs: timeouts.attemptMs,
      async send(message) {
        // Not to whom, nor about what: a subject can tell a log reader who has an account.
        logger.info(
          { messageId: message.messageId },
          'e-mail kept in the development mailbox (no SMTP_URL)',
        );
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    dnsTimeout: timeouts.connectionMs,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.connectionMs,
    socketTimeout: timeouts.socketMs,
  });
  return {
    transport: 'smtp',
    attemptTimeoutMs: timeouts.attemptMs,
    async send(message) {
      // On abort nodemailer closes the connection: the attempt really ends, it does not linger.
      const signal = AbortSignal.timeout(timeouts.attemptMs);
      try {
        await transporter.sendMail({
          from,
          // As one address, never parsed: a list or a display name in it goes nowhere.
          to: { name: '', address: message.to },
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.replyTo ? { replyTo: { name: '', address: message.replyTo } } : {}),
          ...(message.unsubscribeUrl
            ? { headers: unsubscribeHeaders(message.unsubscribeUrl) }
            : {}),
          messageId: message.messageId,
          signal,
        });
      } catch (error) {
        // nodemailer only says 'aborted'; the outbox keeps this message as the row's last error.
        if (signal.aborted) {
          throw new Error(`SMTP attempt gave up after ${timeouts.attemptMs} ms`, { cause: error });
        }
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}
