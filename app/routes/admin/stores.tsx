import { Link } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { AdminTable, SearchFilter } from '../../components/admin/list-parts.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { listStoresForStaff } from '../../modules/admin/content.server.ts';
import { pageParam } from '../../modules/admin/paging.ts';
import type { Route } from './+types/stores';

export const meta = () => backOfficeMeta('Stores');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'content');
  const search = new URL(request.url).searchParams;
  const q = (search.get('q') ?? '').slice(0, 60);
  const list = await listStoresForStaff(services(context).database.db, q, pageParam(search));
  return { q, list };
}

export default function AdminStores({ loaderData }: Route.ComponentProps) {
  const { q, list } = loaderData;
  return (
    <AdminPage title="Stores" actions={<ButtonLink to="/admin/stores/new">Add store</ButtonLink>}>
      <SearchFilter label="Find stores" field="Name, town, district, pincode or code" q={q} />
      <AdminTable
        caption="Stores, in the order shoppers see them"
        columns={[
          'Store',
          'Town',
          'Pincode',
          'Phone',
          { label: 'Position', numeric: true },
          'Shown',
        ]}
        rows={list.items}
        empty={q ? 'No stores match this search.' : 'No stores yet.'}
      >
        {(store) => (
          <tr key={store.code}>
            <th scope="row">
              <Link to={`/admin/stores/${store.code}`}>{store.name}</Link>
              <br />
              <span className="admin-note">{store.code}</span>
            </th>
            <td>
              {store.town}, {store.district}
            </td>
            <td>{store.pincode}</td>
            <td className="nowrap">{store.phone}</td>
            <td className="num">{store.position}</td>
            <td>
              {store.active ? (
                <Badge tone="success">Shown</Badge>
              ) : (
                <Badge tone="neutral">Hidden</Badge>
              )}
            </td>
          </tr>
        )}
      </AdminTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} />
    </AdminPage>
  );
}
