/**
 * /newsletter: the footer's sign-up form posts here. With JavaScript a fetcher calls the
 * action and the footer shows the answer; without, this page shows it. Subscribing twice
 * answers the same (the address's owner gets one welcome e-mail, with its unsubscribe link).
 */
import { Link } from 'react-router';
import { NewsletterForm } from '../components/newsletter-form.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Card } from '../components/ui/card.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { localeOf, pageMessages } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { pageTitle } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { subscribeToNewsletter } from '../modules/engagement/commands.server.ts';
import { answerEngagementForm } from '../modules/engagement/form-action.server.ts';
import { ENGAGEMENT_MESSAGES, type FormReply } from '../modules/engagement/forms.ts';
import { NewsletterSchema } from '../modules/engagement/validation.ts';
import type { Route } from './+types/newsletter';

export const headers = privatePageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return { messages: pageMessages(context, 'content', 'forms') };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [
    { title: pageTitle(t('Newsletter')) },
    { name: 'description', content: t('Subscribe to new arrivals, deals and offers by e-mail.') },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerEngagementForm(request, requestInfo(context), {
    form: 'newsletter',
    schema: NewsletterSchema,
    save: (input) => {
      // The welcome e-mail's links lead to the page's language.
      return subscribeToNewsletter(services(context).database.db, input.email, {
        origin: services(context).publicUrl,
        locale: localeOf(context),
      });
    },
    messages: { done: ENGAGEMENT_MESSAGES.subscribed, failed: ENGAGEMENT_MESSAGES.newsletterError },
  });
}

/** A request that never reached the server (offline) is answered here, not by an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<FormReply> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: ENGAGEMENT_MESSAGES.newsletterError };
  }
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const t = useT();
  const reply = actionData;
  return (
    <div className="container content-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('Newsletter') }]} />
      <h1 className="page-title">{t('Newsletter')}</h1>
      <Card as="section" className="engagement-card" aria-label={t('Subscribe')}>
        {reply && !reply.fields ? (
          <Alert tone={reply.ok ? 'success' : 'danger'}>{t(reply.message)}</Alert>
        ) : (
          <p>{t('New arrivals, deals and offers, straight to your inbox.')}</p>
        )}
        {reply?.ok ? (
          <p>
            <Link to="/">{t('Continue shopping')}</Link>
          </p>
        ) : (
          <NewsletterForm serverError={reply?.fields?.email} />
        )}
      </Card>
    </div>
  );
}
