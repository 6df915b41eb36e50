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
import { pageTitle } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { subscribeToNewsletter } from '../modules/engagement/commands.server.ts';
import { answerEngagementForm } from '../modules/engagement/form-action.server.ts';
import { ENGAGEMENT_MESSAGES, type FormReply } from '../modules/engagement/forms.ts';
import { NewsletterSchema } from '../modules/engagement/validation.ts';
import type { Route } from './+types/newsletter';

export const headers = privatePageHeaders;

export function meta() {
  return [
    { title: pageTitle('Newsletter') },
    { name: 'description', content: 'Subscribe to new arrivals, deals and offers by e-mail.' },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerEngagementForm(request, requestInfo(context), {
    form: 'newsletter',
    schema: NewsletterSchema,
    save: (input) => {
      const { database, publicUrl } = services(context);
      return subscribeToNewsletter(database.db, input.email, { origin: publicUrl });
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
  const reply = actionData;
  return (
    <div className="container content-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Newsletter' }]} />
      <h1 className="page-title">Newsletter</h1>
      <Card as="section" className="engagement-card" aria-label="Subscribe">
        {reply && !reply.fields ? (
          <Alert tone={reply.ok ? 'success' : 'danger'}>{reply.message}</Alert>
        ) : (
          <p>New arrivals, deals and offers, straight to your inbox.</p>
        )}
        {reply?.ok ? (
          <p>
            <Link to="/">Continue shopping</Link>
          </p>
        ) : (
          <NewsletterForm serverError={reply?.fields?.email} />
        )}
      </Card>
    </div>
  );
}
