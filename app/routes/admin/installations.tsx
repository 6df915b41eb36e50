/**
 * /admin/installations (issue 35): a store's installation visits for a week, day by day
 * and slot by slot, with the places left; staff name the technician who goes and record
 * each visit as done or missed. `?store=` (a code; the first installing store when absent)
 * and `?from=` (the week's first day; today in India when absent or not a day).
 */
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { AdminTable, FilterForm } from '../../components/admin/list-parts.tsx';
import { FormField, TextAreaField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { formatShortDate } from '../../lib/short-date.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { assignTechnician, closeVisit } from '../../modules/admin/installations.server.ts';
import { VISIT_STATE_LABEL } from '../../modules/admin/labels.ts';
import type {
  ScheduleDay,
  ScheduleSlot,
  ScheduleVisit,
} from '../../modules/installation/schedule.server.ts';
import {
  installingStores,
  isScheduleDay,
  storeSchedule,
} from '../../modules/installation/schedule.server.ts';
import { addDays, SLOT_LABELS, todayInIndia, weekday } from '../../modules/installation/slots.ts';
import {
  TECHNICIAN_MAX,
  VISIT_NOTE_MAX,
  VISIT_OUTCOMES,
} from '../../modules/installation/staff-limits.ts';
import {
  TechnicianSchema,
  VisitOutcomeSchema,
} from '../../modules/installation/staff-validation.ts';
import type { Route } from './+types/installations';

export const meta = () => backOfficeMeta('Installations');

const PAGE = '/admin/installations';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders');
  const db = services(context).database.db;
  const search = new URL(request.url).searchParams;
  const today = todayInIndia(new Date());
  const askedFrom = search.get('from');
  const from = askedFrom && isScheduleDay(askedFrom) ? askedFrom : today;
  const notices: string[] = [];
  // A bad query shows the nearest sensible page and says why, never an error page.
  if (askedFrom && from !== askedFrom) {
    notices.push(`‘${askedFrom}’ is not a date: the week from today is shown.`);
  }
  const stores = await installingStores(db);
  const code = search.get('store') || stores[0]?.code;
  const schedule = code ? await storeSchedule(db, code, from) : null;
  if (!code) notices.push('No store installs yet: no store has its technicians’ capacity set.');
  else if (!schedule) notices.push(`No store with the code ‘${code}’ installs. Please choose one.`);
  return {
    stores,
    schedule,
    from,
    today,
    week: { previous: addDays(from, -7), next: addDays(from, 7) },
    notices,
  };
}

const VISIT_INTENT = { assign: 'assign', close: 'close' } as const;
type VisitIntent = (typeof VISIT_INTENT)[keyof typeof VISIT_INTENT];

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'orders');
  const db = services(context).database.db;
  return handleIntents(
    request,
    {
      [VISIT_INTENT.assign]: defineIntent({
        schema: TechnicianSchema,
        coerce: false,
        run: async ({ visit, technician }) => {
          const { orderNumber } = await assignTechnician(db, staff, visit, technician);
          return `The technician for order ${orderNumber} has been saved.`;
        },
      }),
      [VISIT_INTENT.close]: defineIntent({
        schema: VisitOutcomeSchema,
        coerce: false,
        run: async ({ visit, outcome, note }) => {
          const { orderNumber } = await closeVisit(db, staff, visit, outcome, note);
          return `The visit for order ${orderNumber} has been marked ${outcome}.`;
        },
      }),
    },
    // Every visit has its own forms: the answer goes back to the one that was sent.
    { target: 'visit' },
  );
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function dayName(day: string): string {
  return `${WEEKDAYS[weekday(day)]} ${formatShortDate(day, 'en')}`;
}

const weekHref = (store: string, from: string) => `${PAGE}?${new URLSearchParams({ store, from })}`;

