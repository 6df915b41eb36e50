import { Form, redirect, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { CheckField } from '../../components/admin/catalog-fields.tsx';
import { FormField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { handleForm } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { notFound, requireStaff } from '../../modules/admin/access.server.ts';
import { findStore, saveStore } from '../../modules/admin/content.server.ts';
import { StoreSchema } from '../../modules/admin/content-validation.ts';
import type { Route } from './+types/store';

/** One module for /admin/stores/new and /admin/stores/{code}. */
export const meta = ({ loaderData }: Route.MetaArgs) =>
  backOfficeMeta(loaderData?.store ? loaderData.store.name : 'Add store');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, 'content');
  if (!params.code) return { store: null, saved: false };
  const store = await findStore(services(context).database.db, params.code);
  if (!store) notFound();
  const saved = new URL(request.url).searchParams.has('saved');
  return { store, saved };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'content');
  const db = services(context).database.db;
  if (params.code && !(await findStore(db, params.code))) notFound();
  return handleForm(request, {
    schema: StoreSchema,
    coerce: false,
    run: async (input) => {
      const code = await saveStore(db, staff, input, params.code);
      throw redirect(`/admin/stores/${code}?saved`);
    },
  });
}

export default function AdminStore({ loaderData, actionData }: Route.ComponentProps) {
  const { store, saved } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('store'), {
    id: 'store-form',
    lastResult: (actionData?.result ?? null) as LastResult,
    defaultValue: store
      ? {
          ...store,
          nameKn: store.nameKn ?? '',
          addressKn: store.addressKn ?? '',
          latitude: String(store.latitude),
          longitude: String(store.longitude),
          position: String(store.position),
          active: store.active ? 'on' : '',
        }
      : { position: '0', active: 'on' },
  });
  return (
    <AdminPage
      title={store ? store.name : 'Add store'}
      actions={
        <>
          {store ? (
            <ButtonLink to={`/admin/stores/${store.code}/installation`} variant="secondary">
              Installation
            </ButtonLink>
          ) : null}
          <ButtonLink to="/admin/stores" variant="secondary">
            All stores
          </ButtonLink>
        </>
      }
    >
      {saved ? <Alert tone="success">The store has been saved.</Alert> : null}
      {actionData && !actionData.ok ? <Alert>{actionData.message}</Alert> : null}
      <Form method="post" {...getFormProps(form)} className="admin-panel admin-form">
        <div className="admin-form__grid">
          <FormField meta={fields.code} label="Store code" maxLength={20} />
          <FormField meta={fields.name} label="Name" maxLength={80} />
          <FormField
            meta={fields.nameKn}
            label="Name (Kannada)"
            optional
            lang="kn"
            maxLength={80}
            hint="The English name when left empty."
          />
        </div>
        <FormField meta={fields.address} label="Address" maxLength={200} />
        <FormField
          meta={fields.addressKn}
          label="Address (Kannada)"
          optional
          lang="kn"
          maxLength={200}
          hint="As written locally, pincode and numbers kept; the English address when left empty."
        />
        <div className="admin-form__grid">
          <FormField meta={fields.town} label="Town" maxLength={60} />
          <FormField meta={fields.district} label="District" maxLength={60} />
          <FormField meta={fields.pincode} label="Pincode" inputMode="numeric" maxLength={6} />
          <FormField meta={fields.phone} label="Phone" inputMode="tel" maxLength={10} />
          <FormField meta={fields.latitude} label="Latitude" inputMode="decimal" maxLength={12} />
          <FormField meta={fields.longitude} label="Longitude" inputMode="decimal" maxLength={12} />
        </div>
        <FormField meta={fields.mapsLink} label="Map link (https)" maxLength={500} />
        <div className="admin-form__grid">
          <FormField meta={fields.image} label="Photo (path under /media/)" maxLength={300} />
          <FormField meta={fields.position} label="Position" inputMode="numeric" maxLength={4} />
        </div>
        <CheckField
          meta={fields.active}
          label="Shown on the store locator"
          hint="A hidden store stays here but leaves /stores."
          defaultChecked={store ? store.active : true}
        />
        <div className="admin-form__actions">
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {store ? 'Save store' : 'Add store'}
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}
