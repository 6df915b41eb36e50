import { STORE } from '../../config/store.ts';
import { ABOUT } from '../../config/store-pages.ts';
import { AddressRow, HeadOfficeCard } from '../components/head-office-card.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { ClockIcon, MailIcon, PhoneIcon } from '../components/ui/icons.tsx';
import { absoluteUrl, breadcrumbJsonLd, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { STORE_INFO } from '../lib/store-info.ts';
import type { Route } from './+types/about';

export function loader({ context }: Route.LoaderArgs) {
  return {
    about: ABOUT,
    mapsLink: STORE.headOffice.mapsLink,
    origin: services(context).publicUrl,
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'About Us');
  return seoMeta({
    title: 'About Us',
    description: `${STORE_INFO.name}: our story, our mission and our head office in Tumakuru, Karnataka.`,
    url: absoluteUrl(loaderData.origin, '/aboutus'),
    image: absoluteUrl(loaderData.origin, DEFAULT_OG_IMAGE),
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, mapsLink, origin } = loaderData;
  const store = STORE_INFO;
  return (
    <div className="container content-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: about.title }]} />
      <h1 className="page-title">{about.title}</h1>
      <div className="content-page__layout">
        <div className="prose">
          <section className="content-page__section" aria-labelledby="about-story">
            <h2 id="about-story">Our story</h2>
            {about.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          <section className="content-page__section" aria-labelledby="about-mission">
            <h2 id="about-mission">Our mission</h2>
            <p>{about.mission}</p>
          </section>
          <section className="content-page__section" aria-labelledby="about-values">
            <h2 id="about-values">What we stand for</h2>
            <ul className="values">
              {about.values.map((value) => (
                <li key={value.title} className="values__item">
                  <h3>{value.title}</h3>
                  <p>{value.text}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <HeadOfficeCard
          titleId="about-office"
          afterAddress={
            <a href={mapsLink} target="_blank" rel="noopener noreferrer">
              View on map<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          }
        >
          <AddressRow icon={<PhoneIcon size={18} />}>
            <a href={store.phoneHref}>{store.phone}</a>
          </AddressRow>
          {store.emails.map((email) => (
            <AddressRow key={email.address} icon={<MailIcon size={18} />}>
              <a href={`mailto:${email.address}`}>{email.address}</a>
            </AddressRow>
          ))}
          <AddressRow icon={<ClockIcon size={18} />}>
            <span>
              {store.hoursDays}, {store.hours}
            </span>
          </AddressRow>
        </HeadOfficeCard>
      </div>
      <JsonLd
        data={
          import.meta.env.SSR && breadcrumbJsonLd(origin, [{ name: about.title, path: '/aboutus' }])
        }
      />
    </div>
  );
}
