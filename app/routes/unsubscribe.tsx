/**
 * /unsubscribe/{token}: the link in every newsletter e-mail. Opening it only asks (mail
 * scanners open links); the button posts, and then the page says the address is
 * unsubscribed. An unknown or malformed token is refused. Subscribing again later works.
 */
import { data, Form, useNavigation } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { pageMessages, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { pageTitle } from '../lib/page-title.ts';
import { TOO_MANY_REQUESTS } from '../lib/rate-limits.server.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import {
  findSubscription,
  unsubscribeFromNewsletter,
} from '../modules/engagement/commands.server.ts';
import { ENGAGEMENT_MESSAGES } from '../modules/engagement/forms.ts';
import { limitEngagement } from '../modules/engagement/guard.server.ts';
import { UnsubscribeTokenSchema } from '../modules/engagement/validation.ts';
import type { Route } from './+types/unsubscribe';

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaTranslator(matches)('Unsubscribe')) },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** Its notices come translated from the server: the newsletter's texts are no namespace of this page's. */
type View =
  | { state: 'confirm'; email: string }
  | { state: 'done'; email: string; message: string }
  | { state: 'refused'; email: null; message: string };

type Context = Route.LoaderArgs['context'];

const invalid = (context: Context): View => ({
  state: 'refused',
  email: null,
  message: pageTranslator(context)(ENGAGEMENT_MESSAGES.unsubscribeInvalid),
});

const unsubscribed = (context: Context, email: string): View => ({
  state: 'done',
  email,
  message: pageTranslator(context)(ENGAGEMENT_MESSAGES.unsubscribed),
});

async function viewOf(params: Route.LoaderArgs['params'], context: Context): Promise<View> {
  const token = UnsubscribeTokenSchema.safeParse(params.token);
  if (!token.success) return invalid(context);
  const found = await findSubscription(services(context).database.db, token.data);
  if (!found) return invalid(context);
  return found.active
    ? { state: 'confirm', email: found.email }
    : unsubscribed(context, found.email);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await viewOf(params, context);
  return data(
    { view, messages: pageMessages(context, 'orders', 'forms') },
    { status: view.state === 'refused' ? 404 : 200 },
  );
}

export async function action({ params, context }: Route.ActionArgs) {
  const limited = await limitEngagement(requestInfo(context), 'newsletter');
  if (limited) {
    return data<View>(
      { state: 'refused', email: null, message: pageTranslator(context)(TOO_MANY_REQUESTS) },
      { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
    );
  }
  const token = UnsubscribeTokenSchema.safeParse(params.token);
  if (!token.success) return data<View>(invalid(context), { status: 404 });
  const done = await unsubscribeFromNewsletter(services(context).database.db, token.data);
  if (!done) return data<View>(invalid(context), { status: 404 });
  return data<View>(unsubscribed(context, done.email));
}

/** Where the address goes in a sentence, so that it stays bold in any language's word order. */
const EMAIL_SLOT = '\u0000';

function withEmail(text: string, email: string) {
  const [before = '', after = ''] = text.split(EMAIL_SLOT);
  return (
    <>
      {before}
      <strong>{email}</strong>
      {after}
    </>
  );
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const view = actionData ?? loaderData.view;
  const navigation = useNavigation();
  return (
    <div className="container content-page">
      <h1 className="page-title">{t('Unsubscribe')}</h1>
      <Card as="section" className="engagement-card" aria-label={t('Newsletter subscription')}>
        {view.state === 'confirm' ? (
          <>
            <p>
              {withEmail(
                t('Stop sending the newsletter to {email}?', { email: EMAIL_SLOT }),
                view.email,
              )}
            </p>
            <Form method="post" className="engagement-card__actions">
              <Button type="submit" loading={navigation.state === 'submitting'}>
                {t('Unsubscribe')}
              </Button>
            </Form>
          </>
        ) : view.state === 'done' ? (
          <>
            <Alert tone="success">{view.message}</Alert>
            <p>
              {withEmail(
                t(
                  '{email} is unsubscribed. Changed your mind? Subscribe again with the form at the bottom of any page.',
                  { email: EMAIL_SLOT },
                ),
                view.email,
              )}
            </p>
          </>
        ) : (
          <Alert>{view.message}</Alert>
        )}
      </Card>
    </div>
  );
}
