import { STORE } from '../../config/store.ts';
import { ABOUT, pageValues } from '../../config/store-pages.ts';
import { AddressRow, HeadOfficeCard } from '../components/head-office-card.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { ClockIcon, MailIcon, PhoneIcon } from '../components/ui/icons.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { pageMessages, pageOrigin, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { useStore } from '../lib/root-data.ts';
import { absoluteUrl, breadcrumbJsonLd, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import type { Route } from './+types/about';

export function loader({ context }: Route.LoaderArgs) {
  // The page's long texts come translated from here; the catalog only has its short ones.
  const t = pageTranslator(context);
  const values = pageValues(t);
  return {
    about: {
      title: t(ABOUT.title),
      story: ABOUT.story.map((paragraph) => t(paragraph, values)),
      mission: t(ABOUT.mission),
      values: ABOUT.values.map((value) => ({ title: t(value.title), text: t(value.text) })),
    },
    mapsLink: STORE.headOffice.mapsLink,
    origin: pageOrigin(context),
    messages: pageMessages(context, 'content'),
  };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return errorMeta(error, t('About Us'), t);
  return seoMeta({
    title: loaderData.about.title,
    description: t('{name}: our story, our mission and our head office in Tumakuru, Karnataka.', {
      name: matches[0].loaderData.store.name,
    }),
    url: absoluteUrl(loaderData.origin, '/aboutus'),
    image: absoluteUrl(loaderData.origin, DEFAULT_OG_IMAGE),
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { about, mapsLink, origin } = loaderData;
  const store = useStore();
  return (
    <div className="container content-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: about.title }]} />
      <h1 className="page-title">{about.title}</h1>
      <div className="content-page__layout">
        <div className="prose">
          <section className="content-page__section" aria-labelledby="about-story">
            <h2 id="about-story">{t('Our story')}</h2>
            {about.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          <section className="content-page__section" aria-labelledby="about-mission">
            <h2 id="about-mission">{t('Our mission')}</h2>
            <p>{about.mission}</p>
          </section>
          <section className="content-page__section" aria-labelledby="about-values">
            <h2 id="about-values">{t('What we stand for')}</h2>
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
              {t('View on map')}
              <span className="visually-hidden">{` ${t('(opens in a new tab)')}`}</span>
            </a>
          }
        >
          {store ? (
            <>
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
            </>
          ) : null}
        </HeadOfficeCard>
      </div>
      <JsonLd
        data={
          import.meta.env.SSR &&
          breadcrumbJsonLd(origin, [{ name: about.title, path: '/aboutus' }], t('Home'))
        }
      />
    </div>
  );
}
