/**
 * /service-request?order={id}&line={n} (issue 35): a signed-in shopper asks for service on
 * a delivered item of one of the account's orders: the problem (from its category's list),
 * a description, up to 3 photos and a preferred time of the store that looks after it.
 * The warranty is said before anything is sent (out of warranty: chargeable). Below, the
 * item's requests so far with their timelines. Never cached: it is the account's page. A
 * guest asks through the API (POST /api/v1/service-requests) with its session.
 */
import { data, Form, redirect, useNavigation } from 'react-router';
import { TextAreaField } from '../components/forms.tsx';
import { ServiceRequestCard, WarrantyNote } from '../components/service/service-request-card.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { Field } from '../components/ui/field.tsx';
import { Select } from '../components/ui/select.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { localeOf, pageMessages, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { requireAccount } from '../lib/account.server.ts';
import { throttled } from '../lib/account-limits.server.ts';
import { setFlash, takeFlash } from '../lib/flash.server.ts';
import { formSchema } from '../lib/form-schema.ts';
import { getFormProps, type LastResult, useShopForm } from '../lib/forms.ts';
import { handleForm, refusal, refuseRequest } from '../lib/intent-action.server.ts';
import { privatePageMeta } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { formatShortDate } from '../lib/short-date.ts';
import { accountOrder } from '../modules/order/orders.server.ts';
import { photoFiles } from '../modules/review/photos.server.ts';
import { servicePhotos } from '../modules/service/photos.server.ts';
import {
  displayOf,
  limitServiceRequests,
  orderServiceRequests,
  raiseServiceRequest,
  serviceLineView,
  slotText,
} from '../modules/service/requests.server.ts';
import {
  ANY_TIME,
  PROBLEM_LABELS,
  type ProblemCode,
  SERVICE_LIMITS,
  SERVICE_MESSAGES,
} from '../modules/service/rules.ts';
import { ServiceRequestSchema } from '../modules/service/validation.ts';
import type { Route } from './+types/service-request';
import '../styles/components/checkout.css';
import '../styles/components/service.css';

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(metaTranslator(matches)('Request service'));
}

type Context = Route.LoaderArgs['context'];

