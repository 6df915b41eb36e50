/**
 * An order's installation visit in My Orders (issue 35): the store, the day and slot, the
 * technician's first name once assigned; until 6 PM the day before, a form to book or move
 * it to a slot with places left, and one to cancel it (the installation is then booked
 * later). Plain forms: they work without JavaScript.
 */
import { Form } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { formatShortDate } from '../../lib/short-date.ts';
import { VISIT_INTENT } from '../../modules/installation/intents.ts';
import type { SlotOpening } from '../../modules/installation/offer.server.ts';
import type { OrderVisitView } from '../../modules/installation/order-visit.server.ts';
import { SLOT_LABELS } from '../../modules/installation/slots.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import '../../styles/components/checkout.css';
import '../../styles/components/orders.css';

export function InstallationVisit({
  orderId,
  visit,
  openings,
  message,
  manage = true,
  changeHref,
  heading = 'h3',
}: {
  orderId: string;
  visit: OrderVisitView;
  openings: SlotOpening[];
  /** false: only what is booked (the order-placed page), with a link to change it. */
  manage?: boolean;
  /** Where the visit is changed when `manage` is false (the signed visit link). */
  changeHref?: string;
  /** Its heading's level: under the page's h1 (h2), under an h2 (h3), or none (the page's own). */
  heading?: 'h2' | 'h3' | null;
  /** What the last change answered (done, or why not), in the page's language. */
  message?: { text: string; tone: 'danger' | 'success' } | null;
}) {
  const t = useT();
  const locale = useLocale();
  const store = (locale === 'kn' && visit.store.nameKn) || visit.store.name;
  const when =
    visit.date && visit.slot
      ? t('{date}, {slot}', {
          date: formatShortDate(visit.date, locale),
          slot: t(SLOT_LABELS[visit.slot]),
        })
      : null;
  return (
    <section
      className="checkout-panel installation-visit"
      {...(heading
        ? { 'aria-labelledby': 'visit-title' }
        : { 'aria-label': t('Installation visit') })}
    >
      {heading === 'h2' ? <h2 id="visit-title">{t('Installation visit')}</h2> : null}
      {heading === 'h3' ? <h3 id="visit-title">{t('Installation visit')}</h3> : null}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <p>
        {visit.state === 'booked' && when
          ? t('Our technician from {store} comes on {when}.', { store, when })
          : visit.state === 'done' && when
            ? t('Installed by {store} on {when}.', { store, when })
            : visit.state === 'missed' && when
              ? t(
                  'The visit on {when} was missed. Please book another day, or {store} will call you.',
                  {
                    store,
                    when,
                  },
                )
              : visit.canChange
                ? t('Not booked yet. Book a day once you know when the goods arrive.')
                : t('No visit: the order was cancelled.')}
      </p>
      {visit.technician && visit.state === 'booked' ? (
        <p>{t('Technician: {name}', { name: visit.technician })}</p>
      ) : null}
      <p>{t('Questions? Call {store} on {phone}.', { store, phone: visit.store.phone })}</p>
      {visit.canChange && !manage && changeHref ? (
        <p>
          <a className="text-link" href={changeHref}>
            {t('Book, move or cancel the visit')}
          </a>{' '}
          <span className="order-summary__note">
            {t('You can move or cancel the visit until 6 PM the day before.')}
          </span>
        </p>
      ) : null}
      {visit.canChange && manage ? (
        <>
          {openings.length ? (
            <Form method="post" className="installation-visit__form">
              <input type="hidden" name="intent" value={VISIT_INTENT.book} />
              <input type="hidden" name="order" value={orderId} />
              <div className="field">
                <label className="field__label" htmlFor="visit-slot">
                  {visit.state === 'booked' ? t('Move to') : t('Day and time')}
                </label>
                <select id="visit-slot" name="installationSlot" className="field__control">
                  {openings.map((opening) => (
                    <option
                      key={`${opening.date}/${opening.slot}`}
                      value={`${opening.date}/${opening.slot}`}
                    >
                      {t('{date}, {slot}', {
                        date: formatShortDate(opening.date, locale),
                        slot: t(SLOT_LABELS[opening.slot]),
                      })}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" variant="secondary">
                {visit.state === 'booked' ? t('Move visit') : t('Book visit')}
              </Button>
            </Form>
          ) : (
            <p>{t('No slot is free in the next two weeks. Please call the store.')}</p>
          )}
          {visit.state === 'booked' ? (
            <Form method="post">
              <input type="hidden" name="intent" value={VISIT_INTENT.cancel} />
              <input type="hidden" name="order" value={orderId} />
              <Button type="submit" variant="ghost">
                {t('Cancel visit')}
              </Button>
              <p className="order-summary__note">
                {t('You can move or cancel the visit until 6 PM the day before.')}
              </p>
            </Form>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