export default function AdminInstallations({ loaderData, actionData }: Route.ComponentProps) {
  const { stores, schedule, from, today, week, notices } = loaderData;
  const replyTo = (intent: VisitIntent, visitId: number) =>
    actionData?.intent === intent && actionData.target === String(visitId)
      ? actionData.result
      : undefined;
  const storeOptions = stores.map((store) => ({
    value: store.code,
    label: `${store.name} (${store.code})`,
  }));
  // A hidden store reached by its code stays chosen in the picker.
  if (schedule && !schedule.store.active) {
    storeOptions.unshift({
      value: schedule.store.code,
      label: `${schedule.store.name} (${schedule.store.code}, hidden)`,
    });
  }
  return (
    <AdminPage title="Installations">
      {/* Every answer is said at the top too: the form sent may be far down a long week. */}
      {actionData ? <Alert tone={actionData.tone}>{actionData.message}</Alert> : null}
      {notices.map((notice) => (
        <Alert key={notice}>{notice}</Alert>
      ))}
      <FilterForm label="Choose a store and a week" submit="Show visits">
        <Select
          label="Store"
          name="store"
          defaultValue={schedule?.store.code}
          options={storeOptions}
        />
        <Field label="Week from" name="from" type="date" defaultValue={from} />
      </FilterForm>
      {schedule ? (
        <>
          <nav className="admin-form__actions" aria-label="Weeks">
            <ButtonLink to={weekHref(schedule.store.code, week.previous)} variant="secondary">
              Previous week
            </ButtonLink>
            {from === today ? null : (
              <ButtonLink to={weekHref(schedule.store.code, today)} variant="secondary">
                From today
              </ButtonLink>
            )}
            <ButtonLink to={weekHref(schedule.store.code, week.next)} variant="secondary">
              Next week
            </ButtonLink>
          </nav>
          <p className="admin-note">
            {schedule.store.name}: {schedule.store.capacity.morning} visits a morning,{' '}
            {schedule.store.capacity.afternoon} an afternoon, on its working days.
          </p>
          {schedule.days.map((day) => (
            <DaySchedule key={day.day} day={day} replyTo={replyTo} />
          ))}
        </>
      ) : null}
    </AdminPage>
  );
}

type ReplyTo = (intent: VisitIntent, visitId: number) => LastResult;

function DaySchedule({ day, replyTo }: { day: ScheduleDay; replyTo: ReplyTo }) {
  const name = dayName(day.day);
  const booked = day.slots.some((slot) => slot.visits.length > 0);
  const closed = day.holiday ? `Holiday: ${day.holiday}.` : 'Not a working day.';
  return (
    <section className="admin-panel" aria-labelledby={`day-${day.day}`}>
      <h2 id={`day-${day.day}`}>
        <time dateTime={day.day}>{name}</time>
      </h2>
      {day.working ? null : (
        <p className="admin-note">
          {closed}
          {booked ? ' These visits were booked before it was made a day off.' : ''}
        </p>
      )}
      {day.working || booked ? (
        <AdminTable
          caption={`Installation visits on ${name}`}
          columns={[
            'Slot',
            'Places',
            'Order',
            'Customer',
            'Items',
            'State',
            'Technician',
            'Done or missed',
          ]}
          rows={day.slots}
          empty=""
        >
          {(slot) => <SlotRows key={slot.slot} slot={slot} replyTo={replyTo} />}
        </AdminTable>
      ) : null}
    </section>
  );
}

