/**
 * 'Delivery or pickup' at checkout (issue 35): home delivery by courier, or collecting the
 * order at one of our stores, nearest first to the pincode, with no shipping charge. Two
 * radios and one native select: sent with the form without any script, and read by screen
 * readers as they are. The chosen store's address, hours and way there show below it.
 */
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { PickupStoreChoice } from '../../modules/pickup/stores.server.ts';

export function PickupChoice({
  stores,
  pickup,
  chosen,
  deliveryName,
  storeName,
  defaultStore,
  error,
}: {
  stores: PickupStoreChoice[];
  /** Pickup is chosen (the form's value). */
  pickup: boolean;
  /** The store chosen, by its code. */
  chosen: string;
  deliveryName: string;
  storeName: string;
  defaultStore: string;
  error: string | undefined;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const kannada = useLocale() === 'kn';
  const store = stores.find((one) => one.code === chosen);
  const nameOf = (one: PickupStoreChoice) => (kannada && one.nameKn) || one.name;
  const addressOf = (one: PickupStoreChoice) => (kannada && one.addressKn) || one.address;
  return (
    <section className="checkout-panel" aria-labelledby="pickup-title">
      <h2 id="pickup-title">{t('Delivery or pickup')}</h2>
      <fieldset className="choice-group">
        <legend className="visually-hidden">{t('Delivery or pickup')}</legend>
        <label className="choice payment-choice">
          <input type="radio" name={deliveryName} value="home" defaultChecked={!pickup} />
          <span>
            <strong>{t('Home delivery')}</strong>
            <span className="payment-choice__hint">{t('By courier, to the address above')}</span>
          </span>
        </label>
        <label className="choice payment-choice">
          <input type="radio" name={deliveryName} value="pickup" defaultChecked={pickup} />
          <span>
            <strong>{t('Pick up from a store')}</strong>
            <span className="payment-choice__hint">
              {t('No shipping charge. Pay online now, or at the store.')}
            </span>
          </span>
        </label>
      </fieldset>
      {hydrated && !pickup ? null : stores.length === 0 ? (
        <p className="field__hint">{t('Enter your pincode to see the stores near you.')}</p>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor="checkout-pickup-store">
            {t('Store to pick up from')}
          </label>
          <select
            id="checkout-pickup-store"
            className="field__control"
            name={storeName}
            defaultValue={defaultStore}
            required={pickup || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [
                error ? 'checkout-pickup-store-error' : '',
                store ? 'checkout-pickup-store-facts' : '',
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
          >
            <option value="">{t('Choose a store')}</option>
            {stores.map((one) => (
              <option key={one.code} value={one.code}>
                {one.distanceKm === null
                  ? nameOf(one)
                  : t('{store} ({km} km)', { store: nameOf(one), km: one.distanceKm })}
              </option>
            ))}
          </select>
          {store ? (
            <p className="field__hint" id="checkout-pickup-store-facts">
              {addressOf(store)} ·{' '}
              {t('Open {days}, {hours}', {
                days: t(store.hours.days),
                hours: t(store.hours.label),
              })}{' '}
              ·{' '}
              <a className="text-link" href={store.directionsUrl} target="_blank" rel="noreferrer">
                {t('Directions')}
                <span className="visually-hidden"> ({t('opens in a new tab')})</span>
              </a>
            </p>
          ) : null}
        </div>
      )}
      {error ? (
        <p className="field__error" id="checkout-pickup-store-error">
          {t(error)}
        </p>
      ) : null}
    </section>
  );
}
