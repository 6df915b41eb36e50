/**
 * 'Installation' at checkout (issue 35): the store that will send its technician, the
 * price (or 'Included'), and one choice: none, a slot in the days after the promised
 * delivery (only slots with places left), or booking once the goods are there. One native
 * select: light on a phone, read by screen readers as it is, and sent with the form
 * without any script.
 */
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { formatRupees } from '../../lib/format.ts';
import { formatShortDate } from '../../lib/short-date.ts';
import { SLOT_LABELS } from '../../modules/installation/slots.ts';
import type { QuoteInstallation } from '../../modules/installation/visits.server.ts';

export function InstallationChoice({
  installation,
  name,
  defaultValue,
  error,
}: {
  installation: QuoteInstallation;
  name: string;
  defaultValue: string;
  error: string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const { store, openings } = installation;
  const days = [...new Set(openings.map((opening) => opening.date))];
  const storeName = (locale === 'kn' && store.nameKn) || store.name;
  return (
    <section className="checkout-panel" aria-labelledby="installation-title">
      <h2 id="installation-title">{t('Installation')}</h2>
      <p>
        {installation.pricePaise === 0
          ? t('Our technician from {store} installs it, included in the price.', {
              store: storeName,
            })
          : t('Our technician from {store} installs it for {price}, GST included.', {
              store: storeName,
              price: formatRupees(installation.pricePaise),
            })}
      </p>
      <div className="field">
        <label className="field__label" htmlFor="checkout-installation">
          {t('Installation visit')}
        </label>
        <select
          id="checkout-installation"
          className="field__control"
          name={name}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'checkout-installation-error' : undefined}
        >
          <option value="">{t('No installation')}</option>
          <option value="after-delivery">{t('Book after delivery')}</option>
          {days.map((day) => (
            <optgroup key={day} label={formatShortDate(day, locale)}>
              {openings
                .filter((opening) => opening.date === day)
                .map((opening) => (
                  <option key={opening.slot} value={`${day}/${opening.slot}`}>
                    {t('{date}, {slot}', {
                      date: formatShortDate(day, locale),
                      slot: t(SLOT_LABELS[opening.slot]),
                    })}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        {error ? (
          <p className="field__error" id="checkout-installation-error">
            {t(error)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
