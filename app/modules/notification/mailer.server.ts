/**
 * Sends one e-mail. With SMTP_URL it goes through nodemailer's SMTP transport; without,
 * it is logged and stays readable in the outbox table (the development mailbox).
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  transport: 'smtp' | 'log';
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(message: EmailMessage & { messageId: string }): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      transport: 'log',
      async send(message) {
        logger.info(
          { to: message.to, subject: message.subject, messageId: message.messageId },
          'e-mail kept in the development mailbox (no SMTP_URL)',
        );
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        messageId: message.messageId,
      });
    },
    close: () => transporter.close(),
  };
}
