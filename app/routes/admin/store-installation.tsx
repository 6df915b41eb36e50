/**
 * /admin/stores/{code}/installation (issue 35): a store's technicians — whether it installs,
 * its visits per slot and working days, the days they do not come, and the pincodes they
 * go to (typed, or recomputed as those nearest to the store). Linked from the store's page.
 */
import { Form, useNavigation } from 'react-router';
import { z } from 'zod';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { CheckField } from '../../components/admin/catalog-fields.tsx';
import { AdminTable } from '../../components/admin/list-parts.tsx';
import { FormField, TextAreaField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { formatShortDate } from '../../lib/short-date.ts';
import { notFound, requireStaff } from '../../modules/admin/access.server.ts';
import { findStore } from '../../modules/admin/content.server.ts';
import { HolidayRefSchema, HolidaySchema } from '../../modules/admin/content-validation.ts';
import {
  MAX_VISITS_PER_SLOT,
  PINCODES_TEXT_MAX,
  WEEKDAY_NAMES,
} from '../../modules/admin/installation-limits.ts';
import {
  removeStoreHoliday,
  type StoreInstallationView,
  saveStoreCapacity,
  saveStoreHoliday,
  saveStorePincodes,
  serveNearestPincodes,
  storeInstallationView,
} from '../../modules/admin/installation-settings.server.ts';
import {
  StoreCapacitySchema,
  StorePincodesSchema,
} from '../../modules/admin/installation-validation.ts';
import { SERVICE_RADIUS_KM } from '../../modules/installation/nearest.ts';
import { todayInIndia } from '../../modules/installation/slots.ts';
import type { Route } from './+types/store-installation';

export const meta = ({ loaderData }: Route.MetaArgs) =>
  backOfficeMeta(`Installation: ${loaderData?.store.name ?? 'store'}`);

async function storeOf(context: Route.LoaderArgs['context'], code: string) {
  const store = await findStore(services(context).database.db, code);
  return store ?? notFound();
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, 'content');
  const store = await storeOf(context, params.code);
  const view = await storeInstallationView(services(context).database.db, store.id);
  return {
    store: { code: store.code, name: store.name },
    ...view,
    today: todayInIndia(new Date()),
  };
}

const STORE_INTENT = {
  capacity: 'capacity',
  holiday: 'holiday',
  removeHoliday: 'remove-holiday',
  pincodes: 'pincodes',
  nearest: 'nearest',
} as const;

const servesText = (serves: number) => `${serves} ${serves === 1 ? 'pincode' : 'pincodes'}`;

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'content');
  const { id } = await storeOf(context, params.code);
  const db = services(context).database.db;
  return handleIntents(request, {
    [STORE_INTENT.capacity]: defineIntent({
      schema: StoreCapacitySchema,
      coerce: false,
      run: (input) => saveStoreCapacity(db, staff, id, input),
    }),
    [STORE_INTENT.holiday]: defineIntent({
      schema: HolidaySchema,
      coerce: false,
      run: async (input) => {
        const { done, visitsThatDay } = await saveStoreHoliday(db, staff, id, input);
        const booked = visitsThatDay
          ? ` Visits booked that day stay booked (${visitsThatDay}): please move them with the customers.`
          : '';
        // The name is not echoed: a message is formatted, and braces in it would be read.
        return `The holiday on ${formatShortDate(input.day, 'en')} has been ${done}.${booked}`;
      },
    }),
    [STORE_INTENT.removeHoliday]: defineIntent({
      schema: HolidayRefSchema,
      coerce: false,
      run: async ({ day }) => {
        await removeStoreHoliday(db, staff, id, day);
        return `${formatShortDate(day, 'en')} is no longer a holiday of this store’s technicians.`;
      },
    }),
    [STORE_INTENT.pincodes]: defineIntent({
      schema: StorePincodesSchema,
      coerce: false,
      run: async (pincodes) => {
        const { serves, changed } = await saveStorePincodes(db, staff, id, pincodes);
        return changed
          ? `Saved: the technicians serve ${servesText(serves)}.`
          : `The pincodes are unchanged: the technicians serve ${servesText(serves)}.`;
      },
    }),
    [STORE_INTENT.nearest]: defineIntent({
      schema: z.object({}),
      coerce: false,
      run: async () => {
        const { serves, changed } = await serveNearestPincodes(db, staff, id);
        return `${changed ? 'The technicians now serve' : 'The technicians already serve'} the ${servesText(serves)} nearest to this store.`;
      },
    }),
  });
}

