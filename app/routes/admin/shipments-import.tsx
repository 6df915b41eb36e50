/**
 * /admin/shipments/import (issue 34): AWBs for many orders at once, as a CSV. Each row
 * ships everything left of its packed order as one parcel; every row is checked first, and
 * one refused row means nothing is shipped (the errors name their rows).
 */
import { Link, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { CsvImportForm, ImportAnswer } from '../../components/admin/list-parts.tsx';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { AWB_CSV_COLUMNS, MAX_AWB_ROWS } from '../../modules/admin/content-limits.ts';
import { CsvImportSchema } from '../../modules/admin/content-validation.ts';
import { importAwbs } from '../../modules/admin/shipments.server.ts';
import { orderLinks } from '../../modules/order-lifecycle/reconcile-job.server.ts';
import { activeCouriers } from '../../modules/order-lifecycle/shipping.server.ts';
import { istToday } from '../../modules/shipping/holidays.server.ts';
import type { Route } from './+types/shipments-import';

export const meta = () => backOfficeMeta('Import AWBs');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders');
  return { couriers: await activeCouriers(services(context).database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'orders');
  return handleIntents(
    request,
    {
      import: defineIntent({
        schema: CsvImportSchema,
        coerce: false,
        run: async ({ file }) => {
          const { shipped } = await importAwbs(
            services(context).database.db,
            staff,
            await file.text(),
            orderLinks(services(context)),
            istToday(new Date()),
          );
          return `${shipped} ${shipped === 1 ? 'order has' : 'orders have'} been shipped.`;
        },
      }),
    },
    { intentOf: () => 'import' },
  );
}

export default function ImportAwbs({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <AdminPage
      title="Import AWBs"
      actions={
        <Link to="/admin/orders" className="btn btn--secondary btn--md">
          All orders
        </Link>
      }
    >
      <ImportAnswer answer={actionData} />
      <section className="admin-panel" aria-labelledby="import-title">
        <h2 id="import-title">Ship many orders at once</h2>
        <p className="admin-note">
          Columns: {AWB_CSV_COLUMNS.join(', ')} and, if not today, shipped_on (YYYY-MM-DD); header
          row first, up to {MAX_AWB_ROWS} rows. Each row ships everything left of its packed order
          as one parcel. Every row is checked first: one bad row and nothing is shipped. Couriers,
          by code or name:{' '}
          {loaderData.couriers.map((courier) => `${courier.code} (${courier.name})`).join(', ')}.
        </p>
        <CsvImportForm
          id="awb-file"
          submit="Import AWBs"
          busy={navigation.state === 'submitting'}
        />
      </section>
    </AdminPage>
  );
}
