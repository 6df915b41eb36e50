/**
 * 'Check delivery' on the product page: deliverable or not, the estimated delivery date,
 * cash on delivery or not. A GET form (?pincode=) that the product loader answers, so it
 * works without JavaScript; with it, the answer comes from /api/v1/pincodes/{pincode}
 * without reloading the page.
 */
import { useState } from 'react';
import { formSchema } from '../lib/form-schema.ts';
import { formatRupees } from '../lib/format.ts';
import { getFormProps, useShopForm, type Validation } from '../lib/forms.ts';
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
  error?: string | undefined;
}

/** Built on first use (a delivery answer), not while the product page loads. */
let deliveryDate: Intl.DateTimeFormat | undefined;

/** '2026-11-25' -> 'Wednesday, 25 November'. */
export function formatDeliveryDate(isoDate: string): string {
  deliveryDate ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
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
  variantCode,
  delivery,
}: {
  initial: PincodeAnswer | null;
  variantCode?: string | undefined;
  delivery: { karnatakaPaise: number; nonKarnatakaPaise: number };
}) {
  const [answer, setAnswer] = useState<Pick<PincodeAnswer, 'result' | 'error'> | null>(initial);
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
      const response = await fetch(`/api/v1/pincodes/${pincode}`, {
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { data: PincodeResult };
      setAnswer({ result: body.data });
    } catch {
      setAnswer({ error: 'Could not check this pincode just now. Please try again.' });
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
        Check delivery
      </h2>
      <form method="get" className="pincode-check__form" {...getFormProps(form)}>
        {variantCode ? <input type="hidden" name="variant" value={variantCode} /> : null}
        <FormField
          meta={fields.pincode}
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="6 digit pincode"
          className="pincode-check__field"
        />
        <Button type="submit" variant="secondary" loading={busy} className="pincode-check__submit">
          Check
        </Button>
      </form>
      <div className="pincode-check__result" aria-live="polite">
        {answer?.error ? <p className="pincode-check__no">{answer.error}</p> : null}
        {result ? (
          result.deliverable ? (
            <ul className="pincode-check__facts">
              <li>
                <CheckIcon size={18} className="pincode-check__ok" />
                <span>
                  Delivery to{' '}
                  {[result.city, result.state].filter(Boolean).join(', ') || result.pincode} by{' '}
                  <strong>
                    {result.estimatedDelivery ? formatDeliveryDate(result.estimatedDelivery) : '—'}
                  </strong>
                </span>
              </li>
              {charge !== null ? (
                <li>
                  <CheckIcon size={18} className="pincode-check__ok" />
                  <span>
                    Delivery charge: {charge === 0 ? 'Free' : `${formatRupees(charge)} per unit`}
                  </span>
                </li>
              ) : null}
              <li data-cod={result.codAvailable ? 'yes' : 'no'}>
                {result.codAvailable ? (
                  <>
                    <CheckIcon size={18} className="pincode-check__ok" />
                    <span>Cash on delivery (COD) available</span>
                  </>
                ) : (
                  <span className="pincode-check__no">{COD_UNAVAILABLE}</span>
                )}
              </li>
            </ul>
          ) : (
            <p className="pincode-check__no">
              Sorry, we do not deliver to {result.pincode} yet. {COD_UNAVAILABLE}
            </p>
          )
        ) : null}
      </div>
    </section>
  );
}
