/**
 * The checkout form (spec § 2 'Checkout', § 5): contact and delivery fields, 'Create an
 * account' for guests, the payment method, and the order summary with the place-order
 * button. Messages show under their fields, from the browser's check and from the
 * server's. A valid pincode asks the server for shipping and cash-on-delivery and fills
 * city and state; the button stays disabled until the pincode is served and the form, once
 * the shopper has entered it, is valid. Pressed, it checks every field first.
 */
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { formSchema } from '../../lib/form-schema.ts';
import { getFormProps, type LastResult, useInputControl, useShopForm } from '../../lib/forms.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { usePlaceFromPincode } from '../../lib/place-from-pincode.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { CheckoutQuote } from '../../modules/checkout/checkout.server.ts';
import { COD_MAX_PAISE } from '../../modules/checkout/limits.ts';
import type { CheckoutSource } from '../../modules/checkout/lines.server.ts';
import { CHECKOUT_MESSAGES } from '../../modules/checkout/messages.ts';
import {
  ADDRESS_TYPE_LABEL,
  DEFAULT_ADDRESS_TYPE_LABEL,
} from '../../modules/customer/address-types.ts';
import type { Address } from '../../modules/customer/validation.ts';
import { COD_UNAVAILABLE, isValidPincode } from '../../modules/shipping/pincode.ts';
import {
  ControlledFormField,
  FormField,
  OffersCheckbox,
  WhatsAppUpdatesCheckbox,
} from '../forms.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import type { CheckoutPasswordsProps } from './checkout-passwords.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import '../../styles/components/checkout.css';

/** Without the pair's code (offline, a deploy): plain fields, no meter or show button. */
function PlainPasswords({ password, confirmPassword }: CheckoutPasswordsProps) {
  const t = useT();
  return (
    <div className="auth-form__row">
      <FormField
        meta={password}
        label={t('Password')}
        type="password"
        autoComplete="new-password"
      />
      <FormField
        meta={confirmPassword}
        label={t('Confirm password')}
        type="password"
        autoComplete="new-password"
      />
    </div>
  );
}

/**
 * 'Create an account''s password pair: hydrates once its code has come (see the file).
 * The server renders it only for a form it answered without JavaScript, so no hydration
 * waits on it; ticking the box after hydration renders it afresh.
 */
const CheckoutPasswords = lazyComponent(
  () => import('./checkout-passwords.tsx').then((module) => module.CheckoutPasswords),
  { eager: true, unavailable: PlainPasswords },
);

export interface CheckoutFormProps {
  quote: CheckoutQuote;
  source: CheckoutSource | null;
  signedIn: boolean;
  /** The account chose offers already: checkout does not ask again. */
  offersAsked: boolean;
  /** The account asked for order updates on WhatsApp: offered ticked. */
  whatsappUpdates: boolean;
  addresses: Address[];
  chosenAddressId: string | null;
  prefill: Record<
    | 'email'
    | 'phone'
    | 'firstName'
    | 'lastName'
    | 'address'
    | 'address2'
    | 'city'
    | 'state'
    | 'zip'
    | 'businessName'
    | 'gstin'
    | 'delivery'
    | 'pickupStore',
    string
  >;
  idempotencyKey: string;
  lastResult: LastResult;
  message: string | null;
  /** The server's refusal of the coupon code just applied. */
  couponError: string | null;
}

/** The server's quote for a pincode (and the same items), or null if it cannot be had. */
async function fetchQuote(
  zip: string,
  source: CheckoutSource | null,
): Promise<CheckoutQuote | null> {
  const params = new URLSearchParams({ zip });
  if (source?.kind === 'buy-now') {
    params.set('buy', source.variantPublicId);
    params.set('qty', String(source.quantity));
    if (source.couponCode) params.set('couponCode', source.couponCode);
  }
  try {
    const response = await fetch(`/api/v1/checkout/quote?${params}`);
    if (!response.ok) return null;
    return ((await response.json()) as { data: CheckoutQuote }).data;
  } catch {
    return null;
  }
}

