/**
 * /track-service (issue 35): a service request found by its ticket number and the e-mail
 * together (never by one alone), with the same answer whether no request has the ticket or
 * its e-mail differs; rate-limited like Track Order (the same counters: both are lookups
 * by a number and an e-mail). '?ticket=' (the e-mails' link) fills in the ticket; the
 * e-mail is still asked for, so it never travels in the URL.
 */
import { Form, useNavigation } from 'react-router';
import { FormField } from '../components/forms.tsx';
import { ServiceRequestCard } from '../components/service/service-request-card.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button } from '../components/ui/button.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { localeOf, pageMessages } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { limitTrackOrder, throttled } from '../lib/account-limits.server.ts';
import { formSchema } from '../lib/form-schema.ts';
import { getFormProps, type LastResult, useShopForm } from '../lib/forms.ts';
import { handleForm, refusal } from '../lib/intent-action.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { displayOf, trackServiceRequest } from '../modules/service/requests.server.ts';
import { normalTicket, SERVICE_MESSAGES } from '../modules/service/rules.ts';
import { TrackServiceSchema } from '../modules/service/validation.ts';
import type { Route } from './+types/track-service';
import '../styles/components/checkout.css';
import '../styles/components/orders.css';
import '../styles/components/service.css';

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [
    { title: pageTitle(t('Track service request')) },
    {
      name: 'description',
      content: t('Follow your service request with its ticket number and e-mail.'),
    },
  ];
}

export function loader({ context, url }: Route.LoaderArgs) {
  return {
    ticket: normalTicket(url.searchParams.get('ticket') ?? ''),
    messages: pageMessages(context, 'orders', 'service', 'forms'),
  };
}

/** The answer when the request is found (the page shows the request itself, not this). */
const TRACK_FOUND = msg('Here is your service request.');

export async function action({ request, context }: Route.ActionArgs) {
  const db = services(context).database.db;
  const locale = localeOf(context);
  return handleForm(request, {
    schema: TrackServiceSchema,
    // Every lookup counts, per address and (once the form is right) per e-mail.
    guard: async (fields) => {
      const form = TrackServiceSchema.safeParse(Object.fromEntries(fields));
      const refused = await limitTrackOrder(
        requestInfo(context),
        form.success ? form.data.email : null,
      );
      return refused && throttled(refused);
    },
    run: async ({ ticket, email }, { reply }) => {
      const found = await trackServiceRequest(db, ticket, email);
      if (!found) return refusal(404, SERVICE_MESSAGES.notFound, { result: reply() });
      // Tracked by ticket and e-mail: not the order's own id and line (the API's answer
      // leaves them out too); they are for the buyer's own pages.
      const request = displayOf({ ...found, orderId: '', line: 0 }, locale);
      return { message: TRACK_FOUND, data: { request }, result: reply() };
    },
  });
}

const trackSchema = formSchema(() =>
  import('../modules/service/validation.ts').then((module) => module.TrackServiceSchema),
);

export default function TrackServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const found = actionData?.data?.request ?? null;
  const message = actionData && !actionData.ok ? actionData.message : null;
  const lastResult = (actionData?.result ?? null) as LastResult;
  const [form, fields] = useShopForm(trackSchema, {
    id: 'track-service',
    lastResult,
    defaultValue: { ticket: loaderData.ticket ?? '' },
  });
  return (
    <div className="container orders-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('Track service request') }]} />
      <h1 className="page-title">{t('Track service request')}</h1>
      <div className="service-page">
        <section className="checkout-panel track-form" aria-labelledby="track-title">
          <h2 id="track-title">{t(SERVICE_MESSAGES.prompt)}</h2>
          {message ? <Alert>{message}</Alert> : null}
          <Form method="post" className="auth-form" {...getFormProps(form)}>
            <div className="auth-form__row">
              <FormField
                meta={fields.ticket}
                label={t('Ticket number')}
                placeholder="SR-2026-000123"
                autoComplete="off"
              />
              <FormField meta={fields.email} label={t('Email')} type="email" autoComplete="email" />
            </div>
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {t('Track request')}
            </Button>
          </Form>
        </section>
        {found ? <ServiceRequestCard request={found} /> : null}
      </div>
    </div>
  );
}