export default function AdminStoreInstallation({ loaderData, actionData }: Route.ComponentProps) {
  const { store, capacity, holidays, pincodes, today } = loaderData;
  const replyTo = (intent: string) =>
    actionData?.intent === intent ? actionData.result : undefined;
  return (
    <AdminPage
      title={`Installation: ${store.name}`}
      actions={
        <>
          <ButtonLink to={`/admin/stores/${store.code}`} variant="secondary">
            Store details
          </ButtonLink>
          {capacity ? (
            <ButtonLink
              to={`/admin/installations?store=${encodeURIComponent(store.code)}`}
              variant="ghost"
            >
              Visits by week
            </ButtonLink>
          ) : null}
        </>
      }
    >
      {actionData && !actionData.aboutFields ? (
        <Alert tone={actionData.tone}>{actionData.message}</Alert>
      ) : null}
      <CapacityPanel
        key={JSON.stringify(capacity)}
        capacity={capacity}
        lastResult={replyTo(STORE_INTENT.capacity)}
      />
      <HolidaysPanel holidays={holidays} today={today} lastResult={replyTo(STORE_INTENT.holiday)} />
      <PincodesPanel
        key={pincodes.map((row) => row.pincode).join(',')}
        pincodes={pincodes}
        lastResult={replyTo(STORE_INTENT.pincodes)}
      />
    </AdminPage>
  );
}

/** The seed's and the table's defaults, offered to a store that does not install yet. */
const NEW_CAPACITY = { morning: 2, afternoon: 2, workingDays: [1, 2, 3, 4, 5, 6] };

