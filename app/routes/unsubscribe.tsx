/**
 * /unsubscribe/{token}: the link in every newsletter e-mail. Opening it only asks (mail
 * scanners open links); the button posts, and then the page says the address is
 * unsubscribed. An unknown or malformed token is refused. Subscribing again later works.
 */
import { data, Form, useNavigation } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
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

export function meta() {
  return [
    { title: pageTitle('Unsubscribe') },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

type View =
  | { state: 'confirm'; email: string }
  | { state: 'done'; email: string }
  | { state: 'refused'; email: null; message: string };

const invalid = () =>
  data<View>(
    { state: 'refused', email: null, message: ENGAGEMENT_MESSAGES.unsubscribeInvalid },
    { status: 404 },
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  const token = UnsubscribeTokenSchema.safeParse(params.token);
  if (!token.success) return invalid();
  const found = await findSubscription(services(context).database.db, token.data);
  if (!found) return invalid();
  return data<View>({ state: found.active ? 'confirm' : 'done', email: found.email });
}

export async function action({ params, context }: Route.ActionArgs) {
  const limited = await limitEngagement(requestInfo(context), 'newsletter');
  if (limited) {
    return data<View>(
      { state: 'refused', email: null, message: TOO_MANY_REQUESTS },
      { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
    );
  }
  const token = UnsubscribeTokenSchema.safeParse(params.token);
  if (!token.success) return invalid();
  const done = await unsubscribeFromNewsletter(services(context).database.db, token.data);
  if (!done) return invalid();
  return data<View>({ state: 'done', email: done.email });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  const navigation = useNavigation();
  return (
    <div className="container content-page">
      <h1 className="page-title">Unsubscribe</h1>
      <Card as="section" className="engagement-card" aria-label="Newsletter subscription">
        {view.state === 'confirm' ? (
          <>
            <p>
              Stop sending the newsletter to <strong>{view.email}</strong>?
            </p>
            <Form method="post" className="engagement-card__actions">
              <Button type="submit" loading={navigation.state === 'submitting'}>
                Unsubscribe
              </Button>
            </Form>
          </>
        ) : view.state === 'done' ? (
          <>
            <Alert tone="success">{ENGAGEMENT_MESSAGES.unsubscribed}</Alert>
            <p>
              <strong>{view.email}</strong> is unsubscribed. Changed your mind? Subscribe again with
              the form at the bottom of any page.
            </p>
          </>
        ) : (
          <Alert>{view.message}</Alert>
        )}
      </Card>
    </div>
  );
}
