/**
 * The shop's e-mails: each an HTML part (table layout with inline styles, the only kind
 * mail clients render reliably) and a plain-text part. HTML is rendered with React, so
 * every value a shopper typed (a first name) is escaped. Links are absolute, on PUBLIC_URL.
 * A shopper's e-mail is written in the language of the pages they used (stored on the
 * account and the order); the store's own inbox gets English.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { STORE } from '../../../config/store.ts';
import { EMAIL_LOGO } from '../../../config/store-contact.ts';
import { serverTranslator } from '../../i18n/catalogs.server.ts';
import { DEFAULT_LOCALE, type Locale, localeInfo } from '../../i18n/locales.ts';
import { msg } from '../../i18n/msg.ts';
import type { Translate } from '../../i18n/translate.ts';
import { formatRupees } from '../../lib/format.ts';
import type { EmailMessage } from './mailer.server.ts';

const TEAL = '#0f5e63';

function addressOf(t: Translate): string {
  const office = STORE.headOffice;
  return `${office.lines.map((line) => t(line)).join(', ')}, ${t(office.city)}, ${t(office.state)} ${office.pincode}`;
}

interface EmailContent {
  to: string;
  /** The language it is written in (the texts below are already in it). */
  locale: Locale;
  subject: string;
  /** Greeting name (already the shopper's own text). */
  name: string;
  /** Paragraphs before the list and the button. */
  lines: string[];
  /** A list of links before the button (one per product to review, per item of a cart). */
  links?: { label: string; url: string; lang?: string }[];
  action?: { label: string; url: string };
  after?: string[];
  /** A second, plainer link after the closing lines. */
  link?: { label: string; url: string };
  /** A marketing e-mail's one-click unsubscribe target (its List-Unsubscribe header). */
  unsubscribeUrl?: string;
}

function Layout({ content, origin }: { content: EmailContent; origin: string }): ReactNode {
  const p = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: '#1f2933' };
  const t = serverTranslator(content.locale);
  return (
    <html lang={localeInfo(content.locale).htmlLang}>
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
                        <p style={p}>{t('Hello {name},', { name: content.name })}</p>
                        {content.lines.map((line) => (
                          <p key={line} style={p}>
                            {line}
                          </p>
                        ))}
                        {content.links?.length ? (
                          <ul style={{ ...p, paddingLeft: '20px' }}>
                            {content.links.map((link) => (
                              <li key={link.url} style={{ marginBottom: '8px' }}>
                                <a href={link.url} style={{ color: TEAL }} lang={link.lang}>
                                  {link.label}
                                </a>
                              </li>
                            ))}
                          </ul>
                        ) : null}
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
                            {t('If the button does not work, copy this link into your browser:')}{' '}
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
                        {t('{legalName}, {address}. Questions? Write to {email} or call {phone}.', {
                          legalName: STORE.legalName,
                          address: addressOf(t),
                          email: STORE.supportEmail,
                          phone: STORE.phone,
                        })}
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
  const t = serverTranslator(content.locale);
  const text = [
    t('Hello {name},', { name: content.name }),
    '',
    ...content.lines.flatMap((line) => [line, '']),
    ...(content.links ?? []).flatMap((link) => [`${link.label}: ${link.url}`]),
    ...(content.links?.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.after ?? []).flatMap((line) => [line, '']),
    ...(content.link ? [`${content.link.label}: ${content.link.url}`, ''] : []),
    `— ${STORE.name}`,
    '',
    t('{legalName}, {address}. Questions? Write to {email} or call {phone}.', {
      legalName: STORE.legalName,
      address: addressOf(t),
      email: STORE.supportEmail,
      phone: STORE.phone,
    }),
  ].join('\n');
  const html = `<!doctype html>${renderToStaticMarkup(<Layout content={content} origin={origin} />)}`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(content.unsubscribeUrl ? { unsubscribeUrl: content.unsubscribeUrl } : {}),
  };
}

export interface Recipient {
  email: string;
  firstName: string;
  /** The account's language (English when not known). */
  locale?: Locale;
}

/** The language of a shopper's e-mail and its translation function. */
function languageOf(locale: Locale | undefined) {
  const chosen = locale ?? DEFAULT_LOCALE;
  return { locale: chosen, t: serverTranslator(chosen) };
}

