import { STORE } from '../../config/store.ts';
import { ContactForm, type ContactReply } from '../components/contact-form.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Card } from '../components/ui/card.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { localeOf, pageMessages, pageOrigin, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { tooManyRequests } from '../lib/account-limits.server.ts';
import { handleForm, refusal } from '../lib/intent-action.server.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { useStore } from '../lib/root-data.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { absoluteUrl, breadcrumbJsonLd, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { sendContactMessage } from '../modules/engagement/commands.server.ts';
import { ENGAGEMENT_MESSAGES } from '../modules/engagement/forms.ts';
import { isBot, limitEngagement } from '../modules/engagement/guard.server.ts';
import { ContactSchema } from '../modules/engagement/validation.ts';
import type { Route } from './+types/contact';

/** The head office's details and map link: static, so they hydrate after the form. */
const ContactDetails = lazyComponent(
  () => import('../components/contact-details.tsx').then((module) => module.ContactDetails),
  { eager: true },
);

/** A refused message's Retry-After goes out; the page is never stored by a cache. */
export const headers = privatePageHeaders;

/** The grievance officer (Consumer Protection (E-Commerce) Rules, 2020), written by the server. */
const GRIEVANCE_TITLE = msg('Grievance officer');
const GRIEVANCE_NOTE = msg(
  'For a complaint, send the form with the subject "Complaint": it gets a ticket number and an acknowledgement at once, and an answer within one month.',
);

export function loader({ context }: Route.LoaderArgs) {
  const t = pageTranslator(context);
  const officer = STORE.grievanceOfficer;
  return {
    origin: pageOrigin(context),
    mapsLink: STORE.headOffice.mapsLink,
    grievance: {
      title: t(GRIEVANCE_TITLE),
      name: officer.name,
      designation: t(officer.designation),
      email: officer.email,
      phone: officer.phone,
      phoneHref: officer.phoneHref,
      note: t(GRIEVANCE_NOTE),
    },
    messages: pageMessages(context, 'content', 'forms'),
  };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return errorMeta(error, t('Contact Us'), t);
  const { store } = matches[0].loaderData;
  return seoMeta({
    title: t('Contact Us'),
    description: t(
      'Write to {name}, call {phone} or chat on WhatsApp. Head office in Tumakuru, Karnataka; open {days}, {hours}.',
      { name: store.name, phone: store.phone, days: store.hoursDays, hours: store.hours },
    ),
    url: absoluteUrl(loaderData.origin, '/contactus'),
    image: absoluteUrl(loaderData.origin, DEFAULT_OG_IMAGE),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const limited = await limitEngagement(info, 'contact');
  if (limited) return tooManyRequests(limited);
  return handleForm(request, {
    schema: ContactSchema,
    run: async (input, { reply }) => {
      const sent = {
        message: ENGAGEMENT_MESSAGES.contactSent,
        result: reply({ resetForm: true }),
      };
      if (isBot(input)) return sent;
      const { database, publicUrl } = services(context);
      try {
        await sendContactMessage(database.db, input, {
          origin: publicUrl,
          locale: localeOf(context),
        });
      } catch (error) {
        info.logger.error({ err: error }, 'contact message not kept');
        return refusal(503, ENGAGEMENT_MESSAGES.contactFailed);
      }
      return sent;
    },
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const store = useStore();
  const { mapsLink, origin } = loaderData;
  const reply: ContactReply | undefined = actionData
    ? {
        sent: actionData.ok,
        // A refusal before the form is read (too many messages) comes untranslated.
        message: t(actionData.message),
        result: actionData.result,
      }
    : undefined;
  return (
    <div className="container content-page contact-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('Contact Us') }]} />
      <h1 className="page-title">{t('Contact Us')}</h1>
      <p className="content-page__lead">
        {t(
          'Questions about a product, an order or a delivery? Send us a message, call or chat on WhatsApp. We answer {days}, {hours}.',
          { days: store?.hoursDays, hours: store?.hours },
        )}
      </p>
      <div className="contact-page__layout">
        <Card as="section" className="contact-page__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-page__heading">
            {t('Send us a message')}
          </h2>
          <p className="contact-page__note">{t('All fields are required.')}</p>
          <ContactForm reply={reply} />
        </Card>
        <ContactDetails mapsLink={mapsLink} grievance={loaderData.grievance} />
      </div>
      <JsonLd
        data={
          import.meta.env.SSR &&
          breadcrumbJsonLd(origin, [{ name: t('Contact Us'), path: '/contactus' }], t('Home'))
        }
      />
    </div>
  );
}
