/**
 * The head office's details and the map link beside the Contact Us form: static, so its
 * code comes after the page's own (the server renders it in place; see lazyComponent).
 */
import { useT } from '../i18n/i18n-context.tsx';
import { useStore } from '../lib/root-data.ts';
import { AddressRow, HeadOfficeCard } from './head-office-card.tsx';
import { ClockIcon, LocationIcon, MailIcon, PhoneIcon, WhatsappIcon } from './ui/icons.tsx';

export interface GrievanceOfficer {
  title: string;
  name: string;
  designation: string;
  email: string;
  phone: string;
  phoneHref: string;
  note: string;
}

export function ContactDetails({
  mapsLink,
  grievance,
}: {
  mapsLink: string;
  /** Its texts come written in the page's language by the server. */
  grievance: GrievanceOfficer;
}) {
  const t = useT();
  const store = useStore();
  if (!store) return null;
  const newTab = ` ${t('(opens in a new tab)')}`;
  return (
    <div className="contact-page__aside">
      <HeadOfficeCard titleId="contact-office">
        <AddressRow icon={<PhoneIcon size={18} />}>
          <span>
            <span className="address-card__label">{t('Phone')}</span>
            <a href={store.phoneHref}>{store.phone}</a>
          </span>
        </AddressRow>
        <AddressRow icon={<WhatsappIcon size={18} />}>
          <span>
            <span className="address-card__label">WhatsApp</span>
            <a href={`https://wa.me/${store.whatsapp}`} target="_blank" rel="noopener noreferrer">
              {t('Chat with us on WhatsApp')}
              <span className="visually-hidden">{newTab}</span>
            </a>
          </span>
        </AddressRow>
        {store.emails.map((email) => (
          <AddressRow key={email.address} icon={<MailIcon size={18} />}>
            <span>
              <span className="address-card__label">
                {email.address === store.email ? email.label : t('Sales support')}
              </span>
              <a href={`mailto:${email.address}`}>{email.address}</a>
            </span>
          </AddressRow>
        ))}
        <AddressRow icon={<ClockIcon size={18} />}>
          <span>
            <span className="address-card__label">{t('Business hours')}</span>
            {store.hoursDays}, {store.hours}
          </span>
        </AddressRow>
      </HeadOfficeCard>
      <section className="address-card contact-grievance" aria-labelledby="contact-grievance">
        <h2 id="contact-grievance" className="contact-map__title">
          {grievance.title}
        </h2>
        <p>
          {grievance.name}, {grievance.designation}
        </p>
        <p>
          <a href={`mailto:${grievance.email}`}>{grievance.email}</a> ·{' '}
          <a href={grievance.phoneHref}>{grievance.phone}</a>
        </p>
        <p className="contact-page__note">{grievance.note}</p>
      </section>
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
            {t('Find us in Tumakuru')}
          </h2>
          <p className="contact-map__text">{store.address.slice(0, 2).join(', ')}</p>
          <a
            className="btn btn--secondary btn--md"
            href={mapsLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('Open in Google Maps')}
            <span className="visually-hidden">{newTab}</span>
          </a>
        </div>
      </section>
    </div>
  );
}
