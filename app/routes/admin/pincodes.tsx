import { Form, Link, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { CheckField } from '../../components/admin/catalog-fields.tsx';
import {
  AdminTable,
  CsvImportForm,
  ImportAnswer,
  SearchFilter,
} from '../../components/admin/list-parts.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { FormField } from '../../components/forms.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { getFormProps, useShopForm } from '../../lib/forms.ts';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { MAX_CSV_ROWS, PINCODE_CSV_COLUMNS } from '../../modules/admin/content-limits.ts';
import {
  CsvImportSchema,
  ServiceablePincodeSchema,
} from '../../modules/admin/content-validation.ts';
import { pageParam } from '../../modules/admin/paging.ts';
import { importPincodes, listPincodes, savePincode } from '../../modules/admin/pincodes.server.ts';
import type { Route } from './+types/pincodes';

export const meta = () => backOfficeMeta('Pincodes');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'pincodes');
  const search = new URL(request.url).searchParams;
  const q = (search.get('q') ?? '').slice(0, 60);
  const db = services(context).database.db;
  const list = await listPincodes(db, q, pageParam(search));
  const editing = search.get('pincode');
  const current = editing ? (list.items.find((row) => row.pincode === editing) ?? null) : null;
  return { q, list, current };
}

const PINCODE_INTENT = { save: 'save', import: 'import' } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'pincodes');
  const db = services(context).database.db;
  return handleIntents(
    request,
    {
      [PINCODE_INTENT.save]: defineIntent({
        schema: ServiceablePincodeSchema,
        coerce: false,
        run: async (input) => {
          const outcome = await savePincode(db, staff, input);
          return outcome === 'unchanged'
            ? `Pincode ${input.pincode} is unchanged.`
            : `Pincode ${input.pincode} has been ${outcome === 'added' ? 'added' : 'saved'}.`;
        },
      }),
      [PINCODE_INTENT.import]: defineIntent({
        schema: CsvImportSchema,
        coerce: false,
        run: async ({ file }) => {
          const { added, changed, unchanged } = await importPincodes(db, staff, await file.text());
          return `Imported: ${added} added, ${changed} changed, ${unchanged} unchanged.`;
        },
      }),
    },
    // The CSV import is the form with a file.
    { intentOf: (form) => (form.has('file') ? PINCODE_INTENT.import : PINCODE_INTENT.save) },
  );
}

export default function AdminPincodes({ loaderData, actionData }: Route.ComponentProps) {
  const { q, list, current } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('pincode'), {
    id: `pincode-form-${current?.pincode ?? 'new'}`,
    lastResult: actionData?.intent === PINCODE_INTENT.save ? actionData.result : null,
    defaultValue: current
      ? {
          ...current,
          deliveryDays: String(current.deliveryDays),
          deliverable: current.deliverable ? 'on' : '',
          codAvailable: current.codAvailable ? 'on' : '',
        }
      : { deliverable: 'on', deliveryDays: '5' },
  });
  return (
    <AdminPage title="Pincodes">
      <ImportAnswer answer={actionData} />
      <div className="admin-order">
        <section className="admin-panel" aria-labelledby="pincode-form-title">
          <h2 id="pincode-form-title">
            {current ? `Change pincode ${current.pincode}` : 'Add or change a pincode'}
          </h2>
          <Form method="post" {...getFormProps(form)} className="admin-form">
            <input type="hidden" name="intent" value="save" />
            <div className="admin-form__grid">
              <FormField meta={fields.pincode} label="Pincode" inputMode="numeric" maxLength={6} />
              <FormField meta={fields.city} label="City" maxLength={60} />
              <FormField meta={fields.district} label="District" maxLength={60} />
              <FormField meta={fields.state} label="State" maxLength={60} />
              <FormField
                meta={fields.deliveryDays}
                label="Delivery time (days)"
                inputMode="numeric"
                maxLength={2}
              />
            </div>
            <CheckField
              meta={fields.deliverable}
              label="We deliver here"
              defaultChecked={current ? current.deliverable : true}
            />
            <CheckField
              meta={fields.codAvailable}
              label="Cash on delivery available"
              defaultChecked={current ? current.codAvailable : false}
            />
            <div className="admin-form__actions">
              <Button type="submit" loading={navigation.formData?.get('intent') === 'save'}>
                Save pincode
              </Button>
            </div>
          </Form>
        </section>
        <section className="admin-panel" aria-labelledby="import-title">
          <h2 id="import-title">Import a CSV file</h2>
          <p className="admin-note">
            Columns: {PINCODE_CSV_COLUMNS.join(', ')} (header row first; yes or no for the two
            flags; up to {MAX_CSV_ROWS} rows). Every row is checked first: one bad row and nothing
            is imported.
          </p>
          <CsvImportForm id="pincode-file" submit="Import pincodes" secondary />
        </section>
      </div>
      <SearchFilter label="Find pincodes" field="Pincode, city or district" q={q} />
      <AdminTable
        caption="Serviceable pincodes"
        columns={[
          'Pincode',
          'Place',
          'Delivery',
          'Cash on delivery',
          { label: 'Days', numeric: true },
        ]}
        rows={list.items}
        empty="No pincodes match this search."
      >
        {(row) => (
          <tr key={row.pincode}>
            <th scope="row">
              <Link
                to={`?${new URLSearchParams({ q, pincode: row.pincode })}`}
                aria-label={`Change ${row.pincode}`}
              >
                {row.pincode}
              </Link>
            </th>
            <td>
              {row.city}, {row.district}, {row.state}
            </td>
            <td>{row.deliverable ? <Badge tone="success">Yes</Badge> : <Badge>No</Badge>}</td>
            <td>{row.codAvailable ? <Badge tone="success">Yes</Badge> : <Badge>No</Badge>}</td>
            <td className="num">{row.deliveryDays}</td>
          </tr>
        )}
      </AdminTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} />
    </AdminPage>
  );
}