function CapacityPanel({
  capacity,
  lastResult,
}: {
  capacity: StoreInstallationView['capacity'];
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const shown = capacity ?? NEW_CAPACITY;
  const [form, fields] = useShopForm(adminValidator('storeCapacity'), {
    id: 'capacity-form',
    lastResult,
    defaultValue: { morning: String(shown.morning), afternoon: String(shown.afternoon) },
  });
  // After a refusal the boxes show what was sent; otherwise what is stored.
  const sent = lastResult?.initialValue as Record<string, unknown> | undefined;
  const sentDays = sent
    ? [sent.workingDays ?? []].flat().map(Number)
    : (capacity?.workingDays ?? NEW_CAPACITY.workingDays);
  const days = fields.workingDays;
  return (
    <section className="admin-panel" aria-labelledby="capacity-title">
      <h2 id="capacity-title">Technicians</h2>
      <p className="admin-note">
        {capacity
          ? `${capacity.morning} visits a morning and ${capacity.afternoon} an afternoon, on the days ticked.`
          : 'This store does not install: the checkout offers no visit from it.'}{' '}
        Visits already booked keep their places when these change.
      </p>
      <Form method="post" className="admin-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={STORE_INTENT.capacity} />
        <CheckField
          meta={fields.installs}
          label="Its technicians install"
          hint="Untick to stop installing: the store then offers no visits."
          defaultChecked={sent ? Boolean(sent.installs) : capacity !== null}
        />
        <div className="admin-form__grid">
          <FormField
            meta={fields.morning}
            label="Visits a morning"
            inputMode="numeric"
            maxLength={2}
            hint={`9 AM to 1 PM: 0 to ${MAX_VISITS_PER_SLOT}, and 0 offers none.`}
          />
          <FormField
            meta={fields.afternoon}
            label="Visits an afternoon"
            inputMode="numeric"
            maxLength={2}
            hint={`1 PM to 5 PM: 0 to ${MAX_VISITS_PER_SLOT}, and 0 offers none.`}
          />
        </div>
        <fieldset
          className="choice-group"
          aria-describedby={days.errors ? `${days.id}-error` : undefined}
        >
          <legend>Working days</legend>
          <div className="choice-group__options">
            {WEEKDAY_NAMES.map((name, day) => (
              <label key={name} className="choice">
                <input
                  type="checkbox"
                  name={days.name}
                  value={day}
                  defaultChecked={sentDays.includes(day)}
                />
                {name}
              </label>
            ))}
          </div>
          {days.errors ? (
            <p className="field__error" id={`${days.id}-error`}>
              {days.errors[0]}
            </p>
          ) : null}
        </fieldset>
        <div className="admin-form__actions">
          <Button
            type="submit"
            loading={navigation.formData?.get('intent') === STORE_INTENT.capacity}
          >
            Save technicians
          </Button>
        </div>
      </Form>
    </section>
  );
}

function HolidaysPanel({
  holidays,
  today,
  lastResult,
}: {
  holidays: StoreInstallationView['holidays'];
  today: string;
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('holiday'), {
    id: 'store-holiday-form',
    lastResult,
  });
  return (
    <section className="admin-panel" aria-labelledby="holidays-title">
      <h2 id="holidays-title">Holidays</h2>
      <p className="admin-note">
        Days the technicians do not visit besides their weekly days off. Visits booked on a day made
        a holiday stay booked: the week’s visits show them.
      </p>
      <Form method="post" className="admin-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={STORE_INTENT.holiday} />
        <div className="admin-form__grid">
          <FormField meta={fields.day} label="Date" type="date" min={today} />
          <FormField meta={fields.name} label="Name" maxLength={60} />
        </div>
        <div className="admin-form__actions">
          <Button
            type="submit"
            variant="secondary"
            loading={navigation.formData?.get('intent') === STORE_INTENT.holiday}
          >
            Add holiday
          </Button>
        </div>
      </Form>
      <AdminTable
        caption="The technicians’ holidays"
        columns={['Date', 'Holiday', 'Remove']}
        rows={holidays}
        empty="No holidays: the technicians work every working day."
      >
        {(holiday) => (
          <tr key={holiday.day}>
            <th scope="row">
              <time dateTime={holiday.day}>{formatShortDate(holiday.day, 'en')}</time>
              {holiday.day < today ? ' (past)' : ''}
            </th>
            <td>{holiday.name}</td>
            <td>
              <Form method="post">
                <input type="hidden" name="intent" value={STORE_INTENT.removeHoliday} />
                <input type="hidden" name="day" value={holiday.day} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${holiday.name} on ${formatShortDate(holiday.day, 'en')}`}
                >
                  Remove
                </Button>
              </Form>
            </td>
          </tr>
        )}
      </AdminTable>
    </section>
  );
}

function PincodesPanel({
  pincodes,
  lastResult,
}: {
  pincodes: StoreInstallationView['pincodes'];
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('storePincodes'), {
    id: 'pincodes-form',
    lastResult,
    defaultValue: { pincodes: pincodes.map((row) => row.pincode).join('\n') },
  });
  const undelivered = pincodes.filter((row) => !row.delivered).map((row) => row.pincode);
  const busy = (intent: string) => navigation.formData?.get('intent') === intent;
  return (
    <section className="admin-panel" aria-labelledby="pincodes-title">
      <h2 id="pincodes-title">Pincodes served</h2>
      <p>
        {`The technicians serve ${servesText(pincodes.length)}.`} Where several stores serve a
        pincode, the nearest one installs.
      </p>
      {undelivered.length ? (
        <Alert>
          We do not deliver to {undelivered.length} of them (not among the serviceable pincodes, or
          not deliverable), so no order from there comes to be installed: {undelivered.join(', ')}.
        </Alert>
      ) : null}
      <Form method="post" className="admin-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={STORE_INTENT.pincodes} />
        <TextAreaField
          meta={fields.pincodes}
          label="Pincodes"
          hint="6-digit pincodes, one a line or separated by commas; repeats count once."
          maxLength={PINCODES_TEXT_MAX}
          rows={8}
          spellCheck={false}
        />
        <div className="admin-form__actions">
          <Button type="submit" loading={busy(STORE_INTENT.pincodes)}>
            Save pincodes
          </Button>
        </div>
      </Form>
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value={STORE_INTENT.nearest} />
        <p className="admin-note">
          Replaces this list with the pincodes whose nearest installing store, within{' '}
          {SERVICE_RADIUS_KM} km, is this one (where the pincode’s place is known). Other stores’
          lists stay as they are.
        </p>
        <div className="admin-form__actions">
          <Button type="submit" variant="secondary" loading={busy(STORE_INTENT.nearest)}>
            Serve the nearest pincodes
          </Button>
        </div>
      </Form>
    </section>
  );
}
