/**
 * /offers/unsubscribe/{token}: the link in every marketing e-mail (issue 33). Opening it
 * only asks (mail scanners open links); one press withdraws the address's consent to
 * offers. A mail app's one-click unsubscribe (the List-Unsubscribe header) posts to the
 * API's twin, /api/v1/offers/unsubscribe/{token}. A token the shop did not sign is refused.
 */
import { data, Form, useNavigation } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { pageMessages, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { pageTitle } from '../lib/page-title.ts';
import { TOO_MANY_REQUESTS } from '../lib/rate-limits.server.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { limitEngagement } from '../modules/engagement/guard.server.ts';
import { offersStand, withdrawOffersConsent } from '../modules/marketing/consent.server.ts';
import { OFFERS_LINK_INVALID, OFFERS_WITHDRAWN } from '../modules/marketing/messages.ts';
import { emailOfOffersOptOut } from '../modules/marketing/unsubscribe-link.server.ts';
import type { Route } from './+types/offers-unsubscribe';

export const headers = privatePageHeaders;

const TITLE = msg('Offers by e-mail');
const REFUSED = OFFERS_LINK_INVALID;
const DONE = OFFERS_WITHDRAWN;

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaTranslator(matches)(TITLE)) },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** A refusal's `message` comes translated from the server (the limits' text is no namespace of this page's). */
type View =
  | { state: 'confirm' | 'done'; email: string }
  | { state: 'refused'; email: null; message?: string };

function addressOf(params: Route.LoaderArgs['params'], context: Route.LoaderArgs['context']) {
  return emailOfOffersOptOut(services(context).config.sessionSecret, params.token);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const email = addressOf(params, context);
  const view: View = !email
    ? { state: 'refused', email: null }
    : {
        state: (await offersStand(services(context).database.db, email)) ? 'confirm' : 'done',
        email,
      };
  return data({ view, messages: pageMessages(context, 'account') }, { status: email ? 200 : 404 });
}

/** A link the shop signed is never refused (a refused withdrawal is lost); only guesses are counted. */
export async function action({ params, context }: Route.ActionArgs) {
  const email = addressOf(params, context);
  if (!email) {
    const limited = await limitEngagement(requestInfo(context), 'newsletter');
    if (limited) {
      return data<View>(
        { state: 'refused', email: null, message: pageTranslator(context)(TOO_MANY_REQUESTS) },
        { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
      );
    }
    return data<View>({ state: 'refused', email: null }, { status: 404 });
  }
  await withdrawOffersConsent(services(context).database.db, email, 'link');
  return data<View>({ state: 'done', email });
}

export default function OffersUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const view = actionData ?? loaderData.view;
  const navigation = useNavigation();
  return (
    <div className="container content-page">
      <h1 className="page-title">{t(TITLE)}</h1>
      <Card as="section" className="engagement-card" aria-label={t(TITLE)}>
        {view.state === 'confirm' ? (
          <>
            <p>{t('Stop sending offers to {email}?', { email: view.email })}</p>
            <Form method="post" className="engagement-card__actions">
              <Button type="submit" loading={navigation.state === 'submitting'}>
                {t('Unsubscribe from offers')}
              </Button>
            </Form>
          </>
        ) : view.state === 'done' ? (
          <Alert tone="success">{t(DONE)}</Alert>
        ) : (
          <Alert>{('message' in view && view.message) || t(REFUSED)}</Alert>
        )}
      </Card>
    </div>
  );
}
