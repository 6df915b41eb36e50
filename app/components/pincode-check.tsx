/**
 * 'Check delivery' on the product page: deliverable or not, the estimated delivery date,
 * cash on delivery or not. A GET form (?pincode=) that the product loader answers, so it
 * works without JavaScript; with it, the answer comes from /api/v1/pincodes/{pincode}
 * without reloading the page.
 */
import { useState } from 'react';
import { useLocale, useT } from '../i18n/i18n-context.tsx';
import { type Locale, localeInfo } from '../i18n/locales.ts';
import { msg } from '../i18n/msg.ts';
import { formSchema } from '../lib/form-schema.ts';
import { formatRupees } from '../lib/format.ts';
import { getFormProps, useShopForm, type Validation } from '../lib/forms.ts';
import type { InstallationOffer } from '../modules/installation/offer.server.ts';
import {
  COD_UNAVAILABLE,
  type PincodeCheck as PincodeResult,
} from '../modules/shipping/pincode.ts';
import { FormField } from './forms.tsx';
import { Button } from './ui/button.tsx';
import { CheckIcon, TruckIcon } from './ui/icons.tsx';

export interface PincodeAnswer {
  pincode: string;
  /** The form's validation, with its field error when the pincode is not valid. */
  reply: Validation;
  result?: PincodeResult | undefined;
  /** Whether our stores install this product there (issue 35); null for no such product. */
  installation?: InstallationOffer | null | undefined;
  /** A message id, shown through `t`. */
  error?: string | undefined;
}

/** Built on first use (a delivery answer), not while the product page loads; one per language. */
const deliveryDates = new Map<Locale, Intl.DateTimeFormat>();

