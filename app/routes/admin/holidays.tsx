/**
 * /admin/holidays (issue 34): the days besides Sundays on which nothing is delivered; the
 * delivery promise on the product page and at checkout counts none of them.
 */
import { Form, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { AdminTable } from '../../components/admin/list-parts.tsx';
import { FormField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { getFormProps, useShopForm } from '../../lib/forms.ts';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { formatShortDate } from '../../lib/short-date.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { HolidayRefSchema, HolidaySchema } from '../../modules/admin/content-validation.ts';
import { removeHoliday, saveHoliday } from '../../modules/admin/holidays.server.ts';
import { istToday, listHolidays } from '../../modules/shipping/holidays.server.ts';
import type { Route } from './+types/holidays';

export const meta = () => backOfficeMeta('Delivery holidays');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'pincodes');
  const holidays = await listHolidays(services(context).database.db);
  return { holidays, today: istToday(new Date()) };
}

const HOLIDAY_INTENT = { save: 'save', remove: 'remove' } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'pincodes');
  const db = services(context).database.db;
  return handleIntents(request, {
    [HOLIDAY_INTENT.save]: defineIntent({
      schema: HolidaySchema,
      coerce: false,
      run: async (input) => {
        const done = await saveHoliday(db, staff, input);
        return `${formatShortDate(input.day, 'en')} (${input.name}) has been ${done}.`;
      },
    }),
    [HOLIDAY_INTENT.remove]: defineIntent({
      schema: HolidayRefSchema,
      coerce: false,
      run: async ({ day }) => {
        await removeHoliday(db, staff, day);
        return `${formatShortDate(day, 'en')} is no longer a holiday.`;
      },
    }),
  });
}

export default function AdminHolidays({ loaderData, actionData }: Route.ComponentProps) {
  const { holidays, today } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('holiday'), {
    id: 'holiday-form',
    lastResult: actionData?.intent === HOLIDAY_INTENT.save ? actionData.result : null,
  });
  return (
    <AdminPage title="Delivery holidays">
      {actionData && !actionData.aboutFields ? (
        <Alert tone={actionData.tone}>{actionData.message}</Alert>
      ) : null}
      <p className="admin-note">
        Besides Sundays, no delivery is made on these days, and the delivery dates promised on the
        product page and at checkout count none of them. Festivals whose dates move each year
        (Ugadi, Ganesha Chaturthi, Dasara, Deepavali) are added here once their dates are known.
      </p>
      <section className="admin-panel" aria-labelledby="holiday-form-title">
        <h2 id="holiday-form-title">Add a holiday</h2>
        <Form method="post" className="admin-form" {...getFormProps(form)}>
          <input type="hidden" name="intent" value={HOLIDAY_INTENT.save} />
          <div className="admin-form__grid">
            <FormField meta={fields.day} label="Date" type="date" min={today} />
            <FormField meta={fields.name} label="Name" maxLength={60} />
          </div>
          <div className="admin-form__actions">
            <Button
              type="submit"
              loading={navigation.formData?.get('intent') === HOLIDAY_INTENT.save}
            >
              Save holiday
            </Button>
          </div>
        </Form>
      </section>
      <AdminTable
        caption="Delivery holidays"
        columns={['Date', 'Holiday', 'Remove']}
        rows={holidays}
        empty="No holidays are listed: only Sundays are skipped."
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
                <input type="hidden" name="intent" value={HOLIDAY_INTENT.remove} />
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
    </AdminPage>
  );
}
