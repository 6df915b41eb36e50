/**
 * The shop's e-mails: each an HTML part (table layout with inline styles, the only kind
 * mail clients render reliably) and a plain-text part. HTML is rendered with React, so
 * every value a shopper typed (a first name) is escaped. Links are absolute, on PUBLIC_URL.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { STORE } from '../../../config/store.ts';
import { EMAIL_LOGO } from '../../../config/store-contact.ts';
import type { EmailMessage } from './mailer.server.ts';

const TEAL = '#0f5e63';
const ADDRESS = `${STORE.headOffice.lines.join(', ')}, ${STORE.headOffice.city}, ${STORE.headOffice.state} ${STORE.headOffice.pincode}`;

interface EmailContent {
  to: string;
  subject: string;
  /** Greeting name (already the shopper's own text). */
  name: string;
  /** Paragraphs before and after the button. */
  lines: string[];
  action?: { label: string; url: string };
  after?: string[];
  /** A second, plainer link after the closing lines. */
  link?: { label: string; url: string };
}

function Layout({ content, origin }: { content: EmailContent; origin: string }): ReactNode {
  const p = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: '#1f2933' };
  return (
    <html lang="en-IN">
      <body
        style={{ margin: 0, padding: 0, background: '#f4f7f7', fontFamily: 'Arial, sans-serif' }}
      >
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: '560px', background: '#ffffff', borderRadius: '8px' }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: TEAL,
                          padding: '16px 24px',
                          borderRadius: '8px 8px 0 0',
                        }}
                      >
                        <img
                          src={new URL(EMAIL_LOGO, origin).href}
                          alt={STORE.name}
                          width={160}
                          height={40}
                        />
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '24px' }}>
                        <p style={p}>Hello {content.name},</p>
                        {content.lines.map((line) => (
                          <p key={line} style={p}>
                            {line}
                          </p>
                        ))}
                        {content.action ? (
                          <p style={{ margin: '24px 0' }}>
                            <a
                              href={content.action.url}
                              style={{
                                background: TEAL,
                                color: '#ffffff',
                                padding: '12px 20px',
                                borderRadius: '6px',
                                textDecoration: 'none',
                                fontWeight: 'bold',
                                display: 'inline-block',
                              }}
                            >
                              {content.action.label}
                            </a>
                          </p>
                        ) : null}
                        {content.action ? (
                          <p style={{ ...p, fontSize: '13px', color: '#52606d' }}>
                            If the button does not work, copy this link into your browser:{' '}
                            {content.action.url}
                          </p>
                        ) : null}
                        {(content.after ?? []).map((line) => (
                          <p key={line} style={p}>
                            {line}
                          </p>
                        ))}
                        {content.link ? (
                          <p style={p}>
                            <a href={content.link.url} style={{ color: TEAL }}>
                              {content.link.label}
                            </a>
                          </p>
                        ) : null}
                        <p style={p}>— {STORE.name}</p>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '16px 24px', fontSize: '12px', color: '#52606d' }}>
                        {STORE.legalName}, {ADDRESS}. Questions? Write to {STORE.supportEmail} or
                        call {STORE.phone}.
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