function SlotRows({ slot, replyTo }: { slot: ScheduleSlot; replyTo: ReplyTo }) {
  const left = Math.max(0, slot.capacity - slot.booked);
  const head = (rowSpan: number) => (
    <>
      <th scope="row" rowSpan={rowSpan}>
        {SLOT_LABELS[slot.slot]}
      </th>
      <td rowSpan={rowSpan} className="nowrap">
        {left} of {slot.capacity} left
      </td>
    </>
  );
  if (slot.visits.length === 0) {
    return (
      <tr>
        {head(1)}
        <td colSpan={6}>No visits booked.</td>
      </tr>
    );
  }
  return (
    <>
      {slot.visits.map((visit, index) => (
        <VisitRow
          // A changed visit is drawn afresh: its forms start from what was saved.
          key={`${visit.id}-${visit.state}-${visit.technician}`}
          visit={visit}
          head={index === 0 ? head(slot.visits.length) : null}
          assignResult={replyTo(VISIT_INTENT.assign, visit.id)}
          closeResult={replyTo(VISIT_INTENT.close, visit.id)}
        />
      ))}
    </>
  );
}

function VisitRow({
  visit,
  head,
  assignResult,
  closeResult,
}: {
  visit: ScheduleVisit;
  head: ReactNode;
  assignResult: LastResult;
  closeResult: LastResult;
}) {
  const booked = visit.state === 'booked';
  return (
    <tr>
      {head}
      <td className="nowrap">
        <Link to={`/admin/orders/${visit.orderId}`}>{visit.orderNumber}</Link>
      </td>
      <td>
        {visit.customer}
        <br />
        <a href={`tel:+91${visit.phone}`}>{visit.phone}</a>
        <br />
        <span className="admin-note">{visit.address}</span>
      </td>
      <td>
        {visit.items.map((item) => (
          <div key={item}>{item}</div>
        ))}
      </td>
      <td>{VISIT_STATE_LABEL[visit.state]}</td>
      <td>
        {booked ? (
          <TechnicianForm visit={visit} lastResult={assignResult} />
        ) : (
          (visit.technician ?? '—')
        )}
      </td>
      <td>
        {booked ? <OutcomeForm visit={visit} lastResult={closeResult} /> : (visit.note ?? '—')}
      </td>
    </tr>
  );
}

function TechnicianForm({ visit, lastResult }: { visit: ScheduleVisit; lastResult: LastResult }) {
  const [form, fields] = useShopForm(adminValidator('technician'), {
    id: `technician-${visit.id}`,
    lastResult,
    defaultValue: { technician: visit.technician ?? '' },
  });
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={VISIT_INTENT.assign} />
      <input type="hidden" name="visit" value={visit.id} />
      <FormField
        meta={fields.technician}
        label={
          <>
            Technician<span className="visually-hidden"> for order {visit.orderNumber}</span>
          </>
        }
        maxLength={TECHNICIAN_MAX}
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" size="sm">
        Save<span className="visually-hidden"> the technician for order {visit.orderNumber}</span>
      </Button>
    </Form>
  );
}

function OutcomeForm({ visit, lastResult }: { visit: ScheduleVisit; lastResult: LastResult }) {
  const [form, fields] = useShopForm(adminValidator('visitOutcome'), {
    id: `outcome-${visit.id}`,
    lastResult,
  });
  const outcome = fields.outcome;
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={VISIT_INTENT.close} />
      <input type="hidden" name="visit" value={visit.id} />
      <fieldset
        className="choice-group"
        aria-describedby={outcome.errors ? `${outcome.id}-error` : undefined}
      >
        <legend>
          Outcome
          <span className="visually-hidden"> of the visit for order {visit.orderNumber}</span>
        </legend>
        <div className="choice-group__options">
          {VISIT_OUTCOMES.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name={outcome.name}
                value={value}
                defaultChecked={outcome.initialValue === value}
              />
              {VISIT_STATE_LABEL[value]}
            </label>
          ))}
        </div>
        {outcome.errors ? (
          <p className="field__error" id={`${outcome.id}-error`}>
            {outcome.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        meta={fields.note}
        label="Note (why, if missed)"
        maxLength={VISIT_NOTE_MAX}
        rows={2}
      />
      <Button type="submit" variant="secondary" size="sm">
        Save<span className="visually-hidden"> the outcome for order {visit.orderNumber}</span>
      </Button>
    </Form>
  );
}
