/**
 * /admin/service-requests (issue 35): shoppers' service requests, newest first, by status
 * (`?status=`) and by the store that looks after them (`?store=`, a code); each opens its
 * page, where staff move it on.
 */
import { Link } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { AdminTable, FilterForm } from '../../components/admin/list-parts.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Select } from '../../components/ui/select.tsx';
import { formatOrderDate } from '../../lib/order-date.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { pageParam } from '../../modules/admin/paging.ts';
import {
  listServiceRequests,
  type ServiceRequestFilter,
} from '../../modules/admin/service-requests.server.ts';
import { storeChoices } from '../../modules/admin/store-choices.server.ts';
import {
  isServiceStatus,
  SERVICE_STATUS_LABEL,
  SERVICE_STATUSES,
} from '../../modules/service/rules.ts';
import type { Route } from './+types/service-requests';

export const meta = () => backOfficeMeta('Service requests');

const PAGE = '/admin/service-requests';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders');
  const db = services(context).database.db;
  const search = new URL(request.url).searchParams;
  const status = search.get('status') ?? '';
  const stores = await storeChoices(db);
  const store = search.get('store') ?? '';
  // Nonsense in the query is ignored: the list without that filter.
  const filter: ServiceRequestFilter = {
    status: isServiceStatus(status) ? status : '',
    store: stores.some((one) => one.code === store) ? store : '',
  };
  const list = await listServiceRequests(db, filter, pageParam(search));
  return { filter, stores, list };
}

export default function AdminServiceRequests({ loaderData }: Route.ComponentProps) {
  const { filter, stores, list } = loaderData;
  const filtered = Boolean(filter.status || filter.store);
  return (
    <AdminPage title="Service requests">
      <FilterForm
        label="Find service requests"
        submit="Show requests"
        clearTo={filtered ? PAGE : undefined}
      >
        <Select
          label="Status"
          name="status"
          placeholder="Any status"
          defaultValue={filter.status}
          options={SERVICE_STATUSES.map((status) => ({
            value: status,
            label: SERVICE_STATUS_LABEL[status],
          }))}
        />
        <Select
          label="Store"
          name="store"
          placeholder="Every store"
          defaultValue={filter.store}
          options={stores.map((store) => ({
            value: store.code,
            label: `${store.name} (${store.code})`,
          }))}
        />
      </FilterForm>
      <AdminTable
        caption="Service requests, newest first"
        columns={[
          'Ticket',
          'Received',
          'Customer',
          'Item',
          'Problem',
          'Store',
          'Warranty',
          'Status',
        ]}
        rows={list.items}
        empty={filtered ? 'No service request matches these filters.' : 'No service requests yet.'}
      >
        {(row) => (
          <tr key={row.ticket}>
            <td className="nowrap">
              <Link to={`${PAGE}/${row.ticket}`}>{row.ticket}</Link>
            </td>
            <td>
              <time dateTime={row.at}>{formatOrderDate(row.at)}</time>
            </td>
            <td>
              {row.customer}
              <br />
              <span className="admin-note">{row.orderNumber}</span>
            </td>
            <td>{row.item}</td>
            <td>{row.problem}</td>
            <td>{row.store}</td>
            <td>
              {row.chargeable ? (
                <Badge tone="warning">Chargeable</Badge>
              ) : (
                <Badge tone="success">Under warranty</Badge>
              )}
            </td>
            <td>{SERVICE_STATUS_LABEL[row.status]}</td>
          </tr>
        )}
      </AdminTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} />
    </AdminPage>
  );
}