export function verificationEmail(
  to: Recipient,
  url: string,
  origin: string,
  /** 'Send me offers' was ticked on the form: verifying confirms it too, so the e-mail says so. */
  offers = false,
): EmailMessage {
  const { locale, t } = languageOf(to.locale);
  return render(
    {
      to: to.email,
      locale,
      subject: t('Verify your e-mail for {shop}', { shop: STORE.name }),
      name: to.firstName,
      lines: [
        t(
          'Thank you for creating an account with {shop}. Please confirm that this is your e-mail address; you can sign in once it is verified.',
          { shop: STORE.name },
        ),
      ],
      action: { label: t('Verify my e-mail'), url },
      after: [
        ...(offers
          ? [
              t(
                'You also asked us to send you offers by e-mail: price drops on your wishlist and cart reminders. You can stop them on your account page at any time.',
              ),
            ]
          : []),
        t(
          'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
        ),
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
  const { locale, t } = languageOf(to.locale);
  return render(
    {
      to: to.email,
      locale,
      subject: t('Someone tried to create a {shop} account with your e-mail', { shop: STORE.name }),
      name: to.firstName,
      lines: [
        t(
          'Someone (perhaps you) tried to create a new account with this e-mail address. You already have an account, so nothing was changed.',
        ),
        t('To sign in, go to {url}. If you have forgotten your password, you can reset it:', {
          url: loginUrl,
        }),
      ],
      action: { label: t('Reset my password'), url: resetUrl },
      after: [t('If this was not you, you can ignore this e-mail; your account is safe.')],
    },
    origin,
  );
}

export function passwordResetEmail(to: Recipient, url: string, origin: string): EmailMessage {
  const { locale, t } = languageOf(to.locale);
  return render(
    {
      to: to.email,
      locale,
      subject: t('Reset your {shop} password', { shop: STORE.name }),
      name: to.firstName,
      lines: [t('We received a request to reset the password of your account.')],
      action: { label: t('Choose a new password'), url },
      after: [
        t(
          'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail; your password stays as it is.',
        ),
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
  const { locale, t } = languageOf(to.locale);
  return render(
    {
      to: to.email,
      locale,
      subject: t('Your {shop} password was changed', { shop: STORE.name }),
      name: to.firstName,
      lines: [
        t(
          'The password of your account was just changed, and every other signed-in device was signed out.',
        ),
        t('If this was not you, reset your password now and write to us.'),
      ],
      action: { label: t('Reset my password'), url: resetUrl },
    },
    origin,
  );
}

/** What the order e-mails say of an order (already the shop's own snapshot, in its language). */
export interface OrderEmailFacts {
  /** The order's language: the shopper's e-mails are written in it. */
  locale: Locale;
  orderNumber: string;
  name: string;
  email: string;
  phone: string;
  paymentLabel: string;
  totalLabel: string;
  placedLabel: string;
  addressLine: string;
  items: string[];
  /** Collected at a store (issue 35): nothing is delivered, the address is the billing one. */
  pickup?: boolean;
}

/** To the shopper, once a COD order is placed or an online order is paid. */
export function orderConfirmationEmail(
  order: OrderEmailFacts,
  {
    trackUrl,
    invoiceUrl,
    stopUpdatesUrl,
    visitUrl,
  }: {
    trackUrl: string;
    invoiceUrl: string;
    /** The order asked for WhatsApp updates (issue 34): the way to stop them. */
    stopUpdatesUrl?: string | undefined;
    /** Bought with installation (issue 35): where the visit is booked, moved or cancelled. */
    visitUrl?: string | undefined;
  },
  origin: string,
): EmailMessage {
  const { locale, t } = languageOf(order.locale);
  return render(
    {
      to: order.email,
      locale,
      subject: t('Your {shop} order {number} is confirmed', {
        shop: STORE.name,
        number: order.orderNumber,
      }),
      name: order.name,
      lines: [
        t('Thank you for your order {number}, placed on {date}.', {
          number: order.orderNumber,
          date: order.placedLabel,
        }),
        ...order.items,
        t('Total: {total} ({payment}).', { total: order.totalLabel, payment: order.paymentLabel }),
        ...(order.pickup
          ? [
              t('Billing address: {address}.', { address: order.addressLine }),
              t('We will e-mail you when your order is ready for pickup.'),
            ]
          : [
              t('Delivering to: {address}.', { address: order.addressLine }),
              t('Standard delivery takes 3 to 7 working days. We will write again when it ships.'),
            ]),
      ],
      action: { label: t('Track my order'), url: trackUrl },
      after: [
        t('Your GST invoice is ready; keep this e-mail to download it again later.'),
        ...(stopUpdatesUrl
          ? [
              t('You asked for order updates on WhatsApp. To stop them: {url}', {
                url: stopUpdatesUrl,
              }),
            ]
          : []),
        ...(visitUrl
          ? [
              t('Book, move or cancel the installation visit until 6 PM the day before: {url}', {
                url: visitUrl,
              }),
            ]
          : []),
      ],
      link: { label: t('Download my GST invoice (PDF)'), url: invoiceUrl },
    },
    origin,
  );
}

/** A pickup store as e-mails name it (order/view.ts's PickupStoreView has these). */
interface PickupStoreFacts {
  name: string;
  nameKn: string | null;
  address: string;
  addressKn: string | null;
  phone: string;
  directionsUrl: string;
}

/** To the shopper when staff move the order on (shipped, out for delivery, delivered, cancelled). */
export function orderStatusEmail(
  order: Pick<OrderEmailFacts, 'orderNumber' | 'name' | 'email' | 'locale'>,
  update: { status: string; description: string },
  trackUrl: string,
  origin: string,
  /** Its parcels so far (issue 34): each with its courier's tracking page where there is one. */
  shipments: ShippedParcel[] = [],
  /** Delivered, with installation to book after delivery (issue 35): where to book it. */
  installationUrl: string | null = null,
  /** Ready for pickup (issue 35): the store, and the code to show there. */
  pickup: { store: PickupStoreFacts; code: string } | null = null,
): EmailMessage {
  const { locale, t } = languageOf(order.locale);
  const kannada = locale === 'kn';
  // The status and the shop's own descriptions are catalog texts; staff's own words stay.
  const status = t(update.status);
  return render(
    {
      to: order.email,
      locale,
      subject: t('Your {shop} order {number}: {status}', {
        shop: STORE.name,
        number: order.orderNumber,
        status,
      }),
      name: order.name,
      lines: [
        t('Your order {number} is now: {status}.', { number: order.orderNumber, status }),
        t(update.description),
        ...(pickup
          ? [
              t('Pick it up at our {store} store: {address}. Phone {phone}.', {
                store: (kannada && pickup.store.nameKn) || pickup.store.name,
                address: (kannada && pickup.store.addressKn) || pickup.store.address,
                phone: pickup.store.phone,
              }),
              t('Your pickup code: {code}. Show it at the store to collect your order.', {
                code: pickup.code,
              }),
            ]
          : []),
      ],
      links: shipments.map((parcel) => ({
        label: [
          parcel.courier,
          parcel.awb ? t('AWB {awb}', { awb: parcel.awb }) : null,
          t(parcel.status),
          parcel.items,
          parcel.trackingUrl ? t('Track on {courier}', { courier: parcel.courier }) : null,
        ]
          .filter(Boolean)
          .join(' · '),
        url: parcel.trackingUrl ?? trackUrl,
      })),
      action: installationUrl
        ? { label: t('Book the installation visit'), url: installationUrl }
        : pickup
          ? { label: t('Directions to the store'), url: pickup.store.directionsUrl }
          : { label: t('Track my order'), url: trackUrl },
      ...(installationUrl
        ? {
            after: [
              t('Our technician installs what you bought: choose a day and time that suit you.'),
            ],
          }
        : {}),
    },
    origin,
  );
}

/** The day before an installation visit (issue 35). */
export function visitReminderEmail(
  visit: {
    locale: Locale;
    email: string;
    name: string;
    orderNumber: string;
    store: string;
    storePhone: string;
    /** The slot, in the e-mail's language. */
    slot: string;
  },
  manageUrl: string,
  origin: string,
  /** Before 6 PM: it can still be moved online today. */
  movable = true,
): EmailMessage {
  const { locale, t } = languageOf(visit.locale);
  return render(
    {
      to: visit.email,
      locale,
      subject: t('Our technician comes tomorrow for order {number}', {
        number: visit.orderNumber,
      }),
      name: visit.name,
      lines: [
        t('Our technician from {store} comes tomorrow, {slot}, to install your order {number}.', {
          store: visit.store,
          slot: visit.slot,
          number: visit.orderNumber,
        }),
        t('Please have the goods, and the place where they go, ready.'),
        movable
          ? t('You can move it online until 6 PM today, or call {store} on {phone}.', {
              store: visit.store,
              phone: visit.storePhone,
            })
          : t('To move it, call {store} on {phone}.', {
              store: visit.store,
              phone: visit.storePhone,
            }),
      ],
      action: { label: t('See my visit'), url: manageUrl },
    },
    origin,
  );
}

/** One parcel as a status e-mail lists it. */
export interface ShippedParcel {
  courier: string;
  awb: string | null;
  status: string;
  /** '2 × Instant Geyser, 1 × …'. */
  items: string;
  trackingUrl: string | null;
}

/** To the store's orders inbox (STORE_ORDERS_EMAIL): the admin-host notification of the spec. */
export function newOrderEmail(to: string, order: OrderEmailFacts, origin: string): EmailMessage {
  return render(
    {
      to,
      locale: DEFAULT_LOCALE,
      subject: `New order ${order.orderNumber}: ${order.totalLabel} (${order.paymentLabel})`,
      name: `${STORE.name} team`,
      lines: [
        `A new order ${order.orderNumber} was placed on ${order.placedLabel}.`,
        ...order.items,
        `Total: ${order.totalLabel}, ${order.paymentLabel}.`,
        `Customer: ${order.name}, ${order.email}, ${order.phone}.`,
        order.pickup
          ? `Picked up at the store (above); billing address: ${order.addressLine}.`
          : `Deliver to: ${order.addressLine}.`,
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
  /** A complaint's ticket (issue 35). */
  ticket?: string | null;
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
        locale: DEFAULT_LOCALE,
        subject: contact.ticket
          ? `Complaint ${contact.ticket}: ${contact.subject}`
          : `Contact Us: ${contact.subject}`,
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

/**
 * To whoever filed a complaint, at once: its ticket and the grievance officer (the
 * Consumer Protection (E-Commerce) Rules, 2020: acknowledged within 48 hours).
 */
export function complaintReceivedEmail(
  complaint: ContactMessageFacts & { ticket: string },
  origin: string,
  language?: Locale,
): EmailMessage {
  const { locale, t } = languageOf(language);
  const officer = STORE.grievanceOfficer;
  return render(
    {
      to: complaint.email,
      locale,
      subject: t('We have received your complaint {ticket}', { ticket: complaint.ticket }),
      name: complaint.name,
      lines: [
        t(
          'We have received your complaint "{subject}". Its ticket number is {ticket}: please quote it when you write or call.',
          { subject: complaint.subject, ticket: complaint.ticket },
        ),
        t('We will answer within one month, and sooner where we can.'),
        t('Our grievance officer is {name}, {designation}: {email}, {phone}.', {
          name: officer.name,
          designation: t(officer.designation),
          email: officer.email,
          phone: officer.phone,
        }),
      ],
    },
    origin,
  );
}

/** To a new newsletter subscriber: a welcome with the link that unsubscribes them. */
export function newsletterWelcomeEmail(
  to: string,
  unsubscribeUrl: string,
  origin: string,
  language?: Locale,
): EmailMessage {
  const { locale, t } = languageOf(language);
  return render(
    {
      to,
      locale,
      subject: t('You are subscribed to the {shop} newsletter', { shop: STORE.name }),
      name: t(msg('there')),
      lines: [
        t(
          'Thank you for subscribing to the {shop} newsletter. We will write now and then with new arrivals, deals and offers.',
          { shop: STORE.name },
        ),
        t(
          'If you did not subscribe, or no longer want these e-mails, you can unsubscribe at any time:',
        ),
      ],
      action: { label: t('Unsubscribe'), url: unsubscribeUrl },
      after: [t('Every newsletter we send carries this link too.')],
    },
    origin,
  );
}

/** What a review request names of each product bought: its name and its review link. */
export interface ReviewRequestItem {
  name: string;
  /** 'en' when a Kannada e-mail names a product that has no Kannada name. */
  nameLang?: string;
  url: string;
}

/**
 * Some days after delivery, to the buyer: how is it going, with a review link per product
 * (no sign-in needed) and the link that stops these e-mails.
 */
export function reviewRequestEmail(
  order: Pick<OrderEmailFacts, 'orderNumber' | 'name' | 'email' | 'locale'>,
  items: ReviewRequestItem[],
  unsubscribeUrl: string,
  origin: string,
): EmailMessage {
  const { locale, t } = languageOf(order.locale);
  const [only] = items;
  return render(
    {
      to: order.email,
      locale,
      subject: t('How is your {shop} order {number}?', {
        shop: STORE.name,
        number: order.orderNumber,
      }),
      name: order.name,
      lines: [
        t(
          'Your order {number} was delivered a few days ago. We hope you are happy with it. A short review helps other shoppers choose, and helps us do better.',
          { number: order.orderNumber },
        ),
      ],
      ...(items.length === 1 && only
        ? { action: { label: t('Review {name}', { name: only.name }), url: only.url } }
        : {
            links: items.map((item) => ({
              label: t('Review {name}', { name: item.name }),
              url: item.url,
              lang: item.nameLang,
            })),
          }),
      after: [t('These links work without signing in, for 90 days.')],
      link: { label: t('Stop review requests by e-mail'), url: unsubscribeUrl },
    },
    origin,
  );
}

export interface AnsweredQuestionFacts {
  /** The product's name in the asker's language. */
  productName: string;
  question: string;
  answer: string;
  /** Who answered: the seller, or a buyer (their first name and initial). */
  answeredBy: 'seller' | 'buyer';
  author: string;
}

/** To the shopper who asked a question about a product, for each answer it gets. */
export function questionAnsweredEmail(
  to: Recipient,
  facts: AnsweredQuestionFacts,
  productUrl: string,
  origin: string,
): EmailMessage {
  const { locale, t } = languageOf(to.locale);
  return render(
    {
      to: to.email,
      locale,
      subject: t('Your question about {product} has an answer', { product: facts.productName }),
      name: to.firstName,
      lines: [
        t('You asked: “{question}”', { question: facts.question }),
        facts.answeredBy === 'seller'
          ? t('The seller answered: “{answer}”', { answer: facts.answer })
          : t('{author}, who bought this product, answered: “{answer}”', {
              author: facts.author,
              answer: facts.answer,
            }),
      ],
      action: { label: t('See the answer'), url: productUrl },
      after: [t('Thank you for shopping with {shop}.', { shop: STORE.name })],
    },
    origin,
  );
}

/** What a back-in-stock e-mail names: the product (in the shopper's language) and its link. */
export interface RestockedFacts {
  productName: string;
  variantLabel: string;
  url: string;
}

/**
 * To a shopper who asked to be told (issue 33): the variant is back. Asked for, so not
 * marketing: it goes whatever their offers choice, once.
 */
export function backInStockEmail(
  to: { email: string; locale?: Locale },
  facts: RestockedFacts,
  origin: string,
): EmailMessage {
  const { locale, t } = languageOf(to.locale);
  const item = facts.variantLabel
    ? `${facts.productName} (${facts.variantLabel})`
    : facts.productName;
  return render(
    {
      to: to.email,
      locale,
      subject: t('{product} is back in stock', { product: facts.productName }),
      name: t(msg('there')),
      lines: [
        t('Good news: {item} is back in stock at {shop}.', { item, shop: STORE.name }),
        t('Stock is limited, so it may sell out again.'),
      ],
      action: { label: t('See it in the shop'), url: facts.url },
      after: [t('You asked us to tell you when it was back. We will not write about it again.')],
    },
    origin,
  );
}

/** One wishlisted variant whose price fell, as its e-mail names it. */
export interface PriceDrop {
  /** The product's name in the shopper's language, with the variant's size. */
  item: string;
  wasPaise: number;
  nowPaise: number;
  url: string;
}

/** A marketing e-mail's unsubscribe: the page its link opens, the header's one-click target. */
export interface UnsubscribeUrls {
  page: string;
  oneClick: string;
}

/** The lines of a marketing e-mail that say why it came and how to stop it. */
function marketingFooter(t: Translate, unsubscribe: UnsubscribeUrls) {
  return {
    after: [
      t(
        'You get this e-mail because you chose to receive offers from {shop}. You can change this on your account page at any time.',
        { shop: STORE.name },
      ),
    ],
    link: { label: t('Unsubscribe from offers'), url: unsubscribe.page },
    unsubscribeUrl: unsubscribe.oneClick,
  };
}

/**
 * Once a day at most, to a shopper who chose offers (issue 33): the wishlisted variants
 * whose price fell below the lowest they had known, all in one e-mail.
 */
export function priceDropEmail(
  to: Recipient,
  drops: PriceDrop[],
  links: { wishlistUrl: string; unsubscribe: UnsubscribeUrls },
  origin: string,
): EmailMessage {
  const { locale, t } = languageOf(to.locale);
  const [first] = drops;
  return render(
    {
      to: to.email,
      locale,
      subject:
        drops.length === 1 && first
          ? t('Price drop: {item} is now {price}', {
              item: first.item,
              price: formatRupees(first.nowPaise),
            })
          : t('Prices dropped on {count} items in your wishlist', { count: drops.length }),
      name: to.firstName,
      lines: [t('Good news: these items in your wishlist cost less today.')],
      links: drops.map((drop) => ({
        label: t('{item}: now {now} (was {was})', {
          item: drop.item,
          now: formatRupees(drop.nowPaise),
          was: formatRupees(drop.wasPaise),
        }),
        url: drop.url,
      })),
      action: { label: t('See my wishlist'), url: links.wishlistUrl },
      ...marketingFooter(t, links.unsubscribe),
    },
    origin,
  );
}

/** One line of a reminded cart, at today's price. */
export interface ReminderLine {
  item: string;
  quantity: number;
  lineTotalPaise: number;
  url: string;
}

/**
 * A day after a cart last changed, to a shopper who chose offers and has not ordered since
 * (issue 33): its lines at today's prices, a shown code that fits it, and the way back.
 */
export function cartReminderEmail(
  to: Recipient,
  cart: {
    lines: ReminderLine[];
    subtotalPaise: number;
    offer: { code: string; discountPaise: number } | null;
  },
  links: { cartUrl: string; unsubscribe: UnsubscribeUrls },
  origin: string,
): EmailMessage {
  const { locale, t } = languageOf(to.locale);
  const footer = marketingFooter(t, links.unsubscribe);
  return render(
    {
      to: to.email,
      locale,
      subject: t('You left something in your {shop} cart', { shop: STORE.name }),
      name: to.firstName,
      lines: [
        t("Your cart is saved: {amount} at today's prices.", {
          amount: formatRupees(cart.subtotalPaise),
        }),
      ],
      links: cart.lines.map((line) => ({
        label: t('{item} × {quantity}: {amount}', {
          item: line.item,
          quantity: line.quantity,
          amount: formatRupees(line.lineTotalPaise),
        }),
        url: line.url,
      })),
      action: { label: t('Go to my cart'), url: links.cartUrl },
      ...footer,
      after: [
        ...(cart.offer
          ? [
              t('Use the code {code} at checkout to save {amount} on this cart.', {
                code: cart.offer.code,
                amount: formatRupees(cart.offer.discountPaise),
              }),
            ]
          : []),
        ...footer.after,
      ],
    },
    origin,
  );
}

/**
 * A service request (issue 35) as its e-mails name it: texts already in the e-mail's
 * language (the problem's name, the item, the preferred time), written by the caller.
 */
export interface ServiceRequestEmailFacts {
  locale: Locale;
  ticket: string;
  /** The shopper's first name and e-mail (the order's). */
  name: string;
  email: string;
  orderNumber: string;
  /** 'Instant Geyser 3 L (White)'. */
  item: string;
  problem: string;
  store: string;
  storePhone: string;
  /** Under warranty ('covered'), only some parts ('parts'), or none any more ('chargeable'). */
  warranty: 'covered' | 'parts' | 'chargeable';
  /** The last day of the warranty, written out; null for a lifetime one or none known. */
  warrantyUntil: string | null;
  /** The preferred day and slot, written out; null: any time. */
  preferred: string | null;
}

/** The warranty sentence of a service request's acknowledgement. */
function serviceWarrantyLine(facts: ServiceRequestEmailFacts, t: Translate): string {
  if (facts.warranty === 'chargeable') {
    return t(
      'The item is no longer under warranty, so the repair is chargeable. {store} will tell you the charges before any work is done.',
      { store: facts.store },
    );
  }
  if (facts.warranty === 'parts') {
    return t(
      'Only some parts of the item are still under warranty: a repair of other parts is chargeable. {store} will tell you the charges before any work is done.',
      { store: facts.store },
    );
  }
  return facts.warrantyUntil
    ? t('The item is under warranty until {date}.', { date: facts.warrantyUntil })
    : t('The item is under warranty.');
}

/**
 * At once, to whoever raised a service request: its ticket, what was asked, the warranty
 * (a chargeable repair said plainly), the store that looks after it and the tracking link.
 */
export function serviceRequestReceivedEmail(
  facts: ServiceRequestEmailFacts,
  trackUrl: string,
  origin: string,
): EmailMessage {
  const { locale, t } = languageOf(facts.locale);
  return render(
    {
      to: facts.email,
      locale,
      subject: t('We have received your service request {ticket}', { ticket: facts.ticket }),
      name: facts.name,
      lines: [
        t(
          'We have received your service request for {item} (order {number}): {problem}. Its ticket number is {ticket}: please quote it when you write or call.',
          {
            item: facts.item,
            number: facts.orderNumber,
            problem: facts.problem,
            ticket: facts.ticket,
          },
        ),
        serviceWarrantyLine(facts, t),
        facts.preferred
          ? t('{store} will call you to fix the visit. You asked for {when}.', {
              store: facts.store,
              when: facts.preferred,
            })
          : t('{store} will call you to fix the visit at a time that suits you.', {
              store: facts.store,
            }),
        t('Questions? Call {store} on {phone}.', {
          store: facts.store,
          phone: facts.storePhone,
        }),
      ],
      action: { label: t('Track my service request'), url: trackUrl },
    },
    origin,
  );
}

/** To the support inbox: a new service request, in English, with everything staff need. */
export function serviceRequestStaffEmail(
  to: string,
  request: ServiceRequestEmailFacts & {
    phone: string;
    fullName: string;
    address: string;
    description: string;
    photos: string[];
    adminUrl: string;
  },
  origin: string,
): EmailMessage {
  const warranty = {
    covered: `Under warranty${request.warrantyUntil ? ` until ${request.warrantyUntil}` : ''}`,
    parts: "Only parts' warranties run: a repair of other parts is chargeable",
    chargeable: 'Out of warranty: chargeable',
  }[request.warranty];
  return {
    ...render(
      {
        to,
        locale: DEFAULT_LOCALE,
        subject: `Service request ${request.ticket}: ${request.item} (${request.store})`,
        name: `${STORE.name} team`,
        lines: [
          `${request.fullName} asked for service on ${request.item}, order ${request.orderNumber}. It goes to ${request.store}.`,
          `Problem: ${request.problem}`,
          `Description: ${request.description}`,
          `Warranty: ${warranty}.`,
          `Preferred time: ${request.preferred ?? 'any time'}.`,
          `Customer: ${request.fullName}, ${request.email}, ${request.phone}.`,
          `Address: ${request.address}.`,
        ],
        links: request.photos.map((photo, index) => ({
          label: `Photo ${index + 1}`,
          url: new URL(photo, origin).href,
        })),
        action: { label: 'Open the request', url: request.adminUrl },
      },
      origin,
    ),
    replyTo: request.email,
  };
}

/** What staff changed on a service request, as its e-mail says it (already in its language). */
export interface ServiceRequestUpdate {
  status: string;
  /** Staff's note to the shopper, as written. */
  note: string | null;
  /** The technician's first name. */
  technician: string | null;
  /** The visit's day and slot, written out. */
  visit: string | null;
}

/** To the shopper when staff move a service request on (technician, visit, resolved, closed). */
export function serviceRequestUpdateEmail(
  facts: Pick<ServiceRequestEmailFacts, 'locale' | 'ticket' | 'name' | 'email' | 'item' | 'store'>,
  update: ServiceRequestUpdate,
  trackUrl: string,
  origin: string,
): EmailMessage {
  const { locale, t } = languageOf(facts.locale);
  return render(
    {
      to: facts.email,
      locale,
      subject: t('Your service request {ticket}: {status}', {
        ticket: facts.ticket,
        status: update.status,
      }),
      name: facts.name,
      lines: [
        t('Your service request {ticket} for {item} is now: {status}.', {
          ticket: facts.ticket,
          item: facts.item,
          status: update.status,
        }),
        ...(update.technician
          ? [
              t('Our technician {name} from {store} will look after it.', {
                name: update.technician,
                store: facts.store,
              }),
            ]
          : []),
        ...(update.visit ? [t('The visit is on {when}.', { when: update.visit })] : []),
        ...(update.note ? [update.note] : []),
      ],
      action: { label: t('Track my service request'), url: trackUrl },
    },
    origin,
  );
}
