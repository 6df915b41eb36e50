/**
 * /admin/couriers (issue 34): the couriers staff may ship with, each with its tracking
 * page (where the AWB goes in its address) and its AWB format, where known; a courier no
 * longer used is switched off, not deleted (its shipments keep it).
 */
import { Form, Link, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { CheckField } from '../../components/admin/catalog-fields.tsx';
import { AdminTable } from '../../components/admin/list-parts.tsx';
import { FormField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { getFormProps, useShopForm } from '../../lib/forms.ts';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { CourierSchema } from '../../modules/admin/content-validation.ts';
import { listCouriers, saveCourier } from '../../modules/admin/couriers.server.ts';
import type { Route } from './+types/couriers';

export const meta = () => backOfficeMeta('Couriers');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'pincodes');
  const list = await listCouriers(services(context).database.db);
  const editing = new URL(request.url).searchParams.get('courier');
  return { list, current: list.find((courier) => courier.code === editing) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'pincodes');
  return handleIntents(request, {
    save: defineIntent({
      schema: CourierSchema,
      coerce: false,
      run: async (input) => {
        const done = await saveCourier(services(context).database.db, staff, input);
        return done === 'unchanged'
          ? `${input.name} is unchanged.`
          : `${input.name} has been ${done}.`;
      },
    }),
  });
}

export default function AdminCouriers({ loaderData, actionData }: Route.ComponentProps) {
  const { list, current } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('courier'), {
    id: `courier-form-${current?.code ?? 'new'}`,
    lastResult: actionData?.result ?? null,
    defaultValue: current
      ? {
          ...current,
          trackingUrl: current.trackingUrl ?? '',
          awbPattern: current.awbPattern ?? '',
          active: current.active ? 'on' : '',
        }
      : { active: 'on' },
  });
  return (
    <AdminPage title="Couriers">
      {actionData && !actionData.aboutFields ? (
        <Alert tone={actionData.tone}>{actionData.message}</Alert>
      ) : null}
      <section className="admin-panel" aria-labelledby="courier-form-title">
        <h2 id="courier-form-title">{current ? `Change ${current.name}` : 'Add a courier'}</h2>
        <Form method="post" className="admin-form" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="save" />
          <div className="admin-form__grid">
            {current ? (
              <input type="hidden" name={fields.code.name} value={current.code} />
            ) : (
              <FormField meta={fields.code} label="Code" maxLength={30} />
            )}
            <FormField meta={fields.name} label="Name" maxLength={60} />
          </div>
          <FormField
            meta={fields.trackingUrl}
            label="Tracking page"
            optional
            hint="Its https:// address, with {awb} where the AWB goes."
          />
          <FormField
            meta={fields.awbPattern}
            label="AWB format"
            optional
            hint="Classes and counts, e.g. [0-9]{11} or [A-Z]{2}[0-9]{9}IN; alternatives joined by |; empty: any AWB."
          />
          <CheckField
            meta={fields.active}
            label="Staff may ship with it"
            defaultChecked={current ? current.active : true}
          />
          <div className="admin-form__actions">
            <Button type="submit" loading={navigation.state === 'submitting'}>
              Save courier
            </Button>
          </div>
        </Form>
      </section>
      <AdminTable
        caption="Couriers"
        columns={['Courier', 'Tracking page', 'AWB format', 'In use']}
        rows={list}
        empty="No couriers yet."
      >
        {(courier) => (
          <tr key={courier.code}>
            <th scope="row">
              <Link to={`?courier=${courier.code}`} aria-label={`Change ${courier.name}`}>
                {courier.name}
              </Link>
            </th>
            <td>{courier.trackingUrl ?? '—'}</td>
            <td>{courier.awbPattern ?? 'any'}</td>
            <td>{courier.active ? <Badge tone="success">Yes</Badge> : <Badge>No</Badge>}</td>
          </tr>
        )}
      </AdminTable>
    </AdminPage>
  );
}