/**
 * The coupon box: most checkouts use no code, so its code comes after the page's (the
 * server's HTML stays, and its buttons post, until then).
 */
const CouponBox = lazyComponent(() =>
  import('../coupon-box.tsx').then((module) => module.CouponBox),
);

/**
 * 'Installation': only installable items at a pincode a store serves offer it, so its code
 * comes after the page's (the server's select stays, and posts, until then).
 */
const InstallationChoice = lazyComponent(() =>
  import('./installation-choice.tsx').then((module) => module.InstallationChoice),
);

/**
 * 'Delivery or pickup': most shoppers keep home delivery, so its code comes after the
 * page's (the server's radios and select stay, and post, until then).
 */
const PickupChoice = lazyComponent(() =>
  import('./pickup-choice.tsx').then((module) => module.PickupChoice),
);

const checkoutSchema = formSchema(() =>
  import('../../modules/checkout/validation.ts').then((module) => module.CheckoutSchema),
);

export function CheckoutForm(props: CheckoutFormProps) {
  const { source, signedIn, offersAsked, addresses, prefill } = props;
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [quote, setQuote] = useState(props.quote);
  // The server's quote changed (the cart or a price moved, and the page was revalidated):
  // show it, and send its digest with the order, instead of the one quoted before.
  const [served, setServed] = useState(props.quote);
  if (props.quote.digest !== served.digest) {
    setServed(props.quote);
    setQuote(props.quote);
  }
  // The pincode whose quote could not be fetched (offline): no answer is on its way for it.
  const [unanswered, setUnanswered] = useState<string>();
  const [form, fields] = useShopForm(checkoutSchema, {
    id: 'checkout',
    lastResult: props.lastResult,
    defaultValue: {
      ...prefill,
      country: 'India',
      paymentMethod: 'payNow',
      gstInvoice: prefill.gstin ? 'on' : '',
      whatsappUpdates: props.whatsappUpdates ? 'on' : '',
    },
  });
  const zip = useInputControl(fields.zip);
  const city = useInputControl(fields.city);
  const state = useInputControl(fields.state);
  // The payment method and 'Create an account' are read from the form itself, so a choice
  // made while the page's code was still loading (a slow phone) stands after hydration.
  const payment = form.value.paymentMethod === 'cod' ? 'cod' : 'payNow';
  const createAccount = Boolean(form.value.createAccount);
  const gstInvoice = Boolean(form.value.gstInvoice);
  const payNowChoice = useRef<HTMLInputElement>(null);

  const pincode = quote.pincode;
  const zipValue = (zip.value ?? '').trim();
  const knownPincode = pincode && pincode.pincode === zipValue ? pincode : null;
  // Picked up from a store (issue 35): no shipping, no installation visit, cash at the store.
  const pickup = form.value.delivery === 'pickup';
  const pickupStore = pickup ? String(form.value.pickupStore ?? '') : '';
  // The installation offered for this pincode, and its charge once a visit is chosen.
  const installation = knownPincode?.deliverable && !pickup ? quote.installation : null;
  const installationPaise =
    installation && form.value.installationSlot ? installation.pricePaise : null;
  const pickupSaving = pickup ? (quote.amounts.shippingPaise ?? 0) : 0;
  const codTooLarge =
    quote.amounts.totalPaise - pickupSaving + (installationPaise ?? 0) > COD_MAX_PAISE;
  const codAvailable = (pickup || Boolean(knownPincode?.codAvailable)) && !codTooLarge;
  const notDeliverable = knownPincode && !pickup ? !knownPincode.deliverable : false;

  // A new valid pincode: shipping, COD and the place name from the server.
  useEffect(() => {
    if (!isValidPincode(zipValue) || quote.pincode?.pincode === zipValue) return;
    let current = true;
    // Asked afresh (typed again once back online): no longer a failed lookup.
    setUnanswered(undefined);
    void fetchQuote(zipValue, source).then((fresh) => {
      if (!current) return;
      if (!fresh) setUnanswered(zipValue);
      // The API says what stands in the way in English: the page's own word for it (from
      // its server, in its language) stays while there is still something in the way.
      else if (fresh.problem && served.problem) setQuote({ ...fresh, problem: served.problem });
      else setQuote(fresh);
    });
    return () => {
      current = false;
    };
  }, [zipValue, source, quote.pincode?.pincode, served.problem]);

  // City and state follow each new pincode (once per pincode: this runs every render).
  const fillPlace = usePlaceFromPincode(city, state);
  useEffect(() => {
    if (knownPincode) fillPlace(knownPincode);
  });

  // A form the schema has not judged yet (it comes as the shopper first enters the form)
  // holds nothing back: a press then waits for it and shows what is missing.
  const ready =
    form.valid !== false &&
    (pickup ? Boolean(knownPincode) && Boolean(pickupStore) : Boolean(knownPincode?.deliverable)) &&
    (payment !== 'cod' || codAvailable) &&
    !quote.problem;
  // A valid pincode whose answer is on its way (the summary says so). COD chosen, then a
  // pincode or total where it is not offered: back to paying online (for a pincode, not
  // while its answer is on its way; a total over the limit, at once).
  const awaitingPincode = isValidPincode(zipValue) && !knownPincode && unanswered !== zipValue;
  const codOff = hydrated && (codTooLarge || (!codAvailable && !awaitingPincode));
  useEffect(() => {
    if (codOff && payment === 'cod') {
      payNowChoice.current?.click();
    }
  }, [codOff, payment]);
  const submitting = navigation.state !== 'idle' && navigation.formAction?.startsWith('/checkout');
  // A pincode whose lookup failed (offline) says so, instead of waiting for ever.
  const zipError =
    fields.zip.errors?.[0] ??
    (notDeliverable
      ? CHECKOUT_MESSAGES.notDeliverable
      : unanswered === zipValue
        ? CHECKOUT_MESSAGES.lookupFailed
        : undefined);
  // Why cash on delivery is off: a total over its limit says so at once.
  const codMessage = codTooLarge
    ? CHECKOUT_MESSAGES.codTooLarge
    : !pickup && knownPincode?.deliverable && !knownPincode.codAvailable
      ? COD_UNAVAILABLE
      : fields.paymentMethod.errors?.[0];

  return (
    <Form method="post" className="checkout-layout" {...getFormProps(form)}>
      <div className="checkout-main">
        {props.message ? <Alert>{props.message}</Alert> : null}
        {quote.problem ? <Alert>{t(quote.problem)}</Alert> : null}
        <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
        <input type="hidden" name="quoteDigest" value={quote.digest} />
        {source?.kind === 'buy-now' ? (
          <>
            <input type="hidden" name="buy" value={source.variantPublicId} />
            <input type="hidden" name="qty" value={source.quantity} />
            {quote.couponCode ? (
              <input type="hidden" name="couponCode" value={quote.couponCode} />
            ) : null}
          </>
        ) : null}

        {signedIn && addresses.length > 0 ? (
          <section className="checkout-panel" aria-labelledby="saved-addresses">
            <h2 id="saved-addresses">{t('Deliver to a saved address')}</h2>
            <ul className="saved-addresses">
              {addresses.map((address) => {
                const params = new URLSearchParams(
                  source?.kind === 'buy-now'
                    ? { buy: source.variantPublicId, qty: String(source.quantity) }
                    : {},
                );
                params.set('address', address.id);
                const current = address.id === props.chosenAddressId;
                return (
                  <li key={address.id}>
                    <Link
                      to={`?${params}`}
                      replace
                      preventScrollReset
                      className="saved-address"
                      aria-current={current || undefined}
                    >
                      <span className="saved-address__type">
                        {t(address.isDefault ? DEFAULT_ADDRESS_TYPE_LABEL : ADDRESS_TYPE_LABEL, {
                          type: address.type,
                        })}
                      </span>
                      <span>
                        {address.address1}, {address.address2}, {address.city}, {address.state}{' '}
                        {address.pincode}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}

        <section className="checkout-panel" aria-labelledby="contact-title">
          <h2 id="contact-title">{t('Contact')}</h2>
          <div className="auth-form__row">
            <FormField meta={fields.email} label={t('Email')} type="email" autoComplete="email" />
            <FormField
              meta={fields.phone}
              label={t('Phone')}
              inputMode="numeric"
              autoComplete="tel-national"
              // No maxLength: a pasted '98765 43210' would be cut to nine digits silently.
              hint={t('10 digits, without +91')}
            />
          </div>
          <WhatsAppUpdatesCheckbox
            id="checkout-whatsapp"
            checked={fields.whatsappUpdates.initialValue === 'on'}
          />
          {offersAsked ? null : (
            <OffersCheckbox
              id="checkout-offers"
              checked={form.value.offers === 'on'}
              guest={!signedIn}
            />
          )}
        </section>

        <section className="checkout-panel" aria-labelledby="delivery-title">
          <h2 id="delivery-title">{pickup ? t('Your address') : t('Delivery address')}</h2>
          <div className="auth-form__row">
            <FormField meta={fields.firstName} label={t('First name')} autoComplete="given-name" />
            <FormField meta={fields.lastName} label={t('Last name')} autoComplete="family-name" />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="checkout-country">
              {t('Country')}
            </label>
            <select
              id="checkout-country"
              className="field__control"
              name={fields.country.name}
              defaultValue="India"
              autoComplete="country-name"
            >
              <option value="India">{t('India')}</option>
            </select>
          </div>
          <FormField meta={fields.address} label={t('Address')} autoComplete="address-line1" />
          <FormField
            meta={fields.address2}
            label={t('Address line 2')}
            optional
            autoComplete="address-line2"
          />
          <div className="auth-form__row">
            <ControlledFormField
              meta={fields.zip}
              control={zip}
              label={t('Pincode')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              error={zipError}
              hint={
                knownPincode?.deliverable && knownPincode.estimatedDelivery
                  ? knownPincode.city
                    ? t('Delivers to {city} in about {days} working days.', {
                        city: knownPincode.city,
                        days: knownPincode.deliveryDays,
                      })
                    : t('Delivers to this pincode in about {days} working days.', {
                        days: knownPincode.deliveryDays,
                      })
                  : undefined
              }
            />
            <ControlledFormField
              meta={fields.city}
              control={city}
              label={t('City')}
              autoComplete="address-level2"
            />
          </div>
          <ControlledFormField
            meta={fields.state}
            control={state}
            label={t('State')}
            autoComplete="address-level1"
          />
          {hydrated ? null : (
            <Button type="submit" name="intent" value="quote" variant="secondary" formNoValidate>
              {t('Calculate shipping')}
            </Button>
          )}
        </section>

        <PickupChoice
          stores={quote.pickupStores}
          pickup={pickup}
          chosen={pickupStore}
          deliveryName={fields.delivery.name}
          storeName={fields.pickupStore.name}
          defaultStore={fields.pickupStore.initialValue ?? ''}
          error={fields.pickupStore.errors?.[0]}
        />

        {installation ? (
          <InstallationChoice
            installation={installation}
            name={fields.installationSlot.name}
            defaultValue={fields.installationSlot.initialValue ?? ''}
            error={fields.installationSlot.errors?.[0]}
          />
        ) : null}

        <section className="checkout-panel" aria-labelledby="gst-title">
          <h2 id="gst-title">{t('GST invoice')}</h2>
          <label className="choice">
            <input
              type="checkbox"
              name={fields.gstInvoice.name}
              value="on"
              defaultChecked={gstInvoice}
            />
            {t('I need a GST invoice')}
          </label>
          {!hydrated || gstInvoice ? (
            <div className="auth-form__row">
              <FormField
                meta={fields.businessName}
                label={t('Business name')}
                autoComplete="organization"
              />
              <FormField
                meta={fields.gstin}
                label={t('GSTIN')}
                hint={t('15 characters, as on your GST registration')}
                autoCapitalize="characters"
                spellCheck={false}
              />
            </div>
          ) : null}
        </section>

        {signedIn ? null : (
          <section className="checkout-panel" aria-labelledby="account-title">
            <h2 id="account-title">{t('Create an account')}</h2>
            <label className="choice">
              <input
                type="checkbox"
                name={fields.createAccount.name}
                value="on"
                defaultChecked={createAccount}
              />
              {t('Create an account to track this order and check out faster next time')}
            </label>
            {!hydrated || createAccount ? (
              <CheckoutPasswords
                password={fields.password}
                confirmPassword={fields.confirmPassword}
              />
            ) : null}
          </section>
        )}

        <section className="checkout-panel" aria-labelledby="payment-title">
          <h2 id="payment-title">{t('Payment method')}</h2>
          <fieldset
            className="choice-group"
            aria-describedby={codMessage ? 'checkout-payment-error' : undefined}
          >
            <legend className="visually-hidden">{t('Payment method')}</legend>
            <label className="choice payment-choice">
              <input
                type="radio"
                name={fields.paymentMethod.name}
                value="payNow"
                defaultChecked={payment === 'payNow'}
                ref={payNowChoice}
              />
              <span>
                <strong>{t('Pay now')}</strong>
                <span className="payment-choice__hint">
                  {t('UPI, cards, net banking and wallets, secured by Razorpay')}
                </span>
              </span>
            </label>
            <label className="choice payment-choice" data-disabled={codOff ? '' : undefined}>
              <input
                type="radio"
                name={fields.paymentMethod.name}
                value="cod"
                defaultChecked={payment === 'cod'}
                disabled={codOff}
              />
              {pickup ? (
                <span>
                  <strong>{t('Pay at the store')}</strong>
                  <span className="payment-choice__hint">
                    {t('Pay in cash when you collect your order')}
                  </span>
                </span>
              ) : (
                <span>
                  <strong>{t('Cash on delivery')}</strong>
                  <span className="payment-choice__hint">
                    {t('Pay in cash when your order arrives')}
                  </span>
                </span>
              )}
            </label>
            {codMessage ? (
              <p className="field__error" id="checkout-payment-error">
                {t(codMessage)}
              </p>
            ) : null}
          </fieldset>
        </section>
      </div>

      <CheckoutSummary
        quote={quote}
        loading={awaitingPincode}
        cod={payment === 'cod'}
        pickup={pickup}
        installationPaise={installationPaise}
        coupon={
          <CouponBox
            formId="checkout-coupon"
            couponCode={quote.couponCode}
            discountPaise={quote.coupon?.discountPaise ?? null}
            problem={quote.couponProblem}
            error={props.couponError}
            busy={
              navigation.state !== 'idle' &&
              String(navigation.formData?.get('intent') ?? '').startsWith('coupon')
            }
          />
        }
      >
        {/* Spec: enabled only when the form is valid (as judged once the schema has come, at
            the first field entered). `aria-disabled`, not `disabled`: the keyboard still
            reaches it and hears why; pressed, the fields say what they need. */}
        <Button
          type="submit"
          size="lg"
          block
          aria-disabled={(hydrated && !ready) || submitting || undefined}
          aria-describedby={hydrated && !ready ? 'checkout-gate' : undefined}
          loading={Boolean(submitting)}
        >
          {payment === 'cod' ? t('Place Order') : t('Proceed to Pay')}
        </Button>
        {hydrated && !ready ? (
          <p id="checkout-gate" className="order-summary__note">
            {pickup
              ? t('Fill in every field and choose a store, to place your order.')
              : t('Fill in every field and a pincode we deliver to, to place your order.')}
          </p>
        ) : null}
        <p className="order-summary__note">
          {t(
            'Prices include GST. Totals are checked again by the server, with the stock, when the order is placed.',
          )}
        </p>
      </CheckoutSummary>
    </Form>
  );
}
