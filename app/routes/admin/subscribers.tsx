import { AdminPage } from '../../components/admin/admin-page.tsx';
import { AdminTable, FilterForm } from '../../components/admin/list-parts.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { formatOrderDate } from '../../lib/order-date.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { listSubscribers, type SubscriberFilter } from '../../modules/admin/messages.server.ts';
import { pageParam } from '../../modules/admin/paging.ts';
import type { Route } from './+types/subscribers';

export const meta = () => backOfficeMeta('Subscribers');

function subscriberFilter(search: URLSearchParams): SubscriberFilter {
  const value = search.get('status');
  return value === 'active' || value === 'unsubscribed' ? value : '';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'messages');
  const search = new URL(request.url).searchParams;
  const status = subscriberFilter(search);
  const list = await listSubscribers(services(context).database.db, status, pageParam(search));
  return { status, list };
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { status, list } = loaderData;
  return (
    <AdminPage
      title="Newsletter subscribers"
      actions={
        <ButtonLink
          to={`/admin/export/subscribers.csv${status ? `?status=${status}` : ''}`}
          reloadDocument
          variant="secondary"
        >
          Download CSV
        </ButtonLink>
      }
    >
      <FilterForm label="Filter subscribers" submit="Show">
        <Select
          label="Status"
          name="status"
          defaultValue={status}
          placeholder="Everyone"
          options={[
            { value: 'active', label: 'Subscribed' },
            { value: 'unsubscribed', label: 'Unsubscribed' },
          ]}
        />
      </FilterForm>
      <AdminTable
        caption="Newsletter subscribers, newest first"
        columns={['E-mail', 'Subscribed', 'Status']}
        rows={list.items}
        empty="No subscribers here."
      >
        {(row) => (
          <tr key={row.id}>
            <td>{row.email}</td>
            <td className="nowrap">
              <time dateTime={row.subscribedAt}>{formatOrderDate(row.subscribedAt)}</time>
            </td>
            <td>
              {row.unsubscribedAt ? (
                <Badge>Unsubscribed {formatOrderDate(row.unsubscribedAt)}</Badge>
              ) : (
                <Badge tone="success">Subscribed</Badge>
              )}
            </td>
          </tr>
        )}
      </AdminTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} />
    </AdminPage>
  );
}