/** The account's order and the line asked about, or a 404. */
async function lineOf(request: Request, context: Context) {
  const account = await requireAccount(request, context);
  const url = new URL(request.url);
  const db = services(context).database.db;
  const order = await accountOrder(db, account.id, url.searchParams.get('order') ?? '');
  const line = Number(url.searchParams.get('line'));
  const view = order ? await serviceLineView(db, order, line) : null;
  if (!order || !view) return null;
  return { account, order, line, view, search: url.search };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await lineOf(request, context);
  if (!found) throw data(null, { status: 404 });
  const { order, line, view } = found;
  const locale = localeOf(context);
  const db = services(context).database.db;
  const [requests, { flash, clear }] = await Promise.all([
    orderServiceRequests(db, order.id, line),
    takeFlash(request, context),
  ]);
  const kannada = locale === 'kn';
  return data(
    {
      messages: pageMessages(context, 'orders', 'service', 'forms'),
      item: {
        orderId: view.orderId,
        orderNumber: view.orderNumber,
        name: view.productName,
        variantLabel: view.variantLabel,
        image: view.image,
        deliveredText: view.deliveredOn ? formatShortDate(view.deliveredOn, locale) : null,
      },
      warranty: view.warranty && {
        underWarranty: view.warranty.underWarranty,
        partsOnly: view.warranty.partsOnly,
        untilText:
          view.warranty.underWarranty && view.warranty.until
            ? formatShortDate(view.warranty.until, locale)
            : null,
        options: view.warranty.options.map((cover) => ({
          option: (kannada && cover.optionKn) || cover.option,
          value: (kannada && cover.valueKn) || cover.value,
          untilText: cover.until ? formatShortDate(cover.until, locale) : null,
          running: cover.running,
        })),
      },
      problems: view.problems,
      store: {
        name: (kannada && view.store.nameKn) || view.store.name,
        phone: view.store.phone,
      },
      slots: view.slots.map((slot) => ({
        value: `${slot.date}/${slot.slot}`,
        label: slotText(locale, slot.date, slot.slot),
      })),
      requests: requests.map((one) => displayOf(one, locale)),
      flash,
    },
    { headers: clear },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const found = await lineOf(request, context);
  if (!found) return refuseRequest(refusal(404, SERVICE_MESSAGES.noOrder));
  const { account, order, line, search } = found;
  const { database, files, publicUrl } = services(context);
  return handleForm(request, {
    schema: ServiceRequestSchema,
    guard: async () => {
      const limited = await limitServiceRequests(requestInfo(context));
      return limited && throttled(limited);
    },
    run: async (input, { fields }) => {
      const stored = await servicePhotos.store(files, photoFiles(fields.getAll('photos')));
      try {
        const raised = await raiseServiceRequest(database.db, {
          order,
          line,
          input,
          photos: stored.paths,
          userId: account.id,
          locale: localeOf(context),
          links: { origin: publicUrl },
        });
        if (!raised.created) await stored.discard();
        const message = pageTranslator(context)(SERVICE_MESSAGES.received, {
          ticket: raised.ticket,
        });
        throw redirect(`/service-request${search}#${raised.ticket}`, {
          headers: { 'Set-Cookie': await setFlash(context, { tone: 'success', message }) },
        });
      } catch (outcome) {
        if (!(outcome instanceof Response)) await stored.discard();
        throw outcome;
      }
    },
  });
}

const serviceSchema = formSchema(() =>
  import('../modules/service/validation.ts').then((module) => module.ServiceRequestSchema),
);

export default function ServiceRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { item, warranty, problems, store, slots, requests, flash } = loaderData;
  const lastResult = (actionData?.result ?? null) as LastResult;
  const refused =
    actionData && !actionData.ok && !actionData.aboutFields ? actionData.message : null;
  const ordersHref = `/myorders?${new URLSearchParams({ order: item.orderId })}`;
  return (
    <div className="container orders-page">
      <Breadcrumb
        items={[
          { label: t('Home'), to: '/' },
          { label: t('My Orders'), to: ordersHref },
          { label: t('Request service') },
        ]}
      />
      <h1 className="page-title">{t('Request service')}</h1>
      <div className="service-page">
        {flash ? <Alert tone={flash.tone}>{flash.message}</Alert> : null}
        {refused ? <Alert>{refused}</Alert> : null}
        <section className="checkout-panel" aria-labelledby="service-item">
          <div className="service-item">
            <img src={item.image} alt="" width={72} height={86} />
            <div>
              <h2 id="service-item">{item.name}</h2>
              <p>
                {item.variantLabel} ·{' '}
                {t('Order ID {orderNumber}', { orderNumber: item.orderNumber })}
              </p>
              {item.deliveredText ? (
                <p>{t('Delivered on {date}', { date: item.deliveredText })}</p>
              ) : null}
            </div>
          </div>
          {warranty ? (
            <>
              <WarrantyNote
                chargeable={!warranty.underWarranty}
                partsOnly={warranty.partsOnly}
                until={warranty.untilText}
              />
              {warranty.options.length ? (
                <ul className="service-warranty" aria-label={t('Warranty of this item')}>
                  {warranty.options.map((cover) => (
                    <li key={`${cover.option}-${cover.value}`}>
                      {cover.option}: {cover.value}
                      {cover.untilText && cover.running
                        ? ` · ${t('until {date}', { date: cover.untilText })}`
                        : ''}
                      {cover.untilText && !cover.running
                        ? ` · ${t('ended on {date}', { date: cover.untilText })}`
                        : ''}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <p className="service-note">{t(SERVICE_MESSAGES.notDelivered)}</p>
          )}
        </section>
        {warranty ? (
          <section className="checkout-panel" aria-labelledby="service-form-title">
            <h2 id="service-form-title">{t('What needs fixing?')}</h2>
            <p>
              {t('Our {store} store will look after it and call you to fix a visit.', {
                store: store.name,
              })}
            </p>
            {/* A request sent starts a fresh form (the page is the same address again). */}
            <ServiceForm
              key={requests.length}
              problems={problems}
              slots={slots}
              lastResult={lastResult}
            />
          </section>
        ) : null}
        {requests.length ? (
          <section className="service-list" aria-labelledby="service-requests-title">
            <h2 id="service-requests-title">{t('Your service requests for this item')}</h2>
            {requests.map((one) => (
              <ServiceRequestCard key={one.ticket} request={one} />
            ))}
          </section>
        ) : null}
        <p>
          <ButtonLink to={ordersHref} variant="secondary">
            {t('Back to My Orders')}
          </ButtonLink>
        </p>
      </div>
    </div>
  );
}

/** The form: the problem, the description, the photos and the preferred time. */
function ServiceForm({
  problems,
  slots,
  lastResult,
}: {
  problems: ProblemCode[];
  slots: { value: string; label: string }[];
  lastResult: LastResult;
}) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useShopForm(serviceSchema, {
    id: 'service-request',
    lastResult,
    defaultValue: { slot: ANY_TIME },
  });
  const problemError = fields.problem.errors?.[0];
  const problemErrorId = `${fields.problem.id}-error`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="service-form"
      {...getFormProps(form)}
    >
      <fieldset
        className="choice-group"
        aria-describedby={problemError ? problemErrorId : undefined}
        aria-invalid={problemError ? true : undefined}
      >
        <legend>{t('Problem')}</legend>
        <div className="choice-group__options">
          {problems.map((code) => (
            <label key={code} className="choice">
              <input
                type="radio"
                name={fields.problem.name}
                value={code}
                defaultChecked={fields.problem.initialValue === code}
              />
              {t(PROBLEM_LABELS[code])}
            </label>
          ))}
        </div>
        {problemError ? (
          <p className="field__error" id={problemErrorId}>
            {t(problemError)}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        meta={fields.description}
        label={t('Describe the problem')}
        maxLength={SERVICE_LIMITS.descriptionMax}
        rows={5}
        hint={t(
          'At least 20 characters: what happens, since when, and any light or error it shows.',
        )}
      />
      <Field
        type="file"
        id={`${form.id}-photos`}
        name="photos"
        multiple
        accept="image/jpeg,image/png,image/webp"
        label={t('Photos of the problem')}
        optional
        hint={t('Up to 3 photos, JPEG, PNG or WebP, each at most 5 MB.')}
        error={lastResult?.error?.photos?.[0]}
      />
      <Select
        label={t('Preferred time')}
        name={fields.slot.name}
        id={fields.slot.id}
        defaultValue={fields.slot.initialValue ?? ANY_TIME}
        error={fields.slot.errors?.[0]}
        hint={t('The store calls you to confirm the visit.')}
        options={[{ value: ANY_TIME, label: t('Any time') }, ...slots]}
      />
      <Button type="submit" size="lg" loading={navigation.state === 'submitting'}>
        {t('Send request')}
      </Button>
    </Form>
  );
}
