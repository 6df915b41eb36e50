/**
 * /newsletter: the footer's sign-up form posts here. With JavaScript a fetcher calls the
 * action and the footer shows the answer; without, this page shows it. Subscribing twice
 * answers the same (the address's owner gets one welcome e-mail, with its unsubscribe link).
 */
import { data, Link } from 'react-router';
import { NewsletterForm } from '../components/newsletter-form.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Card } from '../components/ui/card.tsx';
import { NOT_A_FORM, readFormData } from '../lib/forms.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { TOO_MANY_REQUESTS } from '../lib/rate-limits.server.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { subscribeToNewsletter } from '../modules/engagement/commands.server.ts';
import { ENGAGEMENT_MESSAGES, type FormReply } from '../modules/engagement/forms.ts';
import {
  fieldMessages,
  formFields,
  isBot,
  limitEngagement,
} from '../modules/engagement/guard.server.ts';
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

const answer = (reply: FormReply, status: number, init: { retryAfter?: number } = {}) =>
  data(reply, {
    status,
    ...(init.retryAfter ? { headers: { 'Retry-After': String(init.retryAfter) } } : {}),
  });

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const limited = await limitEngagement(info, 'newsletter');
  if (limited) {
    return answer({ ok: false, message: TOO_MANY_REQUESTS }, 429, {
      retryAfter: limited.retryAfterSeconds,
    });
  }
  const form = await readFormData(request);
  if (!form) return answer({ ok: false, message: NOT_A_FORM }, 415);
  const parsed = NewsletterSchema.safeParse(formFields(form));
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error);
    return answer({ ok: false, message: Object.values(fields)[0] ?? NOT_A_FORM, fields }, 400);
  }
  if (!isBot(parsed.data)) {
    const { database, publicUrl } = services(context);
    try {
      await subscribeToNewsletter(database.db, parsed.data.email, { origin: publicUrl });
    } catch (error) {
      info.logger.error({ err: error }, 'newsletter sign-up failed');
      return answer({ ok: false, message: ENGAGEMENT_MESSAGES.newsletterError }, 503);
    }
  }
  return answer({ ok: true, message: ENGAGEMENT_MESSAGES.subscribed }, 200);
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
