/**
 * /review-requests/unsubscribe/{token}: the link in every review-request e-mail. Opening it
 * only asks (mail scanners open links); the button posts, and from then on the address gets
 * no review requests: none is queued, and those waiting to go are withdrawn. A token the
 * shop did not sign is refused.
 */
import { data, Form, useNavigation } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { pageMessages } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { pageTitle } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { services } from '../lib/services.server.ts';
import { emailOfOptOut } from '../modules/review/review-link.server.ts';
import { hasOptedOut, optOutOfReviewRequests } from '../modules/review/review-requests.server.ts';
import type { Route } from './+types/review-requests-unsubscribe';

export const headers = privatePageHeaders;

const REFUSED = msg('This link is not valid. Please use the link in the e-mail you received.');
const DONE = msg('You will get no more review requests by e-mail.');

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaTranslator(matches)('Review requests')) },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

type View = { state: 'confirm' | 'done'; email: string } | { state: 'refused'; email: null };

function addressOf(params: Route.LoaderArgs['params'], context: Route.LoaderArgs['context']) {
  return emailOfOptOut(services(context).config.sessionSecret, params.token);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const email = addressOf(params, context);
  const view: View = !email
    ? { state: 'refused', email: null }
    : {
        state: (await hasOptedOut(services(context).database.db, email)) ? 'done' : 'confirm',
        email,
      };
  return data(
    { view, messages: pageMessages(context, 'reviewing', 'forms') },
    { status: email ? 200 : 404 },
  );
}

export async function action({ params, context }: Route.ActionArgs) {
  const email = addressOf(params, context);
  if (!email) return data<View>({ state: 'refused', email: null }, { status: 404 });
  await optOutOfReviewRequests(services(context).database.db, email);
  return data<View>({ state: 'done', email });
}

export default function ReviewRequestsUnsubscribe({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const view = actionData ?? loaderData.view;
  const navigation = useNavigation();
  return (
    <div className="container content-page">
      <h1 className="page-title">{t('Review requests')}</h1>
      <Card as="section" className="engagement-card" aria-label={t('Review requests')}>
        {view.state === 'confirm' ? (
          <>
            <p>{t('Stop asking {email} for reviews by e-mail?', { email: view.email })}</p>
            <Form method="post" className="engagement-card__actions">
              <Button type="submit" loading={navigation.state === 'submitting'}>
                {t('Stop review requests')}
              </Button>
            </Form>
          </>
        ) : view.state === 'done' ? (
          <Alert tone="success">{t(DONE)}</Alert>
        ) : (
          <Alert>{t(REFUSED)}</Alert>
        )}
      </Card>
    </div>
  );
}