/** '2026-11-25' -> 'Wednesday, 25 November' ('ಬುಧವಾರ, 25 ನವೆಂಬರ್' in Kannada). */
export function formatDeliveryDate(isoDate: string, locale: Locale): string {
  let deliveryDate = deliveryDates.get(locale);
  if (!deliveryDate) {
    deliveryDate = new Intl.DateTimeFormat(localeInfo(locale).intl, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    deliveryDates.set(locale, deliveryDate);
  }
  const parts = Object.fromEntries(
    deliveryDate.formatToParts(new Date(`${isoDate}T00:00:00Z`)).map((p) => [p.type, p.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month}`;
}

const pincodeFormSchema = formSchema(() =>
  import('../modules/shipping/pincode-schema.ts').then((module) => module.PincodeFormSchema),
);

export function PincodeCheck({
  initial,
  productSlug,
  variantCode,
  delivery,
}: {
  initial: PincodeAnswer | null;
  productSlug: string;
  variantCode?: string | undefined;
  delivery: { karnatakaPaise: number; nonKarnatakaPaise: number };
}) {
  const t = useT();
  const locale = useLocale();
  const [answer, setAnswer] = useState<Pick<
    PincodeAnswer,
    'result' | 'installation' | 'error'
  > | null>(initial);
  const [busy, setBusy] = useState(false);
  const [form, fields] = useShopForm(pincodeFormSchema, {
    id: 'pincode-check',
    lastResult: initial?.reply,
    defaultValue: { pincode: initial?.pincode ?? '' },
    // With JavaScript the answer comes from the API, without reloading the page.
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      void check(String(formData.get('pincode')).trim());
    },
  });

  async function check(pincode: string) {
    setBusy(true);
    try {
      const headers = { Accept: 'application/json' };
      const query = new URLSearchParams({ product: productSlug, pincode });
      const [response, installing] = await Promise.all([
        fetch(`/api/v1/pincodes/${pincode}`, { headers }),
        // Whether it is installed there only adds to the answer: without it, delivery stands.
        fetch(`/api/v1/installation?${query}`, { headers }).catch(() => null),
      ]);
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { data: PincodeResult };
      const installation = installing?.ok
        ? ((await installing.json()) as { data: InstallationOffer }).data
        : null;
      setAnswer({ result: body.data, installation });
    } catch {
      setAnswer({ error: msg('Could not check this pincode just now. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  // An answer stands only beside the pincode it answers: another one typed, it goes.
  const typed = (fields.pincode.value ?? '').trim();
  const result = answer?.result?.pincode === typed ? answer.result : undefined;
  const charge =
    result?.zone === 'karnataka'
      ? delivery.karnatakaPaise
      : result?.zone === 'other'
        ? delivery.nonKarnatakaPaise
        : null;

  return (
    <section className="pincode-check" aria-labelledby="pincode-check-title">
      <h2 className="pincode-check__title" id="pincode-check-title">
        <TruckIcon size={20} />
        {t('Check delivery')}
      </h2>
      <form method="get" className="pincode-check__form" {...getFormProps(form)}>
        {variantCode ? <input type="hidden" name="variant" value={variantCode} /> : null}
        <FormField
          meta={fields.pincode}
          label={t('Pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('6 digit pincode')}
          className="pincode-check__field"
        />
        <Button type="submit" variant="secondary" loading={busy} className="pincode-check__submit">
          {t('Check')}
        </Button>
      </form>
      <div className="pincode-check__result" aria-live="polite">
        {answer?.error ? <p className="pincode-check__no">{t(answer.error)}</p> : null}
        {result ? (
          result.deliverable ? (
            <ul className="pincode-check__facts">
              <li>
                <CheckIcon size={18} className="pincode-check__ok" />
                <DeliveryBy
                  place={[result.city, result.state].filter(Boolean).join(', ') || result.pincode}
                  date={
                    result.estimatedDelivery
                      ? formatDeliveryDate(result.estimatedDelivery, locale)
                      : '—'
                  }
                />
              </li>
              {charge !== null ? (
                <li>
                  <CheckIcon size={18} className="pincode-check__ok" />
                  <span>
                    {t('Delivery charge: {charge}', {
                      charge:
                        charge === 0
                          ? t('Free')
                          : t('{amount} per unit', { amount: formatRupees(charge) }),
                    })}
                  </span>
                </li>
              ) : null}
              <li data-cod={result.codAvailable ? 'yes' : 'no'}>
                {result.codAvailable ? (
                  <>
                    <CheckIcon size={18} className="pincode-check__ok" />
                    <span>{t('Cash on delivery (COD) available')}</span>
                  </>
                ) : (
                  <span className="pincode-check__no">{t(COD_UNAVAILABLE)}</span>
                )}
              </li>
              <InstallationFact offer={answer?.installation} pincode={result.pincode} />
            </ul>
          ) : (
            <p className="pincode-check__no">
              {t('Sorry, we do not deliver to {pincode} yet.', { pincode: result.pincode })}{' '}
              {t(COD_UNAVAILABLE)}
            </p>
          )
        ) : null}
      </div>
    </section>
  );
}

/** 'Delivery to {place} by {date}', the date in bold wherever the language puts it. */
function DeliveryBy({ place, date }: { place: string; date: string }) {
  const t = useT();
  const mark = '\u241F';
  const [before = '', after = ''] = t('Delivery to {place} by {date}', { place, date: mark }).split(
    mark,
  );
  return (
    <span>
      {before}
      <strong>{date}</strong>
      {after}
    </span>
  );
}

/** 'Installation available at {pincode}', by which store and for how much (issue 35). */
function InstallationFact({
  offer,
  pincode,
}: {
  offer: InstallationOffer | null | undefined;
  pincode: string;
}) {
  const t = useT();
  const locale = useLocale();
  // A product no store installs says nothing of installation.
  if (!offer?.minutes) return null;
  if (!offer.available || !offer.store) {
    return (
      <li>
        <span className="pincode-check__no">{t(offer.reason ?? '')}</span>
      </li>
    );
  }
  const store = (locale === 'kn' && offer.store.nameKn) || offer.store.name;
  return (
    <li>
      <CheckIcon size={18} className="pincode-check__ok" />
      <span>
        {offer.pricePaise === 0
          ? t('Installation available at {pincode} by our {store} store, included in the price.', {
              pincode,
              store,
            })
          : t('Installation available at {pincode} by our {store} store, for {price}.', {
              pincode,
              store,
              price: formatRupees(offer.pricePaise),
            })}
      </span>
    </li>
  );
}