function render(content: EmailContent, origin: string): EmailMessage {
  const text = [
    `Hello ${content.name},`,
    '',
    ...content.lines.flatMap((line) => [line, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.after ?? []).flatMap((line) => [line, '']),
    ...(content.link ? [`${content.link.label}: ${content.link.url}`, ''] : []),
    `— ${STORE.name}`,
    '',
    `${STORE.legalName}, ${ADDRESS}. Questions? ${STORE.supportEmail}, ${STORE.phone}.`,
  ].join('\n');
  const html = `<!doctype html>${renderToStaticMarkup(<Layout content={content} origin={origin} />)}`;
  return { to: content.to, subject: content.subject, text, html };
}

export interface Recipient {
  email: string;
  firstName: string;
}

export function verificationEmail(to: Recipient, url: string, origin: string): EmailMessage {
  return render(
    {
      to: to.email,
      subject: `Verify your e-mail for ${STORE.name}`,
      name: to.firstName,
      lines: [
        `Thank you for creating an account with ${STORE.name}. Please confirm that this is your e-mail address; you can sign in once it is verified.`,
      ],
      action: { label: 'Verify my e-mail', url },
      after: [
        'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
      ],
    },
    origin,
  );
}

export function accountExistsEmail(
  to: Recipient,
  loginUrl: string,
  resetUrl: string,
  origin: string,
): EmailMessage {
  return render(
    {
      to: to.email,
      subject: `Someone tried to create a ${STORE.name} account with your e-mail`,
      name: to.firstName,
      lines: [
        'Someone (perhaps you) tried to create a new account with this e-mail address. You already have an account, so nothing was changed.',
        `To sign in, go to ${loginUrl}. If you have forgotten your password, you can reset it:`,
      ],
      action: { label: 'Reset my password', url: resetUrl },
      after: ['If this was not you, you can ignore this e-mail; your account is safe.'],
    },
    origin,
  );
}

export function passwordResetEmail(to: Recipient, url: string, origin: string): EmailMessage {
  return render(
    {
      to: to.email,
      subject: `Reset your ${STORE.name} password`,
      name: to.firstName,
      lines: ['We received a request to reset the password of your account.'],
      action: { label: 'Choose a new password', url },
      after: [
        'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail; your password stays as it is.',
      ],
    },
    origin,
  );
}

export function passwordChangedEmail(
  to: Recipient,
  resetUrl: string,
  origin: string,
): EmailMessage {
  return render(
    {
      to: to.email,
      subject: `Your ${STORE.name} password was changed`,
      name: to.firstName,
      lines: [
        'The password of your account was just changed, and every other signed-in device was signed out.',
        'If this was not you, reset your password now and write to us.',
      ],
      action: { label: 'Reset my password', url: resetUrl },
    },
    origin,
  );
}

/** What the order e-mails say of an order (already the shop's own snapshot). */
export interface OrderEmailFacts {
  orderNumber: string;
  name: string;
  email: string;
  phone: string;
  paymentLabel: string;
  totalLabel: string;
  placedLabel: string;
  addressLine: string;
  items: string[];
}

/** To the shopper, once a COD order is placed or an online order is paid. */
export function orderConfirmationEmail(
  order: OrderEmailFacts,
  { trackUrl, invoiceUrl }: { trackUrl: string; invoiceUrl: string },
  origin: string,
): EmailMessage {
  return render(
    {
      to: order.email,
      subject: `Your ${STORE.name} order ${order.orderNumber} is confirmed`,
      name: order.name,
      lines: [
        `Thank you for your order ${order.orderNumber}, placed on ${order.placedLabel}.`,
        ...order.items,
        `Total: ${order.totalLabel} (${order.paymentLabel}).`,
        `Delivering to: ${order.addressLine}.`,
        'Standard delivery takes 3 to 7 working days. We will write again when it ships.',
      ],
      action: { label: 'Track my order', url: trackUrl },
      after: ['Your GST invoice is ready; keep this e-mail to download it again later.'],
      link: { label: 'Download my GST invoice (PDF)', url: invoiceUrl },
    },
    origin,
  );
}

/** To the shopper when staff move the order on (shipped, out for delivery, delivered, cancelled). */
export function orderStatusEmail(
  order: Pick<OrderEmailFacts, 'orderNumber' | 'name' | 'email'>,
  update: { status: string; description: string },
  trackUrl: string,
  origin: string,
): EmailMessage {
  return render(
    {
      to: order.email,
      subject: `Your ${STORE.name} order ${order.orderNumber}: ${update.status}`,
      name: order.name,
      lines: [`Your order ${order.orderNumber} is now: ${update.status}.`, update.description],
      action: { label: 'Track my order', url: trackUrl },
    },
    origin,
  );
}

/** To the store's orders inbox (STORE_ORDERS_EMAIL): the admin-host notification of the spec. */
export function newOrderEmail(to: string, order: OrderEmailFacts, origin: string): EmailMessage {
  return render(
    {
      to,
      subject: `New order ${order.orderNumber}: ${order.totalLabel} (${order.paymentLabel})`,
      name: `${STORE.name} team`,
      lines: [
        `A new order ${order.orderNumber} was placed on ${order.placedLabel}.`,
        ...order.items,
        `Total: ${order.totalLabel}, ${order.paymentLabel}.`,
        `Customer: ${order.name}, ${order.email}, ${order.phone}.`,
        `Deliver to: ${order.addressLine}.`,
      ],
    },
    origin,
  );
}

/** What a shopper wrote through the Contact Us form (already validated). */
export interface ContactMessageFacts {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/**
 * To the support inbox (STORE.supportEmail): a Contact Us message. Reply-To is the
 * sender, so answering the e-mail answers them; their address is in the body too.
 */
export function contactMessageEmail(
  to: string,
  contact: ContactMessageFacts,
  origin: string,
): EmailMessage {
  return {
    ...render(
      {
        to,
        subject: `Contact Us: ${contact.subject}`,
        name: `${STORE.name} team`,
        lines: [
          `${contact.name} sent a message through the Contact Us form. Reply to this e-mail to answer them.`,
          `From: ${contact.name} <${contact.email}>`,
          `Phone: ${contact.phone}`,
          `Subject: ${contact.subject}`,
          `Message: ${contact.message}`,
        ],
      },
      origin,
    ),
    replyTo: contact.email,
  };
}

/** To a new newsletter subscriber: a welcome with the link that unsubscribes them. */
export function newsletterWelcomeEmail(
  to: string,
  unsubscribeUrl: string,
  origin: string,
): EmailMessage {
  return render(
    {
      to,
      subject: `You are subscribed to the ${STORE.name} newsletter`,
      name: 'there',
      lines: [
        `Thank you for subscribing to the ${STORE.name} newsletter. We will write now and then with new arrivals, deals and offers.`,
        'If you did not subscribe, or no longer want these e-mails, you can unsubscribe at any time:',
      ],
      action: { label: 'Unsubscribe', url: unsubscribeUrl },
      after: ['Every newsletter we send carries this link too.'],
    },
    origin,
  );
}
