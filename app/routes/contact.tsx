/**
 * /contactus: the Contact Us form beside the head office's details (address in Tumakuru,
 * phone, WhatsApp, support and sales e-mail, business hours) and a link to the map. A
 * message is stored and e-mailed to the support inbox in one transaction (the outbox);
 * the form is rate-limited per address and carries a honeypot.
 */
import { data } from 'react-router';
import { STORE } from '../../config/store.ts';
import { ContactForm, type ContactReply } from '../components/contact-form.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Card } from '../components/ui/card.tsx';
import {
  ClockIcon,
  LocationIcon,
  MailIcon,
  PhoneIcon,
  WhatsappIcon,
} from '../components/ui/icons.tsx';
import { tooManyRequests } from '../lib/account-limits.server.ts';
import { parseFormSubmission } from '../lib/forms.server.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { absoluteUrl, breadcrumbJsonLd, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { STORE_INFO } from '../lib/store-info.ts';
import { sendContactMessage } from '../modules/engagement/commands.server.ts';
import { ENGAGEMENT_MESSAGES } from '../modules/engagement/forms.ts';
import { isBot, limitEngagement } from '../modules/engagement/guard.server.ts';
import { ContactSchema } from '../modules/engagement/validation.ts';
import type { Route } from './+types/contact';

/** A refused message's Retry-After goes out; the page is never stored by a cache. */
export const headers = privatePageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = services(context);
  return {
    origin: publicUrl,
    mapsLink: STORE.headOffice.mapsLink,
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'Contact Us');
  return seoMeta({
    title: 'Contact Us',
    description: `Write to ${STORE_INFO.name}, call ${STORE_INFO.phone} or chat on WhatsApp. Head office in Tumakuru, Karnataka; open ${STORE_INFO.hoursDays}, ${STORE_INFO.hours}.`,
    url: absoluteUrl(loaderData.origin, '/contactus'),
    image: absoluteUrl(loaderData.origin, DEFAULT_OG_IMAGE),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const limited = await limitEngagement(info, 'contact');
  if (limited) return tooManyRequests(limited);
  const parsed = await parseFormSubmission(request, ContactSchema);
  if (!parsed.ok) return parsed.response;
  const sent = {
    tone: 'success' as const,
    message: ENGAGEMENT_MESSAGES.contactSent,
    result: parsed.submission.reply({ resetForm: true }),
  };
  if (isBot(parsed.value)) return sent;
  const { database, publicUrl } = services(context);
  try {
    await sendContactMessage(database.db, parsed.value, { origin: publicUrl });
  } catch (error) {
    info.logger.error({ err: error }, 'contact message not kept');
    return data(
      {
        tone: 'danger' as const,
        message: ENGAGEMENT_MESSAGES.contactFailed,
        result: undefined,
      },
      { status: 503 },
    );
  }
  return sent;
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { mapsLink, origin } = loaderData;
  const store = STORE_INFO;
  const reply: ContactReply | undefined = actionData
    ? {
        sent: 'tone' in actionData && actionData.tone === 'success',
        message: actionData.message,
        result: actionData.result,
      }
    : undefined;
  return (
    <div className="container content-page contact-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Contact Us' }]} />
      <h1 className="page-title">Contact Us</h1>
      <p className="content-page__lead">
        Questions about a product, an order or a delivery? Send us a message, call or chat on
        WhatsApp. We answer {store.hoursDays}, {store.hours}.
      </p>
      <div className="contact-page__layout">
        <Card as="section" className="contact-page__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-page__heading">
            Send us a message
          </h2>
          <p className="contact-page__note">All fields are required.</p>
          <ContactForm reply={reply} />
        </Card>
        <div className="contact-page__aside">
          <Card as="section" className="address-card" aria-labelledby="contact-office">
            <h2 id="contact-office">Head office</h2>
            <address>
              <p className="address-card__row">
                <LocationIcon size={18} />
                <span>
                  {store.address.map((line) => (
                    <span key={line} className="address-card__line">
                      {line}
                    </span>
                  ))}
                </span>
              </p>
              <p className="address-card__row">
                <PhoneIcon size={18} />
                <span>
                  <span className="address-card__label">Phone</span>
                  <a href={store.phoneHref}>{store.phone}</a>
                </span>
              </p>
              <p className="address-card__row">
                <WhatsappIcon size={18} />
                <span>
                  <span className="address-card__label">WhatsApp</span>
                  <a
                    href={`https://wa.me/${store.whatsapp}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Chat with us on WhatsApp
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </span>
              </p>
              {store.emails.map((email) => (
                <p key={email.address} className="address-card__row">
                  <MailIcon size={18} />
                  <span>
                    <span className="address-card__label">
                      {email.label === 'Sales' ? 'Sales support' : email.label}
                    </span>
                    <a href={`mailto:${email.address}`}>{email.address}</a>
                  </span>
                </p>
              ))}
              <p className="address-card__row">
                <ClockIcon size={18} />
                <span>
                  <span className="address-card__label">Business hours</span>
                  {store.hoursDays}, {store.hours}
                </span>
              </p>
            </address>
          </Card>
          <section className="contact-map" aria-labelledby="contact-map-title">
            <div className="contact-map__canvas" aria-hidden="true">
              <span className="contact-map__road contact-map__road--main" />
              <span className="contact-map__road contact-map__road--cross" />
              <span className="contact-map__road contact-map__road--side" />
              <span className="contact-map__pin">
                <LocationIcon size={28} />
              </span>
            </div>
            <div className="contact-map__body">
              <h2 id="contact-map-title" className="contact-map__title">
                Find us in Tumakuru
              </h2>
              <p className="contact-map__text">{store.address.slice(0, 2).join(', ')}</p>
              <a
                className="btn btn--secondary btn--md"
                href={mapsLink}
                target="_blank"
                rel="noopener noreferrer"
              >
                Open in Google Maps
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </div>
          </section>
        </div>
      </div>
      <JsonLd
        data={
          import.meta.env.SSR &&
          breadcrumbJsonLd(origin, [{ name: 'Contact Us', path: '/contactus' }])
        }
      />
    </div>
  );
}
