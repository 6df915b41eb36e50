/**
 * /admin/installation (issue 35): the categories whose goods the stores' technicians
 * install, each with its price (0: included) and a visit's length. A product may answer
 * otherwise on its own page; each store's technicians are on the store's page.
 */
import { Form, Link, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { CheckField } from '../../components/admin/catalog-fields.tsx';
import { AdminTable } from '../../components/admin/list-parts.tsx';
import { FormField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { paiseToRupeesText } from '../../modules/admin/catalog-limits.ts';
import { BASE_TERMS } from '../../modules/admin/installation-limits.ts';
import {
  type CategoryTermsRow,
  listCategoryTerms,
  saveCategoryInstallation,
} from '../../modules/admin/installation-settings.server.ts';
import { CategoryInstallationSchema } from '../../modules/admin/installation-validation.ts';
import type { Route } from './+types/installation-settings';

export const meta = () => backOfficeMeta('Installation');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalog.edit');
  return { categories: await listCategoryTerms(services(context).database.db) };
}

const CATEGORY_INTENT = 'category';

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'catalog.edit');
  const db = services(context).database.db;
  return handleIntents(
    request,
    {
      [CATEGORY_INTENT]: defineIntent({
        schema: CategoryInstallationSchema,
        coerce: false,
        run: (input) => saveCategoryInstallation(db, staff, input),
      }),
    },
    // One form per category: the answer goes back to the row that was sent.
    { target: 'category' },
  );
}

export default function AdminInstallationSettings({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <AdminPage title="Installation">
      {/* Said at the top too: the row sent may be far down the list. */}
      {actionData ? <Alert tone={actionData.tone}>{actionData.message}</Alert> : null}
      <p className="admin-note">
        The stores’ technicians install the goods of the categories ticked here, at the price given
        per unit (0: included in the goods’ price, GST included) and with a visit of the length
        given. A product may answer otherwise on its own page (Products). Each store’s visits per
        slot, working days, holidays and pincodes are on its page under{' '}
        <Link to="/admin/stores">Stores</Link>. Placed orders keep the terms they were placed with.
      </p>
      <AdminTable
        caption="Installed categories"
        columns={['Category', 'Installed', 'Price (₹)', 'Visit (minutes)', 'Save']}
        rows={loaderData.categories}
        empty="There are no categories yet."
      >
        {(category) => (
          <CategoryRow
            // A saved row is drawn afresh: its fields start from what was stored.
            key={`${category.id}-${category.terms?.pricePaise}-${category.terms?.minutes}`}
            category={category}
            lastResult={actionData?.target === String(category.id) ? actionData.result : undefined}
          />
        )}
      </AdminTable>
    </AdminPage>
  );
}

function CategoryRow({
  category,
  lastResult,
}: {
  category: CategoryTermsRow;
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const formId = `category-${category.id}`;
  const [form, fields] = useShopForm(adminValidator('categoryInstallation'), {
    id: formId,
    lastResult,
    defaultValue: {
      price: paiseToRupeesText((category.terms ?? BASE_TERMS).pricePaise),
      minutes: String((category.terms ?? BASE_TERMS).minutes),
    },
  });
  const sent = lastResult?.initialValue as Record<string, unknown> | undefined;
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('category') === String(category.id);
  const forCategory = <span className="visually-hidden">, {category.name}</span>;
  return (
    <tr>
      <th scope="row">{category.name}</th>
      <td>
        <CheckField
          meta={fields.installed}
          label={<>Installed{forCategory}</>}
          defaultChecked={sent ? Boolean(sent.installed) : category.terms !== null}
        />
      </td>
      <td>
        <FormField
          meta={fields.price}
          label={<>Price (₹){forCategory}</>}
          inputMode="decimal"
          maxLength={12}
        />
      </td>
      <td>
        <FormField
          meta={fields.minutes}
          label={<>Minutes{forCategory}</>}
          inputMode="numeric"
          maxLength={3}
        />
      </td>
      <td>
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value={CATEGORY_INTENT} />
          <input type="hidden" name="category" value={category.id} />
          <Button type="submit" variant="secondary" size="sm" loading={busy}>
            Save{forCategory}
          </Button>
        </Form>
      </td>
    </tr>
  );
}
